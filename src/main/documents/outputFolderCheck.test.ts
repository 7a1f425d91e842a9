import { mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkOutputFolder, createOutputFolder } from './outputFolderCheck';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-outfolder-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('an output folder chosen in Settings', () => {
  it('is ready when it exists and can be written to', async () => {
    expect(await checkOutputFolder(scratch())).toEqual({ state: 'ready' });
  });

  it('is reported missing, and creating it (with its parents) makes it ready', async () => {
    const wanted = join(scratch(), 'Translations', '2026');
    expect(await checkOutputFolder(wanted)).toEqual({ state: 'missing', message: 'This folder does not exist yet.' });
    expect(await createOutputFolder(wanted)).toEqual({ state: 'ready' });
    expect(await checkOutputFolder(wanted)).toEqual({ state: 'ready' });
  });

  it('refuses a relative path, a file, and a folder that cannot be written to', async () => {
    expect((await checkOutputFolder('Translations')).state).toBe('notAbsolute');
    const file = join(scratch(), 'notes.txt');
    writeFileSync(file, 'x');
    expect((await checkOutputFolder(file)).state).toBe('notFolder');
    expect((await createOutputFolder(file)).state).toBe('notFolder');
    if (process.getuid?.() !== 0) {
      const locked = scratch();
      chmodSync(locked, 0o500);
      expect((await checkOutputFolder(locked)).state).toBe('notWritable');
      chmodSync(locked, 0o700);
    }
  });
});
