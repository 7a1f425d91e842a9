// The settings file in userData: loaded once, migrated, and written atomically on every change.
import { join } from 'node:path';
import { rename } from 'node:fs/promises';
import { readJsonFile, writeFileAtomic } from '../../node/atomicFile';
import { type Settings, migrateSettings } from '../../shared/settings';

export class SettingsStore {
  private current: Settings;
  private writing: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<(settings: Settings) => void>();

  private constructor(
    private readonly path: string,
    initial: Settings,
  ) {
    this.current = initial;
  }

  static async open(userDataDir: string): Promise<SettingsStore> {
    const path = join(userDataDir, 'settings.json');
    const stored = await readJsonFile(path);
    const { settings, repaired } = migrateSettings(stored?.corrupt ? null : stored?.value);
    const store = new SettingsStore(path, settings);
    if (stored?.corrupt) await rename(path, `${path}.corrupt-${Date.now()}`).catch(() => undefined);
    if (repaired || stored?.corrupt) await store.persist();
    return store;
  }

  get(): Settings {
    return this.current;
  }

  async update(change: (settings: Settings) => Settings): Promise<Settings> {
    this.current = change(this.current);
    await this.persist();
    for (const listener of this.listeners) listener(this.current);
    return this.current;
  }

  onChange(listener: (settings: Settings) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Writes are serialized so that the last change always lands last. */
  private persist(): Promise<void> {
    const snapshot = JSON.stringify(this.current, null, 2);
    this.writing = this.writing.catch(() => undefined).then(() => writeFileAtomic(this.path, snapshot));
    return this.writing;
  }
}
