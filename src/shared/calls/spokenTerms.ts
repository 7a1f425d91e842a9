// Calls of the `spokenTerms` area: the meeting's spoken-term lists (kept by the service; Glossa remembers which
// collections it made, per account, since the service publishes no list of them).
import { z } from 'zod';
import { SPOKEN_TERMS_LIMITS } from '../rules/spokenTerms';

const IdSchema = z.string().trim().min(1).max(100);
const LangSchema = z.string().trim().min(2).max(35);

export const SpokenTermListSchema = z.object({
  id: IdSchema,
  name: z.string().max(1024),
  /** Languages with a list, and how many terms each has. */
  languages: z.array(z.object({ lang: z.string().max(35), entryCount: z.number().int().nonnegative() })).max(200),
});
export type SpokenTermList = z.infer<typeof SpokenTermListSchema>;

export const SpokenTermListsSchema = z.object({
  lists: z.array(SpokenTermListSchema).max(200),
  /** Remembered collections the service no longer has (deleted elsewhere): forgotten now, said once. */
  gone: z.array(z.string().max(1024)).max(200),
});

export const ReadTermsSchema = z.object({ id: IdSchema, lang: LangSchema });
export const TermsSchema = z.object({
  lang: z.string().max(35),
  entries: z.string().max(4 * SPOKEN_TERMS_LIMITS.listChars),
});

/** Saves one language's terms: into a new collection (no id), or replacing that language's list. */
export const SaveTermsSchema = z.object({
  id: IdSchema.nullable(),
  name: z.string().trim().min(1).max(SPOKEN_TERMS_LIMITS.nameBytes),
  lang: LangSchema,
  entries: z.string().max(4 * SPOKEN_TERMS_LIMITS.listChars),
});
export const DeleteTermsSchema = z.object({ id: IdSchema });
