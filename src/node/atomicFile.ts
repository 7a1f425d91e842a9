// Crash-safe file writes: write a temp file beside the target, fsync it, rename it over the target, then
// fsync the folder. A crash leaves either the old or the new file, never a torn one.
import { open, rename, rm, readFile, mkdir } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** A file only this user may read: the app's own data (settings, journal, keys' metadata). */
export const PRIVATE_FILE_MODE = 0o600;
/** A folder of the app's own data: only this user may list or enter it. */
export const PRIVATE_FOLDER_MODE = 0o700;
/** A user's document: the mode every program gives a new file (0666 less the umask, usually 0644). */
export const DOCUMENT_FILE_MODE = 0o666;

/** The mode a new document gets here (0666 less the umask): for a private file the user saves as a document. */
export const documentModeHere = (): number => DOCUMENT_FILE_MODE & ~process.umask();

export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  options: { mode?: number } = {},
): Promise<void> {
  const dir = dirname(path);
  const mode = options.mode ?? PRIVATE_FILE_MODE;
  // Folders made for private data are private too; a document's folder gets the usual mode.
  await mkdir(dir, { recursive: true, ...(mode === PRIVATE_FILE_MODE ? { mode: PRIVATE_FOLDER_MODE } : {}) });
  const temp = join(dir, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'w', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}

export async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Some filesystems (and Windows) do not allow fsync on a directory; the rename is still atomic there.
  } finally {
    await handle?.close();
  }
}

/** Reads a JSON file; `undefined` when it does not exist, `{ corrupt: true }` when it does not parse. */
export async function readJsonFile(path: string): Promise<{ value: unknown; corrupt: boolean } | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return { value: JSON.parse(text) as unknown, corrupt: false };
  } catch {
    return { value: undefined, corrupt: true };
  }
}
