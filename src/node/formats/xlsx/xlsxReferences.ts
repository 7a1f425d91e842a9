// How many times the sheet reader will look up each shared string, counted before the shared strings are read
// (a first pass over the sheet, with the same cell scanner as the reader). A workbook's shared strings hold
// every column's text (notes, other languages, a second sheet) while a glossary import keeps two columns past
// the preview rows, so a string no kept cell refers to is never kept; and a string is let go after its last
// use, so the shared strings of a 10 MB workbook are held a few at a time instead of all together.
import { RowCells } from './xlsxCells';
import { elementScanner, streamSheetData } from './xlsxXml';
import type { ZipPart } from '../zip/zipReader';

export interface ReferenceScan {
  /** Rows kept with every cell. */
  fullRows: number;
  keepColumns: readonly number[];
  limits: { columns: number; rowChars: number; partBytes: number; ratio: number; sharedStrings: number };
  onOversized: () => never;
}

/**
 * Whether the sheet reader reads the cell in `column` of a row: every cell of a preview (`full`) row, else only
 * the kept columns. The use count and the reader both ask this, so a count never falls short of the lookups.
 */
export const readsCell = (full: boolean, column: number, keepColumns: readonly number[]): boolean =>
  full || keepColumns.includes(column);

/** Saturated counts never reach zero: a string used this often is kept to the end. */
const MANY = 255;

/** Uses left of each shared string. */
export class SharedStringUses {
  private counts = new Uint8Array(1024);

  constructor(private readonly cap: number) {}

  add(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.cap) return;
    if (index >= this.counts.length) {
      const grown = new Uint8Array(Math.max(index + 1, this.counts.length * 2));
      grown.set(this.counts);
      this.counts = grown;
    }
    if (this.counts[index]! < MANY) this.counts[index]!++;
  }

  /** Whether the reader will look string `index` up at all. */
  has(index: number): boolean {
    return index < this.counts.length && this.counts[index]! > 0;
  }

  /** Counts one use; true when it was the last. */
  use(index: number): boolean {
    if (!this.has(index)) return false;
    const left = this.counts[index]!;
    if (left === MANY) return false;
    this.counts[index] = left - 1;
    return left === 1;
  }
}

/**
 * The uses of each shared string by the cells the reader looks up: every cell of the first `fullRows` rows
 * that hold a value, then the kept columns. The reader may look up fewer (it stops once the kept columns hold
 * more than a dictionary may), never more.
 */
export function countSharedStringUses(bytes: Uint8Array, sheet: ZipPart, scan: ReferenceScan): SharedStringUses {
  const { fullRows, keepColumns, limits } = scan;
  // An index beyond the shared strings the reader takes (or the `<si></si>` a part may hold) finds no string.
  const uses = new SharedStringUses(Math.min(limits.sharedStrings, Math.ceil(limits.partBytes / 9)));
  let fullLeft = fullRows;
  const cell = new RowCells();
  const rowScan = elementScanner(
    'row',
    limits.rowChars,
    (rowXml) => {
      const full = fullLeft > 0;
      let any = false;
      cell.start(rowXml, rowXml.indexOf('>'));
      while (cell.next()) {
        const column = cell.column;
        if (column >= limits.columns) continue;
        if (cell.typeIs('inlineStr')) {
          any ||= cell.hasInlineText();
          continue;
        }
        if (!cell.hasValue()) continue;
        any = true;
        if (cell.typeIs('s') && readsCell(full, column, keepColumns)) uses.add(cell.valueNumber());
      }
      if (any && full) fullLeft--;
    },
    scan.onOversized,
  );
  streamSheetData(bytes, sheet, limits, rowScan);
  return uses;
}
