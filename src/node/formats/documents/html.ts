// HTML: text nodes and the title, alt, placeholder and aria-label attributes are translated. Every tag and
// attribute stays byte for byte, script and style contents and `translate="no"` elements are never touched. The
// simulator's markup walker rather than an HTML parser, because parsers re-serialise the page and change markup
// the user did not ask to change.
import { decodeText, encodeText } from './textCodec';
import type { TranslateText } from '../xml/elementText';
import { ElementStack, markupTokens } from '../markup/markupWalker';

const TRANSLATED_ATTRIBUTES = new Set(['title', 'alt', 'placeholder', 'aria-label']);
const ENTITY_AT = /^&(?:[A-Za-z][A-Za-z0-9]*|#\d+|#[xX][0-9A-Fa-f]+);/;

/** Escapes what translated text must not introduce into HTML: `<` and `&` that do not start an entity. */
function escapeHtmlText(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '<') out += '&lt;';
    else if (char === '&' && !ENTITY_AT.test(text.slice(index, index + 12))) out += '&amp;';
    else out += char;
  }
  return out;
}

function translateText(text: string, translate: TranslateText): string {
  return /\S/.test(text) ? escapeHtmlText(translate(text)) : text;
}

const ATTRIBUTE = /([^\s"'>/=]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function rewriteStartTag(tag: string, translate: TranslateText): string {
  const nameEnd = /^<[A-Za-z][^\s/>]*/.exec(tag)?.[0].length ?? 1;
  const head = tag.slice(0, nameEnd);
  const rest = tag
    .slice(nameEnd)
    .replace(ATTRIBUTE, (whole, name: string, _assign, double?: string, single?: string, bare?: string) => {
      if (!TRANSLATED_ATTRIBUTES.has(name.toLowerCase())) return whole;
      const value = double ?? single ?? bare;
      if (value === undefined || !/\S/.test(value)) return whole;
      const translated = escapeHtmlText(translate(value));
      const equals = whole.slice(name.length, whole.indexOf('=') + 1);
      if (single !== undefined) return `${name}${equals}'${translated.replace(/'/g, '&#39;')}'`;
      return `${name}${equals}"${translated.replace(/"/g, '&quot;')}"`;
    });
  return head + rest;
}

/** Rewrites the page through the simulator's one markup walker (linear on any input); see ../markup. */
export function rewriteHtml(html: string, translate: TranslateText): string {
  const out: string[] = [];
  const stack = new ElementStack(html);
  for (const token of markupTokens(html, 'html')) {
    const text = html.slice(token.start, token.end);
    if (token.kind === 'text') out.push(stack.keeping ? text : translateText(text, translate));
    else if (token.kind === 'open' && !stack.keeping) out.push(rewriteStartTag(text, translate));
    else out.push(text);
    stack.step(token);
  }
  return out.join('');
}

export function translateHtml(bytes: Uint8Array, fileName: string, translate: TranslateText): Uint8Array {
  const decoded = decodeText(bytes, fileName);
  return encodeText(rewriteHtml(decoded.text, translate), decoded.encoding, decoded.byteOrderMark);
}
