import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_FILE_MODE, writeFileAtomic } from './atomicFile';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-atomic-'));
  dirs.push(dir);
  return dir;
};
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe.skipIf(process.platform === 'win32')('the mode of a file written whole', () => {
  it("the app's own data is readable by this user only", async () => {
    const path = join(folder(), 'settings.json');
    await writeFileAtomic(path, '{}');
    expect(modeOf(path)).toBe(0o600);
  });

  it("a folder made for the app's own data is private (0700); a document's folder gets the usual mode", async () => {
    const root = folder();
    await writeFileAtomic(join(root, 'data', 'drafts', 'translate.json'), '{}');
    expect(modeOf(join(root, 'data'))).toBe(0o700);
    expect(modeOf(join(root, 'data', 'drafts'))).toBe(0o700);
    await writeFileAtomic(join(root, 'out', 'contract.de.xlf'), '<xliff/>', { mode: DOCUMENT_FILE_MODE });
    expect(modeOf(join(root, 'out'))).toBe(0o777 & ~process.umask());
  });

  it("a user's document gets the mode any program gives a new file (0666 less the umask)", async () => {
    const path = join(folder(), 'contract.de.xlf');
    await writeFileAtomic(path, '<xliff/>', { mode: DOCUMENT_FILE_MODE });
    const umask = process.umask();
    expect(modeOf(path)).toBe(0o666 & ~umask);
  });
});
