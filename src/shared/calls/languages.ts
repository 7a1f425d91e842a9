// Requests and answers of the `languages` IPC area (declared in contract.ts). Rules: src/shared/rules/languages.ts.
import { z } from 'zod';
import { FEATURES, LanguageSchema, PRODUCTS } from '../api/languages';

export const LanguageListRequestSchema = z.object({ product: z.enum(PRODUCTS), includeBeta: z.boolean().optional() });
/** A language list; `stale` when the service could not be asked and the last stored list is shown. */
export const LanguageListSchema = z.object({ product: z.enum(PRODUCTS), languages: z.array(LanguageSchema), fetchedAt: z.number(), stale: z.boolean() });
export const LanguageChoicesRequestSchema = LanguageListRequestSchema.extend({ feature: z.enum(FEATURES).optional() });
export const LanguageChoicesSchema = z.object({ sources: z.array(LanguageSchema), targets: z.array(LanguageSchema), fetchedAt: z.number(), stale: z.boolean() });
export type LanguageChoices = z.infer<typeof LanguageChoicesSchema>;
