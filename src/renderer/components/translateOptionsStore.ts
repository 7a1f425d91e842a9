// What a translator sets beyond languages, formality and style, per surface (`translate`; Documents and quick
// translate later read the same choices): context, markup, model, sentence splitting, kept formatting, billed
// characters, further glossaries in priority order and a translation memory with its threshold. The account's
// memories are listed here once for every surface. A memory or glossary found deleted is cleared with a message.
import { create } from 'zustand';
import type { ErrorData } from '../../shared/errors';
import type { UiMessage } from '../../shared/i18n/catalogue';
import type { MemorySummary, TranslateOptions } from '../../shared/calls/translate';
import { MEMORY_THRESHOLD } from '../../shared/rules/translateOptions';
import { errorDataOf, glossa, unwrap } from '../lib/ipc';
import { onAccountChange } from '../lib/storeEvents';

interface TranslateOptionsStore {
  options: TranslateOptions;
  /** Glossaries after the first one, in priority order. */
  moreGlossaryIds: string[];
  memories: MemorySummary[] | null;
  memoriesError: ErrorData | null;
  /** Why a choice was cleared (a memory or glossary deleted elsewhere); shown until the next change. */
  cleared: UiMessage | null;
  set(change: Partial<TranslateOptions>): void;
  setMoreGlossaries(ids: string[]): void;
  loadMemories(): Promise<void>;
  /** Clears what a not-found answer names (`translation_memory_id`, `glossary_ids.N`) and says so. */
  clearGone(error: ErrorData, glossaryIds: readonly string[]): { said: UiMessage; glossaryId?: string } | null;
  reset(): void;
}

export const useTranslateOptions = create<TranslateOptionsStore>((set, get) => ({
  options: {},
  moreGlossaryIds: [],
  memories: null,
  memoriesError: null,
  cleared: null,
  set(change) {
    const options = { ...get().options, ...change };
    for (const key of Object.keys(options) as (keyof TranslateOptions)[])
      if (options[key] === undefined || options[key] === '') delete options[key];
    if (options.memoryId && options.memoryThreshold === undefined) options.memoryThreshold = MEMORY_THRESHOLD.default;
    if (!options.memoryId) delete options.memoryThreshold;
    set({ options, cleared: null });
  },
  setMoreGlossaries(moreGlossaryIds) {
    set({ moreGlossaryIds, cleared: null });
  },
  async loadMemories() {
    try {
      const { memories } = await unwrap(glossa.translate.memories({}));
      set({ memories, memoriesError: null });
    } catch (error) {
      set({ memories: [], memoriesError: errorDataOf(error) });
    }
  },
  clearGone(error, glossaryIds) {
    if (error.kind !== 'notFound') return null;
    const fields = (error.fields ?? []).map((issue) => issue.field);
    if (fields.includes('translation_memory_id')) {
      const name = get().memories?.find((m) => m.memoryId === get().options.memoryId)?.name;
      const { memoryId: _gone, memoryThreshold: _threshold, ...rest } = get().options;
      const cleared: UiMessage =
        name === undefined
          ? { id: 'translate.options.memoryCleared' }
          : { id: 'translate.options.memoryClearedNamed', values: { name } };
      set({ options: rest, cleared, memories: get().memories?.filter((m) => m.memoryId !== _gone) ?? null });
      return { said: cleared };
    }
    const index = fields.map((field) => /^glossary_ids\.(\d+)$/.exec(field)?.[1]).find((found) => found !== undefined);
    if (index === undefined) return null;
    const goneId = glossaryIds[Number(index)];
    const cleared: UiMessage = { id: 'translate.options.glossaryCleared' };
    set({ moreGlossaryIds: get().moreGlossaryIds.filter((id) => id !== goneId), cleared });
    return { said: cleared, ...(goneId ? { glossaryId: goneId } : {}) };
  },
  reset() {
    set({ memories: null, memoriesError: null, moreGlossaryIds: [], options: {}, cleared: null });
  },
}));

// Another account has other memories and glossaries.
onAccountChange(() => useTranslateOptions.getState().reset());
