// The small XML tools the sheet reader streams with: a part's text in chunks, complete elements as they
// arrive, attributes, cell references, OOXML's text escapes. No document tree.
import { decodeXmlText } from '../xml/xmlText';
import { type ZipPart, inflateSteps } from '../zip/zipReader';

/**
 * Text pieces stay under V8's large-object size (128 KiB): a larger string goes to the large-object space,
 * which only a full collection empties, so a part's chunks would pile up there as garbage (20 MB at 10 MB).
 */
const TEXT_PIECE = 32 * 1024;

type PartLimits = { partBytes: number; ratio: number };

/** Streams a part's text to `onText` in pieces (UTF-8, decoded across piece edges). */
function streamText(bytes: Uint8Array, part: ZipPart, limits: PartLimits, onText: (text: string) => void): void {
  const steps = textSteps(bytes, part, limits, onText);
  while (steps.next());
}

/**
 * The text of a sheet's rows: the part's text from `<sheetData` on, streamed to `onText` in pieces. The tag is
 * found even when it is cut between two pieces.
 */
export function streamSheetData(
  bytes: Uint8Array,
  part: ZipPart,
  limits: PartLimits,
  onText: (text: string) => void,
): void {
  let head = ''; // the text before `<sheetData` was found: at most the tag's length, kept across pieces
  let inData = false;
  streamText(bytes, part, limits, (text) => {
    if (!inData) {
      text = head + text;
      const at = text.indexOf('<sheetData');
      if (at === -1) {
        head = text.slice(-'<sheetData'.length);
        return;
      }
      inData = true;
      text = text.slice(at);
    }
    onText(text);
  });
}

/** A part's text, streamed to `onText` a step at a time as the caller asks (`next` says whether any is left). */
export function textSteps(
  bytes: Uint8Array,
  part: ZipPart,
  limits: PartLimits,
  onText: (text: string) => void,
): { next(): boolean } {
  const decoder = new TextDecoder('utf-8');
  const steps = inflateSteps(bytes, part, { maxBytes: limits.partBytes, maxRatio: limits.ratio }, (chunk) => {
    for (let from = 0; from < chunk.length; from += TEXT_PIECE)
      onText(decoder.decode(chunk.subarray(from, from + TEXT_PIECE), { stream: true }));
  });
  let ended = false;
  return {
    next(): boolean {
      if (ended) return false;
      if (steps.next()) return true;
      ended = true;
      onText(decoder.decode());
      return false;
    },
  };
}

const attributePatterns = new Map<string, RegExp>();

export function attribute(attributes: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)${name.replace(':', '\\:')}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(attributes);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Calls `onElement` for each complete `<tag …>…</tag>` (or `<tag …/>`) as the text arrives in chunks. */
export function elementScanner(
  tag: string,
  maxChars: number,
  onElement: (element: string) => void,
  onOversized: () => never,
) {
  let pending = '';
  const close = `</${tag}>`;
  const opening = `<${tag}`;
  /** Where the next `<tag` followed by a space, `>` or `/` starts, or -1. */
  const openAt = (from: number): number => {
    for (let at = pending.indexOf(opening, from); at !== -1; at = pending.indexOf(opening, at + 1)) {
      const next = pending.charCodeAt(at + opening.length);
      if (next === 0x3e || next === 0x2f || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d) return at;
    }
    return -1;
  };
  return (text: string) => {
    pending += text;
    let from = 0;
    for (;;) {
      const start = openAt(from);
      if (start === -1) {
        // Keep only what could still be the start of an opening tag.
        pending = pending.slice(Math.max(from, pending.length - tag.length - 1));
        return;
      }
      const tagEnd = pending.indexOf('>', start);
      if (tagEnd === -1) break;
      if (pending.charCodeAt(tagEnd - 1) === 0x2f) {
        onElement(pending.slice(start, tagEnd + 1));
        from = tagEnd + 1;
        continue;
      }
      const end = pending.indexOf(close, tagEnd);
      if (end === -1) {
        from = start;
        break;
      }
      onElement(pending.slice(start, end + close.length));
      from = end + close.length;
    }
    pending = pending.slice(from);
    if (pending.length > maxChars) onOversized();
  };
}

/** The text of `<si>` or `<is>`: its `<t>` runs joined, leaving out phonetic guides (`<rPh>`). */
export function richText(xml: string): string {
  const source = xml.includes('<rPh') ? xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '') : xml;
  let text = '';
  for (let at = source.indexOf('<t'); at !== -1; at = source.indexOf('<t', at + 2)) {
    const next = source.charCodeAt(at + 2);
    if (next !== 0x3e && next !== 0x20 && next !== 0x2f && next !== 0x09 && next !== 0x0a && next !== 0x0d) continue; // <tag…, not <t
    const open = source.indexOf('>', at);
    if (open === -1 || source.charCodeAt(open - 1) === 0x2f) continue; // <t/>
    const close = source.indexOf('</t>', open);
    if (close === -1) break;
    text += decodeXml(source.slice(open + 1, close));
    at = close;
  }
  return text;
}

/** `XFD12` -> 16383; letters only, so a bad reference cannot make a huge number. */
export function columnIndex(ref: string): number {
  let index = 0;
  for (let i = 0; i < ref.length && i < 4; i++) {
    const code = ref.charCodeAt(i) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    index = index * 26 + (code - 0x60);
  }
  return index - 1;
}

/**
 * The text as a string of its own. A cell's text is cut from a chunk of the sheet's XML, and V8 keeps a cut
 * of 13 characters or more as a view of the whole chunk: kept, a million such views hold the whole sheet.
 * Written as JSON and read back, it is copied into a flat string of its own length (lone surrogates too).
 */
export function own(text: string): string {
  return text.length < 13 ? text : (JSON.parse(JSON.stringify(text)) as string);
}

/** XML references, then OOXML's `_xHHHH_` escapes of characters XML cannot hold. */
export function decodeXml(text: string): string {
  const decoded = decodeXmlText(text);
  return decoded.includes('_x')
    ? decoded.replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : decoded;
}
