// Placing a translated file when the disk fills up during the copy: a child process under a file-size limit
// (ulimit -f) stands for the full disk. Starting Node with tsx takes seconds on a busy machine, so this case is
// an integration test; the rest of placing is unit-tested in outputPlacement.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { downloadPathFor, partPathFor } from './outputPlacement';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'glossa-place-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('placing a download kept in the app data', () => {
  let out: string;
  let downloads: string;
  let recovery: string;
  beforeEach(async () => {
    out = join(dir, 'out');
    downloads = join(dir, 'data', 'downloads');
    recovery = join(dir, 'data', 'recovered');
    await mkdir(out);
    await mkdir(downloads, { recursive: true });
  });
  const downloaded = async (content: string) => {
    const path = downloadPathFor(downloads, 'job1');
    await writeFile(path, content);
    return path;
  };
  const target = () => ({ folder: out, name: 'a.de.txt', partPath: partPathFor(out, 'job1') });

  it('keeps the translation when the disk fills up while it is copied (a file-size limit in a child process)', async () => {
    const file = await downloaded('x'.repeat(64 * 1024));
    const script = [
      "process.on('SIGXFSZ', () => {});",
      `const { placeOrRecover } = require(${JSON.stringify(join(__dirname, 'outputPlacement.ts'))});`,
      `placeOrRecover(${JSON.stringify(file)}, ${JSON.stringify(target())}, ${JSON.stringify({ dir: recovery, jobId: 'job1' })})`,
      '  .then((r) => console.log(JSON.stringify(r)), (e) => console.log(JSON.stringify({ failed: e.code })));',
    ].join('\n');
    const run = spawnSync('sh', ['-c', `ulimit -f 16 && exec "${process.execPath}" --import tsx -e "$0"`, script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(run.stdout.trim())).toEqual({
      recovered: join(recovery, 'job1', 'a.de.txt'),
      reason: { reason: 'diskFull', code: 'EFBIG' },
    });
    expect((await readFile(join(recovery, 'job1', 'a.de.txt'))).length).toBe(64 * 1024);
    expect(await readdir(out)).toEqual([]); // no partial copy left behind
  }, 20_000);
});
