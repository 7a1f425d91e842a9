// PowerPoint: the text runs (<a:t>) of every slide and its speaker notes are translated.
import { openOfficeZip, rewriteXmlParts, saveOfficeZip } from './officeZip';
import { rewriteElementText, type TranslateSegment } from './xmlText';

export const PPTX_TEXT_PARTS = /^ppt\/(slides\/slide\d+|notesSlides\/notesSlide\d+)\.xml$/;

export function translatePptx(bytes: Uint8Array, fileName: string, translate: TranslateSegment): Uint8Array {
  const parts = openOfficeZip(bytes, fileName, 'ppt/presentation.xml', 'PowerPoint presentation (.pptx)');
  rewriteXmlParts(parts, fileName, (name) => PPTX_TEXT_PARTS.test(name), (xml) => rewriteElementText(xml, 'a:t', translate));
  return saveOfficeZip(parts);
}
