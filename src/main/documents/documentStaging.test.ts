import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentStaging } from './documentStaging';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function stagedDrop(staging: DocumentStaging, name: string, text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const id = await staging.begin(name, bytes.length);
  await staging.append(id, 0, bytes);
  return id;
}

describe('staged drops across a restart', () => {
  it('keeps the drops the Documents draft holds and sweeps the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossa-staging-'));
    dirs.push(dir);
    const before = new DocumentStaging(dir);
    const drafted = await stagedDrop(before, 'letter.txt', 'The contract.');
    const forgotten = await stagedDrop(before, 'old.txt', 'Gone.');
    const wrongName = await stagedDrop(before, 'notes.txt', 'Renamed.');

    const after = new DocumentStaging(dir);
    await after.sweep(
      new Set(),
      new Map([
        [drafted, 'letter.txt'],
        [wrongName, 'other.txt'],
      ]),
    );
    const back = after.peek(drafted);
    expect(back.name).toBe('letter.txt');
    expect(readFileSync(back.path, 'utf8')).toBe('The contract.');
    expect(existsSync(join(dir, forgotten))).toBe(false);
    // A draft naming a file the folder does not hold takes nothing back.
    expect(existsSync(join(dir, wrongName))).toBe(false);
    expect(() => after.peek(wrongName)).toThrow('no longer being received');
  });

  it('gives a batch its own copy of a drop, the drop left staged for the next language', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossa-staging-'));
    dirs.push(dir);
    const staging = new DocumentStaging(dir);
    const id = await stagedDrop(staging, 'letter.txt', 'The contract.');
    const copy = staging.take(await staging.copy(id));
    await staging.remove(copy.path);
    expect(readFileSync(staging.take(id).path, 'utf8')).toBe('The contract.');
  });
});
