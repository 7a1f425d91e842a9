// HTML: text nodes and the title, alt, placeholder and aria-label attributes are translated. Every tag and
// attribute stays byte for byte, and script and style contents are never touched. A small scanner rather than
// an HTML parser, because parsers re-serialise the page and change markup the user did not ask to change.
import { decodeText, encodeText } from './textCodec';
import type { TranslateSegment } from './xmlText';

const TRANSLATED_ATTRIBUTES = new Set(['title', 'alt', 'placeholder', 'aria-label']);
const RAW_TEXT_ELEMENTS = new Set(['script', 'style']);
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

function translateText(text: string, translate: TranslateSegment): string {
  return /\S/.test(text) ? escapeHtmlText(translate(text)) : text;
}

/** The index just after the `>` that ends the tag starting at `start`, respecting quoted attribute values. */
function endOfTag(html: string, start: number): number {
  let quote: string | undefined;
  for (let index = start + 1; index < html.length; index++) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return index + 1;
    }
  }
  return html.length;
}

const ATTRIBUTE = /([^\s"'>/=]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function rewriteStartTag(tag: string, translate: TranslateSegment): string {
  const nameEnd = /^<[A-Za-z][^\s/>]*/.exec(tag)?.[0].length ?? 1;
  const head = tag.slice(0, nameEnd);
  const rest = tag.slice(nameEnd).replace(ATTRIBUTE, (whole, name: string, _assign, double?: string, single?: string, bare?: string) => {
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

export function rewriteHtml(html: string, translate: TranslateSegment): string {
  let out = '';
  let index = 0;
  let textStart = 0;
  const flushText = (end: number) => {
    if (end > textStart) out += translateText(html.slice(textStart, end), translate);
  };
  while (index < html.length) {
    const next = html.indexOf('<', index);
    if (next === -1) break;
    const after = html.slice(next, next + 4);
    let end: number;
    if (after.startsWith('<!--')) {
      const close = html.indexOf('-->', next + 4);
      end = close === -1 ? html.length : close + 3;
      flushText(next);
      out += html.slice(next, end);
    } else if (/^<[!?]/.test(after) || /^<\/[A-Za-z]/.test(after)) {
      end = endOfTag(html, next);
      flushText(next);
      out += html.slice(next, end);
    } else if (/^<[A-Za-z]/.test(after)) {
      end = endOfTag(html, next);
      flushText(next);
      const tag = html.slice(next, end);
      out += rewriteStartTag(tag, translate);
      const name = (/^<([A-Za-z][^\s/>]*)/.exec(tag)?.[1] ?? '').toLowerCase();
      if (RAW_TEXT_ELEMENTS.has(name) && !tag.endsWith('/>')) {
        const close = html.toLowerCase().indexOf(`</${name}`, end);
        const rawEnd = close === -1 ? html.length : close;
        out += html.slice(end, rawEnd);
        end = rawEnd;
      }
    } else {
      index = next + 1; // a lone "<" in text, as in "a < b"
      continue;
    }
    index = end;
    textStart = end;
  }
  flushText(html.length);
  return out;
}

export function translateHtml(bytes: Uint8Array, fileName: string, translate: TranslateSegment): Uint8Array {
  const decoded = decodeText(bytes, fileName);
  return encodeText(rewriteHtml(decoded.text, translate), decoded.encoding, decoded.byteOrderMark);
}
