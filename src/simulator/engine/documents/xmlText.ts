// Rewrites the text of chosen XML elements in place, leaving every other byte of the part as it was.
// Parsing and re-serialising would reorder attributes and namespaces and change what Office sees.
import { XMLValidator } from 'fast-xml-parser';
import { DocumentFormatError } from './documentFormatError';

export type TranslateSegment = (text: string) => string;

export function assertWellFormedXml(xml: string, fileName: string, partName: string): void {
  const result = XMLValidator.validate(xml);
  if (result !== true) {
    throw DocumentFormatError.damaged(fileName, `its part ${partName} is not well-formed XML (line ${result.err.line}: ${result.err.msg})`);
  }
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXmlText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (entity, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name] ?? entity;
  });
}

export function encodeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function encodeXmlAttribute(text: string): string {
  return encodeXmlText(text).replace(/"/g, '&quot;');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Translates the character content of every `<name …>text</name>` element (e.g. `w:t`, `a:t`, `t`).
 * Elements holding markup (CDATA, children) are left as they are.
 */
export function rewriteElementText(xml: string, elementName: string, translate: TranslateSegment): string {
  const name = escapeRegExp(elementName);
  const element = new RegExp(`(<${name}(?:\\s[^>]*)?>)([^<]*)(</${name}>)`, 'g');
  return xml.replace(element, (_match, open: string, text: string, close: string) => {
    return open + encodeXmlText(translate(decodeXmlText(text))) + close;
  });
}

/** Translates the text between the tags of an XML fragment, keeping every inline element. */
export function rewriteMixedContent(fragment: string, translate: TranslateSegment): string {
  return fragment
    .split(/(<[^>]*>)/)
    .map((piece, index) => (index % 2 === 1 ? piece : encodeXmlText(translate(decodeXmlText(piece)))))
    .join('');
}
