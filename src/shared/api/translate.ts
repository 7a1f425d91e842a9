// Wire shapes of text translation (POST /v2/translate): every parameter the published description gives
// (reference/openapi.yaml), with the value sets of rules/translateOptions.ts. Rules and limits live there.
import { z } from 'zod';
import {
  FORMALITY_VALUES,
  MODEL_TYPES,
  SPLIT_SENTENCES_VALUES,
  TAG_HANDLING_VALUES,
  TAG_HANDLING_VERSIONS,
} from './wireValues';

// The value sets live in wireValues.ts (no zod), for the window's rules and views.
export { FORMALITY_VALUES, type Formality } from './wireValues';

/** POST /v2/translate (JSON body only: GET and query authentication are refused). */
export const TranslateTextRequestSchema = z.object({
  text: z.array(z.string()),
  target_lang: z.string(),
  source_lang: z.string().optional(),
  /** Text around the texts that steers their translation; not translated, not billed. */
  context: z.string().optional(),
  show_billed_characters: z.boolean().optional(),
  split_sentences: z.enum(SPLIT_SENTENCES_VALUES).optional(),
  preserve_formatting: z.boolean().optional(),
  formality: z.enum(FORMALITY_VALUES).optional(),
  model_type: z.enum(MODEL_TYPES).optional(),
  /** One glossary; never together with `glossary_ids`. */
  glossary_id: z.string().optional(),
  /** Several glossaries, in priority order (up to GLOSSARIES_PER_REQUEST_MAX). */
  glossary_ids: z.array(z.string()).optional(),
  /** A style rule list whose language matches the target (Pro). */
  style_id: z.string().optional(),
  translation_memory_id: z.string().optional(),
  /**
   * A style profile (public service): the glossaries, style rule list and memory it bundles that fit the
   * languages, in place of `glossary_ids`, `style_id` and `translation_memory_id`.
   */
  style_profile_id: z.string().optional(),
  /** The least match (percent) a memory's segment needs to be used. */
  translation_memory_threshold: z.number().int().optional(),
  /** Inline instructions for this request (up to 10, each at most 300 characters). */
  custom_instructions: z.array(z.string()).optional(),
  tag_handling: z.enum(TAG_HANDLING_VALUES).optional(),
  tag_handling_version: z.enum(TAG_HANDLING_VERSIONS).optional(),
  outline_detection: z.boolean().optional(),
  /** Kept by the service for old clients; it has no effect, and Glossa never sends it. */
  enable_beta_languages: z.boolean().optional(),
  non_splitting_tags: z.array(z.string()).optional(),
  splitting_tags: z.array(z.string()).optional(),
  ignore_tags: z.array(z.string()).optional(),
});
export type TranslateTextRequest = z.infer<typeof TranslateTextRequestSchema>;

const TranslationSchema = z.looseObject({
  detected_source_language: z.string(),
  text: z.string(),
  /** With `show_billed_characters`: what this text was billed. */
  billed_characters: z.number().int().nonnegative().optional(),
  model_type_used: z.string().optional(),
});

export const TranslateTextResponseSchema = z.looseObject({ translations: z.array(TranslationSchema) });
export type TranslateTextResponse = z.infer<typeof TranslateTextResponseSchema>;
