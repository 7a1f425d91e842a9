import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { streamToFile } from './fileDownload';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((f) => rmSync(f, { recursive: true, force: true })));

describe('a downloaded translation on disk', () => {
  it('gets the permissions of any file the user saves (their umask), not owner-only', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'glossa-download-'));
    folders.push(folder);
    const target = join(folder, 'contract.de.docx');
    const response = {
      body: Readable.from([Buffer.from('translated')]),
      headers: {},
    } as unknown as Dispatcher.ResponseData;
    await streamToFile(target, (read) => read(response, () => undefined));
    // What a plain new file in the same folder gets under the same umask.
    const plain = join(folder, 'plain.txt');
    writeFileSync(plain, 'x');
    const mode = statSync(target).mode & 0o777;
    expect(mode).toBe(statSync(plain).mode & 0o777);
  });
});
