// Wire shapes of document translation (/v2/document). File types, formats and billing: rules/documents.ts.
import { z } from 'zod';
import { FORMALITY_VALUES } from './translate';

const DOCUMENT_STATES = ['queued', 'translating', 'done', 'error'] as const;

/**
 * The text parts of the multipart upload (POST /v2/document). The `file` part is binary and is not in this
 * schema; its name goes in the part's content disposition or in `filename`. `model_type` is ignored by the
 * service and `enable_beta_languages` has no effect, so Glossa never sends them.
 */
export const DocumentUploadFieldsSchema = z.object({
  target_lang: z.string(),
  source_lang: z.string().optional(),
  filename: z.string().optional(),
  formality: z.enum(FORMALITY_VALUES).optional(),
  glossary_id: z.string().optional(),
  /** Several glossaries in priority order (up to 5; sent comma-separated, as the description allows). */
  glossary_ids: z.array(z.string()).optional(),
  /** A translation memory (Pro) and its least match in percent. */
  translation_memory_id: z.string().optional(),
  translation_memory_threshold: z.number().int().optional(),
  /** A style rule list of the target language (Pro; the public service's upload form takes it). */
  style_id: z.string().optional(),
  /** A style profile (public service): its components that fit the languages. */
  style_profile_id: z.string().optional(),
  output_format: z.string().optional(),
  enable_beta_languages: z.boolean().optional(),
});
export type DocumentUploadFields = z.infer<typeof DocumentUploadFieldsSchema>;

/** POST /v2/document response. The client must keep `document_key`: the server does not store it. */
export const DocumentHandleSchema = z.looseObject({
  document_id: z.string(),
  document_key: z.string(),
});
export type DocumentHandle = z.infer<typeof DocumentHandleSchema>;

/** Body of the status and result calls. */
export const DocumentKeyRequestSchema = z.object({ document_key: z.string() });

/** POST /v2/document/{document_id}: the status object. */
export const DocumentStatusSchema = z.looseObject({
  document_id: z.string().optional(),
  status: z.enum(DOCUMENT_STATES),
  /** Present while translating; an estimate that can be unreliable and very large. */
  seconds_remaining: z.number().optional(),
  /** Present when done. */
  billed_characters: z.number().int().optional(),
  /** Present when error: a human-readable reason (`error_message` in the public service, `message` in the spec). */
  message: z.string().optional(),
  error_message: z.string().optional(),
});
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;

/** Why a document failed, from whichever field the service used. */
export const documentErrorReason = (status: Pick<DocumentStatus, 'message' | 'error_message'>): string | undefined =>
  status.error_message ?? status.message;
