// Excel: shared strings (xl/sharedStrings.xml) and inline strings in the sheets are translated. Numbers,
// formulas (<f>) and cached values (<v>) are never touched, nor phonetic guides (<rPh>).
import { openOfficeZip, rewriteXmlParts, saveOfficeZip } from './officeZip';
import { rewriteElementText, type TranslateSegment } from './xmlText';

export const XLSX_TEXT_PARTS = /^xl\/(sharedStrings|worksheets\/sheet\d+)\.xml$/;
const PHONETIC_RUN = /(<rPh\b[\s\S]*?<\/rPh>)/;
const INLINE_STRING = /<is>[\s\S]*?<\/is>/g;

export function rewriteXlsxSharedStrings(xml: string, translate: TranslateSegment): string {
  return xml
    .split(PHONETIC_RUN)
    .map((piece, index) => (index % 2 === 1 ? piece : rewriteElementText(piece, 't', translate)))
    .join('');
}

export function translateXlsx(bytes: Uint8Array, fileName: string, translate: TranslateSegment): Uint8Array {
  const parts = openOfficeZip(bytes, fileName, 'xl/workbook.xml', 'Excel workbook (.xlsx)');
  rewriteXmlParts(
    parts,
    fileName,
    (name) => XLSX_TEXT_PARTS.test(name),
    (xml, name) =>
      name === 'xl/sharedStrings.xml'
        ? rewriteXlsxSharedStrings(xml, translate)
        : xml.replace(INLINE_STRING, (inline) => rewriteXlsxSharedStrings(inline, translate)),
  );
  return saveOfficeZip(parts);
}
