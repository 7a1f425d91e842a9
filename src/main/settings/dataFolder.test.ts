// The data folder at start: private (0700) whatever made it, and a folder that cannot be written is named.
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataFolderAccess } from './dataFolder';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe.skipIf(process.platform === 'win32')('the data folder at start', () => {
  it('a folder an older version (or the browser shell) made 0755 becomes 0700, readable by this user only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossa-datafolder-'));
    dirs.push(dir);
    chmodSync(dir, 0o755);
    expect(await dataFolderAccess(dir)).toEqual({ workDir: dir, problem: null });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });
});
