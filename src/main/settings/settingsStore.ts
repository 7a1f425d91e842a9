// The settings file in userData: loaded once, migrated, and written atomically on every change. Any file
// there starts the app (issue 25): a settings.json that is a folder or cannot be read, a future version's
// file, or a folder that cannot be written give defaults (or the file's values) in memory, a sentence in
// `problem`, and no write that could lose what is there. A file that does not parse is set aside, never deleted.
import { join } from 'node:path';
import { rename } from 'node:fs/promises';
import { readJsonFile, writeFileAtomic } from '../../node/atomicFile';
import { SETTINGS_VERSION, type Settings, migrateSettings } from '../../shared/settings';
import { readProxyAddress } from '../../shared/rules/proxyAddress';

/**
 * Settings whose proxy address (written by hand: `socks5://…`) Glossa cannot use run without it, in memory
 * only (the file keeps it until the user sets another), with a sentence.
 */
function proxyChecked(settings: Settings, say: (problem: string) => void): Settings {
  const { proxyUrl } = settings.network;
  if (!proxyUrl) return settings;
  const read = readProxyAddress(proxyUrl);
  if (!('problem' in read)) return settings;
  say(
    `The proxy address in the settings file ${read.problem}, so Glossa connects without a proxy for now. Enter a proxy as http://host:port in Settings, or clear it.`,
  );
  return { ...settings, network: { ...settings.network, proxyUrl: null, proxyCredentials: false } };
}

export class SettingsStore {
  private current: Settings;
  private writing: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<(settings: Settings) => void>();
  /** What is wrong with the settings file or the data folder, as a sentence; null when nothing is. */
  problem: string | null = null;
  /** Changes are kept in memory only: the file must not be written (a folder, a future version, read-only). */
  private readOnly = false;

  private constructor(
    private readonly path: string,
    initial: Settings,
  ) {
    this.current = initial;
  }

  /** @param readOnly the sentence that says why the data folder must not be written (settings/dataFolder.ts). */
  static async open(userDataDir: string, readOnly: string | null = null): Promise<SettingsStore> {
    const path = join(userDataDir, 'settings.json');
    let stored: Awaited<ReturnType<typeof readJsonFile>>;
    try {
      stored = await readJsonFile(path);
    } catch (error) {
      const store = new SettingsStore(path, migrateSettings(undefined).settings);
      const code = (error as NodeJS.ErrnoException).code;
      store.keepInMemory(
        code === 'EISDIR'
          ? `The settings file ${path} is a folder, not a file, so Glossa runs with default settings and keeps changes only until it closes. Move that folder away and restart Glossa.`
          : `Glossa cannot read its settings file ${path} (${code ?? String(error)}), so it runs with default settings and keeps changes only until it closes. Check the file's permissions and restart Glossa.`,
      );
      return store;
    }
    const version = (stored?.value as { version?: unknown } | undefined)?.version;
    if (typeof version === 'number' && version > SETTINGS_VERSION) {
      const store = new SettingsStore(path, migrateSettings(undefined).settings);
      store.keepInMemory(
        `The settings file ${path} was written by a newer version of Glossa, so this version runs with default settings and leaves the file as it is. Update Glossa to use your settings.`,
      );
      return store;
    }
    const { settings, repaired } = migrateSettings(stored?.corrupt ? null : stored?.value);
    let proxyProblem: string | null = null;
    const store = new SettingsStore(
      path,
      proxyChecked(settings, (problem) => (proxyProblem = problem)),
    );
    store.problem = proxyProblem;
    if (readOnly) {
      store.keepInMemory(readOnly);
      return store;
    }
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

  private keepInMemory(problem: string): void {
    this.readOnly = true;
    this.problem ??= problem;
    console.error(`[glossa] ${problem}`);
  }

  /**
   * Writes are serialized so that the last change always lands last. A folder that cannot be written turns
   * the store read-only with a sentence, and the change stays in memory (the app goes on).
   */
  private persist(): Promise<void> {
    if (this.readOnly) return Promise.resolve();
    const snapshot = JSON.stringify(this.current, null, 2);
    this.writing = this.writing
      .catch(() => undefined)
      .then(() => writeFileAtomic(this.path, snapshot))
      .catch((error: NodeJS.ErrnoException) => {
        if (!['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EISDIR', 'ENOTDIR'].includes(error.code ?? '')) throw error;
        this.keepInMemory(
          `Glossa cannot write to its data folder (${error.code}: ${this.path}), so changes to settings last only until it closes. Free some space or fix the folder's permissions, then restart Glossa.`,
        );
      });
    return this.writing;
  }
}
