// Putting a downloaded translation under its final name without ever overwriting a file: the download lands
// complete in a hidden part file in the destination folder, is fsynced, then linked under the first free
// name (`report.de.docx`, `report.de (2).docx`, ...). link() fails when the name exists, so a file that
// appears meanwhile is never replaced. Where hard links are not possible, an exclusive copy does the same.
import { constants } from 'node:fs';
import { copyFile, link, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { syncDirectory } from '../../node/atomicFile';

const MAX_NUMBER = 9999;

/** `report.de.docx` numbered 2 -> `report.de (2).docx`; number 1 is the name itself. */
export function numberedName(name: string, number: number): string {
  if (number <= 1) return name;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${number})${name.slice(dot)}` : `${name} (${number})`;
}

/** The hidden file a job's download is written to before it gets its name. */
export function partPathFor(folder: string, jobId: string): string {
  return join(folder, `.glossa-${jobId}.part`);
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * After a crash between placing and journaling: the part file may already have a name (same inode).
 * Returns that path, or undefined when the part was not placed yet.
 */
export async function findPlacedCopy(partPath: string, folder: string, name: string): Promise<string | undefined> {
  const part = await stat(partPath);
  for (let n = 1; n <= MAX_NUMBER; n++) {
    const candidate = join(folder, numberedName(name, n));
    let info;
    try {
      info = await stat(candidate);
    } catch {
      return undefined;
    }
    if (info.ino === part.ino && info.dev === part.dev) return candidate;
  }
  return undefined;
}

/** Makes the complete part file durable, gives it the first free name, removes the part. Returns the path. */
export async function placeDownloadedFile(partPath: string, folder: string, name: string): Promise<string> {
  const handle = await open(partPath, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  const placed = (await findPlacedCopy(partPath, folder, name)) ?? (await placeUnderFreeName(partPath, folder, name));
  await rm(partPath, { force: true });
  await syncDirectory(folder);
  return placed;
}

async function placeUnderFreeName(partPath: string, folder: string, name: string): Promise<string> {
  for (let n = 1; n <= MAX_NUMBER; n++) {
    const candidate = join(folder, numberedName(name, n));
    if (await exists(candidate)) continue;
    try {
      await link(partPath, candidate);
      return candidate;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV' && code !== 'ENOSYS') throw error;
    }
    try {
      await copyFile(partPath, candidate, constants.COPYFILE_EXCL);
      const copy = await open(candidate, 'r+');
      await copy.sync().finally(() => copy.close());
      return candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
  }
  throw new Error(`No free name for ${name} in ${folder}.`);
}
