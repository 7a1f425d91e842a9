// The contract's `glossaries` area: the list, each dictionary's entries, import and export.
import type { AreaHandlers } from '../../shared/contract';
import type { GlossaryService } from './glossaryService';

export function glossaryHandlers(glossaries: GlossaryService): AreaHandlers<'glossaries'> {
  return {
    list: async () => ({ glossaries: await glossaries.list() }),
    get: ({ glossaryId }) => glossaries.get(glossaryId),
    create: (request) => glossaries.create(request),
    rename: ({ glossaryId, name }) => glossaries.rename(glossaryId, name),
    duplicate: ({ glossaryId, name }) => glossaries.duplicate(glossaryId, name),
    delete: async ({ glossaryId }) => {
      await glossaries.delete(glossaryId);
      return { deleted: true };
    },
    waitUntilReady: ({ glossaryId }, ctx) => glossaries.waitUntilReady(glossaryId, ctx.signal),
    putDictionary: ({ entriesTsv, ...ref }) => glossaries.putDictionary(ref, entriesTsv),
    removeDictionary: (ref) => glossaries.removeDictionary(ref),
    reverseDictionary: (ref) => glossaries.reverseDictionary(ref),
    entries: (ref) => glossaries.entries(ref),
    save: ({ entriesTsv, ...ref }) => glossaries.save(ref, entriesTsv),
    importFile: ({ base64, ...options }) => glossaries.importFile(new Uint8Array(Buffer.from(base64, 'base64')), options),
    exportFile: (request) => glossaries.exportFile(request),
  };
}
