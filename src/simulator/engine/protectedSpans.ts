// Splits text into spans a translator must never touch (markup, placeholders, entities, URLs) and free text.
// Tags and placeholders are what CAT tools and apps put in strings; changing one byte of them breaks the file.

export interface TextSpan {
  text: string;
  isProtected: boolean;
}

const PROTECTED_PATTERNS = [
  String.raw`<!--[\s\S]*?-->`,
  String.raw`<!\[CDATA\[[\s\S]*?\]\]>`,
  String.raw`<\/?[A-Za-z][\w:.-]*(?:\s+[^<>]*?)?\s*\/?>`, // <b>, </b>, <x id="1"/>, <ph id="2" disp="x"/>
  String.raw`&(?:[A-Za-z][A-Za-z0-9]*|#\d+|#[xX][0-9A-Fa-f]+);`, // &amp; &#169; &#xA9;
  String.raw`\{\{[^{}]*\}\}`, // {{var}}
  String.raw`[$%]\{[^{}]*\}`, // ${var} %{var}
  String.raw`\{[\w.:-]*\}`, // {0} {name} {}
  String.raw`%(?:\d+\$)?[-+0#]*(?:\d+|\*)?(?:\.\d+)?(?:hh|h|ll|l|L|z|j|t)?[sdiufFeEgGxXoaAcpn@]`, // %s %1$d %.2f
  String.raw`%%`,
  String.raw`https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]`, // URLs, without trailing punctuation
  String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`, // e-mail addresses
];

const PROTECTED = new RegExp(PROTECTED_PATTERNS.join('|'), 'g');

export function splitProtectedSpans(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  let last = 0;
  for (const match of text.matchAll(PROTECTED)) {
    const start = match.index;
    if (start > last) spans.push({ text: text.slice(last, start), isProtected: false });
    spans.push({ text: match[0], isProtected: true });
    last = start + match[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last), isProtected: false });
  return spans;
}
