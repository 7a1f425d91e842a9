// PowerPoint: the text of every slide, its speaker notes and comments, charts and SmartArt is translated;
// masters and layouts (the placeholders' prompts) stay as they are.
import { translateOfficeDocument } from './officeDocument';
import type { TranslateSegment } from './xmlText';

export function translatePptx(bytes: Uint8Array, fileName: string, translate: TranslateSegment): Promise<Uint8Array> {
  return translateOfficeDocument(bytes, fileName, 'pptx', translate);
}
