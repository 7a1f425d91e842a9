// A persisted collection mirrors its items to one JSON file each, ends with the latest value, and loads back.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PersistedCollection } from './persistedCollection';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'persisted-collection-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const isCounter = (value: unknown): value is { n: number } => typeof (value as { n?: unknown })?.n === 'number';

describe('PersistedCollection', () => {
  it('writes the latest value after a burst of changes', async () => {
    const collection = new PersistedCollection<{ n: number }>(dir);
    for (let n = 1; n <= 100; n++) collection.set('a/b', { n });
    await collection.flush();
    expect(await readdir(dir)).toEqual(['a%2Fb.json']);
    expect(JSON.parse(await readFile(join(dir, 'a%2Fb.json'), 'utf8'))).toEqual({ n: 100 });
  });

  it('removes the file of a deleted item, even right after a write', async () => {
    const collection = new PersistedCollection<{ n: number }>(dir);
    collection.set('x', { n: 1 });
    collection.delete('x');
    await collection.flush();
    expect(await readdir(dir)).toEqual([]);
  });

  it('loads what was written, and skips files that do not parse or do not fit', async () => {
    const first = new PersistedCollection<{ n: number }>(dir);
    first.set('one', { n: 1 });
    await first.flush();
    await writeFile(join(dir, 'broken.json'), '{ not json');
    await writeFile(join(dir, 'other.json'), '{"m": 2}');
    const second = new PersistedCollection<{ n: number }>(dir);
    await second.load(isCounter);
    expect(second.values()).toEqual([{ n: 1 }]);
    expect(second.get('one')).toEqual({ n: 1 });
  });

  it('keeps everything in memory without a folder', async () => {
    const collection = new PersistedCollection<{ n: number }>(undefined);
    collection.set('a', { n: 1 });
    await collection.flush();
    expect(collection.size).toBe(1);
  });
});
