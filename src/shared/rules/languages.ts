// Languages and features per product: lookups over the one language table (languageTable.ts) and the
// feature table of the spec. Input codes are case-insensitive everywhere.
import { fieldIssue, type FieldIssue } from '../errors';
import type { Language, LanguageV2, ProductInfo, V2LanguageType } from '../api/languages';
import { FEATURES, PRODUCTS, type Feature, type Product } from '../api/wireValues';
import { baseLanguage, normalizeLanguageCode } from './languageCodes';
import { LANGUAGES, type LanguageInfo } from './languageTable';

export { baseLanguage, coversVariant, normalizeLanguageCode } from './languageCodes';
export { LANGUAGES, type LanguageInfo } from './languageTable';

export type Side = 'source' | 'target';

/** The spec's feature table: which side(s) must support a feature, and in which products it exists. */
export const FEATURE_TABLE: Record<Feature, { checkOn: readonly Side[]; products: readonly Product[] }> = {
  auto_detection: { checkOn: ['source'], products: ['translate_text', 'translate_document', 'voice', 'write'] },
  custom_instructions: { checkOn: ['target'], products: ['translate_text'] },
  formality: { checkOn: ['target'], products: ['translate_text', 'translate_document'] },
  glossary: { checkOn: ['source', 'target'], products: ['translate_text', 'translate_document', 'voice'] },
  tag_handling: { checkOn: ['source', 'target'], products: ['translate_text', 'translate_document'] },
  transcription: { checkOn: ['source'], products: ['voice'] },
  transcription_external: { checkOn: ['source'], products: ['voice'] },
  translated_speech: { checkOn: ['target'], products: ['voice'] },
  translated_speech_external: { checkOn: ['target'], products: ['voice'] },
  tone: { checkOn: ['target'], products: ['write'] },
  writing_style: { checkOn: ['target'], products: ['write'] },
};

const byCode = new Map(LANGUAGES.map((language) => [language.code, language]));

/** The table entry for a code (any casing), or undefined. */
export function findLanguage(code: string): LanguageInfo | undefined {
  return byCode.get(normalizeLanguageCode(code));
}

/** The English name of a code, or the normalized code itself when it is unknown (the service may add some). */
export function languageName(code: string): string {
  return findLanguage(code)?.name ?? normalizeLanguageCode(code);
}

/** Whether a code (any casing) is usable on a side of a product. Beta languages count unless excluded. */
export function isUsable(product: Product, side: Side, code: string, options: { includeBeta?: boolean } = {}): boolean {
  const support = findLanguage(code)?.products[product];
  if (!support || !support[side]) return false;
  return options.includeBeta !== false || !support.beta;
}

/**
 * The table entry that serves a side: the code itself, or for a variant its base language when only the base
 * is listed on that side (a source `en-US` is read as `en`).
 */
function entryForSide(product: Product, side: Side, code: string): LanguageInfo | undefined {
  if (isUsable(product, side, code)) return findLanguage(code);
  const base = baseLanguage(code);
  return isUsable(product, side, base) ? findLanguage(base) : undefined;
}

/** GET /v3/languages?product=...: the wire objects, features in the spec's order. */
export function languagesFor(product: Product, options: { includeBeta?: boolean } = {}): Language[] {
  return LANGUAGES.flatMap((language) => {
    const support = language.products[product];
    if (!support || (support.beta && !options.includeBeta)) return [];
    return [
      {
        lang: language.code,
        name: language.name,
        usable_as_source: support.source,
        usable_as_target: support.target,
        features: FEATURES.filter((feature) => support.features.includes(feature)),
      },
    ];
  });
}

/** GET /v3/languages/products: every product with the features of the feature table that apply to it. */
export function productsCatalog(): ProductInfo[] {
  return PRODUCTS.map((product) => ({
    name: product,
    features: FEATURES.filter((feature) => FEATURE_TABLE[feature].products.includes(product)).map((feature) => {
      const { checkOn } = FEATURE_TABLE[feature];
      return {
        name: feature,
        ...(checkOn.includes('source') ? { needs_source_support: true } : {}),
        ...(checkOn.includes('target') ? { needs_target_support: true } : {}),
      };
    }),
  }));
}

/**
 * Whether a feature is available for a language pair in a product: every side listed under "Check on"
 * must support it. A side that must be checked but is not given (e.g. no source: detection) fails.
 */
export function featureAvailable(
  product: Product,
  feature: string,
  source: string | undefined,
  target: string | undefined,
): boolean {
  const row = (FEATURE_TABLE as Record<string, (typeof FEATURE_TABLE)[Feature] | undefined>)[feature];
  if (!row || !row.products.includes(product)) return false;
  return row.checkOn.every((side) => {
    const code = side === 'source' ? source : target;
    if (code === undefined || code.trim() === '') return false;
    const entry = entryForSide(product, side, code);
    return entry?.products[product]?.features.includes(feature as Feature) ?? false;
  });
}

/** GET /v2/languages?type=...: the legacy list (text translation, without beta languages). */
export function v2Languages(type: V2LanguageType = 'source'): LanguageV2[] {
  return LANGUAGES.flatMap((language) => {
    const support = language.products.translate_text;
    if (!support || support.beta || !support[type]) return [];
    const item: LanguageV2 = { language: language.v2Code, name: language.name };
    if (type === 'target') item.supports_formality = language.supportsFormality;
    return [item];
  });
}

/**
 * One language field checked against a product's list. Empty = valid. `required` makes a missing value an issue;
 * otherwise a missing value is valid (e.g. a source left to detection).
 */
export function checkLanguage(
  field: string,
  code: unknown,
  product: Product,
  side: Side,
  options: { required?: boolean } = {},
): FieldIssue[] {
  if (code === undefined || code === null || (typeof code === 'string' && code.trim() === '')) {
    return options.required ? [fieldIssue(field, { id: 'rules.language.missing', values: { side, product } })] : [];
  }
  if (typeof code !== 'string') return [fieldIssue(field, { id: 'rules.language.notACode', values: { side } })];
  if (isUsable(product, side, code)) return [];
  return [fieldIssue(field, { id: 'rules.language.unavailable', values: { side, product, code } })];
}

/** Languages written right to left (Arabic, Hebrew, Persian, Urdu, Yiddish), by their base code. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'yi']);

/**
 * The `dir` of a text field: right to left for a language written so, else `auto` (the browser reads the
 * first strong character), so Hebrew or Arabic typed with "Detect the language" is laid out right too.
 */
export function textDirection(code: string | null | undefined): 'rtl' | 'auto' {
  return code && RIGHT_TO_LEFT.has(baseLanguage(code).toLowerCase()) ? 'rtl' : 'auto';
}
