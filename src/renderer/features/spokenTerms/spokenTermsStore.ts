// The meeting's spoken-term lists as the set-up shows them: the active account's collections (read afresh from
// the service through main), and one list being edited.
import { create } from 'zustand';
import type { SpokenTermList } from '../../../shared/calls/spokenTerms';
import type { ErrorData } from '../../../shared/errors';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';

interface SpokenTermsStore {
  lists: SpokenTermList[] | null;
  /** Names of remembered lists the service no longer has (deleted elsewhere). */
  gone: string[];
  error: ErrorData | null;
  busy: boolean;
  load(): Promise<void>;
  /** One language's terms of a list ('' when it has none for that language). */
  read(id: string, lang: string): Promise<string>;
  /** Saves one language's terms (a new list without an id); answers the saved list's id, or null on failure. */
  save(request: { id: string | null; name: string; lang: string; entries: string }): Promise<string | null>;
  remove(id: string): Promise<boolean>;
}

export const useSpokenTerms = create<SpokenTermsStore>((set) => ({
  lists: null,
  gone: [],
  error: null,
  busy: false,
  async load() {
    try {
      const { lists, gone } = await unwrap(glossa.spokenTerms.list());
      set({ lists, gone, error: null });
    } catch (error) {
      set({ error: errorDataOf(error) });
    }
  },
  async read(id, lang) {
    try {
      return (await unwrap(glossa.spokenTerms.read({ id, lang }))).entries;
    } catch (error) {
      set({ error: errorDataOf(error) });
      return '';
    }
  },
  async save(request) {
    set({ busy: true });
    try {
      const saved = await unwrap(glossa.spokenTerms.save(request));
      set((s) => ({
        busy: false,
        error: null,
        lists: [...(s.lists ?? []).filter((l) => l.id !== saved.id), saved],
      }));
      return saved.id;
    } catch (error) {
      set({ busy: false, error: errorDataOf(error) });
      return null;
    }
  },
  async remove(id) {
    try {
      await unwrap(glossa.spokenTerms.delete({ id }));
      set((s) => ({ error: null, lists: (s.lists ?? []).filter((l) => l.id !== id) }));
      return true;
    } catch (error) {
      set({ error: errorDataOf(error) });
      return false;
    }
  },
}));
