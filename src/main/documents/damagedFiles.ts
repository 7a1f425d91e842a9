// Setting a damaged file aside: it is renamed (file or folder alike) with a timestamp beside where it was, so
// nothing is deleted and the app can start with a fresh one. Used for the job journal and its key.
import { rename } from 'node:fs/promises';

/** `journal.json` -> `journal.json.damaged-2026-11-23T12-30-00-000Z`; returns the new path, or undefined if it failed. */
export async function setAside(path: string, now: Date = new Date()): Promise<string | undefined> {
  const aside = `${path}.damaged-${now.toISOString().replace(/[:.]/g, '-')}`;
  try {
    await rename(path, aside);
    return aside;
  } catch {
    return undefined;
  }
}

/** Reads a file's text; `undefined` when it does not exist; `{ error }` when something else is there (a folder, no permission). */
export async function readTextOrDamage(
  read: () => Promise<string>,
): Promise<{ text: string } | { error: NodeJS.ErrnoException } | undefined> {
  try {
    return { text: await read() };
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    if (failure.code === 'ENOENT') return undefined;
    return { error: failure };
  }
}
