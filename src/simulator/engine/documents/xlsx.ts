// Excel: shared strings (xl/sharedStrings.xml) and inline strings in the sheets are translated. Numbers,
// formulas (<f>) and cached values (<v>) are never touched, nor phonetic guides (<rPh>).
import { openOfficeZip, rewriteXmlParts, saveOfficeZip } from './officeZip';
import { rewriteElementText, rewriteElementTextInSlices, type TranslateSegment } from './xmlText';

export const XLSX_TEXT_PARTS = /^xl\/(sharedStrings|worksheets\/sheet\d+)\.xml$/;

/**
 * The text of shared strings, and of a sheet's inline strings (the only <t> elements a sheet holds), without
 * their phonetic guides; one linear pass.
 */
export function rewriteXlsxSharedStrings(xml: string, translate: TranslateSegment): string {
  return rewriteElementText(xml, 't', translate, 'rPh');
}

export async function translateXlsx(
  bytes: Uint8Array,
  fileName: string,
  translate: TranslateSegment,
): Promise<Uint8Array> {
  const parts = await openOfficeZip(bytes, fileName, 'xl/workbook.xml', 'Excel workbook (.xlsx)');
  await rewriteXmlParts(
    parts,
    fileName,
    (name) => XLSX_TEXT_PARTS.test(name),
    (xml) => rewriteElementTextInSlices(xml, 't', translate, 'rPh'),
  );
  return saveOfficeZip(parts);
}
