// Wire shapes of translation memories (GET /v3/translation_memories): the account's memories, paged. Using one
// is `translation_memory_id` and `translation_memory_threshold` on a translation (translate.ts, documents.ts).
import { z } from 'zod';

/** GET /v3/translation_memories query: `page` is the first-page index (0-based), `page_size` 1 to 25. */
export const TranslationMemoriesQuerySchema = z.object({
  page: z.number().int().nonnegative().optional(),
  page_size: z.number().int().min(1).max(25).optional(),
});
export type TranslationMemoriesQuery = z.infer<typeof TranslationMemoriesQuerySchema>;

const TranslationMemorySchema = z.looseObject({
  translation_memory_id: z.string(),
  name: z.string(),
  source_language: z.string(),
  target_languages: z.array(z.string()),
  segment_count: z.number().int().nonnegative(),
});
export type TranslationMemory = z.infer<typeof TranslationMemorySchema>;

export const TranslationMemoriesResponseSchema = z.looseObject({
  translation_memories: z.array(TranslationMemorySchema),
  total_count: z.number().int().nonnegative().optional(),
});
