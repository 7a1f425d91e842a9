// Whether the app's data folder can be written, checked once at start (issue 25: a read-only data folder
// stopped the app with a raw stack). When it cannot, the app runs read-only: the settings are read from it
// and kept in memory, and everything else that writes (the document queue, history, caches, the offline demo)
// works in a fresh temporary folder for this run. Nothing in the data folder is changed or deleted.
import { chmod, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface DataFolderAccess {
  /** Where the services write: the data folder itself, or a temporary folder when it is read-only. */
  workDir: string;
  /** The sentence that says what is wrong, or null. */
  problem: string | null;
}

export async function dataFolderAccess(userDataDir: string): Promise<DataFolderAccess> {
  const probe = join(userDataDir, `.glossa-write-check-${randomBytes(6).toString('hex')}`);
  try {
    const handle = await open(probe, 'wx', 0o600);
    await handle.close();
    await rm(probe, { force: true });
    // The data folder is private (0700): an older version, or the browser shell, may have made it 0755.
    await chmod(userDataDir, 0o700).catch(() => undefined);
    return { workDir: userDataDir, problem: null };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
    if (code === 'ENOENT') return { workDir: userDataDir, problem: null }; // made on first write
    const workDir = await mkdtemp(join(tmpdir(), 'glossa-readonly-'));
    const problem = `Glossa cannot write to its data folder ${userDataDir} (${code}), so it runs read-only: your settings are read from it, and changes, history and the document queue last only until Glossa closes. Fix the folder's permissions or free some space, then restart Glossa.`;
    console.error(`[glossa] ${problem}`);
    return { workDir, problem };
  }
}
