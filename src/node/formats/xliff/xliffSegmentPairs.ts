// A translated XLIFF file's segment pairs, as a quality check reads them: each segment's source and target as
// plain text, the inline codes left out and the text they wrap kept. XLIFF 1.0-1.2 (a unit's own <source> and
// <target>, or its <seg-source> segments paired with the target's by `mid`; never an <alt-trans>'s) and 2.x
// (each <segment>; <ignorable> is not text to check). `translate="no"` is inherited from files and groups.
// Why plain text: quality evaluation takes "the original text" and "the translated text" of each segment, with
// no tag handling, and counts its spans in characters of that text; markup sent as text would be judged as
// words of the translation and move every span.
import { readXmlEvents, XmlSyntaxError, type XmlOpen } from '../xml/xmlEvents';
import { XliffFormatError } from './xliffErrors';

export interface XliffSegmentPair {
  /** The unit's id, with the segment's (`mid` in 1.x, `id` in 2.x) after a `#` when the unit has several. */
  id: string;
  /** Its place among the file's segments that have source text, filled or not (1-based). */
  number: number;
  source: string;
  target: string;
}

export interface XliffSegmentPairs {
  /** The first file's languages, as the tool wrote them (`en-US`), when it names them. */
  sourceLanguage?: string;
  targetLanguage?: string;
  /** Segments with text in both sides, in document order. */
  pairs: XliffSegmentPair[];
  /** Segments with source text and no target, or an empty one. */
  unfilled: number;
}

/** 1.x codes whose content is the original format's markup (`&lt;b>`), not text: left out. */
const NATIVE_CODES = new Set(['bpt', 'ept', 'ph', 'it']);
const XLIFF2 = 'urn:oasis:names:tc:xliff:document:2.0';

interface Side {
  /** The text outside any segment marker, and each `<mrk mtype="seg">`'s by its `mid`, in order. */
  whole: string;
  segments: Map<string, string>;
}

const emptySide = (): Side => ({ whole: '', segments: new Map() });
const hasText = (text: string) => text.trim() !== '';

/** Reads the segment pairs of an XLIFF 1.x or 2.x document; throws XliffFormatError with a sentence. */
export function readXliffSegmentPairs(xml: string, fileName: string): XliffSegmentPairs {
  const result: XliffSegmentPairs = { pairs: [], unfilled: 0 };
  let version: 1 | 2 | undefined;
  let depth = 0;
  const translate: boolean[] = [true];
  /** The unit being read (1.x trans-unit, 2.x unit) and its depth. */
  let unit: { id: string; depth: number; translate: boolean; count: number } | undefined;
  /** 2.x: the segment being read. */
  let segment: { id: string; depth: number } | undefined;
  let sides: { source: Side; target?: Side; segSource?: Side } | undefined;
  /** The side whose text is read, its depth, and the `mid` of the segment marker inside it. */
  let reading: { side: Side; depth: number; mid?: string; midDepth?: number } | undefined;
  /** Depth of a native code or 2.x `<cp>`-less element whose text is left out. */
  let skipping: number | undefined;
  let altTrans = 0;
  let number = 0;

  const add = (id: string, source: string, target: string | undefined) => {
    if (!hasText(source)) return;
    number++;
    if (target === undefined || !hasText(target)) result.unfilled++;
    else result.pairs.push({ id, number, source: source.trim(), target: target.trim() });
  };

  const finishUnit1 = () => {
    if (!unit || !sides || !unit.translate) return;
    const { source, segSource, target } = sides;
    const segmented = segSource && segSource.segments.size > 0 ? segSource.segments : undefined;
    if (segmented && (!target || target.segments.size > 0)) {
      for (const [mid, text] of segmented) add(`${unit.id}#${mid}`, text, target?.segments.get(mid));
    } else add(unit.id, source.whole, target?.whole);
  };

  const open = (tag: XmlOpen) => {
    depth++;
    const { local, attributes } = tag;
    if (depth === 1) {
      if (local !== 'xliff')
        throw new XliffFormatError('notXliff', {
          id: 'qualityCheck.document.notXliff',
          values: { name: fileName, element: `<${tag.name}>` },
        });
      const namespace = attributes[tag.name.includes(':') ? `xmlns:${tag.name.split(':')[0]}` : 'xmlns'];
      version = namespace === XLIFF2 || attributes.version?.startsWith('2') ? 2 : 1;
      if (version === 2) {
        if (attributes.srcLang) result.sourceLanguage = attributes.srcLang;
        if (attributes.trgLang) result.targetLanguage = attributes.trgLang;
      }
    }
    if (skipping !== undefined) return;
    if (reading) {
      if (version === 1 && NATIVE_CODES.has(local)) skipping = depth;
      else if (version === 2 && local === 'cp') reading.side.whole += codePoint(attributes.hex);
      else if (local === 'mrk' && attributes.mtype === 'seg' && attributes.mid !== undefined && !reading.mid) {
        reading.mid = attributes.mid;
        reading.midDepth = depth;
        reading.side.segments.set(attributes.mid, '');
      }
      return;
    }
    if (local === 'file' && version === 1 && result.sourceLanguage === undefined) {
      if (attributes['source-language']) result.sourceLanguage = attributes['source-language'];
      if (attributes['target-language']) result.targetLanguage = attributes['target-language'];
    }
    if (!unit) translate.push(attributes.translate === undefined ? translate.at(-1)! : attributes.translate !== 'no');
    const unitName = version === 1 ? 'trans-unit' : 'unit';
    if (local === unitName && !unit) {
      unit = { id: attributes.id ?? '', depth, translate: translate.at(-1)!, count: 0 };
      if (version === 1) sides = { source: emptySide() };
      return;
    }
    if (!unit) return;
    if (local === 'alt-trans') altTrans++;
    if (altTrans > 0) return;
    if (version === 1 && depth === unit.depth + 1 && sides) {
      let side: Side | undefined;
      if (local === 'source') side = sides.source;
      else if (local === 'seg-source' && !sides.segSource) side = sides.segSource = emptySide();
      else if (local === 'target' && !sides.target) side = sides.target = emptySide();
      if (side) reading = { side, depth };
    } else if (version === 2) {
      if (local === 'segment' && depth === unit.depth + 1) {
        unit.count++;
        segment = { id: attributes.id ?? String(unit.count), depth };
        sides = { source: emptySide() };
      } else if (segment && sides && depth === segment.depth + 1 && (local === 'source' || local === 'target')) {
        const side = local === 'source' ? sides.source : (sides.target = emptySide());
        reading = { side, depth };
      }
    }
  };

  const close = (local: string) => {
    if (skipping === depth) skipping = undefined;
    else if (reading && depth === reading.midDepth) reading.mid = reading.midDepth = undefined;
    else if (reading && depth === reading.depth) reading = undefined;
    else if (!reading && skipping === undefined) {
      if (unit && local === 'alt-trans' && altTrans > 0) altTrans--;
      else if (segment && depth === segment.depth) {
        if (unit!.translate && sides)
          pendingSegments.push({ id: segment.id, source: sides.source, target: sides.target });
        segment = undefined;
      } else if (unit && depth === unit.depth) {
        if (version === 1) finishUnit1();
        else if (unit.translate) {
          const several = pendingSegments.length > 1;
          for (const s of pendingSegments)
            add(several ? `${unit.id}#${s.id}` : unit.id, s.source.whole, s.target?.whole);
        }
        pendingSegments.length = 0;
        unit = undefined;
        sides = undefined;
      }
      if (!unit) translate.pop();
    }
    depth--;
  };
  const pendingSegments: { id: string; source: Side; target?: Side }[] = [];

  try {
    readXmlEvents(xml, {
      open,
      close: (tag) => close(tag.local),
      text(text) {
        if (!reading || skipping !== undefined) return;
        reading.side.whole += text;
        if (reading.mid !== undefined)
          reading.side.segments.set(reading.mid, reading.side.segments.get(reading.mid)! + text);
      },
    });
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw XliffFormatError.notWellFormed(fileName, error);
    throw error;
  }
  if (version === undefined)
    throw new XliffFormatError('notXliff', { id: 'documents.xliff.noRoot', values: { name: fileName } });
  return result;
}

/** A 2.x `<cp hex="…">`: the character XML cannot carry, or nothing when it is not one. */
function codePoint(hex: string | undefined): string {
  const code = parseInt(hex ?? '', 16);
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
    ? String.fromCodePoint(code)
    : '';
}
