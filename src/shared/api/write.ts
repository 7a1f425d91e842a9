// Wire shapes of text improvement (POST /v2/write/rephrase). Language and body-size rules: rules/write.ts.
import { z } from 'zod';

export const WRITING_STYLES = [
  'academic',
  'business',
  'casual',
  'default',
  'simple',
  'prefer_academic',
  'prefer_business',
  'prefer_casual',
  'prefer_simple',
] as const;
export type WritingStyle = (typeof WRITING_STYLES)[number];

export const TONES = [
  'confident',
  'default',
  'diplomatic',
  'enthusiastic',
  'friendly',
  'prefer_confident',
  'prefer_diplomatic',
  'prefer_enthusiastic',
  'prefer_friendly',
] as const;
export type Tone = (typeof TONES)[number];

/** The target languages the write endpoint accepts, in the spec's spelling. */
export const WRITE_TARGET_LANGUAGES = [
  'de',
  'en',
  'en-GB',
  'en-US',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'pt',
  'pt-BR',
  'pt-PT',
  'zh',
  'zh-Hans',
] as const;

/** The target languages that support writing_style and tone. */
export const WRITE_STYLE_LANGUAGES = ['de', 'en-GB', 'en-US', 'es', 'fr', 'it', 'pt-BR', 'pt-PT'] as const;

/** POST /v2/write/rephrase body (JSON or form-encoded). */
export const WriteRequestSchema = z.object({
  text: z.array(z.string()),
  target_lang: z.string().optional(),
  writing_style: z.enum(WRITING_STYLES).optional(),
  tone: z.enum(TONES).optional(),
});
export type WriteRequest = z.infer<typeof WriteRequestSchema>;

export const ImprovementSchema = z.looseObject({
  text: z.string(),
  /** The target language the caller specified. */
  target_language: z.string().optional(),
  detected_source_language: z.string(),
});
export type Improvement = z.infer<typeof ImprovementSchema>;

/** `improvements` keep the order of the request texts. */
export const WriteResponseSchema = z.looseObject({ improvements: z.array(ImprovementSchema) });
export type WriteResponse = z.infer<typeof WriteResponseSchema>;
