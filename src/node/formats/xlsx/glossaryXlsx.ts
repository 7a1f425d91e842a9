// Glossaries as spreadsheets, written: two columns under a header of the language codes, every cell text
// (a phrase like `=SUM(A1)` or `007` stays the text it is, and the columns are formatted as Text so Excel keeps
// what is typed into them as text too). Reading the first sheet is xlsxSheet.ts.
import ExcelJS from 'exceljs';
import type { GlossaryEntry } from '../../../shared/rules/glossaryEntries';

export { readFirstSheet, type SheetRow } from './xlsxSheet';

/** Excel's built-in number format 49, "@": the cell holds text. */
const TEXT_FORMAT = '@';

export async function writeGlossaryXlsx(
  entries: readonly GlossaryEntry[],
  pair: { sourceLang: string; targetLang: string },
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Glossa';
  const sheet = workbook.addWorksheet('Glossary');
  sheet.columns = [
    { header: pair.sourceLang, width: 40, style: { numFmt: TEXT_FORMAT } },
    { header: pair.targetLang, width: 40, style: { numFmt: TEXT_FORMAT } },
  ];
  // Plain strings only: exceljs writes them as shared strings (t="s"), never as formulas or numbers.
  for (const entry of entries) sheet.addRow([String(entry.source), String(entry.target)]);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
