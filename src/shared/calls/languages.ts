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

/**
 * The service's resources (products) and, for each feature, which side of a pair must support it: GET
 * /v3/languages/resources on the public service, /v3/languages/products in the spec (`route` says which answered).
 */
export const LanguageResourcesSchema = z.object({
  resources: z.array(
    z.object({
      name: z.string(),
      features: z.array(z.object({ name: z.string(), needsSource: z.boolean(), needsTarget: z.boolean() })),
    }),
  ),
  route: z.enum(['resources', 'products']),
});
export type LanguageResources = z.infer<typeof LanguageResourcesSchema>;
