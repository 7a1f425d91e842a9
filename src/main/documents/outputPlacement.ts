// Putting a downloaded translation under its final name without ever overwriting a file: the download lands
// complete in the app's data, is copied into a hidden part file in the destination folder, fsynced, then linked
// under the first free name (`report.de.docx`, `report.de (2).docx`, ...). link() fails when the name exists,
// so a file that appears meanwhile is never replaced. Where hard links are not possible, an exclusive copy
// does the same. When placing fails for any reason (a full disk, a read-only folder, no permission, a name the
// file system refuses), the translation is moved to a recovery folder in the app's data: never lost.
import { constants } from 'node:fs';
import { chmod, copyFile, link, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE, syncDirectory } from '../../node/atomicFile';

const MAX_NUMBER = 9999;

/** `report.de.docx` numbered 2 -> `report.de (2).docx`; number 1 is the name itself. */
export function numberedName(name: string, number: number): string {
  if (number <= 1) return name;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${number})${name.slice(dot)}` : `${name} (${number})`;
}

/** The hidden file in the destination folder that gets linked under the final name. */
export function partPathFor(folder: string, jobId: string): string {
  return join(folder, `.glossa-${jobId}.part`);
}

/** Where a job's download is written, in the app's data: a full or read-only output folder cannot lose it. */
export function downloadPathFor(downloadsDir: string, jobId: string): string {
  return join(downloadsDir, `${jobId}.part`);
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

/**
 * Makes the complete download durable and gives it the first free name in `folder`; returns the path. A
 * download kept elsewhere (the app's data) is first copied to `partPath` in the folder, which is then linked,
 * so a crash after linking is recognised on the next start (same inode) and makes no second copy. The
 * download itself is removed only once the file has its name.
 */
export async function placeDownloadedFile(
  downloaded: string,
  folder: string,
  name: string,
  partPath = downloaded,
): Promise<string> {
  await syncFile(downloaded);
  if (partPath !== downloaded) {
    const already = await stat(partPath).then(
      () => findPlacedCopy(partPath, folder, name),
      () => undefined,
    );
    if (already) {
      await rm(partPath, { force: true });
      await rm(downloaded, { force: true });
      return already;
    }
    try {
      await copyFile(downloaded, partPath);
      await syncFile(partPath);
    } catch (error) {
      await rm(partPath, { force: true }).catch(() => undefined);
      throw error;
    }
  }
  const placed = (await findPlacedCopy(partPath, folder, name)) ?? (await placeUnderFreeName(partPath, folder, name));
  await rm(partPath, { force: true });
  await syncDirectory(folder);
  if (partPath !== downloaded) await rm(downloaded, { force: true });
  return placed;
}

async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Why a file could not be written, as the catalogue's select values (`{reason, select, …}`, `{code}`). */
export type PlacementFailure = { reason: PlacementReason; code: string };

export type Placement = { placed: string } | { recovered: string; reason: PlacementFailure };

/** Why a placement failed, by the system's error code: the `reason` (a select) and `code` of the messages saying so. */
type PlacementReason = 'diskFull' | 'readOnly' | 'forbidden' | 'nameTooLong' | 'folderGone' | 'refused' | 'unknown';

export function placementReason(error: unknown): PlacementFailure {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  const reason: PlacementReason =
    code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG'
      ? 'diskFull'
      : code === 'EROFS'
        ? 'readOnly'
        : code === 'EACCES' || code === 'EPERM'
          ? 'forbidden'
          : code === 'ENAMETOOLONG'
            ? 'nameTooLong'
            : code === 'ENOENT' || code === 'ENOTDIR'
              ? 'folderGone'
              : code
                ? 'refused'
                : 'unknown';
  return { reason, code };
}

/**
 * Places a download, or when that fails for any reason keeps it in `recoveryDir/<jobId>/<name>` and says why.
 * `place` is the seam where tests inject a failing file system.
 */
export async function placeOrRecover(
  downloaded: string,
  target: { folder: string; name: string; partPath: string },
  recovery: { dir: string; jobId: string },
  place: typeof placeDownloadedFile = placeDownloadedFile,
): Promise<Placement> {
  try {
    return { placed: await place(downloaded, target.folder, target.name, target.partPath) };
  } catch (error) {
    if (target.partPath !== downloaded) await rm(target.partPath, { force: true }).catch(() => undefined);
    return { recovered: await keepForRecovery(downloaded, target.name, recovery), reason: placementReason(error) };
  }
}

/** Moves a download into the recovery folder under its name (shortened names already fit); returns the path. */
async function keepForRecovery(
  downloaded: string,
  name: string,
  recovery: { dir: string; jobId: string },
): Promise<string> {
  const folder = join(recovery.dir, recovery.jobId);
  // The app's data folder: only this user may read a kept translation (0700 folders, a 0600 file).
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const dot = name.lastIndexOf('.');
  // A file system with a shorter name limit than the usual 255 bytes still takes this one.
  const plain = `translation${dot > 0 ? name.slice(dot).slice(0, 16) : ''}`;
  for (const candidate of [name, plain]) {
    const path = join(folder, candidate);
    try {
      await rename(downloaded, path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENAMETOOLONG' && candidate !== plain) continue;
      if (code !== 'EXDEV') throw error;
      await copyFile(downloaded, path);
      await syncFile(path);
      await rm(downloaded, { force: true });
    }
    await chmod(path, PRIVATE_FILE_MODE);
    await syncDirectory(folder);
    return path;
  }
  throw new Error('unreachable');
}

/** Why nothing can be written in `folder` now, or undefined when a file can be created there. */
export async function folderUnwritable(folder: string): Promise<PlacementFailure | undefined> {
  const probe = join(folder, `.glossa-probe-${randomBytes(6).toString('hex')}`);
  try {
    const handle = await open(probe, 'wx');
    await handle.close();
    await rm(probe, { force: true });
    return undefined;
  } catch (error) {
    return placementReason(error);
  }
}

/** Glossa's own leftovers in a user's folder (hidden parts and probes), and in its downloads folder. */
export const LEFTOVER_IN_FOLDER = /^\.glossa-(?:[\w-]+\.part|probe-[0-9a-f]+)$/;
export const LEFTOVER_IN_DOWNLOADS = /^[\w-]+\.part$/;

/** Removes the files named like `pattern` in `folders` that no job still needs (`keep`). Returns how many. */
export async function removeLeftoverParts(
  folders: Iterable<string>,
  pattern: RegExp,
  keep: ReadonlySet<string>,
): Promise<number> {
  let removed = 0;
  for (const folder of new Set(folders)) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const path = join(folder, name);
      if (!pattern.test(name) || keep.has(path)) continue;
      await rm(path, { force: true }).then(
        () => removed++,
        () => undefined,
      );
    }
  }
  return removed;
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
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      await rm(candidate, { force: true }).catch(() => undefined); // free a moment ago: a partial copy of ours
      throw error;
    }
    try {
      await syncFile(candidate);
      return candidate;
    } catch (error) {
      await rm(candidate, { force: true }).catch(() => undefined); // ours (exclusive), and incomplete
      throw error;
    }
  }
  throw new Error(`No free name for ${name} in ${folder}.`);
}
