// Wire shapes of language discovery: /v3/languages, /v3/languages/products and the legacy /v2/languages.
// v3 responses are forward compatible: codes, product names and feature values are plain strings.
import { z } from 'zod';
import { PRODUCTS } from './wireValues';

// The value sets live in wireValues.ts (no zod), for the window's rules and views.
export { FEATURES, PRODUCTS, type Feature, type Product } from './wireValues';

/**
 * The name of the v3 language list's query parameter: the spec's `product`, or the public service's
 * `resource` (which refuses `product` with 400). Likewise the product list's path.
 */
export const LANGUAGE_QUERY_DIALECTS = {
  spec: { parameter: 'product', productsPath: '/v3/languages/products' },
  public: { parameter: 'resource', productsPath: '/v3/languages/resources' },
} as const;
export type LanguageQueryDialect = keyof typeof LANGUAGE_QUERY_DIALECTS;

/** GET /v3/languages query. */
export const LanguagesQuerySchema = z.object({
  product: z.enum(PRODUCTS),
  include: z.literal('beta').optional(),
});

export const LanguageSchema = z.looseObject({
  lang: z.string(),
  name: z.string(),
  usable_as_source: z.boolean(),
  usable_as_target: z.boolean(),
  // Always present (empty when no optional feature is supported).
  features: z.array(z.string()),
});
export type Language = z.infer<typeof LanguageSchema>;

/**
 * `features` as the service sends it: the spec's array of names, or the public service's object keyed by
 * feature name (each value an object with at least `status`). Both become the array of names.
 */
const WireFeaturesSchema = z.union([
  z.array(z.string()),
  z
    .record(z.string(), z.looseObject({ status: z.string().optional() }))
    .transform((byName) => withSpecNames(Object.keys(byName))),
]);

/** The public service calls the spec's `custom_instructions` feature `style_rules`: a language with it has both. */
function withSpecNames(names: string[]): string[] {
  return names.includes('style_rules') && !names.includes('custom_instructions')
    ? [...names, 'custom_instructions']
    : names;
}

/** One language as either form of the service sends it; read into `Language` (features as names). */
const WireLanguageSchema = LanguageSchema.extend({ features: WireFeaturesSchema });

/** GET /v3/languages, in either form (see `WireFeaturesSchema`). */
export const LanguagesResponseSchema = z.array(WireLanguageSchema);
export type LanguagesResponse = z.infer<typeof LanguagesResponseSchema>;

const ProductFeatureSchema = z.looseObject({
  name: z.string(),
  needs_source_support: z.boolean().optional(),
  needs_target_support: z.boolean().optional(),
});

const ProductSchema = z.looseObject({
  name: z.string(),
  features: z.array(ProductFeatureSchema).default([]),
});
export type ProductInfo = z.infer<typeof ProductSchema>;

/** GET /v3/languages/products */
export const ProductsResponseSchema = z.array(ProductSchema);
export type ProductsResponse = z.infer<typeof ProductsResponseSchema>;

const V2_LANGUAGE_TYPES = ['source', 'target'] as const;
export type V2LanguageType = (typeof V2_LANGUAGE_TYPES)[number];

/** GET /v2/languages query (`type` defaults to `source`). */
export const LanguagesV2QuerySchema = z.object({ type: z.enum(V2_LANGUAGE_TYPES).optional() });

/** A legacy language: upper-case code; `supports_formality` only for `type=target`. */
const LanguageV2Schema = z.looseObject({
  language: z.string(),
  name: z.string(),
  supports_formality: z.boolean().optional(),
});
export type LanguageV2 = z.infer<typeof LanguageV2Schema>;

export const LanguagesV2ResponseSchema = z.array(LanguageV2Schema);
export type LanguagesV2Response = z.infer<typeof LanguagesV2ResponseSchema>;

/** GET /v2/glossary-language-pairs (deprecated by the service, kept as the pickers' fallback). */
export const GlossaryLanguagePairsSchema = z.looseObject({
  supported_languages: z.array(z.looseObject({ source_lang: z.string(), target_lang: z.string() })),
});
export type GlossaryLanguagePairs = z.infer<typeof GlossaryLanguagePairsSchema>;

/** Where a picker's list came from: the v3 discovery, or the legacy v2 lists when v3 failed. */
export const LANGUAGE_LIST_SOURCES = ['v3', 'v2'] as const;
export type LanguageListSource = (typeof LANGUAGE_LIST_SOURCES)[number];
