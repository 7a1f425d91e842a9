// A keyed collection kept in memory and, when the simulator has a data folder, mirrored to one JSON file per
// item with atomic writes. Writes are queued per item and coalesced: a queued write stores whatever the item
// is when it runs, so a burst of changes (usage under load) costs one or two writes, and the file always
// ends with the latest value.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readJsonFile, writeFileAtomic } from '../../node/atomicFile';

export class PersistedCollection<T> {
  private readonly items = new Map<string, T>();
  private readonly pending = new Map<string, Promise<void>>();
  /** Items with a write queued that has not started yet. */
  private readonly queued = new Set<string>();

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
      if (file && !file.corrupt && isValid(file.value))
        this.items.set(decodeURIComponent(name.slice(0, -5)), file.value);
    }
  }

  get(id: string): T | undefined {
    return this.items.get(id);
  }

  values(): T[] {
    return [...this.items.values()];
  }

  keys(): string[] {
    return [...this.items.keys()];
  }

  get size(): number {
    return this.items.size;
  }

  /** Stores the item; call again after changing it in place so the disk copy follows. */
  set(id: string, value: T): void {
    this.items.set(id, value);
    this.enqueue(id);
  }

  delete(id: string): boolean {
    const had = this.items.delete(id);
    if (had) this.enqueue(id);
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

  private enqueue(id: string): void {
    if (!this.dir || this.queued.has(id)) return;
    this.queued.add(id);
    const write = () => {
      this.queued.delete(id);
      const value = this.items.get(id);
      return value === undefined
        ? rm(this.fileOf(id), { force: true })
        : writeFileAtomic(this.fileOf(id), JSON.stringify(value));
    };
    const previous = this.pending.get(id) ?? Promise.resolve();
    const next = previous
      .then(write)
      .catch((error: unknown) => console.error(`simulator: could not persist ${id}:`, error));
    this.pending.set(id, next);
    void next.then(() => {
      if (this.pending.get(id) === next) this.pending.delete(id);
    });
  }
}
