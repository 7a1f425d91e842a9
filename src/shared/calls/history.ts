// Requests and answers of the `history` IPC area (declared in contract.ts): the local history of text
// translations and improvements, kept in main (src/main/history) and never holding a key.
import { z } from 'zod';
import { HistoryPreferencesSchema } from '../settings';
import { GESTURES } from '../rules/historyGestures';
import { UiMessageSchema } from '../i18n/catalogue';

// The gestures live in rules/historyGestures.ts (no zod), for the window.
export { GESTURES, type Gesture } from '../rules/historyGestures';

export const HistoryEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['translation', 'improvement']),
  source: z.string(),
  result: z.string(),
  /** The source language asked for; null when the service detected it. */
  sourceLang: z.string().nullable(),
  detectedSourceLang: z.string(),
  /** null for an improvement in the text's own language. */
  targetLang: z.string().nullable(),
  glossaryId: z.string().nullable(),
  gesture: z.enum(GESTURES),
  /** Milliseconds since the epoch. */
  createdAt: z.number(),
  pinned: z.boolean(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

const EntryId = z.number().int().min(1);
const EntryIds = z.array(EntryId).min(1).max(10_000);

export const HistorySearchSchema = z.object({
  /** Words to find in the source or the result (each as a word prefix); empty lists the newest. */
  query: z.string().max(500),
  pinnedOnly: z.boolean().optional(),
  limit: z.number().int().min(1).max(500),
  /** Paging: entries older than this id. */
  beforeId: EntryId.optional(),
});
export type HistorySearch = z.infer<typeof HistorySearchSchema>;

export const HistoryPageSchema = z.object({
  entries: z.array(HistoryEntrySchema),
  /** More entries match than this page holds. */
  more: z.boolean(),
});
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

export const HistoryStatusSchema = z.object({
  preferences: HistoryPreferencesSchema,
  entryCount: z.number().int(),
  /** Said once after start: e.g. the damaged database that was set aside. */
  notice: UiMessageSchema.nullable(),
});
export type HistoryStatus = z.infer<typeof HistoryStatusSchema>;

export const PinSchema = z.object({ id: EntryId, pinned: z.boolean() });
export const RemoveEntriesSchema = z.object({ ids: EntryIds });
const HISTORY_EXPORT_FORMATS = ['csv', 'tsv'] as const;
export const ExportHistorySchema = z.object({ ids: EntryIds, format: z.enum(HISTORY_EXPORT_FORMATS) });
export const ExportedHistorySchema = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  content: z.string(),
  count: z.number().int(),
});
export type ExportedHistory = z.infer<typeof ExportedHistorySchema>;

/**
 * Chosen entries as a glossary import of one language pair. The entries stay in main, staged as a file the
 * glossary editor's import reads by `stagingId` (as it reads a picked file); only the counts reach the window.
 */
export const GlossaryDraftRequestSchema = z.object({ ids: EntryIds });
export const GlossaryDraftSchema = z.object({
  sourceLang: z.string(),
  targetLang: z.string(),
  stagingId: z.string(),
  fileName: z.string(),
  entryCount: z.number().int(),
  /** Chosen entries left out, each with its reason (another pair, an improvement, text a glossary cannot hold). */
  /** Each chosen entry left out: why, in English (logs) and as the message the window words. */
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string(), reasonSays: UiMessageSchema.optional() })),
});
export type GlossaryDraft = z.infer<typeof GlossaryDraftSchema>;
