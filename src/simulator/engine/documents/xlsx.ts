// Excel: shared strings, the sheets' inline strings, cell comments (classic and threaded), text boxes, charts
// and SmartArt are translated. Numbers, formulas (<f>), cached values (<v>) and phonetic guides (<rPh>) never.
import { translateOfficeDocument } from './officeDocument';
import type { TranslateSegment } from './xmlText';

export function translateXlsx(bytes: Uint8Array, fileName: string, translate: TranslateSegment): Promise<Uint8Array> {
  return translateOfficeDocument(bytes, fileName, 'xlsx', translate);
}
