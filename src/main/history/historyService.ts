// The history as the app uses it: records what the text services translate and improve (unless the user
// switched history off), applies the bounds chosen in Settings, and answers the History section's calls.
// Switching history off deletes it.
import type {
  ExportedHistory,
  GlossaryDraft,
  HistoryEntry,
  HistoryPage,
  HistorySearch,
  HistoryStatus,
} from '../../shared/calls/history';
import { NotFoundError, ValidationError } from '../../shared/errors';
import type { HistoryPreferences } from '../../shared/settings';
import type { UiMessage } from '../../shared/i18n/catalogue';
import type { SettingsStore } from '../settings/settingsStore';
import type { WorkRunner } from '../workers/workPool';
import type { TranslationPart } from '../../shared/calls/translate';
import { HistoryStore, type HistoryRecord } from './historyStore';
import { TranslationParts } from './translationParts';

export class HistoryService {
  private store: HistoryStore | null = null;
  private notice: UiMessage | null = null;
  private readonly listeners = new Set<(status: HistoryStatus) => void>();
  private readonly parts = new TranslationParts((record) => void this.record(record));

  constructor(
    private readonly options: {
      userDataDir: string;
      settings: Pick<SettingsStore, 'get' | 'update'>;
      /** Where exports and prunes scan the database: the work pool (the app), never main's own thread. */
      work: WorkRunner;
      /** Stages a glossary draft's TSV where the glossary import reads it (`GlossaryStaging.stageText`). */
      stageGlossaryImport: (fileName: string, tsv: string) => Promise<string>;
    },
  ) {}

  private preferences(): HistoryPreferences {
    return this.options.settings.get().history;
  }

  /** Opened on first use, so the app starts without waiting for it. */
  private open(): HistoryStore {
    if (!this.store) {
      this.store = HistoryStore.open(this.options.userDataDir);
      this.notice = this.store.notice;
    }
    return this.store;
  }

  /** Keeps a translation or improvement, when history is on. Never throws: history must not fail a translation. */
  record(entry: HistoryRecord): HistoryEntry | null {
    if (!this.preferences().enabled) return null;
    try {
      const saved = this.open().record(entry, this.preferences());
      this.changed();
      return saved;
    } catch (error) {
      console.error('[glossa] history: could not record an entry:', error);
      return null;
    }
  }

  /** Keeps one request of a long translation: the whole translation becomes one entry. */
  recordPart(part: TranslationPart, entry: HistoryRecord): void {
    if (part.count <= 1) void this.record(entry);
    else this.parts.add(part, entry);
  }

  status(): HistoryStatus {
    const preferences = this.preferences();
    return { preferences, entryCount: preferences.enabled ? this.open().count() : 0, notice: this.notice };
  }

  search(request: HistorySearch): HistoryPage {
    if (!this.preferences().enabled) return { entries: [], more: false };
    return this.open().search(request);
  }

  pin(id: number, pinned: boolean): HistoryEntry {
    const entry = this.open().pin(id, pinned);
    if (!entry)
      throw new NotFoundError({
        says: { id: 'history.error.entryGone' },
        saysNextStep: { id: 'history.error.searchAgain' },
      });
    this.changed();
    return entry;
  }

  /** Up to 10,000 entries (and their search index) deleted in the work pool, not on main's thread. */
  async remove(ids: readonly number[]): Promise<number> {
    this.open(); // a damaged file is set aside here, on main's connection, before the worker opens it
    const removed = await this.options.work.run(
      'historyRemove',
      { dir: this.options.userDataDir, ids: [...ids] },
      { label: 'Deleting history entries' },
    );
    this.changed();
    return removed;
  }

  async exportFile(ids: readonly number[], format: 'csv' | 'tsv'): Promise<ExportedHistory> {
    this.open(); // a damaged file is set aside here, on main's connection, before the worker reads it
    const exported = await this.options.work.run(
      'historyExport',
      { dir: this.options.userDataDir, ids: [...ids], format },
      { label: 'Exporting the history' },
    );
    if (!exported)
      throw new NotFoundError({
        says: { id: 'history.error.entriesGone' },
        saysNextStep: { id: 'history.error.chooseAgain' },
      });
    return exported;
  }

  /**
   * Chosen entries (up to 10,000 texts) read and turned into glossary entries in the work pool, and staged for the
   * glossary import; the window gets the staging id and the counts, never the entries.
   */
  async glossaryDraft(ids: readonly number[]): Promise<GlossaryDraft> {
    this.open();
    const draft = await this.options.work.run(
      'historyGlossaryDraft',
      { dir: this.options.userDataDir, ids: [...ids] },
      { label: 'Making a glossary from history entries' },
    );
    if (!draft)
      throw new NotFoundError({
        says: { id: 'history.error.entriesGone' },
        saysNextStep: { id: 'history.error.chooseAgain' },
      });
    if (draft.entryCount === 0) {
      throw new ValidationError(
        draft.skipped.map((s) =>
          s.reasonSays
            ? { field: `entries.${s.id}`, message: s.reason, uiMessage: s.reasonSays }
            : { field: `entries.${s.id}`, message: s.reason },
        ),
        {
          says: { id: 'history.error.noneFits' },
          saysNextStep: { id: 'history.error.noneFitsNext' },
        },
      );
    }
    // The entries stay here: the glossary editor's import reads the staged file, as it reads a picked one.
    const { entriesTsv, ...counts } = draft;
    const fileName = 'translation-history.tsv';
    return { ...counts, fileName, stagingId: await this.options.stageGlossaryImport(fileName, entriesTsv) };
  }

  /** How many entries these preferences would delete if saved now (all of them when history goes off). */
  wouldDelete(preferences: HistoryPreferences): number {
    if (!this.preferences().enabled) return 0;
    return preferences.enabled ? this.open().wouldDrop(preferences) : this.open().count();
  }

  /** Saves the preferences; off deletes every entry, a tighter bound drops what it no longer allows. */
  async setPreferences(preferences: HistoryPreferences): Promise<HistoryStatus> {
    await this.options.settings.update((s) => ({ ...s, history: preferences }));
    this.open();
    const work = { dir: this.options.userDataDir };
    if (!preferences.enabled) await this.options.work.run('historyClear', work, { label: 'Deleting the history' });
    else
      await this.options.work.run(
        'historyEnforce',
        { ...work, bounds: preferences },
        { label: 'Trimming the history' },
      );
    this.notice = null;
    this.changed();
    return this.status();
  }

  onChange(listener: (status: HistoryStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.parts.flush();
    this.store?.close();
    this.store = null;
  }

  private changed(): void {
    const status = this.status();
    for (const listener of this.listeners) listener(status);
  }
}
