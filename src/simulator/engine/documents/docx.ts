// Word: the text runs (<w:t>) of the body, headers, footers, footnotes and endnotes are translated.
// Field codes (<w:instrText>), styles, images and everything else stay as they are.
import { openOfficeZip, rewriteXmlParts, saveOfficeZip } from './officeZip';
import { rewriteElementTextInSlices, type TranslateSegment } from './xmlText';

export const DOCX_TEXT_PARTS = /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;

export async function translateDocx(
  bytes: Uint8Array,
  fileName: string,
  translate: TranslateSegment,
): Promise<Uint8Array> {
  const parts = await openOfficeZip(bytes, fileName, 'word/document.xml', 'Word document (.docx)');
  await rewriteXmlParts(
    parts,
    fileName,
    (name) => DOCX_TEXT_PARTS.test(name),
    (xml) => rewriteElementTextInSlices(xml, 'w:t', translate),
  );
  return saveOfficeZip(parts);
}
