// Cells on the clipboard as spreadsheets put them there: TSV, one line per row, a tab between cells. A range
// is two corners in the view (positions) and columns (source, target). Pure, unit-tested.
import type { Field, Row } from './dictionaryModel';

export interface CellRange {
  top: number;
  bottom: number;
  left: Field;
  right: Field;
}

const COLUMNS: Field[] = ['source', 'target'];

export function cellRange(a: { position: number; field: Field }, b: { position: number; field: Field }): CellRange {
  const columns = [COLUMNS.indexOf(a.field), COLUMNS.indexOf(b.field)];
  return {
    top: Math.min(a.position, b.position),
    bottom: Math.max(a.position, b.position),
    left: COLUMNS[Math.min(...columns)]!,
    right: COLUMNS[Math.max(...columns)]!,
  };
}

/** The range's phrases as TSV (no line break after the last line, as one cell copies as its text alone). */
export function tsvOfRange(range: CellRange, rowAt: (position: number) => Row | undefined): string {
  const fields = COLUMNS.slice(COLUMNS.indexOf(range.left), COLUMNS.indexOf(range.right) + 1);
  const lines: string[] = [];
  for (let position = range.top; position <= range.bottom; position++) {
    const row = rowAt(position);
    if (row) lines.push(fields.map((field) => row[field]).join('\t'));
  }
  return lines.join('\n');
}

/** Text that is more than one phrase: cells (a tab) or rows (a line break before its end). */
export function isBlock(text: string): boolean {
  return /[\t\n]/.test(text.replace(/\r?\n$/, ''));
}

/** TSV as lines of cells; the line break spreadsheets put after the last row is not an empty row. */
export function blockOfTsv(text: string): string[][] {
  return text
    .replace(/\r?\n$/, '')
    .split(/\r?\n/)
    .map((line) => line.split('\t'));
}
