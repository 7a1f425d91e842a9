// Translation memories (GET /v3/translation_memories, Pro): the account's memories, page after page. A
// translation uses one by id (translate.ts, documents.ts); the list is how the client learns a memory's
// languages before sending, and that one chosen earlier has been deleted since.
import {
  type TranslationMemoriesQuery,
  TranslationMemoriesQuerySchema,
  TranslationMemoriesResponseSchema,
  type TranslationMemory,
} from '../../shared/api/translationMemories';
import { NotFoundError } from '../../shared/errors';
import type { PlanName } from '../../shared/rules/plans';
import { parseRequest, refuseUnlessPro } from './checks';
import type { CallOptions, Transport } from './transport';

/** The largest page the service gives. */
const PAGE_SIZE_MAX = 25;
/** A bound on the pages read, so a service that always answers a full page cannot keep the client forever. */
const PAGES_MAX = 400;

export class TranslationMemoriesApi {
  constructor(
    private readonly transport: Transport,
    private readonly plan: PlanName,
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
        message: 'The translation memory you chose no longer exists: it was deleted, or belongs to another account.',
        nextStep: 'Choose another memory, or translate without one.',
        fields: [{ field: 'translation_memory_id', message: 'This translation memory no longer exists.' }],
      });
    }
    return memory;
  }
}
