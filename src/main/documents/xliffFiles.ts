// The document queue's side of XLIFF 1.x (the format layer's xliffConversion.ts): before upload, a 1.x source
// is sent as a converted 2.1 copy in a temp file; after download, the 2.1 result is turned back into the
// translator's 1.x file before it is placed. Any other file passes through untouched. The conversions run in
// the work pool's worker (main/workers), as functions of the files' bytes.
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_FILE_MODE, writeFileAtomic } from '../../node/atomicFile';
import { ValidationError, fieldIssue } from '../../shared/errors';
import { fileExtension } from '../../shared/rules/documents';
import { XliffFormatError, isXliff1, xliff1Restored, xliff1Upload } from '../../node/formats/xliff/xliffConversion';
import { NotUnicodeError, decodeText } from '../../node/formats/text/textDecoding';

const isXliffName = (name: string) => ['xlf', 'xliff'].includes(fileExtension(name));

/** How the conversions run: in the work pool's worker (the app), or here (tests of the conversion alone). */
export interface XliffWork {
  uploadFile(sourcePath: string, name: string): Promise<string | null>;
  restore(partPath: string, sourcePath: string, name: string, targetLang: string): Promise<void>;
}

export const xliffInThisThread: XliffWork = { uploadFile: xliff21UploadFile, restore: restoreXliff1File };

/** The file to upload for a source: itself, or a converted 2.1 copy (removed by `done`). */
export async function uploadableFile(
  sourcePath: string,
  name: string,
  work: XliffWork = xliffInThisThread,
): Promise<{ path: string; done(): Promise<void> }> {
  if (!isXliffName(name)) return { path: sourcePath, done: async () => undefined };
  const path = await work.uploadFile(sourcePath, name);
  if (path === null) return { path: sourcePath, done: async () => undefined };
  return { path, done: () => rm(path, { force: true }) };
}

/**
 * An XLIFF 1.x source's 2.1 copy, written to a temp file (its path), or null for any other file. A file that
 * cannot be converted is refused before upload, in one sentence with what to do. Runs in a worker.
 */
export async function xliff21UploadFile(sourcePath: string, name: string): Promise<string | null> {
  if (!isXliffName(name)) return null;
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

/** After download: a 2.1 result of a 1.x source becomes the 1.x file again, in place (done once, even after a crash). */
export async function restoreXliff1(
  partPath: string,
  sourcePath: string,
  name: string,
  targetLang: string,
  work: XliffWork = xliffInThisThread,
): Promise<void> {
  if (!isXliffName(name)) return;
  await work.restore(partPath, sourcePath, name, targetLang);
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
  if (!isXliffName(name)) return;
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
