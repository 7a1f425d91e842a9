// Requests and answers of the `write` IPC area (declared in contract.ts). Rules: src/shared/rules/write.ts.
import { z } from 'zod';
import { TONES, WRITING_STYLES } from '../api/write';
import { Lang, Texts } from './translate';

/** Exactly the wire body of POST /v2/write/rephrase, so its 10 KiB can be measured in the window as sent. */
export const WriteCallSchema = z.object({
  text: Texts,
  target_lang: Lang.optional(),
  writing_style: z.enum(WRITING_STYLES).optional(),
  tone: z.enum(TONES).optional(),
});
export type WriteCall = z.infer<typeof WriteCallSchema>;
/** Exactly the wire body of POST /v2/write/correct (no writing style or tone). */
export const CorrectCallSchema = z.object({ text: Texts, target_lang: Lang.optional() });
export type CorrectCall = z.infer<typeof CorrectCallSchema>;
export const WriteResultSchema = z.object({
  improvements: z.array(
    z.object({ text: z.string(), detectedSourceLanguage: z.string(), targetLanguage: z.string().optional() }),
  ),
});
export type WriteResult = z.infer<typeof WriteResultSchema>;
