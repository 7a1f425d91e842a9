import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { link, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_OUTPUT_NAME_BYTES, outputFileName } from '../../shared/rules/documents';
import {
  LEFTOVER_IN_DOWNLOADS,
  LEFTOVER_IN_FOLDER,
  downloadPathFor,
  findPlacedCopy,
  folderUnwritable,
  numberedName,
  partPathFor,
  placeDownloadedFile,
  placeOrRecover,
  removeLeftoverParts,
} from './outputPlacement';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'glossa-place-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('naming a translated file', () => {
  it('is name.<lang>.<ext>, from the shared rule', () => {
    expect(outputFileName('Contract 2024.docx', 'pt-br', 'docx')).toBe('Contract 2024.pt-BR.docx');
    expect(outputFileName('report.pdf', 'de', 'docx')).toBe('report.de.docx');
  });
  it('shortens a name too long for the file system in its stem, keeping the language suffix and the extension', () => {
    const long = `${'Vertrag über die Lieferung von Ersatzteilen '.repeat(6)}.docx`;
    const name = outputFileName(long, 'pt-br', 'docx');
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(MAX_OUTPUT_NAME_BYTES);
    expect(name).toMatch(/^Vertrag über die Lieferung.*\.pt-BR\.docx$/);
    expect(name).not.toMatch(/ \.pt-BR/);
    // Never cut inside a character: emoji and CJK stay whole.
    const wide = outputFileName(`${'東京😀'.repeat(60)}.pdf`, 'de', 'docx');
    expect(Buffer.byteLength(wide)).toBeLessThanOrEqual(MAX_OUTPUT_NAME_BYTES);
    expect(wide).not.toContain('\ufffd');
    expect(Buffer.from(wide).toString()).toBe(wide);
  });
  it('numbers a taken name before its extension', () => {
    expect(numberedName('report.de.docx', 1)).toBe('report.de.docx');
    expect(numberedName('report.de.docx', 2)).toBe('report.de (2).docx');
    expect(numberedName('README', 3)).toBe('README (3)');
  });
  it('downloads into a hidden part file in the destination folder', () => {
    expect(partPathFor('/out', 'abc')).toBe('/out/.glossa-abc.part');
  });
});

describe('placing a downloaded file', () => {
  it('gives it the name and removes the part file', async () => {
    const part = partPathFor(dir, 'j');
    await writeFile(part, 'translated');
    expect(await placeDownloadedFile(part, dir, 'a.de.txt')).toBe(join(dir, 'a.de.txt'));
    expect(await readdir(dir)).toEqual(['a.de.txt']);
  });

  it('never overwrites: taken names are skipped', async () => {
    await writeFile(join(dir, 'a.de.txt'), 'mine');
    await writeFile(join(dir, 'a.de (2).txt'), 'mine too');
    const part = partPathFor(dir, 'j');
    await writeFile(part, 'translated');
    expect(await placeDownloadedFile(part, dir, 'a.de.txt')).toBe(join(dir, 'a.de (3).txt'));
    expect(await readFile(join(dir, 'a.de.txt'), 'utf8')).toBe('mine');
    expect(await readFile(join(dir, 'a.de (3).txt'), 'utf8')).toBe('translated');
  });

  it('recognises a part that already got its name (a crash in between) and makes no second copy', async () => {
    const part = partPathFor(dir, 'j');
    await writeFile(part, 'translated');
    await link(part, join(dir, 'a.de.txt'));
    expect(await findPlacedCopy(part, dir, 'a.de.txt')).toBe(join(dir, 'a.de.txt'));
    expect(await placeDownloadedFile(part, dir, 'a.de.txt')).toBe(join(dir, 'a.de.txt'));
    expect(await readdir(dir)).toEqual(['a.de.txt']);
  });

  it('does not mistake another file with the name for the placed part', async () => {
    const part = partPathFor(dir, 'j');
    await writeFile(part, 'translated');
    await writeFile(join(dir, 'a.de.txt'), 'translated');
    expect(await findPlacedCopy(part, dir, 'a.de.txt')).toBeUndefined();
  });
});

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
  const downloaded = async (content = 'übersetzt') => {
    const path = downloadPathFor(downloads, 'job1');
    await writeFile(path, content);
    return path;
  };
  const target = () => ({ folder: out, name: 'a.de.txt', partPath: partPathFor(out, 'job1') });

  it('copies it into the folder under its name, leaving no part file anywhere', async () => {
    const result = await placeOrRecover(await downloaded(), target(), { dir: recovery, jobId: 'job1' });
    expect(result).toEqual({ placed: join(out, 'a.de.txt') });
    expect(await readdir(out)).toEqual(['a.de.txt']);
    expect(await readdir(downloads)).toEqual([]);
  });

  it('after a crash between linking and journaling, finds the placed copy and makes no second one', async () => {
    const file = await downloaded();
    await writeFile(partPathFor(out, 'job1'), 'übersetzt');
    await link(partPathFor(out, 'job1'), join(out, 'a.de.txt'));
    expect(await placeDownloadedFile(file, out, 'a.de.txt', partPathFor(out, 'job1'))).toBe(join(out, 'a.de.txt'));
    expect(await readdir(out)).toEqual(['a.de.txt']);
  });

  it.each([
    ['ENOSPC', 'diskFull'],
    ['EROFS', 'readOnly'],
    ['EACCES', 'forbidden'],
    ['EPERM', 'forbidden'],
    ['ENAMETOOLONG', 'nameTooLong'],
  ])('keeps the translation in the recovery folder when placing fails with %s, and says why', async (code, reason) => {
    const failing = async () => Promise.reject(Object.assign(new Error(code), { code }));
    const result = await placeOrRecover(await downloaded(), target(), { dir: recovery, jobId: 'job1' }, failing);
    expect(result).toEqual({ recovered: join(recovery, 'job1', 'a.de.txt'), reason: { reason, code } });
    expect(await readFile(join(recovery, 'job1', 'a.de.txt'), 'utf8')).toBe('übersetzt');
    expect(await readdir(downloads)).toEqual([]);
  });

  it('keeps the translation when the file system refuses the name (a name of 300 bytes)', async () => {
    const name = `${'n'.repeat(292)}.de.txt`;
    const result = await placeOrRecover(await downloaded(), { ...target(), name }, { dir: recovery, jobId: 'job1' });
    // The recovery folder refuses the same name, so it is kept under a plain one.
    expect(result).toEqual({
      recovered: join(recovery, 'job1', 'translation.txt'),
      reason: { reason: 'nameTooLong', code: 'ENAMETOOLONG' },
    });
    expect(await readFile(join(recovery, 'job1', 'translation.txt'), 'utf8')).toBe('übersetzt');
    expect(await readdir(downloads)).toEqual([]);
    expect(await readdir(out)).toEqual([]);
  });

  it('keeps the translation when the folder is no longer a folder', async () => {
    const gone = join(dir, 'file-not-folder');
    await writeFile(gone, 'x');
    const result = await placeOrRecover(
      await downloaded(),
      { folder: gone, name: 'a.de.txt', partPath: partPathFor(gone, 'job1') },
      { dir: recovery, jobId: 'job1' },
    );
    expect(result).toMatchObject({ recovered: join(recovery, 'job1', 'a.de.txt'), reason: { reason: 'folderGone' } });
  });

  it('tells a folder that cannot be written from one that can, leaving no probe behind', async () => {
    expect(await folderUnwritable(out)).toBeUndefined();
    expect(await readdir(out)).toEqual([]);
    await writeFile(join(dir, 'plain'), 'x');
    expect(await folderUnwritable(join(dir, 'plain'))).toMatchObject({ reason: 'folderGone' });
  });

  it('removes leftover part files no job needs, and only those', async () => {
    await writeFile(partPathFor(out, 'old'), 'x');
    await writeFile(partPathFor(out, 'live'), 'x');
    await writeFile(join(out, '.glossa-probe-abc123'), '');
    await writeFile(join(out, 'mine.part'), 'not ours: no .glossa- prefix');
    await writeFile(downloadPathFor(downloads, 'gone'), 'x');
    await writeFile(downloadPathFor(downloads, 'live'), 'x');
    const keep = new Set([partPathFor(out, 'live'), downloadPathFor(downloads, 'live')]);
    expect(await removeLeftoverParts([out], LEFTOVER_IN_FOLDER, keep)).toBe(2);
    expect(await removeLeftoverParts([downloads, join(dir, 'missing')], LEFTOVER_IN_DOWNLOADS, keep)).toBe(1);
    expect((await readdir(out)).sort()).toEqual(['.glossa-live.part', 'mine.part']);
    expect(await readdir(downloads)).toEqual(['live.part']);
  });
});
