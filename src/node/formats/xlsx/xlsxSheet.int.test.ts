// The sheet reader over a workbook large enough that shared-string blocks are let go and written again (60,000
// rows: seconds on a busy machine, so an integration test; the quick cases are in xlsxSheet.test.ts).
import { describe, expect, it } from 'vitest';
import { xlsxOfSheet } from '../../../../scripts/hostileGlossaries';
import { importUnderHeapCap } from '../../../../scripts/runUnderHeapCap';
import { readFirstSheet } from './xlsxSheet';

describe('reading the first sheet of a large workbook', () => {
  it('gives every cell its shared string when strings are used many times, out of order, long after they came', () => {
    // 60,000 rows, about 3 MB of shared strings: blocks are let go and written again as the rows are read. Every
    // 7th target is the same text; a phrase of row 20,000 comes back on row 59,000, when the strings around it
    // have long been let go; column C holds notes that are not kept.
    const strings: string[] = ['de', 'en', 'note'];
    const index = new Map<string, number>();
    const shared = (text: string) => {
      if (!index.has(text)) index.set(text, strings.push(text) - 1);
      return index.get(text)!;
    };
    const expected: string[][] = [];
    const rowsXml: string[] = [
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>',
    ];
    for (let r = 2; r <= 60_001; r++) {
      const source = r === 20_000 || r === 59_000 ? 'Rückverweis' : `Quelle ${r} ${'ß'.repeat(r % 13)}`;
      const target = r % 7 === 0 ? 'common target' : `target ${r}`;
      expected.push([source, target]);
      const cell = (column: string, text: string) => `<c r="${column}${r}" t="s"><v>${shared(text)}</v></c>`;
      rowsXml.push(`<row r="${r}">${cell('C', `note ${r}`)}${cell('A', source)}${cell('B', target)}</row>`);
    }
    const file = xlsxOfSheet(rowsXml.join(''), strings, 'A1:C60001');
    const read: string[][] = [];
    readFirstSheet(file, 'reused.xlsx', {
      fullRows: 3,
      keepColumns: [0, 1],
      onRow: (row) => read.push(row.cells.slice(0, 2)),
    });
    expect(read[0]).toEqual(['de', 'en']);
    expect(read.slice(1)).toEqual(expected);
  });
});

describe('a hostile workbook, read in a process with a small heap', () => {
  it('reads 50,000 rows with a cell in column XFD within a 160 MB heap (a reader that fills rows needs gigabytes)', () => {
    const run = importUnderHeapCap('far-column-xlsx', 160);
    expect(run).toMatchObject({ status: 0, outcome: 'read', entries: 0 });
  }, 60_000);

  it('refuses a 40 MB bomb stated as 1 KiB within a 160 MB heap', () => {
    expect(importUnderHeapCap('bomb-xlsx', 160)).toMatchObject({ status: 0, outcome: 'error:validation' });
  }, 60_000);
});
