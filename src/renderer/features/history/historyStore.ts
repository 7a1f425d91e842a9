// The History section's state: the search, the page of entries, the chosen ones, and the actions on them.
import type { UiMessage } from '../../../shared/i18n/catalogue';
import { create } from 'zustand';
import type { GlossaryDraft, HistoryEntry, HistoryStatus } from '../../../shared/calls/history';
import type { ErrorData } from '../../../shared/errors';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { download } from '../../lib/download';

const PAGE = 100;

interface HistoryStore {
  status: HistoryStatus | null;
  query: string;
  pinnedOnly: boolean;
  entries: HistoryEntry[];
  more: boolean;
  loading: boolean;
  chosen: Set<number>;
  error: ErrorData | null;
  /** What the last action did (entries deleted or exported), said in the window's language. */
  message: UiMessage | null;
  draft: GlossaryDraft | null;
  load(): Promise<void>;
  search(query: string, pinnedOnly?: boolean): Promise<void>;
  loadMore(): Promise<void>;
  toggle(id: number): void;
  chooseAll(on: boolean): void;
  pin(entry: HistoryEntry): Promise<void>;
  remove(ids: number[]): Promise<void>;
  exportChosen(format: 'csv' | 'tsv'): Promise<void>;
  makeDraft(): Promise<void>;
  closeDraft(): void;
}

export const useHistory = create<HistoryStore>((set, get) => {
  let searchSequence = 0;
  const act = async (run: () => Promise<void>) => {
    try {
      set({ error: null, message: null });
      await run();
    } catch (error) {
      set({ error: errorDataOf(error) });
    }
  };
  return {
    status: null,
    query: '',
    pinnedOnly: false,
    entries: [],
    more: false,
    loading: false,
    chosen: new Set(),
    error: null,
    message: null,
    draft: null,
    async load() {
      await act(async () => {
        set({ status: await unwrap(glossa.history.status()) });
        await get().search(get().query, get().pinnedOnly);
      });
    },
    async search(query, pinnedOnly = get().pinnedOnly) {
      const sequence = ++searchSequence;
      set({ query, pinnedOnly, loading: true });
      try {
        const page = await unwrap(glossa.history.search({ query, pinnedOnly, limit: PAGE }));
        if (sequence !== searchSequence) return;
        set({ entries: page.entries, more: page.more, loading: false, chosen: new Set() });
      } catch (error) {
        if (sequence === searchSequence) set({ loading: false, error: errorDataOf(error) });
      }
    },
    async loadMore() {
      const { entries, query, pinnedOnly } = get();
      const last = entries.at(-1);
      if (!last) return;
      await act(async () => {
        const page = await unwrap(glossa.history.search({ query, pinnedOnly, limit: PAGE, beforeId: last.id }));
        set({ entries: [...get().entries, ...page.entries], more: page.more });
      });
    },
    toggle(id) {
      const chosen = new Set(get().chosen);
      if (!chosen.delete(id)) chosen.add(id);
      set({ chosen });
    },
    chooseAll: (on) => set({ chosen: on ? new Set(get().entries.map((e) => e.id)) : new Set() }),
    async pin(entry) {
      await act(async () => {
        const updated = await unwrap(glossa.history.pin({ id: entry.id, pinned: !entry.pinned }));
        const entries = get().entries.map((e) => (e.id === updated.id ? updated : e));
        set({ entries: get().pinnedOnly && !updated.pinned ? entries.filter((e) => e.id !== updated.id) : entries });
      });
    },
    async remove(ids) {
      await act(async () => {
        const { removed } = await unwrap(glossa.history.remove({ ids }));
        const gone = new Set(ids);
        set({
          entries: get().entries.filter((e) => !gone.has(e.id)),
          chosen: new Set(),
          message: { id: 'history.deleted', values: { count: removed } },
        });
      });
    },
    async exportChosen(format) {
      await act(async () => {
        const file = await unwrap(glossa.history.exportFile({ ids: [...get().chosen], format }));
        download(file.fileName, file.mimeType, file.content);
        set({ message: { id: 'history.exported', values: { count: file.count, file: file.fileName } } });
      });
    },
    async makeDraft() {
      await act(async () => set({ draft: await unwrap(glossa.history.glossaryDraft({ ids: [...get().chosen] })) }));
    },
    closeDraft: () => set({ draft: null }),
  };
});

glossa.history.onChanged((status) => useHistory.setState({ status }));
