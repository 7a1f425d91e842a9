// Word: the text a reader sees (body, headers, footers, footnotes, endnotes, comments, charts and SmartArt) is
// translated; field codes (<w:instrText>), deleted text, styles, images and everything else stay as they are.
import { translateOfficeDocument } from './officeDocument';
import type { TranslateSegment } from './xmlText';

export function translateDocx(bytes: Uint8Array, fileName: string, translate: TranslateSegment): Promise<Uint8Array> {
  return translateOfficeDocument(bytes, fileName, 'docx', translate);
}
