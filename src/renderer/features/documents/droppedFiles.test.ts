import { afterEach, describe, expect, it } from 'vitest';
import { droppedFiles } from './droppedFiles';

const file = (name: string) => ({ name }) as File;
const transferOf = (...files: File[]) => ({ files, items: [], types: ['Files'] }) as unknown as DataTransfer;
const globals = globalThis as { window?: { glossaFiles?: { pathOf(file: File): string | null } } };

afterEach(() => delete globals.window);

describe('a drop in the desktop app gives real paths, so translations land beside the originals', () => {
  it('sends the path of every dropped file or folder, not its bytes', async () => {
    globals.window = { glossaFiles: { pathOf: (f) => `/home/ana/contracts/${f.name}` } };
    expect(await droppedFiles(transferOf(file('nda.docx'), file('2026')))).toEqual([
      { name: 'nda.docx', path: '/home/ana/contracts/nda.docx' },
      { name: '2026', path: '/home/ana/contracts/2026' },
    ]);
  });

  it('falls back to the bytes of a file that has no path (e.g. dragged out of another app)', async () => {
    const pasted = file('clip.txt');
    globals.window = { glossaFiles: { pathOf: () => null } };
    expect(await droppedFiles(transferOf(pasted))).toEqual([{ name: 'clip.txt', file: pasted }]);
  });

  it('in a browser (no path helper) sends bytes', async () => {
    const dropped = file('letter.txt');
    globals.window = {};
    expect(await droppedFiles(transferOf(dropped))).toEqual([{ name: 'letter.txt', file: dropped }]);
  });
});
