// Translation memories (GET /v3/translation_memories, Pro): the account's memories, page after page. A
// translation uses one by id (translate.ts, documents.ts); the list is how the client learns a memory's
// languages before sending, and that one chosen earlier has been deleted since.
import type { Dispatcher } from 'undici';
import { z } from 'zod';
import {
  type CreateMemoryImportRequest,
  CreateMemoryImportRequestSchema,
  MemoryExportSchema,
  MemoryImportSchema,
  type MemoryJob,
  MemoryJobSchema,
  type TranslationMemoriesQuery,
  TranslationMemoriesQuerySchema,
  TranslationMemoriesResponseSchema,
  type TranslationMemory,
  TranslationMemoryInfoSchema,
  type TranslationMemorySegments,
  type TranslationMemorySegmentsQuery,
  TranslationMemorySegmentsSchema,
} from '../../shared/api/translationMemories';
import { NotFoundError, fieldIssue } from '../../shared/errors';
import type { PlanName } from '../../shared/rules/plans';
import { idSegment, parseRequest, refuseUnlessPro } from './checks';
import { type DownloadedFile, streamToFile } from './fileDownload';
import { putFileSigned, type SignedAddress, signedRequest } from './signedTransfer';
import type { CallOptions, Transport, UploadOptions } from './transport';

/** The largest page the service gives. */
const PAGE_SIZE_MAX = 25;
/** A bound on the pages read, so a service that always answers a full page cannot keep the client forever. */
const PAGES_MAX = 400;

export class TranslationMemoriesApi {
  constructor(
    private readonly transport: Transport,
    private readonly plan: PlanName,
    /** The pool the signed upload and download addresses are reached through (the same proxy as every call). */
    private readonly dispatcher?: Dispatcher,
  ) {}

  /** GET /v3/translation_memories: one page (`page` 0-based, `page_size` 1 to 25). */
  async list(
    query: TranslationMemoriesQuery = {},
    options: CallOptions = {},
  ): Promise<{ memories: TranslationMemory[]; total?: number }> {
    refuseUnlessPro('translation_memories', this.plan);
    const parsed = parseRequest(TranslationMemoriesQuerySchema, query);
    const response = await this.transport.json('GET', '/v3/translation_memories', {
      query: parsed,
      schema: TranslationMemoriesResponseSchema,
      signal: options.signal,
    });
    return {
      memories: response.translation_memories,
      ...(response.total_count !== undefined ? { total: response.total_count } : {}),
    };
  }

  /** Every memory: full pages until one comes back short (or the total is reached). */
  async all(options: CallOptions = {}): Promise<TranslationMemory[]> {
    const memories: TranslationMemory[] = [];
    for (let page = 0; page < PAGES_MAX; page++) {
      const found = await this.list({ page, page_size: PAGE_SIZE_MAX }, options);
      memories.push(...found.memories);
      if (found.memories.length < PAGE_SIZE_MAX) break;
      if (found.total !== undefined && memories.length >= found.total) break;
    }
    return memories;
  }

  /** One memory by id, from the list (the description publishes no single read); NotFoundError when gone. */
  async find(memoryId: string, options: CallOptions = {}): Promise<TranslationMemory> {
    const memory = (await this.all(options)).find((found) => found.translation_memory_id === memoryId);
    if (!memory) {
      throw new NotFoundError({
        says: { id: 'memories.error.chosenGone' },
        saysNextStep: { id: 'memories.error.chosenGone.nextStep' },
        fields: [fieldIssue('translation_memory_id', { id: 'memories.error.chosenGone.field' })],
      });
    }
    return memory;
  }

  // Managing memories: the service's beta, published after openapi.yaml 3.11.0 (shapes: shared/api).

  /** GET /v3/translation_memories/{id}. */
  async get(memoryId: string, options: CallOptions = {}) {
    refuseUnlessPro('translation_memories', this.plan);
    return this.transport.json('GET', `/v3/translation_memories/${idSegment('translation_memory_id', memoryId)}`, {
      schema: TranslationMemoryInfoSchema,
      signal: options.signal,
    });
  }

  /** GET /v3/translation_memories/{id}/segments: one page (`next_page_cursor` names the next). */
  async segments(
    memoryId: string,
    query: TranslationMemorySegmentsQuery = {},
    options: CallOptions = {},
  ): Promise<TranslationMemorySegments> {
    refuseUnlessPro('translation_memories', this.plan);
    return this.transport.json(
      'GET',
      `/v3/translation_memories/${idSegment('translation_memory_id', memoryId)}/segments`,
      {
        query: {
          page_size: query.page_size,
          page_cursor: query.page_cursor,
          filter_text: query.filter_text,
          filter_case_sensitive: query.filter_case_sensitive,
        },
        schema: TranslationMemorySegmentsSchema,
        signal: options.signal,
      },
    );
  }

  /** DELETE /v3/translation_memories/{id}. */
  async delete(memoryId: string, options: CallOptions = {}): Promise<void> {
    refuseUnlessPro('translation_memories', this.plan);
    await this.transport.json('DELETE', `/v3/translation_memories/${idSegment('translation_memory_id', memoryId)}`, {
      schema: z.unknown(),
      signal: options.signal,
    });
  }

  /** POST /v3/translation_memories/import: declares the TMX file; answers the job and its signed upload address. */
  async createImport(body: CreateMemoryImportRequest, options: CallOptions = {}) {
    refuseUnlessPro('translation_memories', this.plan);
    // One attempt: an import whose answer was lost is not declared twice behind the user's back.
    return this.transport.json('POST', '/v3/translation_memories/import', {
      body: parseRequest(CreateMemoryImportRequestSchema, body),
      schema: MemoryImportSchema,
      signal: options.signal,
      attempts: 1,
    });
  }

  /** PUTs the TMX file to the import's signed address (no API key goes there), streamed from disk, with progress. */
  async upload(uploadUrl: string, path: string, options: UploadOptions = {}): Promise<void> {
    await putFileSigned(this.address('PUT translation memory file', uploadUrl), path, 'application/xml', options);
  }

  /** GET /v3/translation_memories/jobs/{job_id}: an import's or export's one result. */
  async job(jobId: string, options: CallOptions = {}): Promise<MemoryJob> {
    return this.transport.json('GET', `/v3/translation_memories/jobs/${idSegment('job_id', jobId)}`, {
      schema: MemoryJobSchema,
      signal: options.signal,
    });
  }

  /** POST /v3/translation_memories/{id}/export: the export job (the service may reuse a finished one). */
  async createExport(memoryId: string, options: CallOptions = {}) {
    refuseUnlessPro('translation_memories', this.plan);
    return this.transport.json(
      'POST',
      `/v3/translation_memories/${idSegment('translation_memory_id', memoryId)}/export`,
      { schema: MemoryExportSchema, signal: options.signal },
    );
  }

  /** GETs a finished export's TMX from its signed address into `targetPath` (a temp file beside it, renamed whole). */
  async download(downloadUrl: string, targetPath: string, options: CallOptions = {}): Promise<DownloadedFile> {
    return streamToFile(targetPath, async (read) => {
      const response = await signedRequest(
        this.address('GET translation memory export', downloadUrl),
        { method: 'GET' },
        options.signal,
      );
      return read(response, () => undefined);
    });
  }

  /** A signed address: its signature is in the query, which no message repeats. */
  private address(operation: string, url: string): SignedAddress {
    return { operation, url, dispatcher: this.dispatcher, secrets: [new URL(url).search] };
  }
}
