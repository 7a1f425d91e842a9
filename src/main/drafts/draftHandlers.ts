// The contract's `drafts` area: the window's unsent work, kept by the DraftStore beside it.
import type { AreaHandlers } from '../../shared/contract';
import type { DraftStore } from './draftStore';

export function draftHandlers(store: DraftStore): AreaHandlers<'drafts'> {
  return {
    list: () => store.list(),
    save: async (draft) => (await store.save(draft), { saved: true }),
    discard: async ({ kind }) => (await store.discard(kind), { discarded: true }),
  };
}
