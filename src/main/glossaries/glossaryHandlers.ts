// The contract's `glossaries` area: the list, each dictionary's entries, import and export. The service takes
// each call's request as the contract parsed it.
import type { AreaHandlers } from '../../shared/contract';
import type { GlossaryService } from './glossaryService';
import type { OlderGlossaries } from './olderGlossaries';

export function glossaryHandlers(glossaries: GlossaryService, older: OlderGlossaries): AreaHandlers<'glossaries'> {
  return {
    list: async () => ({ glossaries: await glossaries.list() }),
    get: (request) => glossaries.get(request),
    create: (request) => glossaries.create(request),
    rename: (request) => glossaries.rename(request),
    duplicate: (request) => glossaries.duplicate(request),
    delete: (request) => glossaries.delete(request),
    waitUntilReady: (request, ctx) => glossaries.waitUntilReady(request, ctx.signal),
    putDictionary: (request) => glossaries.putDictionary(request),
    removeDictionary: (request) => glossaries.removeDictionary(request),
    reverseDictionary: (request) => glossaries.reverseDictionary(request),
    openEntries: (request) => glossaries.openEntries(request),
    moreEntries: (request) => glossaries.moreEntries(request),
    closeEntries: (request) => glossaries.closeEntries(request),
    terms: (request) => glossaries.terms(request),
    save: (request) => glossaries.save(request),
    stageFileBegin: (request) => glossaries.stageFileBegin(request),
    stageFileChunk: (request) => glossaries.stageFileChunk(request),
    importFile: (request) => glossaries.importFile(request),
    exportFile: (request) => glossaries.exportFile(request),
    listOlder: () => older.list(),
    olderEntries: (request) => older.entries(request),
    deleteOlder: (request) => older.delete(request),
    convertOlder: (request) => older.convert(request),
  };
}
