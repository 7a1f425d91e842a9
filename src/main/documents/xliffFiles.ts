// The document queue's XLIFF 1.x work, run in the work pool's worker (main/workers/workTasks.ts), never on main's
// thread (main calls it through documentWork.ts): before upload, a 1.x source is sent as a converted 2.1 copy in
// a temp file; after download, the 2.1 result is turned back into the translator's 1.x file before it is placed.
// Any other file passes through untouched. The conversions are the format layer's (xliffConversion.ts).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_FILE_MODE, writeFileAtomic } from '../../node/atomicFile';
import { ValidationError, fieldIssue } from '../../shared/errors';
import { isXliffFileName } from '../../shared/rules/documents';
import { XliffFormatError, isXliff1, xliff1Restored, xliff1Upload } from '../../node/formats/xliff/xliffConversion';
import { NotUnicodeError, decodeText } from '../../node/formats/text/textDecoding';

/**
 * An XLIFF 1.x source's 2.1 copy, written to a temp file (its path), or null for any other file. A file that
 * cannot be converted is refused before upload, in one sentence with what to do. Runs in a worker.
 */
export async function xliff21UploadFile(sourcePath: string, name: string): Promise<string | null> {
  if (!isXliffFileName(name)) return null;
  let upload: Uint8Array | undefined;
  try {
    upload = xliff1Upload(await readFile(sourcePath), name);
  } catch (error) {
    if (error instanceof XliffFormatError) throw new ValidationError([fieldIssue('file', error.says)]);
    throw error;
  }
  if (!upload) return null;
  const path = join(tmpdir(), `glossa-xliff21-${randomBytes(8).toString('hex')}.xlf`);
  await writeFileAtomic(path, upload);
  return path;
}

/**
 * The conversion back to 1.x itself (see restoreXliff1). A result that cannot be written back (the source moved
 * away or changed) is kept as the 2.1 file the service returned: a billed translation is never thrown away.
 * Runs in a worker.
 */
export async function restoreXliff1File(
  partPath: string,
  sourcePath: string,
  name: string,
  targetLang: string,
): Promise<void> {
  if (!isXliffFileName(name)) return;
  const original = await readFile(sourcePath).catch(() => undefined);
  if (!original) return;
  const result = await readFile(partPath);
  try {
    if (isXliff1(decodeText(result).text)) return; // converted already, before a restart
    // The translation is the user's document: written with the mode every other translated file gets.
    await writeFileAtomic(partPath, xliff1Restored(original, result, targetLang, name), { mode: DOCUMENT_FILE_MODE });
  } catch (error) {
    if (!(error instanceof XliffFormatError || error instanceof NotUnicodeError)) throw error;
  }
}
