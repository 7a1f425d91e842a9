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

// Managing memories (the service's beta, published after openapi.yaml 3.11.0). Shapes from deepl-node 1.28
// (deeplClient.ts and parsing.ts: the memory management calls) and the page
// developers.deepl.com/api-reference/translation-memory/import-a-translation-memory.

/** GET /v3/translation_memories/{id}. */
export const TranslationMemoryInfoSchema = TranslationMemorySchema.extend({
  creation_time: z.string().optional(),
  updated_time: z.string().optional(),
});

const TargetSegmentSchema = z.looseObject({
  target_segment_id: z.string(),
  target_language: z.string(),
  target_text: z.string(),
});

/** GET /v3/translation_memories/{id}/segments: one page, and the cursor of the next. */
export const TranslationMemorySegmentsSchema = z.looseObject({
  segments: z
    .array(
      z.looseObject({
        source_segment_id: z.string(),
        source_text: z.string(),
        targets: z.array(TargetSegmentSchema).default([]),
      }),
    )
    .default([]),
  segment_count: z.number().int().nonnegative().default(0),
  next_page_cursor: z.string().optional(),
});
export type TranslationMemorySegments = z.infer<typeof TranslationMemorySegmentsSchema>;

/** GET …/segments query (page_size 1–100, filter_text at least 2 characters). */
export interface TranslationMemorySegmentsQuery {
  page_size?: number;
  page_cursor?: string;
  filter_text?: string;
  filter_case_sensitive?: boolean;
}

/** POST /v3/translation_memories/import: the file is declared, not sent. */
export const CreateMemoryImportRequestSchema = z.object({
  source_file: z.object({
    file_name: z.string(),
    content_length: z.number().int(),
    content_type: z.literal('application/xml').optional(),
  }),
  parameters: z.object({ display_name: z.string().optional() }).optional(),
});
export type CreateMemoryImportRequest = z.infer<typeof CreateMemoryImportRequestSchema>;

export const MemoryImportSchema = z.looseObject({
  job_id: z.string(),
  upload_url: z.string(),
  expires_at: z.string().optional(),
});

/** POST /v3/translation_memories/{id}/export (202 a new job, 200 a finished one reused). */
export const MemoryExportSchema = z.looseObject({
  job_id: z.string(),
  parameters: z.looseObject({ translation_memory_id: z.string().optional() }).optional(),
});

/** GET /v3/translation_memories/jobs/{job_id}: the one result of an import or export. */
export const MemoryJobSchema = z.looseObject({
  job_id: z.string(),
  operation: z.string(),
  results: z.array(
    z.looseObject({
      status: z.string(),
      status_metadata: z.looseObject({ required_action: z.string().optional() }).optional(),
      download_url: z.string().optional(),
      expires_at: z.string().optional(),
      error: z.looseObject({ message: z.string().optional() }).optional(),
      translation_memory_id: z.string().optional(),
      skipped_segment_count: z.number().int().optional(),
    }),
  ),
  parameters: z
    .looseObject({ translation_memory_id: z.string().optional(), display_name: z.string().optional() })
    .optional(),
});
export type MemoryJob = z.infer<typeof MemoryJobSchema>;
