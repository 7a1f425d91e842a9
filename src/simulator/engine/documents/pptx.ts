// PowerPoint: the text runs (<a:t>) of every slide and its speaker notes are translated.
import { openOfficeZip, rewriteXmlParts, saveOfficeZip } from './officeZip';
import { rewriteElementTextInSlices, type TranslateSegment } from './xmlText';

export const PPTX_TEXT_PARTS = /^ppt\/(slides\/slide\d+|notesSlides\/notesSlide\d+)\.xml$/;

export async function translatePptx(
  bytes: Uint8Array,
  fileName: string,
  translate: TranslateSegment,
): Promise<Uint8Array> {
  const parts = await openOfficeZip(bytes, fileName, 'ppt/presentation.xml', 'PowerPoint presentation (.pptx)');
  await rewriteXmlParts(
    parts,
    fileName,
    (name) => PPTX_TEXT_PARTS.test(name),
    (xml) => rewriteElementTextInSlices(xml, 'a:t', translate),
  );
  return saveOfficeZip(parts);
}
