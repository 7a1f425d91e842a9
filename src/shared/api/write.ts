// Wire shapes of text improvement (POST /v2/write/rephrase) and correction (POST /v2/write/correct). Language
// and body-size rules: rules/write.ts.
import { z } from 'zod';
import { TONES, WRITING_STYLES } from './wireValues';

// The value sets live in wireValues.ts (no zod), for the window's rules and views.
export { TONES, WRITING_STYLES } from './wireValues';

/** POST /v2/write/rephrase body (JSON or form-encoded). */
export const WriteRequestSchema = z.object({
  text: z.array(z.string()),
  target_lang: z.string().optional(),
  writing_style: z.enum(WRITING_STYLES).optional(),
  tone: z.enum(TONES).optional(),
});
export type WriteRequest = z.infer<typeof WriteRequestSchema>;

/** POST /v2/write/correct body (JSON or form-encoded): the texts and their language, nothing for style. */
export const CorrectRequestSchema = z.object({
  text: z.array(z.string()),
  target_lang: z.string().optional(),
});
export type CorrectRequest = z.infer<typeof CorrectRequestSchema>;

const ImprovementSchema = z.looseObject({
  text: z.string(),
  /** The target language the caller specified. */
  target_language: z.string().optional(),
  detected_source_language: z.string(),
});

/** `improvements` keep the order of the request texts (both operations answer in this shape). */
export const WriteResponseSchema = z.looseObject({ improvements: z.array(ImprovementSchema) });
export type WriteResponse = z.infer<typeof WriteResponseSchema>;
