// Wire shapes of spoken terms (published after this project's copy of openapi.yaml; taken from the service's
// documentation pages, version 3.12.0: developers.deepl.com/api-reference/spoken-terms and its operation pages).
// A collection holds at most one monolingual term list per language; a voice session uses one by
// `spoken_terms_id`, and its terms are written as spoken in the captions.
import { z } from 'zod';

/** One language's list as sent: newline-separated terms, at most 300 characters. */
export const TermListSchema = z.object({ lang: z.string(), entries: z.string() });

/** POST /v3/spoken-terms. */
export const CreateSpokenTermsRequestSchema = z.object({
  name: z.string(),
  term_lists: z.array(TermListSchema),
});

/** One language's list in an answer (and the answer of PUT …/term-lists): its language and term count. */
export const TermListInfoSchema = z.looseObject({ lang: z.string(), entry_count: z.number().int().nonnegative() });

/** The answer of POST /v3/spoken-terms and of GET /v3/spoken-terms/{spoken_terms_id}. */
export const SpokenTermsSchema = z.looseObject({
  spoken_terms_id: z.string(),
  name: z.string(),
  term_lists: z.array(TermListInfoSchema),
  creation_time: z.string(),
});
export type SpokenTerms = z.infer<typeof SpokenTermsSchema>;

/** GET /v3/spoken-terms/{spoken_terms_id}/entries?lang=…: one language's terms. */
export const TermListEntriesSchema = z.looseObject({ lang: z.string(), entries: z.string() });
