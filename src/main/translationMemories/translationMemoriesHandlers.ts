// The contract's `translationMemories` area: managing the active connection's translation memories (the
// service's beta). Progress of an import is published as `onImportProgress`.
import type { AreaHandlers } from '../../shared/contract';
import type { TranslationMemoryService } from './translationMemoryService';

export function translationMemoriesHandlers(memories: TranslationMemoryService): AreaHandlers<'translationMemories'> {
  return {
    stageBegin: async ({ name, size }) => ({ stagingId: await memories.stageBegin(name, size) }),
    stageChunk: async ({ stagingId, offset, base64 }) => ({
      received: await memories.stageChunk(stagingId, offset, Buffer.from(base64, 'base64')),
    }),
    importTmx: (request, ctx) => memories.importTmx(request, ctx.signal),
    segments: (request, ctx) => memories.segments(request, ctx.signal),
    exportTmx: ({ memoryId }, ctx) => memories.exportTmx(memoryId, ctx.signal),
    exportRead: ({ exportId, offset }) => memories.exportRead(exportId, offset),
    delete: ({ memoryId }, ctx) => memories.delete(memoryId, ctx.signal),
  };
}
