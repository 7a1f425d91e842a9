// One Office document translated: the package opened within the bounds, the text of every part a reader
// sees rewritten by the format layer (node/formats/office: body, notes, comments, charts and SmartArt, found by
// content type and namespace), every other entry kept byte for byte, and the package written again.
import { OfficeTextError, rewriteOfficeText, textPartsOf } from '../../../node/formats/office/officeText';
import type { OfficeKind } from '../../../node/formats/office/officeTextParts';
import { DOCUMENT_BOUNDS, boundMessages, nextTurn, tooLarge } from './documentBounds';
import { DocumentFormatError } from './documentFormatError';
import { openOfficeZip, saveOfficeZip } from './officeZip';
import type { TranslateSegment } from './xmlText';

const PACKAGES: Readonly<Record<OfficeKind, { requiredPart: string; kind: string }>> = {
  docx: { requiredPart: 'word/document.xml', kind: 'Word document (.docx)' },
  pptx: { requiredPart: 'ppt/presentation.xml', kind: 'PowerPoint presentation (.pptx)' },
  xlsx: { requiredPart: 'xl/workbook.xml', kind: 'Excel workbook (.xlsx)' },
};

/** Reads (and, with `write`, rewrites) the text of an Office package; `translate` sees each text element. */
export async function officeDocumentText(
  bytes: Uint8Array,
  fileName: string,
  format: OfficeKind,
  translate: TranslateSegment,
  write: boolean,
): Promise<Uint8Array | undefined> {
  const { requiredPart, kind } = PACKAGES[format];
  const parts = await openOfficeZip(bytes, fileName, requiredPart, kind);
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
  return write ? saveOfficeZip(parts) : undefined;
}

export async function translateOfficeDocument(
  bytes: Uint8Array,
  fileName: string,
  format: OfficeKind,
  translate: TranslateSegment,
): Promise<Uint8Array> {
  return (await officeDocumentText(bytes, fileName, format, translate, true)) as Uint8Array;
}
