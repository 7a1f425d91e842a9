// Wire shapes of text translation (POST /v2/translate), as far as the spec covers it (glossary use, formality).
import { z } from 'zod';
import { FORMALITY_VALUES } from './wireValues';

// The value sets live in wireValues.ts (no zod), for the window's rules and views.
export { FORMALITY_VALUES, type Formality } from './wireValues';

/** POST /v2/translate (JSON body only: GET and query authentication are refused). */
export const TranslateTextRequestSchema = z.object({
  text: z.array(z.string()),
  target_lang: z.string(),
  source_lang: z.string().optional(),
  glossary_id: z.string().optional(),
  formality: z.enum(FORMALITY_VALUES).optional(),
  /** A style rule list whose language matches the target (Pro). */
  style_id: z.string().optional(),
  /** Inline instructions for this request (up to 10, each at most 300 characters). */
  custom_instructions: z.array(z.string()).optional(),
});
export type TranslateTextRequest = z.infer<typeof TranslateTextRequestSchema>;

const TranslationSchema = z.looseObject({
  detected_source_language: z.string(),
  text: z.string(),
});

export const TranslateTextResponseSchema = z.looseObject({ translations: z.array(TranslationSchema) });
export type TranslateTextResponse = z.infer<typeof TranslateTextResponseSchema>;
