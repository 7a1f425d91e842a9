import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { pseudoTranslate } from '../../../simulator/engine/pseudoTranslate';
import { buildXlsx, officePackageProblems, readZipText } from './testing/fixtures';
import { translateDocument } from './translateDocument';

const toSpanish = (text: string) => pseudoTranslate(text, { targetLang: 'es', sourceLang: 'en' });
const content = {
  sharedStrings: ['Customer name', 'Invoice date', 'Total price'],
  inlineString: 'Payment terms',
  number: 1234.5,
};

async function translated() {
  const original = buildXlsx(content);
  return { original, result: await translateDocument({ bytes: original, fileName: 'prices.xlsx' }, toSpanish) };
}

describe('xlsx', () => {
  it('comes back as a sound package', async () => {
    const { original, result } = await translated();
    expect(officePackageProblems(original, result.bytes, 'xlsx')).toEqual([]);
    expect(result.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('translates shared and inline strings, and never numbers or formulas (read back with a spreadsheet library)', async () => {
    const { result } = await translated();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(result.bytes) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Contracts');
    expect(sheet?.getCell('A1').value).toBe(toSpanish('Customer name'));
    expect(sheet?.getCell('A2').value).toBe(toSpanish('Invoice date'));
    expect(sheet?.getCell('A3').value).toBe(toSpanish('Total price'));
    expect(sheet?.getCell('C1').value).toBe(toSpanish('Payment terms'));
    expect(sheet?.getCell('B1').value).toBe(1234.5);
    expect(sheet?.getCell('B2').value).toEqual({ formula: 'B1*2', result: 2469 });
    const sheetXml = readZipText(result.bytes)['xl/worksheets/sheet1.xml'];
    expect(sheetXml).toContain('<f>B1*2</f><v>2469</v>');
    for (const source of [...content.sharedStrings, content.inlineString]) {
      expect(Object.values(readZipText(result.bytes)).join('')).not.toContain(`>${source}<`);
    }
  });
});
