// XLIFF 2.1: each <segment>'s <source> is translated into its <target> (created, or replaced when present),
// inline elements such as <ph/>, <pc> and <mrk> are kept, and <xliff trgLang> is set to the target language.
import { DocumentFormatError } from './documentFormatError';
import { decodeText, encodeText } from './textCodec';
import { assertWellFormedXml, encodeXmlAttribute, rewriteMixedContent, type TranslateSegment } from './xmlText';

const SEGMENT = /<segment(?:\s[^>]*)?>[\s\S]*?<\/segment>/g;
const SOURCE = /(\s*)<source(?:\s[^>]*)?>([\s\S]*?)<\/source>|(\s*)<source(?:\s[^>]*)?\/>/;
const TARGET = /<target(\s[^>]*)?(?:\/>|>[\s\S]*?<\/target>)/;

function rewriteSegment(segment: string, translate: TranslateSegment): string {
  const source = SOURCE.exec(segment);
  if (!source) return segment;
  const translated = rewriteMixedContent(source[2] ?? '', translate);
  const existing = TARGET.exec(segment);
  if (existing) {
    const attributes = (existing[1] ?? '').replace(/\/$/, '');
    return segment.replace(TARGET, () => `<target${attributes}>${translated}</target>`);
  }
  const indent = source[1] ?? source[3] ?? '';
  const sourceEnd = source.index + source[0].length;
  return `${segment.slice(0, sourceEnd)}${indent}<target>${translated}</target>${segment.slice(sourceEnd)}`;
}

export function rewriteXliff(xml: string, fileName: string, translate: TranslateSegment, targetLang?: string): string {
  assertWellFormedXml(xml, fileName, 'the XLIFF document');
  const root = /<xliff(\s[^>]*)?>/.exec(xml);
  if (!root) throw DocumentFormatError.damaged(fileName, 'it has no <xliff> root element');
  const version = /\sversion\s*=\s*["']([^"']*)["']/.exec(root[1] ?? '')?.[1];
  if (!version?.startsWith('2.')) {
    throw new DocumentFormatError(
      'unsupported',
      `"${fileName}" is XLIFF ${version ?? 'of an unknown version'}; document translation takes XLIFF 2.1. Export the file as XLIFF 2.1 from your translation tool and upload it again.`,
    );
  }
  let rootTag = root[0];
  if (targetLang) {
    const value = encodeXmlAttribute(targetLang);
    rootTag = /\strgLang\s*=/.test(rootTag)
      ? rootTag.replace(/(\strgLang\s*=\s*)(["'])[^"']*\2/, `$1"${value}"`)
      : rootTag.replace(/^<xliff/, `<xliff trgLang="${value}"`);
  }
  const body = xml.slice(root.index + root[0].length).replace(SEGMENT, (segment) => rewriteSegment(segment, translate));
  return xml.slice(0, root.index) + rootTag + body;
}

export function translateXliff(bytes: Uint8Array, fileName: string, translate: TranslateSegment, targetLang?: string): Uint8Array {
  const decoded = decodeText(bytes, fileName);
  return encodeText(rewriteXliff(decoded.text, fileName, translate, targetLang), decoded.encoding, decoded.byteOrderMark);
}
