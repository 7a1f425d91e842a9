// XLIFF 2.1: each <segment>'s <source> is translated into its <target> (created, or replaced when present),
// inline elements such as <ph/>, <pc> and <mrk> are kept, and <xliff trgLang> is set to the target language.
import { DocumentFormatError } from './documentFormatError';
import { decodeText, encodeText } from './textCodec';
import { markupTokens } from '../markup/markupWalker';
import { assertWellFormedXml, encodeXmlAttribute, rewriteMixedContent, type TranslateSegment } from './xmlText';

interface SegmentParts {
  /** Whitespace before <source>, reused to indent a new <target>. */
  indent: string;
  /** The content of <source> (between its tags), undefined when it is empty (<source/>). */
  source?: { start: number; end: number };
  sourceEnd?: number;
  /** The whole <target> element and its start tag's attributes. */
  target?: { start: number; end: number; attributes: string };
}

/**
 * Each <segment>'s <source> translated into its <target> (created after the source, or replaced), found with
 * the simulator's one markup walker: linear on any input, and every other byte of the file kept.
 */
function rewriteSegments(xml: string, from: number, translate: TranslateSegment): string {
  const out: string[] = [];
  let copied = from;
  let segment: SegmentParts | undefined;
  let lastText = { start: 0, end: 0 };
  let sourceContentStart = -1;
  let targetStart = -1;
  let targetAttributes = '';
  const body = xml.slice(from);
  for (const token of markupTokens(body, 'xml')) {
    const start = from + token.start;
    const end = from + token.end;
    if (token.kind === 'text') lastText = { start, end };
    if (token.kind === 'open' && token.name === 'segment' && !token.selfClosing) segment = { indent: '' };
    if (!segment) continue;
    if (token.kind === 'open' && token.name === 'source' && !segment.sourceEnd) {
      segment.indent =
        lastText.end === start && /^\s*$/.test(xml.slice(lastText.start, lastText.end))
          ? xml.slice(lastText.start, lastText.end)
          : '';
      if (token.selfClosing) segment.sourceEnd = end;
      else sourceContentStart = end;
    } else if (token.kind === 'close' && token.name === 'source' && sourceContentStart !== -1) {
      segment.source = { start: sourceContentStart, end: start };
      segment.sourceEnd = end;
      sourceContentStart = -1;
    } else if (token.kind === 'open' && token.name === 'target' && !segment.target) {
      const tag = xml.slice(start, end);
      targetAttributes = tag.slice('<target'.length, tag.length - (token.selfClosing ? 2 : 1));
      if (token.selfClosing) segment.target = { start, end, attributes: targetAttributes };
      else targetStart = start;
    } else if (token.kind === 'close' && token.name === 'target' && targetStart !== -1) {
      segment.target = { start: targetStart, end, attributes: targetAttributes };
      targetStart = -1;
    } else if (token.kind === 'close' && token.name === 'segment') {
      if (segment.sourceEnd !== undefined) {
        const content = segment.source ? xml.slice(segment.source.start, segment.source.end) : '';
        const translated = `<target${segment.target?.attributes.replace(/\/$/, '') ?? ''}>${rewriteMixedContent(content, translate)}</target>`;
        if (segment.target) {
          out.push(xml.slice(copied, segment.target.start), translated);
          copied = segment.target.end;
        } else {
          out.push(xml.slice(copied, segment.sourceEnd), segment.indent, translated);
          copied = segment.sourceEnd;
        }
      }
      segment = undefined;
    }
  }
  out.push(xml.slice(copied));
  return out.join('');
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
  return xml.slice(0, root.index) + rootTag + rewriteSegments(xml, root.index + root[0].length, translate);
}

export function translateXliff(
  bytes: Uint8Array,
  fileName: string,
  translate: TranslateSegment,
  targetLang?: string,
): Uint8Array {
  const decoded = decodeText(bytes, fileName);
  return encodeText(
    rewriteXliff(decoded.text, fileName, translate, targetLang),
    decoded.encoding,
    decoded.byteOrderMark,
  );
}
