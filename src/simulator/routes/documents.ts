// Document translation (/v2/document): multipart upload with every form rule, the status state machine
// (queued -> translating -> done | error) driven by the configured timings, and the one-time download.
// The file is really translated by the engine; types it cannot rewrite end in `error` with its reason.
// Uploads stream to a file in the upload folder (memory stays flat up to the upload cap); the engine works in
// memory, so a file over the translatable size is received in full and then ends in an honest `error`.
// The engine never runs on this thread: each document is a task for the document workers (../documentWork).
import { rm } from 'node:fs/promises';
import { formatSize } from '../http/exchange';
import { json, type Exchange } from '../http/exchange';
import { ServiceError, badRequest, notFound } from '../http/serviceError';
import { parseWith, rejectIssues } from '../http/validation';
import { DocumentKeyRequestSchema } from '../../shared/api/documents';
import type { Formality } from '../../shared/api/translate';
import {
  billedCharacters,
  checkDocumentUpload,
  fileExtension,
  type DocumentUploadDraft,
} from '../../shared/rules/documents';
import { resolveFormality } from '../../shared/rules/translate';
import { baseLanguage, normalizeLanguageCode } from '../../shared/rules/languages';
import type { SimulatorModule } from '../context';
import { DocumentWorkers } from '../documentWork/documentWorkers';
import type { DocumentJob } from '../state/documentJobs';
import { entriesForPair, glossaryForUse } from './glossaryUse';
import { memoryForUse } from './memoryUse';
import { readTagList } from '../../shared/rules/translateOptions';
import { appliedStyle } from './styleUse';
import { profileForUse } from './profileUse';
import { styleMark } from '../engine/styleMark';

const TEXT_PARTS = [
  'target_lang',
  'source_lang',
  'filename',
  'formality',
  'glossary_id',
  'glossary_ids',
  'translation_memory_id',
  'translation_memory_threshold',
  'output_format',
  'style_id',
  'style_profile_id',
] as const;

/** The honest reason a file over the translatable size ends in `error`. */
function tooLargeToTranslateMessage(fileBytes: number, maxTranslatableBytes: number): string {
  return (
    `The simulator translates documents of up to ${formatSize(maxTranslatableBytes)}, and this one has ${formatSize(fileBytes)}. ` +
    'The real service accepts larger documents; try a smaller one here.'
  );
}

/** What a reset says to a queued document it drops (nobody can read its status any more). */
const RESET_MESSAGE = 'The simulator was reset before this document was translated.';

export const documentRoutes: SimulatorModule = ({
  routes,
  store,
  accounts,
  documents,
  timings,
  documentLimits,
  dialect,
  onReset,
  onClose,
}) => {
  // Started on the first document, so a simulator that never gets one starts no worker.
  let workers: DocumentWorkers | undefined;
  const documentWorkers = () => (workers ??= new DocumentWorkers(documentLimits.work));
  onReset(() => workers?.endAll(RESET_MESSAGE));
  onClose(() => workers?.close());
  /** The job a status or result call names, checked against its document_key. */
  const jobFor = (exchange: Exchange): DocumentJob => {
    const { document_key } = parseWith(DocumentKeyRequestSchema, exchange.fields());
    const documentId = exchange.params.document_id!;
    const job = documents.get(documentId);
    if (!job || job.account !== exchange.caller.plan) {
      if (documents.wasDownloaded(documentId)) {
        throw notFound(
          'This translated document was already downloaded and has been deleted.',
          'Upload the document again to translate it again.',
        );
      }
      throw notFound('There is no document with this document_id.');
    }
    if (document_key !== job.document_key)
      throw badRequest(
        'The document_key does not belong to this document.',
        'Send the document_key returned by the upload.',
      );
    return job;
  };
  /** Usage is charged once, when the translation is first seen done. */
  const charge = (job: DocumentJob, billed: number) => {
    if (job.charged) return;
    job.charged = true;
    accounts.record(job.ownerKey, billed, 'translate', { document: true });
  };

  routes.add(
    {
      method: 'POST',
      path: '/v2/document',
      access: 'key',
      bodies: ['multipart'],
      maxBodyBytes: documentLimits.maxUploadBytes,
      streamsBody: true,
      handle: async (exchange) => {
        const { fields, file } = await exchange.multipartToFile(await documents.preparedUploadDir(), 'file');
        documents.recordUpload(
          Object.fromEntries(TEXT_PARTS.flatMap((name) => (fields[name] ? [[name, fields[name]]] : []))),
        );
        try {
          if (!file)
            throw badRequest(
              'The upload has no file.',
              'Send the document in a form part named "file", with a file name or the type application/octet-stream.',
            );
          const draft: DocumentUploadDraft & Record<(typeof TEXT_PARTS)[number], string | undefined> =
            Object.fromEntries(
              TEXT_PARTS.map((name) => [name, fields[name] === '' ? undefined : fields[name]]),
            ) as never;
          draft.filename = draft.filename ?? file.fileName;
          rejectIssues(checkDocumentUpload(draft));
          const fileName = draft.filename as string;
          // A style profile (public dialect) fills in the components the upload does not name (profileUse.ts).
          const profile =
            dialect === 'public'
              ? profileForUse(
                  store,
                  exchange,
                  draft.style_profile_id,
                  { given: draft.source_lang, detected: () => '' },
                  draft.target_lang ?? '',
                )
              : undefined;
          draft.glossary_id = draft.glossary_id ?? profile?.glossaryIds[0];
          draft.style_id = draft.style_id ?? profile?.styleId;
          draft.translation_memory_id = draft.translation_memory_id ?? profile?.memoryId;
          let glossary: [string, string][] | undefined;
          // One glossary, or several in priority order: an earlier glossary's entry wins over a later one's.
          const glossaryIds = draft.glossary_id ? [draft.glossary_id] : (readTagList(draft.glossary_ids) as string[]);
          for (const glossaryId of glossaryIds) {
            const found = glossaryForUse(store, exchange.caller.plan, glossaryId);
            rejectIssues(
              checkDocumentUpload({ ...draft, glossary_id: glossaryId, glossary_ids: undefined }, found.dictionaries),
            );
            glossary = [...(glossary ?? []), ...entriesForPair(found, draft.source_lang!, draft.target_lang!)];
          }
          const extension = fileExtension(fileName);
          accounts.ensureCanUse(exchange.caller.key, billedCharacters(extension, 1));
          const targetLang = normalizeLanguageCode(draft.target_lang!);
          const sourceLang = draft.source_lang ? baseLanguage(draft.source_lang) : undefined;
          const memory = memoryForUse(store, exchange.caller.plan, draft, draft.source_lang, targetLang);
          const formality =
            resolveFormality('translate_document', draft.formality as Formality | undefined, targetLang) ?? 'default';
          const { maxTranslatableBytes } = documentLimits;
          // A style rule list (public form field `style_id`): every translated segment carries its visible mark.
          const mark = styleMark(appliedStyle(store, exchange.caller.plan, draft.style_id, [], targetLang));

          const task = {
            uploadPath: file.path,
            fileName,
            outputFormat: draft.output_format,
            targetLang,
            sourceLang,
            glossary,
            formality,
            styleMark: mark,
            ...(memory ? { memory: { segments: memory.segments, threshold: memory.threshold } } : {}),
          };
          const job = documents.add(exchange.caller, timings.documents, file.path, async () => {
            if (file.bytes > maxTranslatableBytes)
              throw new Error(tooLargeToTranslateMessage(file.bytes, maxTranslatableBytes));
            const result = await documentWorkers().translate(task);
            return {
              bytes: result.bytes,
              fileName: result.fileName,
              contentType: result.contentType,
              billedCharacters: billedCharacters(extension, result.characters),
            };
          });
          return json(200, { document_id: job.document_id, document_key: job.document_key });
        } catch (error) {
          if (file) await rm(file.path, { force: true });
          throw error;
        }
      },
    },
    {
      method: 'POST',
      path: '/v2/document/:document_id',
      access: 'key',
      bodies: ['json', 'form'],
      handle: (exchange) => {
        const job = jobFor(exchange);
        const view = documents.view(job);
        if (view.status === 'done') {
          charge(job, view.billed_characters);
          return json(200, { document_id: job.document_id, status: 'done', billed_characters: view.billed_characters });
        }
        // The public service names the reason `error_message` (openapi.yaml DocumentTranslationError).
        if (view.status === 'error' && dialect === 'public')
          return json(200, { document_id: job.document_id, status: 'error', error_message: view.message });
        return json(200, { document_id: job.document_id, ...view });
      },
    },
    {
      method: 'POST',
      path: '/v2/document/:document_id/result',
      access: 'key',
      bodies: ['json', 'form'],
      handle: async (exchange) => {
        const job = jobFor(exchange);
        const view = documents.view(job);
        if (view.status === 'error')
          throw badRequest(
            `The document could not be translated: ${view.message}`,
            'There is nothing to download; fix the file and upload it again.',
          );
        if (view.status !== 'done')
          throw new ServiceError(
            503,
            'Document not ready.',
            `The document is ${view.status}; poll its status until it is done.`,
          );
        charge(job, view.billed_characters);
        await documents.remove(job.document_id);
        return {
          status: 200,
          bytes: view.document.bytes,
          contentType: view.document.contentType,
          headers: {
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(view.document.fileName)}`,
          },
        };
      },
    },
  );
};
