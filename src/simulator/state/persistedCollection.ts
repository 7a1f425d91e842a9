// A keyed collection kept in memory and, when the simulator has a data folder, mirrored to one JSON file per
// item with atomic writes. Writes are queued per item so the file always ends with the latest value.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readJsonFile, writeFileAtomic } from '../../node/atomicFile';

export class PersistedCollection<T> {
  private readonly items = new Map<string, T>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly dir: string | undefined) {}

  /** Loads every item from the data folder; files that do not parse are skipped. */
  async load(isValid: (value: unknown) => value is T): Promise<void> {
    if (!this.dir) return;
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (!name.endsWith('.json') || name.startsWith('.')) continue;
      const file = await readJsonFile(join(this.dir, name));
      if (file && !file.corrupt && isValid(file.value)) this.items.set(decodeURIComponent(name.slice(0, -5)), file.value);
    }
  }

  get(id: string): T | undefined {
    return this.items.get(id);
  }

  values(): T[] {
    return [...this.items.values()];
  }

  get size(): number {
    return this.items.size;
  }

  /** Stores the item; call again after changing it in place so the disk copy follows. */
  set(id: string, value: T): void {
    this.items.set(id, value);
    this.enqueue(id, () => writeFileAtomic(this.fileOf(id), JSON.stringify(value)));
  }

  delete(id: string): boolean {
    const had = this.items.delete(id);
    if (had) this.enqueue(id, () => rm(this.fileOf(id), { force: true }));
    return had;
  }

  clear(): void {
    for (const id of [...this.items.keys()]) this.delete(id);
  }

  /** Resolves when every queued write has reached the disk. */
  async flush(): Promise<void> {
    await Promise.all(this.pending.values());
  }

  private fileOf(id: string): string {
    return join(this.dir!, `${encodeURIComponent(id)}.json`);
  }

  private enqueue(id: string, write: () => Promise<void>): void {
    if (!this.dir) return;
    const previous = this.pending.get(id) ?? Promise.resolve();
    const next = previous.then(write).catch((error: unknown) => console.error(`simulator: could not persist ${id}:`, error));
    this.pending.set(id, next);
    void next.then(() => {
      if (this.pending.get(id) === next) this.pending.delete(id);
    });
  }
}
