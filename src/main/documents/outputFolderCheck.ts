// Whether an output folder can take translations, said when it is chosen (in Settings) rather than when a
// drop fails: it must be an absolute path to a folder this user can write to. A missing one can be created.
import { constants } from 'node:fs';
import { access, mkdir, stat } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import type { OutputFolderStatus } from '../../shared/calls/documents';

export async function checkOutputFolder(path: string): Promise<OutputFolderStatus> {
  if (!isAbsolute(path))
    return {
      state: 'notAbsolute',
      message: 'Give the full path of the folder, starting from the top (such as /home/me/Translations).',
    };
  const info = await stat(path).catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? null : Promise.reject(error),
  );
  if (info === null) return { state: 'missing', message: 'This folder does not exist yet.' };
  if (!info.isDirectory()) return { state: 'notFolder', message: 'This is a file, not a folder.' };
  const writable = await access(path, constants.W_OK).then(
    () => true,
    () => false,
  );
  return writable
    ? { state: 'ready' }
    : {
        state: 'notWritable',
        message: 'Glossa may not write in this folder. Choose another one, or change its permissions.',
      };
}

/** Creates a missing output folder (and its missing parents), then checks it again. */
export async function createOutputFolder(path: string): Promise<OutputFolderStatus> {
  const before = await checkOutputFolder(path);
  if (before.state !== 'missing') return before;
  await mkdir(path, { recursive: true });
  return checkOutputFolder(path);
}
