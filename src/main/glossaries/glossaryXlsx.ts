// Glossaries as spreadsheets: the first sheet is read as rows of cell texts (the user maps the columns),
// and a dictionary is written as two columns under a header of its language codes.
import ExcelJS from 'exceljs';
import { ValidationError } from '../../shared/errors';
import type { GlossaryEntry } from '../../shared/rules/glossaryEntries';

export interface SheetRow {
  /** 1-based row number in the sheet, as the spreadsheet shows it. */
  line: number;
  /** Cell texts, index 0 = column A. */
  cells: string[];
}

export interface FirstSheet {
  sheetName: string;
  rows: SheetRow[];
  columnCount: number;
}

export async function readFirstSheet(bytes: Uint8Array, fileName = 'This file'): Promise<FirstSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(toArrayBuffer(bytes));
  } catch (error) {
    throw new ValidationError([{ field: 'file', message: `“${fileName}” could not be read as an Excel workbook (.xlsx).` }], {
      nextStep: 'Open it in your spreadsheet program and save it again as .xlsx, or export it as CSV.',
      serverDetail: error instanceof Error ? error.message : undefined,
    });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ValidationError([{ field: 'file', message: `“${fileName}” has no worksheet.` }]);
  const rows: SheetRow[] = [];
  let columnCount = 0;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    for (let i = 0; i < cells.length; i++) cells[i] ??= '';
    columnCount = Math.max(columnCount, cells.length);
    rows.push({ line: rowNumber, cells });
  });
  return { sheetName: sheet.name, rows, columnCount };
}

/** The text a translator sees in the cell: rich text joined, a formula's result, a hyperlink's text. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((run) => run.text).join('');
  return cell.text ?? String(value);
}

export async function writeGlossaryXlsx(entries: readonly GlossaryEntry[], pair: { sourceLang: string; targetLang: string }): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Glossa';
  const sheet = workbook.addWorksheet('Glossary');
  sheet.columns = [
    { header: pair.sourceLang, width: 40 },
    { header: pair.targetLang, width: 40 },
  ];
  for (const entry of entries) sheet.addRow([entry.source, entry.target]);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
