import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { takeIn } from './documentIntake';
import { DocumentStaging, safeFileName } from './documentStaging';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'glossa-intake-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('taking in files', () => {
  it('a folder contributes its supported files, also in subfolders, and skips hidden ones', async () => {
    await mkdir(join(dir, 'contracts', 'old'), { recursive: true });
    await writeFile(join(dir, 'contracts', 'a.docx'), 'x');
    await writeFile(join(dir, 'contracts', 'notes.txt'), 'x');
    await writeFile(join(dir, 'contracts', 'tool.exe'), 'x');
    await writeFile(join(dir, 'contracts', '.hidden.txt'), 'x');
    await writeFile(join(dir, 'contracts', 'old', 'b.pdf'), 'x');
    const { accepted, refused } = await takeIn([{ path: join(dir, 'contracts') }]);
    expect(accepted.map((f) => f.name)).toEqual(['a.docx', 'notes.txt', 'b.pdf']);
    expect(refused).toEqual([
      { name: 'tool.exe', reason: expect.stringMatching(/cannot be translated/), says: expect.anything() },
    ]);
  });

  it('refuses an empty file and a missing one, each with a reason', async () => {
    await writeFile(join(dir, 'empty.txt'), '');
    const { accepted, refused } = await takeIn([{ path: join(dir, 'empty.txt') }, { path: join(dir, 'gone.txt') }]);
    expect(accepted).toEqual([]);
    expect(refused.map((r) => r.name)).toEqual(['empty.txt', 'gone.txt']);
    expect(refused[0]!.reason).toMatch(/empty/);
  });
});

describe('staging dropped bytes', () => {
  it('writes chunks in order and hands over the complete file under its own name', async () => {
    const staging = new DocumentStaging(join(dir, 'staging'));
    const id = await staging.begin('Brief an Kunden.docx', 6);
    await staging.append(id, 0, new TextEncoder().encode('abc'));
    await staging.append(id, 3, new TextEncoder().encode('def'));
    const file = staging.take(id);
    expect(file.name).toBe('Brief an Kunden.docx');
    expect(file.path.endsWith('Brief an Kunden.docx')).toBe(true);
  });

  it('notices a lost chunk, too many bytes, and an incomplete file', async () => {
    const staging = new DocumentStaging(join(dir, 'staging'));
    const id = await staging.begin('a.txt', 4);
    await expect(staging.append(id, 2, new Uint8Array(2))).rejects.toMatchObject({
      uiMessage: { id: 'documents.staging.wrongChunk', values: { offset: 0 } },
    });
    await expect(staging.append(id, 0, new Uint8Array(5))).rejects.toMatchObject({
      uiMessage: { id: 'documents.staging.tooManyBytes' },
    });
    await staging.append(id, 0, new Uint8Array(2));
    expect(() => staging.take(id)).toThrow(/did not arrive completely/);
    expect(() => staging.take(id)).toThrow(
      expect.objectContaining({ uiMessage: { id: 'documents.staging.incomplete', values: { name: 'a.txt' } } }),
    );
  });

  it('keeps a dropped name from leaving its folder', () => {
    expect(safeFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(safeFileName('..\\evil.docx')).toBe('evil.docx');
    expect(safeFileName('.bashrc')).toBe('bashrc');
    expect(safeFileName('a\u0000b.txt')).toBe('a_b.txt');
  });
});
