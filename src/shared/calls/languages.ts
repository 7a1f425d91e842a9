// Requests and answers of the `languages` IPC area (declared in contract.ts). Rules: src/shared/rules/languages.ts.
import { z } from 'zod';
import { FEATURES, LANGUAGE_LIST_SOURCES, LanguageSchema, PRODUCTS } from '../api/languages';

/** Where a list came from: `v2` when v3 discovery failed and the legacy lists stood in (said quietly). */
const ListSource = z.enum(LANGUAGE_LIST_SOURCES).default('v3');

export const LanguageListRequestSchema = z.object({ product: z.enum(PRODUCTS), includeBeta: z.boolean().optional() });
/** A language list; `stale` when the service could not be asked and the last stored list is shown. */
export const LanguageListSchema = z.object({
  product: z.enum(PRODUCTS),
  languages: z.array(LanguageSchema),
  fetchedAt: z.number(),
  stale: z.boolean(),
  source: ListSource,
});
export const LanguageChoicesRequestSchema = LanguageListRequestSchema.extend({ feature: z.enum(FEATURES).optional() });
export const LanguageChoicesSchema = z.object({
  sources: z.array(LanguageSchema),
  targets: z.array(LanguageSchema),
  fetchedAt: z.number(),
  stale: z.boolean(),
  source: ListSource,
});
export type LanguageChoices = z.infer<typeof LanguageChoicesSchema>;
