// Rewrites the text of chosen XML elements in place, leaving every other byte of the part as it was.
// Parsing and re-serialising would reorder attributes and namespaces and change what Office sees.

export type TranslateSegment = (text: string) => string;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (entity, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name] ?? entity;
  });
}

export function encodeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Counts the characters the element scanner searches through, so tests can show its work grows linearly. */
export const scanWork = { characters: 0 };

/** indexOf, counting the characters it had to look at. */
function find(xml: string, needle: string, from: number): number {
  const at = xml.indexOf(needle, from);
  scanWork.characters += (at === -1 ? xml.length : at + needle.length) - from;
  return at;
}

/** The index of the next `<name` that starts an element of exactly that name, or -1. */
function nextElement(xml: string, name: string, from: number): number {
  for (let at = find(xml, `<${name}`, from); at !== -1; at = find(xml, `<${name}`, at + 1)) {
    const after = xml.charCodeAt(at + name.length + 1);
    // '>', '/', or XML whitespace: not a longer name such as <tab> for <t.
    if (after === 62 || after === 47 || after === 32 || after === 9 || after === 10 || after === 13) return at;
  }
  return -1;
}

/**
 * Translates the character content of every `<name …>text</name>` element (e.g. `w:t`, `a:t`, `t`), in one
 * pass over the part. Elements holding markup (CDATA, children) are left as they are, and so is everything
 * inside a `skip` element (such as Excel's phonetic guides, <rPh>).
 */
export function rewriteElementText(
  xml: string,
  elementName: string,
  translate: TranslateSegment,
  skip?: string,
): string {
  const scan = scanElements(xml, elementName, translate, skip);
  let step = scan.next();
  while (!step.done) step = scan.next();
  return step.value;
}

/** Yields the length of each text it translated; returns the rewritten part. */
function* scanElements(
  xml: string,
  elementName: string,
  translate: TranslateSegment,
  skip?: string,
): Generator<number, string> {
  const close = `</${elementName}>`;
  const out: string[] = [];
  let copied = 0;
  let at = 0;
  // The next match of each name is found once and kept until the scan passes it: every character is
  // searched through a bounded number of times.
  let nextOpen = -2;
  let nextSkip = -2;
  while (at < xml.length) {
    if (nextOpen !== -1 && nextOpen < at) nextOpen = nextElement(xml, elementName, at);
    if (nextOpen === -1) break;
    const open = nextOpen;
    if (skip && nextSkip !== -1 && nextSkip < at) nextSkip = nextElement(xml, skip, at);
    if (skip && nextSkip !== -1 && nextSkip < open) {
      const skipEnd = find(xml, `</${skip}>`, nextSkip);
      if (skipEnd === -1) break; // an unclosed guide: the rest of the part stays as it is
      at = skipEnd + skip.length + 3;
      continue;
    }
    const openEnd = find(xml, '>', open);
    if (openEnd === -1) break;
    const textEnd = find(xml, '<', openEnd + 1);
    if (textEnd === -1) break;
    at = textEnd;
    if (xml.charCodeAt(openEnd - 1) === 47 || !xml.startsWith(close, textEnd)) continue; // <t/>, or children
    out.push(xml.slice(copied, openEnd + 1), encodeXmlText(translate(decodeXmlText(xml.slice(openEnd + 1, textEnd)))));
    copied = textEnd;
    yield textEnd - openEnd;
  }
  out.push(xml.slice(copied));
  return out.join('');
}

/** Translates the text between the tags of an XML fragment, keeping every inline element. */
export function rewriteMixedContent(fragment: string, translate: TranslateSegment): string {
  return fragment
    .split(/(<[^>]*>)/)
    .map((piece, index) => (index % 2 === 1 ? piece : encodeXmlText(translate(decodeXmlText(piece)))))
    .join('');
}
