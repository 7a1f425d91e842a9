// Documents' file work as main's thread sees it: what to ask the work pool for, never the format layer itself.
// Converting an XLIFF 1.x file (xliffFiles.ts) and counting a document (documentCounts.ts) run in the pool's
// worker in the app (services/index.ts passes the pool's calls). Tests of the queue or the service alone get the
// same work in their own thread, the format layer loaded when a file is first converted or counted: main's
// start-up never loads it (test/layout/mainStartup.test.ts).
import { rm } from 'node:fs/promises';
import type { FileCount } from '../../shared/rules/documentBilling';
import { isXliffFileName } from '../../shared/rules/documents';

/** How XLIFF conversions run: in the work pool's worker (the app), or in this thread (tests). */
export interface XliffWork {
  uploadFile(sourcePath: string, name: string): Promise<string | null>;
  restore(partPath: string, sourcePath: string, name: string, targetLang: string): Promise<void>;
}

/** Where counts run: the work pool in the app; tests may count in their own thread. */
export type CountWork = (path: string, name: string) => Promise<FileCount>;

/** The conversions in this thread, loaded on first use (tests without a pool). */
export const xliffHere: XliffWork = {
  uploadFile: async (sourcePath, name) => (await import('./xliffFiles')).xliff21UploadFile(sourcePath, name),
  restore: async (partPath, sourcePath, name, targetLang) =>
    (await import('./xliffFiles')).restoreXliff1File(partPath, sourcePath, name, targetLang),
};

/** A count in this thread, loaded on first use (tests without a pool). */
export const countHere: CountWork = async (path, name) =>
  (await import('./documentCounts')).countDocumentFile(path, name);

/** The file to upload for a source: itself, or a converted 2.1 copy (removed by `done`). */
export async function uploadableFile(
  sourcePath: string,
  name: string,
  work: XliffWork,
): Promise<{ path: string; done(): Promise<void> }> {
  if (!isXliffFileName(name)) return { path: sourcePath, done: async () => undefined };
  const path = await work.uploadFile(sourcePath, name);
  if (path === null) return { path: sourcePath, done: async () => undefined };
  return { path, done: () => rm(path, { force: true }) };
}

/** After download: a 2.1 result of a 1.x source becomes the 1.x file again, in place (done once, even after a crash). */
export async function restoreXliff1(
  partPath: string,
  sourcePath: string,
  name: string,
  targetLang: string,
  work: XliffWork,
): Promise<void> {
  if (!isXliffFileName(name)) return;
  await work.restore(partPath, sourcePath, name, targetLang);
}
