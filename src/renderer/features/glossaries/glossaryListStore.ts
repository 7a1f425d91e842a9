// The glossary list of the active connection, and the actions on whole glossaries and their language pairs.
import { create } from 'zustand';
import type { ErrorData } from '../../../shared/errors';
import type { UiMessage } from '../../../shared/i18n/catalogue';
import type { DictionaryPair, GlossarySummary } from '../../../shared/calls/glossaries';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { onAccountChange } from '../../lib/storeEvents';

/** A line over the list: what an action did, or what went wrong (worded in the window). */
export type Notice = { kind: 'ok'; text: UiMessage } | { kind: 'error'; error: ErrorData };

interface GlossaryListState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  glossaries: GlossarySummary[];
  error: ErrorData | null;
  query: string;
  /** The action running now, for disabling buttons. */
  busy: string | null;
  notice: Notice | null;
  load(): Promise<void>;
  setQuery(query: string): void;
  dismissNotice(): void;
  /** A new glossary with these dictionaries (each with its entries as checked TSV, or empty). */
  create(name: string, dictionaries: (DictionaryPair & { entriesTsv: string })[]): Promise<GlossarySummary | null>;
  rename(glossaryId: string, name: string): Promise<void>;
  duplicate(glossaryId: string, name: string): Promise<void>;
  remove(glossaryId: string): Promise<void>;
  addPair(glossaryId: string, pair: DictionaryPair): Promise<void>;
  removePair(glossaryId: string, pair: DictionaryPair): Promise<void>;
  reversePair(glossaryId: string, pair: DictionaryPair): Promise<void>;
  /** Puts a changed glossary into the list, and follows its `ready` flag until it is true. */
  upsert(glossary: GlossarySummary): void;
}

const errorNotice = (error: unknown): Notice => {
  return { kind: 'error', error: errorDataOf(error) };
};

export const useGlossaryList = create<GlossaryListState>((set, get) => {
  const watching = new Set<string>();
  const watchReady = (glossaryId: string) => {
    if (watching.has(glossaryId)) return;
    watching.add(glossaryId);
    unwrap(glossa.glossaries.waitUntilReady({ glossaryId }))
      .then((glossary) => get().upsert(glossary))
      .catch(() => undefined)
      .finally(() => watching.delete(glossaryId));
  };

  /** Runs one action with its busy flag and notice. */
  const act = async <T>(name: string, run: () => Promise<T>, success?: (value: T) => UiMessage): Promise<T | null> => {
    set({ busy: name, notice: null });
    try {
      const value = await run();
      set({ busy: null, notice: success ? { kind: 'ok', text: success(value) } : null });
      return value;
    } catch (error) {
      set({ busy: null, notice: errorNotice(error) });
      return null;
    }
  };

  return {
    status: 'idle',
    glossaries: [],
    error: null,
    query: '',
    busy: null,
    notice: null,
    async load() {
      set({ status: get().status === 'ready' ? 'ready' : 'loading', error: null });
      try {
        const { glossaries } = await unwrap(glossa.glossaries.list());
        set({ status: 'ready', glossaries });
      } catch (error) {
        set({ status: 'failed', error: errorDataOf(error) });
      }
    },
    setQuery: (query) => set({ query }),
    dismissNotice: () => set({ notice: null }),
    upsert(glossary) {
      set((s) => {
        const exists = s.glossaries.some((g) => g.glossaryId === glossary.glossaryId);
        return {
          glossaries: exists
            ? s.glossaries.map((g) => (g.glossaryId === glossary.glossaryId ? glossary : g))
            : [glossary, ...s.glossaries],
        };
      });
      if (glossary.ready === false) watchReady(glossary.glossaryId);
    },
    async create(name, dictionaries) {
      const created = await act(
        'create',
        () => unwrap(glossa.glossaries.create({ name, dictionaries })),
        (g) => ({
          id: 'glossaries.notice.created',
          values: { name: g.name, entries: g.dictionaries.reduce((sum, d) => sum + d.entryCount, 0) },
        }),
      );
      if (created) get().upsert(created);
      return created;
    },
    async rename(glossaryId, name) {
      const renamed = await act(
        'rename',
        () => unwrap(glossa.glossaries.rename({ glossaryId, name })),
        (g) => ({ id: 'glossaries.notice.renamed', values: { name: g.name } }),
      );
      if (renamed) get().upsert(renamed);
    },
    async duplicate(glossaryId, name) {
      const copy = await act(
        'duplicate',
        () => unwrap(glossa.glossaries.duplicate({ glossaryId, name })),
        (g) => ({ id: 'glossaries.notice.duplicated', values: { name: g.name } }),
      );
      if (copy) get().upsert(copy);
    },
    async remove(glossaryId) {
      const name = get().glossaries.find((g) => g.glossaryId === glossaryId)?.name ?? glossaryId;
      const done = await act(
        'delete',
        () => unwrap(glossa.glossaries.delete({ glossaryId })),
        () => ({ id: 'glossaries.notice.deleted', values: { name } }),
      );
      if (done) set((s) => ({ glossaries: s.glossaries.filter((g) => g.glossaryId !== glossaryId) }));
    },
    async addPair(glossaryId, pair) {
      const changed = await act(
        'addPair',
        () => unwrap(glossa.glossaries.putDictionary({ glossaryId, ...pair, entriesTsv: '' })),
        () => ({ id: 'glossaries.notice.pairAdded', values: { ...pair } }),
      );
      if (changed) get().upsert(changed);
    },
    async removePair(glossaryId, pair) {
      const changed = await act(
        'removePair',
        () => unwrap(glossa.glossaries.removeDictionary({ glossaryId, ...pair })),
        () => ({ id: 'glossaries.notice.pairRemoved', values: { ...pair } }),
      );
      if (changed) get().upsert(changed);
    },
    async reversePair(glossaryId, pair) {
      const result = await act(
        'reverse',
        () => unwrap(glossa.glossaries.reverseDictionary({ glossaryId, ...pair })),
        (r) => ({
          id: 'glossaries.notice.reversed',
          values: { sourceLang: pair.sourceLang, targetLang: pair.targetLang, skipped: r.skippedDuplicates },
        }),
      );
      if (result) get().upsert(result.glossary);
    },
  };
});

/** Glossaries whose name or language codes contain the query. */
export function filterGlossaries(glossaries: GlossarySummary[], query: string): GlossarySummary[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return glossaries;
  return glossaries.filter(
    (g) =>
      g.name.toLocaleLowerCase().includes(needle) ||
      g.dictionaries.some((d) => `${d.sourceLang} ${d.targetLang} ${d.sourceLang}-${d.targetLang}`.includes(needle)),
  );
}

onAccountChange(() => void useGlossaryList.getState().load());
