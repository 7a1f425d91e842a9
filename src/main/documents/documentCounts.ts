// What a file will bill, counted before anything is sent: run in the work pool (workTasks.ts), never on main's
// thread. The file is read from disk and counted by the format layer's readers (node/formats/documents), the
// same ones the simulator translates with; a file too large to read whole here gets a message instead.
import { stat, readFile } from 'node:fs/promises';
import type { FileCount } from '../../shared/rules/documentBilling';
import { BILLING_MINIMUM_CHARACTERS, documentFileType } from '../../shared/rules/documents';
import { countDocument } from '../../node/formats/documents/documentCount';

/** Larger files are not read to count them (a worker holds the file and its text at once). */
const MAX_COUNTED_BYTES = 100 * 1024 * 1024;

/** The characters of one file on disk (a path or a staged drop), or why there is no count. */
export async function countDocumentFile(path: string, name: string): Promise<FileCount> {
  const { size } = await stat(path);
  if (size > MAX_COUNTED_BYTES) {
    const minimum = documentFileType(name)?.billingMinimum ? BILLING_MINIMUM_CHARACTERS : 0;
    return { name, note: { id: 'documents.count.tooLargeToCount', values: { minimum } } };
  }
  return countDocument(new Uint8Array(await readFile(path)), name);
}
