// Office Open XML files (docx, pptx, xlsx) are zip archives of XML parts. Only the parts holding text are
// rewritten; every other entry keeps its exact bytes and the entry order is kept. Reading stays within
// DOCUMENT_BOUNDS through the format layer's zip reader (node/formats/zip), and the work is done one part at a
// time with turns for other calls in between; packing the result is the format layer's zip writer.
import {
  ZipFormatError,
  ZipPartTooLargeError,
  ZipTooManyPartsError,
  ZipTotalTooLargeError,
  inflateAllParts,
} from '../zip/zipReader';
import { writeZip } from '../zip/zipWriter';
import { DOCUMENT_BOUNDS, boundMessages, nextTurn, tooLarge, type DocumentBounds } from './documentBounds';
import { DocumentFormatError } from './documentFormatError';

export type OfficeParts = Record<string, Uint8Array>;

/** Every part of an office zip, within the bounds; a refusal is a DocumentFormatError naming the bound. */
export async function inflateZip(
  bytes: Uint8Array,
  fileName: string,
  damaged: (what: string) => DocumentFormatError,
  bounds: DocumentBounds = DOCUMENT_BOUNDS,
): Promise<OfficeParts> {
  const limits = {
    maxParts: bounds.maxZipEntries,
    maxTotalBytes: bounds.maxInflatedBytes,
    maxRatio: bounds.maxEntryRatio,
    ratioFreeBytes: bounds.ratioFloorBytes,
  };
  try {
    return await inflateAllParts(bytes, limits, nextTurn);
  } catch (error) {
    if (error instanceof ZipTooManyPartsError) throw tooLarge(fileName, boundMessages.entries(error.count, bounds));
    if (error instanceof ZipTotalTooLargeError) throw tooLarge(fileName, boundMessages.inflated(bounds));
    if (error instanceof ZipPartTooLargeError)
      throw tooLarge(
        fileName,
        error.byRatio ? boundMessages.ratio(error.part, bounds) : boundMessages.inflated(bounds),
      );
    if (error instanceof ZipFormatError) throw damaged(error.message);
    throw error;
  }
}

export async function openOfficeZip(
  bytes: Uint8Array,
  fileName: string,
  requiredPart: string,
  kind: string,
): Promise<OfficeParts> {
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    throw new DocumentFormatError(
      'unsupported',
      `"${fileName}" is password-protected or saved in the old binary Office format. Remove the password or save it as a current ${kind}, and upload it again.`,
    );
  }
  const damaged = (what: string) => DocumentFormatError.damaged(fileName, `it is not a readable ${kind} (${what})`);
  const parts = await inflateZip(bytes, fileName, damaged);
  if (!parts['[Content_Types].xml'] || !parts[requiredPart]) {
    throw DocumentFormatError.damaged(fileName, `it is a zip archive but not a ${kind} (${requiredPart} is missing)`);
  }
  return parts;
}

export function saveOfficeZip(parts: OfficeParts): Promise<Uint8Array> {
  return writeZip(parts);
}
