// Requests and answers of the `translationMemories` IPC area (declared in contract.ts): managing the account's
// translation memories, the service's beta. The list itself is `translate.memories` (what the pickers show).
// A TMX file reaches main in chunks (staged, like a glossary file) or by path; an export comes back in chunks.
// Rules: src/shared/rules/translationMemories.ts.
import { z } from 'zod';
import { STAGING_CHUNK_BYTES } from '../rules/documents';
import { MEMORY_NAME_MAX, MEMORY_SEGMENTS_PAGE_SIZE } from '../rules/translationMemories';
import { BASE64_PATTERN } from './glossaries';

const StagingId = z
  .string()
  .max(32)
  .regex(/^[a-f0-9]{32}$/);
const MemoryId = z.string().min(1).max(200);
const Base64Chunk = z
  .string()
  .max(Math.ceil(STAGING_CHUNK_BYTES / 3) * 4 + 4)
  .regex(BASE64_PATTERN, 'The file did not arrive as base64.');

export const MemoryRefSchema = z.object({ memoryId: MemoryId });

export const StageTmxBeginSchema = z.object({ name: z.string().min(1).max(1024), size: z.number().int().min(0) });
export const StageTmxChunkSchema = z.object({
  stagingId: StagingId,
  offset: z.number().int().min(0),
  base64: Base64Chunk,
});

export const ImportTmxSchema = z.object({
  /** A file by path (the desktop app), or staged (the browser shell, a drop without a path). */
  file: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('path'), path: z.string().min(1).max(4096) }),
    z.object({ kind: z.literal('staged'), stagingId: StagingId }),
  ]),
  fileName: z.string().min(1).max(1024),
  /** The new memory's name (the service's `display_name`). */
  name: z.string().min(1).max(MEMORY_NAME_MAX),
  /** Names this import in its progress events. */
  importId: z.string().min(1).max(64),
});
export type ImportTmx = z.infer<typeof ImportTmxSchema>;

/** How far an import has come: checked here, uploaded to the service's address, read by the service. */
export const ImportProgressSchema = z.object({
  importId: z.string(),
  phase: z.enum(['checking', 'uploading', 'processing']),
  sent: z.number(),
  total: z.number(),
});
export type ImportProgress = z.infer<typeof ImportProgressSchema>;

export const ImportedMemorySchema = z.object({
  memoryId: z.string(),
  name: z.string(),
  segmentCount: z.number().int().nonnegative(),
  /** Units the service left out. */
  skipped: z.number().int().nonnegative(),
});
export type ImportedMemory = z.infer<typeof ImportedMemorySchema>;

export const SegmentsRequestSchema = MemoryRefSchema.extend({
  /** The page's cursor as the service gave it; absent for the first page. */
  cursor: z.string().max(2000).optional(),
  /** Only segments containing this text (at least 2 characters). */
  filter: z.string().min(2).max(200).optional(),
  pageSize: z.number().int().min(1).max(100).default(MEMORY_SEGMENTS_PAGE_SIZE),
});
export type SegmentsRequest = z.input<typeof SegmentsRequestSchema>;

export const SegmentsPageSchema = z.object({
  segments: z
    .array(
      z.object({
        id: z.string(),
        source: z.string(),
        targets: z.array(z.object({ language: z.string(), text: z.string() })),
      }),
    )
    .max(100),
  /** Segments in the memory (or matching the filter). */
  segmentCount: z.number().int().nonnegative(),
  nextCursor: z.string().optional(),
});
export type SegmentsPage = z.infer<typeof SegmentsPageSchema>;

/** A finished export kept by main until the window has read it (in chunks, `exportRead`). */
export const ExportedTmxSchema = z.object({ exportId: z.string(), fileName: z.string(), size: z.number() });
export type ExportedTmx = z.infer<typeof ExportedTmxSchema>;
export const ExportReadSchema = z.object({ exportId: z.string().min(1).max(64), offset: z.number().int().min(0) });
export const ExportChunkSchema = z.object({ base64: z.string(), done: z.boolean() });
