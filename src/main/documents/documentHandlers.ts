// The contract's `documents` area: the queue in main (documentService.ts, which takes each call's request as the
// contract parsed it), files by path or as staged bytes, and the host's dialogs.
import type { AreaHandlers } from '../../shared/contract';
import { DOCUMENT_EXTENSIONS } from '../../shared/rules/documents';
import type { Host } from '../host';
import type { DocumentService } from './documentService';
import { checkOutputFolder, createOutputFolder } from './outputFolderCheck';

export function documentHandlers(documents: DocumentService, host: Host): AreaHandlers<'documents'> {
  return {
    state: async () => documents.state(),
    capabilities: async () => ({ fileDialogs: host.dialogs !== undefined, osNotifications: host.notify !== undefined }),
    add: (request) => documents.add(request),
    count: (request) => documents.count(request),
    unstage: (request) => documents.unstage(request),
    stageBegin: (request) => documents.stageBegin(request),
    stageChunk: (request) => documents.stageChunk(request),
    cancel: (request) => documents.cancel(request),
    retry: (request) => documents.retry(request),
    resume: () => documents.resume(),
    clearFinished: () => documents.clearFinished(),
    openResult: (request) => documents.openResult(request),
    saveRecovered: (request) => documents.saveRecovered(request),
    discardRecovered: (request) => documents.discardRecovered(request),
    dismissNotices: async () => documents.dismissNotices(),
    chooseFiles: async () => ({
      paths:
        (await host.dialogs?.chooseFiles({ title: 'Add documents to translate', extensions: DOCUMENT_EXTENSIONS })) ??
        [],
    }),
    chooseFolder: async ({ purpose }) => ({
      path:
        (await host.dialogs?.chooseFolder({
          title: purpose === 'source' ? 'Add a folder of documents' : 'Save translations in',
        })) ?? null,
    }),
    glossaryChoices: (request) => documents.glossaryChoices(request),
    checkOutputFolder: ({ path }) => checkOutputFolder(path),
    createOutputFolder: ({ path }) => createOutputFolder(path),
  };
}
