// Requests and answers of the `translate` IPC area (declared in contract.ts). Shapes are the app's (camelCase);
// main turns them into the service's wire shapes. Rules: src/shared/rules/translate.ts.
import { z } from 'zod';
import {
  FORMALITY_VALUES,
  MODEL_TYPES,
  SPLIT_SENTENCES_VALUES,
  TAG_HANDLING_VALUES,
  TAG_HANDLING_VERSIONS,
} from '../api/wireValues';

export const Lang = z.string().min(2).max(35);
/**
 * The characters of one call's texts, all together: whatever they are, their JSON (a character written as at
 * most six) stays within the browser shell's joined call (MAX_CALL_CHARS in ipc/shellFrames.ts).
 */
export const MAX_TEXTS_CHARS = 20_000_000;
export const TEXTS_TOO_LONG_MESSAGE = `At most ${MAX_TEXTS_CHARS / 1_000_000} million characters go in one call; translate the text in parts.`;
/** One request's texts: paragraphs, in order. The service's own size rules are checked in main. */
export const Texts = z
  .array(z.string().max(200_000))
  .min(1)
  .max(500)
  .refine((texts) => texts.reduce((sum, text) => sum + text.length, 0) <= MAX_TEXTS_CHARS, {
    error: TEXTS_TOO_LONG_MESSAGE,
  })
  .meta({ maxTotalStringChars: MAX_TEXTS_CHARS });

const TranslationPartSchema = z.object({
  /** The same for every request of one translation. */
  translationId: z.string().min(1).max(64),
  index: z.number().int().min(0).max(1_000_000),
  count: z.number().int().min(1).max(1_000_000),
});
export type TranslationPart = z.infer<typeof TranslationPartSchema>;

const TagNames = z.array(z.string().min(1).max(100)).max(100);

/**
 * What a translator sets beyond languages, glossary and style: the service's other translate parameters (rules:
 * rules/translateOptions.ts). Each is sent only when set.
 */
export const TranslateOptionsSchema = z.object({
  /** Text around the texts: steers their meaning, is neither translated nor billed. */
  context: z.string().max(50_000).optional(),
  tagHandling: z.enum(TAG_HANDLING_VALUES).optional(),
  tagHandlingVersion: z.enum(TAG_HANDLING_VERSIONS).optional(),
  outlineDetection: z.boolean().optional(),
  splittingTags: TagNames.optional(),
  nonSplittingTags: TagNames.optional(),
  ignoreTags: TagNames.optional(),
  modelType: z.enum(MODEL_TYPES).optional(),
  splitSentences: z.enum(SPLIT_SENTENCES_VALUES).optional(),
  preserveFormatting: z.boolean().optional(),
  /** Ask the service what each text was billed. */
  showBilledCharacters: z.boolean().optional(),
  /** A translation memory of the account (GET /v3/translation_memories) and its least match in percent. */
  memoryId: z.string().min(1).max(200).optional(),
  memoryThreshold: z.number().int().min(0).max(100).optional(),
});
export type TranslateOptions = z.infer<typeof TranslateOptionsSchema>;

export const TranslateTextCallSchema = z.object({
  texts: Texts,
  targetLang: Lang,
  /** null: the service detects the source language (no glossary then). */
  sourceLang: Lang.nullable(),
  glossaryId: z.string().min(1).max(200).nullable(),
  /** Further glossaries after `glossaryId`, in priority order (the rules allow 5 in all). */
  moreGlossaryIds: z.array(z.string().min(1).max(200)).max(20).optional(),
  formality: z.enum(FORMALITY_VALUES).optional(),
  /** A style rule list of the target language (Pro). */
  styleId: z.string().min(1).max(200).optional(),
  /** Inline custom instructions (rules: translateOptions.ts). */
  customInstructions: z.array(z.string().max(2000)).max(50).optional(),
  options: TranslateOptionsSchema.optional(),
  /** A client profile (the service's style profile): sent in place of glossaries, style rule list and memory. */
  styleProfileId: z.string().min(1).max(200).optional(),
  /** One request of a long text sent in several: history keeps the whole translation as one entry. */
  part: TranslationPartSchema.optional(),
});
export type TranslateTextCall = z.infer<typeof TranslateTextCallSchema>;
export const TranslateTextResultSchema = z.object({
  translations: z.array(
    z.object({
      text: z.string(),
      detectedSourceLanguage: z.string(),
      /** What the service billed for this text, when asked (`showBilledCharacters`). */
      billedCharacters: z.number().int().nonnegative().optional(),
    }),
  ),
});
export type TranslateTextResult = z.infer<typeof TranslateTextResultSchema>;

/** One translation memory of the account, as the pickers show it. */
const MemorySummarySchema = z.object({
  memoryId: z.string(),
  name: z.string(),
  sourceLang: z.string(),
  targetLangs: z.array(z.string()),
  segmentCount: z.number().int().nonnegative(),
});
export type MemorySummary = z.infer<typeof MemorySummarySchema>;
export const MemoriesResultSchema = z.object({ memories: z.array(MemorySummarySchema).max(10_000) });
export type MemoriesResult = z.infer<typeof MemoriesResultSchema>;
