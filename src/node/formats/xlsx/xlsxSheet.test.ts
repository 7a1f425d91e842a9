import ExcelJS from 'exceljs';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../shared/errors';
import {
  xlsxBomb,
  xlsxFarColumn,
  xlsxOfEntries,
  xlsxOfEntriesShared,
  xlsxOfSheet,
} from '../../../../scripts/hostileGlossaries';
import { SharedStringUses } from './xlsxReferences';
import { readFirstSheet } from './xlsxSheet';
import { listZipParts } from '../zip/zipReader';

async function workbookOf(rows: unknown[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Terms');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

describe('reading the first sheet of a workbook', () => {
  it('gives each cell the text a translator sees: shared and rich text, formula results, links, entities', async () => {
    const file = await workbookOf([
      ['Fisch & <Chips>', { richText: [{ text: 'Ha' }, { text: 'us' }] }],
      [
        { formula: '1+1', result: 2 },
        { text: 'link text', hyperlink: 'https://example.com' },
      ],
      [true, 7],
    ]);
    const sheet = readFirstSheet(file, 'terms.xlsx');
    expect(sheet.sheetName).toBe('Terms');
    expect(sheet.rows).toEqual([
      { line: 1, cells: ['Fisch & <Chips>', 'Haus'] },
      { line: 2, cells: ['2', 'link text'] },
      { line: 3, cells: ['TRUE', '7'] },
    ]);
    expect(sheet.columnCount).toBe(2);
  });

  it('reads inline strings, skips empty rows and keeps row numbers as the spreadsheet shows them', () => {
    const file = xlsxOfEntries([
      { source: 'eins', target: 'one' },
      { source: 'zwei', target: 'two' },
    ]);
    expect(readFirstSheet(file).rows.map((r) => r.line)).toEqual([1, 2]);
  });

  it('keeps every cell of the first rows, then only the mapped columns', async () => {
    const file = await workbookOf([
      ['de', 'note', 'en'],
      ['Haus', 'n1', 'house'],
      ['Baum', 'n2', 'tree'],
    ]);
    const sheet = readFirstSheet(file, 'x.xlsx', { fullRows: 2, keepColumns: [0, 2] });
    expect(sheet.rows[1]!.cells).toEqual(['Haus', 'n1', 'house']);
    expect(sheet.rows[2]!.cells).toEqual(['Baum', '', 'tree']);
  });

  it('hands every row to onRow in order and then keeps only the preview rows itself', () => {
    const entries = Array.from({ length: 30 }, (_, i) => ({
      source: `Quelle Nummer ${i}`,
      target: `source number ${i}`,
    }));
    const seen: { line: number; cells: string[] }[] = [];
    const sheet = readFirstSheet(xlsxOfEntriesShared(entries), 'x.xlsx', {
      fullRows: 3,
      keepColumns: [0, 1],
      onRow: (row) => seen.push(row),
    });
    expect(seen.map((row) => row.line)).toEqual(entries.map((_, i) => i + 1));
    expect(seen.map((row) => row.cells)).toEqual(entries.map((e) => [e.source, e.target]));
    expect(sheet.rows).toEqual(seen.slice(0, 3));
  });

  it('reads only the shared strings of the preview rows and the mapped columns when the sheet states more columns', async () => {
    const note = 'a long note that is no phrase '.repeat(10);
    const rows = [
      ['de', 'en', 'note'],
      ...Array.from({ length: 50 }, (_, i) => [`Haus ${i}`, `house ${i}`, `${note}${i}`]),
    ];
    const file = await workbookOf(rows); // exceljs states the range A1:C51 and writes every text as a shared string
    const limits = { sharedStringChars: 2_000 };
    const sheet = readFirstSheet(file, 'notes.xlsx', { fullRows: 2, keepColumns: [0, 1], limits });
    expect(sheet.rows[1]!.cells).toEqual(['Haus 0', 'house 0', `${note}0`]);
    expect(sheet.rows.at(-1)!.cells).toEqual(['Haus 49', 'house 49']);
    expect(refusal(() => readFirstSheet(file, 'notes.xlsx', { limits }))).toContain(
      'more than 2,000 characters of text',
    );
  });

  it('finds the rows when `<sheetData` is cut between two pieces of the inflated sheet', () => {
    // A stored (not deflated) sheet comes out in 16 KiB pieces: the tag is placed across the first edge.
    const rows =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Haus</t></is></c><c r="B1" t="inlineStr"><is><t>house</t></is></c></row>';
    const sheetOf = (padding: number) => unzipSync(xlsxOfSheet(rows, undefined, `A1:B1${' '.repeat(padding)}`));
    const probe = strFromU8(sheetOf(0)['xl/worksheets/sheet1.xml']!).indexOf('<sheetData');
    for (const before of [1, 4, 9]) {
      const parts = sheetOf(16_384 - before - probe);
      expect(strFromU8(parts['xl/worksheets/sheet1.xml']!).indexOf('<sheetData')).toBe(16_384 - before);
      const stored = zipSync(
        Object.fromEntries(Object.entries(parts).map(([name, data]) => [name, [data, { level: 0 }]])),
      );
      expect(readFirstSheet(stored, 'cut.xlsx').rows, `cut ${before} characters into the tag`).toEqual([
        { line: 1, cells: ['Haus', 'house'] },
      ]);
    }
  });

  it('reads the shared strings only as far as the sheet refers to them', () => {
    let seed = 1;
    const letters = (n: number) =>
      Array.from({ length: n }, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26))).join('');
    const strings = ['Haus', 'house', ...Array.from({ length: 60 }, () => letters(2_000))]; // 120,000 characters no cell refers to
    const row = (r: number, first: number) =>
      `<row r="${r}"><c r="A${r}" t="s"><v>${first}</v></c><c r="B${r}" t="s"><v>${first + 1}</v></c></row>`;
    const limits = { sharedStringChars: 100_000 };
    expect(readFirstSheet(xlsxOfSheet(row(1, 0), strings), 'x.xlsx', { limits }).rows).toEqual([
      { line: 1, cells: ['Haus', 'house'] },
    ]);
    expect(refusal(() => readFirstSheet(xlsxOfSheet(row(1, 0) + row(2, 60), strings), 'x.xlsx', { limits }))).toContain(
      'more than 100,000 characters of text',
    );
  });

  it('refuses a shared-string table of more texts than a glossary can use, even empty ones', () => {
    const table = (empties: number) => ['Haus', 'house', ...Array.from({ length: empties }, () => '')];
    const row = `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>`;
    const limits = { sharedStrings: 20 };
    expect(readFirstSheet(xlsxOfSheet(row, table(18)), 'x.xlsx', { limits }).rows).toEqual([
      { line: 1, cells: ['Haus', 'house'] },
    ]);
    expect(refusal(() => readFirstSheet(xlsxOfSheet(row, table(50)), 'x.xlsx', { limits }))).toContain(
      'more than 20 shared texts',
    );
  });

  it('counts but does not keep rows once the kept columns hold more text than a dictionary may', () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ source: `source ${i}`, target: `target ${i}` }));
    const sheet = readFirstSheet(xlsxOfEntries(rows), 'x.xlsx', { fullRows: 1, keepColumns: [0, 1], keepChars: 40 });
    expect(sheet.rows.length).toBeLessThan(10);
    expect(sheet.rows.length + sheet.rowsNotKept).toBe(10);
  });

  it('leaves out cells beyond column IV and says so, so one cell in column XFD per row costs nothing', () => {
    const sheet = readFirstSheet(xlsxFarColumn(2000), 'far.xlsx');
    expect(sheet.columnsCut).toBe(true);
    expect(sheet.rows).toEqual([]);
  });

  const refusal = (read: () => unknown): string => {
    try {
      read();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      return (error as ValidationError).message;
    }
    throw new Error('read without a refusal');
  };

  it('stops a zip bomb at the inflated-size cap and at the ratio cap, whatever size the directory states', () => {
    for (const lie of [false, true]) {
      const shallow = xlsxBomb(1_500_000, { lie, level: 1 });
      expect(
        refusal(() => readFirstSheet(shallow, 'bomb.xlsx', { limits: { partBytes: 1_000_000, ratio: 1000 } })),
      ).toContain('inflates to more than 1 MB');
      // Any part may inflate to 1 MB whatever its ratio, so this bomb inflates to more.
      const deep = xlsxBomb(1_500_000, { lie });
      expect(refusal(() => readFirstSheet(deep, 'bomb.xlsx'))).toContain('more than 200 times (a zip bomb)');
    }
  });

  it('refuses a sheet with more rows than Excel allows, and a zip that is not a workbook', () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({ source: `s${i}`, target: `t${i}` }));
    expect(() => readFirstSheet(xlsxOfEntries(rows), 'x.xlsx', { limits: { rows: 3 } })).toThrow(/more than 3 rows/);
    expect(() => readFirstSheet(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'x.xlsx')).toThrow(ValidationError);
  });

  it('refuses a workbook whose sheet is damaged deflate data, or ends before its last block', () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => ({ source: `Quelle ${i}`, target: `source ${i}` }));
    const workbook = xlsxOfEntries(rows);
    const sheet = listZipParts(workbook).find((part) => part.name === 'xl/worksheets/sheet1.xml')!;
    expect(sheet.method).toBe(8);
    const dataStart =
      sheet.headerOffset +
      30 +
      new DataView(workbook.buffer).getUint16(sheet.headerOffset + 26, true) +
      new DataView(workbook.buffer).getUint16(sheet.headerOffset + 28, true);
    const damaged = workbook.slice();
    damaged.fill(0xff, dataStart + 8, dataStart + sheet.compressedSize); // a reserved block type
    const cut = workbook.slice();
    cut.fill(0, dataStart + Math.floor(sheet.compressedSize / 2), dataStart + sheet.compressedSize);
    for (const file of [damaged, cut])
      expect(refusal(() => readFirstSheet(file, 'terms.xlsx'))).toBe(
        '“terms.xlsx” could not be read as an Excel workbook (.xlsx).',
      );
    expect(readFirstSheet(workbook, 'terms.xlsx').rows).toHaveLength(2_000);
  });
});

describe('counting the uses of shared strings', () => {
  it('counts up to the number of shared strings the reader takes, so a crafted index costs nothing', () => {
    const uses = new SharedStringUses(8);
    for (const index of [3, 3, 7, 8, 50_000_000, -1, 2.5]) uses.add(index);
    expect([0, 3, 7, 8, 50_000_000].map((index) => uses.has(index))).toEqual([false, true, true, false, false]);
    expect([uses.use(3), uses.use(3), uses.use(7), uses.use(8)]).toEqual([false, true, true, false]);
  });
});
