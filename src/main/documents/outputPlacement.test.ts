import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { link, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outputFileName } from '../../shared/rules/documents';
import { findPlacedCopy, numberedName, partPathFor, placeDownloadedFile } from './outputPlacement';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'glossa-place-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('naming a translated file', () => {
  it('is name.<lang>.<ext>, from the shared rule', () => {
    expect(outputFileName('Contract 2024.docx', 'pt-br', 'docx')).toBe('Contract 2024.pt-BR.docx');
    expect(outputFileName('report.pdf', 'de', 'docx')).toBe('report.de.docx');
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
