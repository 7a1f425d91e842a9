// The document queue's side of XLIFF 1.2 (see xliffConversion.ts): before upload, a 1.2 source is sent as a
// converted 2.1 copy in a temp file; after download, the 2.1 result is turned back into the translator's 1.2
// file before it is placed. Any other file passes through untouched.
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_FILE_MODE, writeFileAtomic } from '../../node/atomicFile';
import { fileExtension } from '../../shared/rules/documents';
import { isXliff1, xliff12To21, xliff21To12 } from '../../node/formats/xliff/xliffConversion';

const isXliffName = (name: string) => ['xlf', 'xliff'].includes(fileExtension(name));

async function xliff1Text(path: string, name: string): Promise<string | undefined> {
  if (!isXliffName(name)) return undefined;
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  return isXliff1(text) ? text : undefined;
}

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

/** An XLIFF 1.2 source's 2.1 copy, written to a temp file (its path), or null for any other file. Runs in a worker. */
export async function xliff21UploadFile(sourcePath: string, name: string): Promise<string | null> {
  const text = await xliff1Text(sourcePath, name);
  if (text === undefined) return null;
  const path = join(tmpdir(), `glossa-xliff21-${randomBytes(8).toString('hex')}.xlf`);
  await writeFileAtomic(path, xliff12To21(text));
  return path;
}

/** After download: a 2.1 result of a 1.2 source becomes the 1.2 file again, in place (done once, even after a crash). */
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

/** The conversion back to 1.2 itself (see restoreXliff1). Runs in a worker. */
export async function restoreXliff1File(
  partPath: string,
  sourcePath: string,
  name: string,
  targetLang: string,
): Promise<void> {
  // A source moved away since the upload: the 2.1 result is kept as it came (better than no translation).
  const original = await xliff1Text(sourcePath, name).catch(() => undefined);
  if (original === undefined) return;
  const result = await readFile(partPath, 'utf8');
  if (isXliff1(result)) return; // converted already, before a restart
  // The translation is the user's document: written with the mode every other translated file gets.
  await writeFileAtomic(partPath, xliff21To12(original, result, targetLang), { mode: DOCUMENT_FILE_MODE });
}
