// The contract's `documents` area: the queue in main, files by path or as staged bytes, the host's dialogs.
import type { AreaHandlers } from '../../shared/contract';
import { DOCUMENT_EXTENSIONS } from '../../shared/rules/documents';
import type { Host } from '../host';
import type { DocumentService } from './documentService';

export function documentHandlers(documents: DocumentService, host: Host): AreaHandlers<'documents'> {
  return {
    state: async () => documents.state(),
    capabilities: async () => ({ fileDialogs: host.dialogs !== undefined, osNotifications: host.notify !== undefined }),
    add: ({ files, options: batch }) => documents.add(files, batch),
    stageBegin: async ({ name, size }) => ({ stagingId: await documents.stageBegin(name, size) }),
    stageChunk: async ({ stagingId, offset, base64 }) => ({ received: await documents.stageChunk(stagingId, offset, base64) }),
    cancel: async ({ jobId }) => (await documents.cancel(jobId), { ok: true }),
    retry: async ({ jobId }) => (await documents.retry(jobId), { ok: true }),
    resume: async () => (await documents.resume(), { ok: true }),
    clearFinished: async () => (await documents.clearFinished(), { ok: true }),
    openResult: async ({ jobId, how }) => (await documents.openResult(jobId, how), { ok: true }),
    chooseFiles: async () => ({ paths: (await host.dialogs?.chooseFiles({ title: 'Add documents to translate', extensions: DOCUMENT_EXTENSIONS })) ?? [] }),
    chooseFolder: async ({ purpose }) => ({
      path: (await host.dialogs?.chooseFolder({ title: purpose === 'source' ? 'Add a folder of documents' : 'Save translations in' })) ?? null,
    }),
    glossaryChoices: async ({ sourceLang, targetLang }) => ({ glossaries: await documents.glossaryChoices(sourceLang, targetLang) }),
  };
}
