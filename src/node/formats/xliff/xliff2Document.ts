// An XLIFF 2.x document read by the XML parser: where each <segment>'s <source> and <target> are (the
// simulator writes targets into them, as the service does), and each unit's translated targets as tokens of
// text and inline codes (main writes them back into the translator's 1.2 file).
import { readXmlEvents, XmlSyntaxError, type XmlOpen } from '../xml/xmlEvents';
import type { TargetToken } from './xliffInline';
import { XliffFormatError } from './xliffErrors';

interface Xliff2Segment {
  /** The <source> content, or undefined for <source/>. */
  source?: { start: number; end: number };
  /** Where the <source> element ends. */
  sourceEnd: number;
  /** The white space before <source>, to indent a new <target> alike. */
  indent: string;
  target?: { start: number; end: number; name: string; attributes: Record<string, string> };
  /** `source` with the prefix the document uses (`target` name for a new one). */
  targetName: string;
}

export interface Xliff2Layout {
  root: XmlOpen;
  segments: Xliff2Segment[];
}

const parsed = <T>(fileName: string, read: () => T): T => {
  try {
    return read();
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw XliffFormatError.notWellFormed(fileName, error);
    throw error;
  }
};

/** Where each segment's source and target are in an XLIFF 2.x document. */
export function readXliff2Layout(xml: string, fileName: string): Xliff2Layout {
  let root: XmlOpen | undefined;
  const segments: Xliff2Segment[] = [];
  let segment: Partial<Xliff2Segment> | undefined;
  let segmentDepth = -1;
  let depth = 0;
  parsed(fileName, () =>
    readXmlEvents(xml, {
      open(tag) {
        depth++;
        if (depth === 1) root = tag;
        if (tag.local === 'segment' && !segment) {
          segment = {};
          segmentDepth = depth;
        } else if (segment && depth === segmentDepth + 1) {
          if (tag.local === 'source' && segment.sourceEnd === undefined) {
            segment.indent = whiteSpaceBefore(xml, tag.start);
            segment.targetName = tag.name.slice(0, tag.name.length - 'source'.length) + 'target';
            segment.source = { start: tag.end, end: tag.end };
          } else if (tag.local === 'target' && !segment.target) {
            segment.target = { start: tag.start, end: tag.end, name: tag.name, attributes: tag.attributes };
          }
        }
      },
      close(tag) {
        if (segment && depth === segmentDepth + 1) {
          if (tag.local === 'source' && segment.source && segment.sourceEnd === undefined) {
            segment.source = tag.start === tag.end ? undefined : { start: segment.source.start, end: tag.start };
            segment.sourceEnd = tag.end;
          } else if (tag.local === 'target' && segment.target) segment.target.end = tag.end;
        }
        if (segment && depth === segmentDepth) {
          if (segment.sourceEnd !== undefined) segments.push(segment as Xliff2Segment);
          segment = undefined;
        }
        depth--;
      },
    }),
  );
  if (!root) throw new XliffFormatError('notXliff', { id: 'documents.xliff.noRoot', values: { name: fileName } });
  return { root, segments };
}

/** The white space between the previous markup and an element's start (empty when text stands there). */
function whiteSpaceBefore(xml: string, start: number): string {
  let at = start;
  while (at > 0 && ' \t\r\n'.includes(xml[at - 1]!)) at--;
  return at === 0 || xml[at - 1] === '>' ? xml.slice(at, start) : '';
}

/** Each unit's targets as tokens, by unit id: one entry per segment, undefined where a segment has no target. */
export function readXliff2Targets(xml: string, fileName: string): Map<string, (TargetToken[] | undefined)[]> {
  const units = new Map<string, (TargetToken[] | undefined)[]>();
  let unit: (TargetToken[] | undefined)[] | undefined;
  let inSegment = false;
  let tokens: TargetToken[] | undefined;
  let targetDepth = -1;
  let depth = 0;
  /** Inside the target: which opened elements become a closing token. */
  const closes: boolean[] = [];
  parsed(fileName, () =>
    readXmlEvents(xml, {
      open(tag) {
        depth++;
        const { local, attributes } = tag;
        if (tokens) {
          const id = attributes.id ?? '';
          if ((local === 'pc' || local === 'mrk') && !tag.selfClosing) {
            tokens.push({ kind: 'open', local, id });
            closes.push(true);
            return;
          }
          closes.push(false);
          if (local === 'ph' || local === 'sc' || local === 'ec')
            tokens.push({ kind: 'code', local, id, startRef: attributes.startRef ?? '' });
          else if (local === 'cp') {
            const code = parseInt(attributes.hex ?? '', 16);
            if (
              code === 0x9 ||
              code === 0xa ||
              code === 0xd ||
              (code >= 0x20 &&
                code <= 0x10ffff &&
                !(code >= 0xd800 && code <= 0xdfff) &&
                code !== 0xfffe &&
                code !== 0xffff)
            )
              tokens.push({ kind: 'text', text: String.fromCodePoint(code) });
          }
          return;
        }
        if (local === 'unit') {
          unit = [];
          units.set(attributes.id ?? '', unit);
        } else if (local === 'segment' && unit) {
          inSegment = true;
          unit.push(undefined);
        } else if (local === 'target' && inSegment && unit) {
          tokens = [];
          targetDepth = depth;
          unit[unit.length - 1] = tokens;
        }
      },
      close(tag) {
        if (tokens && depth === targetDepth) tokens = undefined;
        else if (tokens) {
          if (closes.pop()) tokens.push({ kind: 'close' });
        } else if (tag.local === 'segment') inSegment = false;
        else if (tag.local === 'unit') unit = undefined;
        depth--;
      },
      text(text) {
        tokens?.push({ kind: 'text', text });
      },
    }),
  );
  return units;
}
