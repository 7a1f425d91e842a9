// XLIFF 2.x: each <segment>'s <source> is translated into its <target> (created after the source, or
// replacing the old one), inline elements such as <ph/>, <pc> and <mrk> are kept, and <xliff trgLang> is set
// to the target language. The segments are found by the format layer's XLIFF reader (an XML parser, every
// other byte kept); XLIFF 1.x is refused with what to do, as the spec's service does.
import { escapeXmlAttribute, XmlSyntaxError } from '../xml/xmlEvents';
import { readXliff2Layout } from '../xliff/xliff2Document';
import { XliffFormatError } from '../xliff/xliffErrors';
import { xliffVersion } from '../xliff/xliff1Document';
import { DocumentFormatError } from './documentFormatError';
import { decodeText, encodeText } from './textCodec';
import { rewriteFragmentText } from '../xml/fragmentText';
import type { TranslateText } from '../xml/elementText';

function layoutOf(xml: string, fileName: string) {
  try {
    return readXliff2Layout(xml, fileName);
  } catch (error) {
    if (error instanceof XliffFormatError)
      throw DocumentFormatError.damaged(fileName, error.message.replace(/^"[^"]*" /, ''));
    throw error;
  }
}

function sourceText(content: string, translate: TranslateText, fileName: string): string {
  try {
    return rewriteFragmentText(content, translate);
  } catch (error) {
    // Only an entity the file's own DOCTYPE declares can make a source unreadable on its own.
    if (error instanceof XmlSyntaxError) throw DocumentFormatError.damaged(fileName, `a <source> ${error.reason}`);
    throw error;
  }
}

export function rewriteXliff(xml: string, fileName: string, translate: TranslateText, targetLang?: string): string {
  const { root, segments } = layoutOf(xml, fileName);
  if (root.local !== 'xliff') throw DocumentFormatError.damaged(fileName, 'it has no <xliff> root element');
  const version = xliffVersion(xml);
  if (!version?.startsWith('2.')) {
    throw new DocumentFormatError(
      'unsupported',
      `"${fileName}" is XLIFF ${version ?? 'of an unknown version'}; document translation takes XLIFF 2.1. Export the file as XLIFF 2.1 from your translation tool and upload it again.`,
    );
  }
  const out: string[] = [];
  let copied = 0;
  if (targetLang) {
    const value = escapeXmlAttribute(targetLang);
    let tag = `<${root.name}${root.attributes.trgLang === undefined ? ` trgLang="${value}"` : ''}`;
    for (const [name, old] of Object.entries(root.attributes))
      tag += ` ${name}="${name === 'trgLang' ? value : escapeXmlAttribute(old)}"`;
    tag += root.selfClosing ? '/>' : '>';
    out.push(xml.slice(0, root.start), tag);
    copied = root.end;
  }
  for (const segment of segments) {
    const content = segment.source ? xml.slice(segment.source.start, segment.source.end) : '';
    const name = segment.target?.name ?? segment.targetName;
    let tag = `<${name}`;
    for (const [key, value] of Object.entries(segment.target?.attributes ?? {}))
      tag += ` ${key}="${escapeXmlAttribute(value)}"`;
    const translated = `${tag}>${sourceText(content, translate, fileName)}</${name}>`;
    if (segment.target) {
      out.push(xml.slice(copied, segment.target.start), translated);
      copied = segment.target.end;
    } else {
      out.push(xml.slice(copied, segment.sourceEnd), segment.indent, translated);
      copied = segment.sourceEnd;
    }
  }
  out.push(xml.slice(copied));
  return out.join('');
}

export function translateXliff(
  bytes: Uint8Array,
  fileName: string,
  translate: TranslateText,
  targetLang?: string,
): Uint8Array {
  const decoded = decodeText(bytes, fileName);
  return encodeText(
    rewriteXliff(decoded.text, fileName, translate, targetLang),
    decoded.encoding,
    decoded.byteOrderMark,
  );
}
