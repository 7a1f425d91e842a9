// Document translation: upload (multipart, streamed from disk), status, and the one-time result download
// (streamed to a file). The caller keeps the returned document_key: the service does not store it.
import { basename } from 'node:path';
import {
  type DocumentHandle,
  DocumentHandleSchema,
  type DocumentStatus,
  DocumentStatusSchema,
  type DocumentUploadFields,
  DocumentUploadFieldsSchema,
} from '../../shared/api/documents';
import { DocumentAlreadyDownloadedError, isGlossaError } from '../../shared/errors';
import type { PlanName } from '../../shared/rules/plans';
import { checkGlossaryPair } from '../../shared/rules/translate';
import { checkMemoryUse } from '../../shared/rules/translateOptions';
import { idSegment, parseRequest, refuseIfInvalid, refuseUnlessPro } from './checks';
import type { GlossariesApi } from './glossaries';
import { glossaryListIssues } from './glossaryList';
import type { StyleProfilesApi } from './styleProfiles';
import type { TranslationMemoriesApi } from './translationMemories';
import { buildMultipartBody } from './multipartBody';
import type { CallOptions, Transport, UploadOptions } from './transport';

export interface DocumentUpload extends Omit<DocumentUploadFields, 'filename' | 'enable_beta_languages'> {
  /** The file on disk; it is read in chunks, and read again if the upload is retried. */
  path: string;
  /** The name the service sees; defaults to the file's own name. */
  filename?: string;
}

export interface DownloadedDocument {
  path: string;
  bytes: number;
  contentType?: string;
  /** The name the service gave the translated file, when it said one. */
  serverFileName?: string;
}

export class DocumentsApi {
  constructor(
    private readonly transport: Transport,
    private readonly glossaries: GlossariesApi,
    private readonly memories: TranslationMemoriesApi,
    private readonly plan: PlanName,
    private readonly profiles?: StyleProfilesApi,
  ) {}

  /**
   * POST /v2/document: uploads the file for translation; answers with its id and key. The batch's options were
   * checked once where the batch entered main (`DocumentService.add`), each file's type at intake: here only
   * what the glossaries and the memory alone can tell, once read (that each serves the pair, that each exists).
   */
  async upload(upload: DocumentUpload, options: UploadOptions = {}): Promise<DocumentHandle> {
    const { path, filename = basename(path), ...rest } = upload;
    const fields = { ...rest, filename };
    if (fields.glossary_id) {
      const glossary = await this.glossaries.whenReady(fields.glossary_id, options);
      refuseIfInvalid(checkGlossaryPair(glossary.dictionaries, fields.source_lang ?? '', fields.target_lang));
    }
    // Several glossaries and a memory: each read first, so one deleted elsewhere or in another language is named
    // before the file leaves the machine.
    refuseIfInvalid(await glossaryListIssues(this.glossaries, 'translate_document', fields, options));
    if (fields.translation_memory_id) {
      refuseUnlessPro('translation_memories', this.plan);
      const memory = await this.memories.find(fields.translation_memory_id, options);
      refuseIfInvalid(checkMemoryUse(memory, fields.source_lang, fields.target_lang));
    }
    // A client profile deleted elsewhere is named before the file leaves the machine.
    if (fields.style_profile_id && this.profiles) await this.profiles.get(fields.style_profile_id, options);
    const parsed = parseRequest(DocumentUploadFieldsSchema, fields);
    const textFields: Record<string, string> = {};
    // The name travels twice: in the file part's content disposition and as the `filename` field, a plain
    // UTF-8 text part, so a name with non-ASCII letters survives any parser.
    for (const [name, value] of Object.entries(parsed)) {
      if (value !== undefined) textFields[name] = String(value);
    }
    const body = await buildMultipartBody(textFields, {
      field: 'file',
      path,
      filename,
      contentType: 'application/octet-stream',
    });
    return this.transport.upload('/v2/document', body, { schema: DocumentHandleSchema, ...options });
  }

  /** POST /v2/document/{document_id}: queued, translating (with an estimate), done or error (with a reason). */
  async status(handle: DocumentHandle, options: CallOptions = {}): Promise<DocumentStatus> {
    return this.transport.json('POST', `/v2/document/${idSegment('document_id', handle.document_id)}`, {
      body: { document_key: handle.document_key },
      schema: DocumentStatusSchema,
      signal: options.signal,
      secrets: [handle.document_key],
    });
  }

  /**
   * POST /v2/document/{document_id}/result: streams the translated file to `targetPath` (written beside it
   * first, renamed when complete). The service deletes the document once it has been downloaded, so a second
   * download fails with DocumentAlreadyDownloadedError.
   */
  async downloadResult(
    handle: DocumentHandle,
    targetPath: string,
    options: CallOptions = {},
  ): Promise<DownloadedDocument> {
    try {
      return await this.transport.download(
        `/v2/document/${idSegment('document_id', handle.document_id)}/result`,
        { document_key: handle.document_key },
        targetPath,
        {
          ...options,
          secrets: [handle.document_key],
        },
      );
    } catch (error) {
      if (isGlossaError(error, 'notFound')) {
        throw new DocumentAlreadyDownloadedError({
          status: 404,
          ...(error.serverMessage === undefined ? {} : { serverMessage: error.serverMessage }),
          ...(error.serverDetail === undefined ? {} : { serverDetail: error.serverDetail }),
        });
      }
      throw error;
    }
  }
}
