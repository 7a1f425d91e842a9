// Wire shapes of the glossary interfaces: v3 (multilingual) and the v2 create call (monolingual, legacy).
// Entry content rules live in rules/glossaryEntries.ts; language rules in rules/languages.ts.
import { z } from 'zod';

export const ENTRIES_FORMATS = ['tsv', 'csv'] as const;

/** A dictionary as sent in requests (POST, PUT, PATCH). The spec gives no v3 default format: always send it. */
const DictionaryInputSchema = z.object({
  source_lang: z.string(),
  target_lang: z.string(),
  entries: z.string(),
  entries_format: z.enum(ENTRIES_FORMATS),
});
export type DictionaryInput = z.infer<typeof DictionaryInputSchema>;

/** A dictionary in glossary metadata: a language pair and its entry count. */
const DictionaryInfoSchema = z.looseObject({
  source_lang: z.string(),
  target_lang: z.string(),
  entry_count: z.number().int(),
});
export type DictionaryInfo = z.infer<typeof DictionaryInfoSchema>;

/** A dictionary with its entries, as returned by the entries endpoint (`entries_format` is `tsv`). */
const DictionaryEntriesSchema = z.looseObject({
  source_lang: z.string(),
  target_lang: z.string(),
  entries: z.string(),
  entries_format: z.string(),
});
export type DictionaryEntries = z.infer<typeof DictionaryEntriesSchema>;

/** Glossary metadata. `ready` is present in the creation response. */
export const GlossarySchema = z.looseObject({
  glossary_id: z.string(),
  name: z.string(),
  ready: z.boolean().optional(),
  dictionaries: z.array(DictionaryInfoSchema),
  creation_time: z.string(),
});
export type Glossary = z.infer<typeof GlossarySchema>;

/** GET /v3/glossaries */
export const GlossaryListResponseSchema = z.looseObject({ glossaries: z.array(GlossarySchema) });

/** POST /v3/glossaries */
export const CreateGlossaryRequestSchema = z.object({
  name: z.string(),
  /** None at all is accepted (the service creates an empty glossary). */
  dictionaries: z.array(DictionaryInputSchema).default([]),
});
export type CreateGlossaryRequest = z.infer<typeof CreateGlossaryRequestSchema>;

/** PATCH /v3/glossaries/{glossary_id}: a new name and/or one dictionary whose entries are merged. */
export const PatchGlossaryRequestSchema = z.object({
  name: z.string().optional(),
  dictionaries: z.array(DictionaryInputSchema).optional(),
});
export type PatchGlossaryRequest = z.infer<typeof PatchGlossaryRequestSchema>;

/** PUT /v3/glossaries/{glossary_id}/dictionaries: creates or entirely replaces one dictionary. */
export const PutDictionaryRequestSchema = DictionaryInputSchema;
export const PutDictionaryResponseSchema = DictionaryInfoSchema;

/** Query of GET .../entries and DELETE .../dictionaries: the pair that identifies one dictionary. */
export const DictionaryPairQuerySchema = z.object({
  source_lang: z.string(),
  target_lang: z.string(),
});
export type DictionaryPairQuery = z.infer<typeof DictionaryPairQuerySchema>;

/** GET /v3/glossaries/{glossary_id}/entries */
export const GlossaryEntriesResponseSchema = z.looseObject({ dictionaries: z.array(DictionaryEntriesSchema) });

/** POST /v2/glossaries (monolingual, legacy). Codes from the v2 glossary set; `tsv` is the default format. */
export const CreateGlossaryV2RequestSchema = z.object({
  name: z.string(),
  source_lang: z.string(),
  target_lang: z.string(),
  entries: z.string(),
  entries_format: z.enum(ENTRIES_FORMATS).optional(),
});
export type CreateGlossaryV2Request = z.infer<typeof CreateGlossaryV2RequestSchema>;

export const GlossaryV2Schema = z.looseObject({
  glossary_id: z.string(),
  ready: z.boolean(),
  name: z.string(),
  source_lang: z.string(),
  target_lang: z.string(),
  creation_time: z.string(),
  entry_count: z.number().int(),
});
export type GlossaryV2 = z.infer<typeof GlossaryV2Schema>;

/** GET /v2/glossaries: the account's monolingual (v2) glossaries. */
export const GlossaryV2ListResponseSchema = z.looseObject({ glossaries: z.array(GlossaryV2Schema) });
