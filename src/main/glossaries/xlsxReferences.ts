// Which shared strings the sheet reader will look up, found before the shared strings are read: a workbook's
// shared strings hold every column's text (notes, other languages, a second sheet), and a glossary import
// keeps two columns past the preview rows. When the sheet's stated dimension shows columns that are not kept,
// a first pass over the sheet marks the strings that the preview rows and the kept columns refer to, and only
// those are kept; otherwise (every column kept, the usual two-column glossary) the sheet is read once.
import { attribute, columnIndex, decodeXml, elementScanner, streamText } from './xlsxXml';
import type { ZipPart } from './zipEntries';

export interface ReferenceScan {
  /** Rows kept with every cell. */
  fullRows: number;
  keepColumns: readonly number[];
  limits: { columns: number; rowChars: number; partBytes: number; ratio: number };
  onOversized: () => never;
}

/** A set of shared-string indexes, growing as they are marked. */
export class IndexSet {
  private bits = new Uint8Array(1024);

  constructor(private readonly cap: number) {}

  add(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.cap) return;
    const byte = index >> 3;
    if (byte >= this.bits.length) {
      const grown = new Uint8Array(Math.max(byte + 1, this.bits.length * 2));
      grown.set(this.bits);
      this.bits = grown;
    }
    this.bits[byte]! |= 1 << (index & 7);
  }

  has(index: number): boolean {
    const byte = index >> 3;
    return byte < this.bits.length && (this.bits[byte]! & (1 << (index & 7))) !== 0;
  }
}

class Stop extends Error {}

/** The last column (0-based) the sheet's `<dimension ref="A1:C40">` states, or undefined when it states none. */
export function statedLastColumn(bytes: Uint8Array, sheet: ZipPart, limits: ReferenceScan['limits']): number | undefined {
  let head = '';
  try {
    streamText(bytes, sheet, limits, (text) => {
      head += text;
      if (head.includes('<sheetData') || head.length > 64 * 1024) throw new Stop();
    });
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  const dimension = /<(?:\w+:)?dimension\b([^>]*)>/.exec(head.slice(0, head.indexOf('<sheetData') === -1 ? head.length : head.indexOf('<sheetData')));
  const ref = dimension ? attribute(dimension[1]!, 'ref') : undefined;
  if (ref === undefined) return undefined;
  const last = ref.slice(ref.indexOf(':') + 1);
  return /^[A-Za-z]{1,3}\d*$/.test(last) ? columnIndex(last) : undefined;
}

/**
 * The shared strings to keep, or undefined to keep them all (every column the sheet states is kept). A
 * superset of what the sheet reader looks up: every cell of the rows it keeps whole, and the kept columns of
 * every other row.
 */
export function referencedSharedStrings(bytes: Uint8Array, sheet: ZipPart, scan: ReferenceScan): IndexSet | undefined {
  const { fullRows, keepColumns, limits } = scan;
  const last = statedLastColumn(bytes, sheet, limits);
  if (last !== undefined && Array.from({ length: Math.min(last, limits.columns - 1) + 1 }, (_, i) => i).every((i) => keepColumns.includes(i))) return undefined;
  // An index can be no larger than the number of `<si></si>` the shared strings part may hold.
  const wanted = new IndexSet(Math.ceil(limits.partBytes / 9));
  let fullLeft = fullRows;
  const cellPattern = /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;
  const rowScan = elementScanner('row', limits.rowChars, (rowXml) => {
    const full = fullLeft > 0;
    let column = -1;
    let any = false;
    cellPattern.lastIndex = rowXml.indexOf('>');
    for (let cell = cellPattern.exec(rowXml); cell; cell = cellPattern.exec(rowXml)) {
      const attributes = cell[1]!;
      const ref = attribute(attributes, 'r');
      column = ref === undefined ? column + 1 : columnIndex(ref);
      if (column >= limits.columns) continue;
      const inner = cell[2] ?? '';
      const type = attribute(attributes, 't');
      if (type === 'inlineStr') {
        any ||= /<is>[\s\S]*<\/is>/.test(inner);
        continue;
      }
      const v = /<v(?:\s[^>]*)?>([\s\S]*?)<\/v>/.exec(inner);
      if (!v) continue;
      any = true;
      if (type === 's' && (full || keepColumns.includes(column))) wanted.add(Number(decodeXml(v[1]!)));
    }
    if (any && full) fullLeft--;
  }, scan.onOversized);
  let inData = false;
  streamText(bytes, sheet, limits, (text) => {
    if (!inData) {
      const at = text.indexOf('<sheetData');
      if (at === -1) return;
      inData = true;
      text = text.slice(at);
    }
    rowScan(text);
  });
  return wanted;
}
