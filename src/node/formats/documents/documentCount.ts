// What a document will bill, counted before it is sent: its text read exactly as the simulator's document
// translation reads it (translateDocument.ts, the same readers), each segment counted by the shared rule
// (shared/rules/documentBilling.ts). An XLIFF 1.2 file is counted as the 2.1 copy the queue uploads. Images and
// old .doc files are read by the service alone, so they get a message instead of a count, as does a file that
// cannot be read (the window words it in the UI language). What a file embeds and nobody translates (a chart's
// data, OLE objects) is named.
import { BILLING_MINIMUM_CHARACTERS, fileExtension } from '../../../shared/rules/documents';
import type { FileCount } from '../../../shared/rules/documentBilling';
import type { UiMessage } from '../../../shared/i18n/catalogue';
import { XliffFormatError, xliff1Upload } from '../xliff/xliffConversion';
import { DocumentFormatError } from './documentFormatError';
import { countDocumentText } from './translateDocument';

export async function countDocument(bytes: Uint8Array, fileName: string): Promise<FileCount> {
  const extension = fileExtension(fileName);
  if (['jpeg', 'jpg', 'png'].includes(extension)) {
    return { name: fileName, note: { id: 'documents.count.image' } };
  }
  if (extension === 'doc') {
    return { name: fileName, note: { id: 'documents.count.oldWord', values: { minimum: BILLING_MINIMUM_CHARACTERS } } };
  }
  try {
    const uploaded = uploadedBytes(bytes, extension, fileName);
    const { characters, untranslated, embedded } = await countDocumentText({ bytes: uploaded, fileName });
    return { name: fileName, characters, ...(untranslated ? { untranslated } : {}), ...(embedded ? { embedded } : {}) };
  } catch (error) {
    // What the queue would meet when it sends the file (a damaged XLIFF, one that is not Unicode).
    if (error instanceof XliffFormatError) return { name: fileName, note: error.says };
    if (error instanceof DocumentFormatError) return { name: fileName, note: unreadable(fileName, error) };
    throw error;
  }
}

/** A file the format layer cannot read, by the kind of problem (its English detail stays in the log). */
const unreadable = (name: string, error: DocumentFormatError): UiMessage => ({
  id: 'documents.count.unreadable',
  values: { name, problem: error.problem },
});

/** The bytes the queue uploads for a file: an XLIFF 1.x file goes up as its 2.1 conversion (xliff1Upload). */
function uploadedBytes(bytes: Uint8Array, extension: string, fileName: string): Uint8Array {
  if (extension !== 'xlf' && extension !== 'xliff') return bytes;
  return xliff1Upload(bytes, fileName) ?? bytes;
}
