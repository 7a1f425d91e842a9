// One Office document translated (or read, to count it): the package opened within the bounds, the text of
// every part a reader sees rewritten by ../office (found by content type and namespace), every other entry kept
// byte for byte, and the package written again.
// - Word: body, headers, footers, footnotes, endnotes, comments, charts and SmartArt; never field codes
//   (<w:instrText>), deleted text, styles or images.
// - PowerPoint: slides, speaker notes, comments, charts and SmartArt; masters and layouts (placeholder prompts)
//   stay as they are.
// - Excel: shared and inline strings, cell comments (classic and threaded), text boxes, charts and SmartArt;
//   never numbers, formulas (<f>), cached values (<v>) or phonetic guides (<rPh>).
// Embedded objects (a chart's own workbook, OLE packages) are kept as they are (Office refreshes a chart's
// cached names from its workbook only when its data is edited), and named in a sentence (`untranslated`).
import { embeddedObjects, embeddedObjectsSentence } from '../office/officeEmbeddings';
import { OfficeTextError, rewriteOfficeText, textPartsOf } from '../office/officeText';
import type { OfficeKind } from '../office/officeTextParts';
import { DOCUMENT_BOUNDS, boundMessages, nextTurn, tooLarge } from './documentBounds';
import { DocumentFormatError } from './documentFormatError';
import { openOfficeZip, saveOfficeZip } from './officeZip';
import type { TranslateText } from '../xml/elementText';
import type { UntranslatedParts } from '../../../shared/rules/documentBilling';

const PACKAGES: Readonly<Record<OfficeKind, { requiredPart: string; kind: string }>> = {
  docx: { requiredPart: 'word/document.xml', kind: 'Word document (.docx)' },
  pptx: { requiredPart: 'ppt/presentation.xml', kind: 'PowerPoint presentation (.pptx)' },
  xlsx: { requiredPart: 'xl/workbook.xml', kind: 'Excel workbook (.xlsx)' },
};

/**
 * Reads (and, with `write`, rewrites) the text of an Office package; `translate` sees each text element.
 * `untranslated` names what the package embeds and nobody translates, if anything.
 */
export async function officeDocumentText(
  bytes: Uint8Array,
  fileName: string,
  format: OfficeKind,
  translate: TranslateText,
  write: boolean,
): Promise<{ bytes?: Uint8Array; untranslated?: string; embedded?: UntranslatedParts }> {
  const { requiredPart, kind } = PACKAGES[format];
  const parts = await openOfficeZip(bytes, fileName, requiredPart, kind);
  const found = embeddedObjects(Object.keys(parts), (name) => new TextDecoder().decode(parts[name]));
  const untranslated = embeddedObjectsSentence(found);
  try {
    if (format === 'docx' && !textPartsOf(parts, format).includes(requiredPart)) {
      throw DocumentFormatError.damaged(
        fileName,
        `its [Content_Types].xml does not declare ${requiredPart} as a Word document`,
      );
    }
    await rewriteOfficeText(
      parts,
      format,
      translate,
      { maxPartBytes: DOCUMENT_BOUNDS.maxXmlPartBytes, turn: nextTurn },
      write,
    );
  } catch (error) {
    if (!(error instanceof OfficeTextError)) throw error;
    if (error.problem === 'tooLarge') throw tooLarge(fileName, boundMessages.part(error.partName));
    throw DocumentFormatError.damaged(fileName, error.message.replace(/^Its/, 'its').replace(/\.$/, ''), error);
  }
  return {
    ...(write ? { bytes: await saveOfficeZip(parts) } : {}),
    ...(untranslated ? { untranslated, embedded: { charts: found.chartData.length, objects: found.objects } } : {}),
  };
}
