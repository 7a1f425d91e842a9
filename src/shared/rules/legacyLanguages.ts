// The pickers' fallback: when v3 language discovery fails or answers something unusable, the lists are built
// from the legacy v2 lists (/v2/languages with `supports_formality`, /v2/glossary-language-pairs). Only
// what those lists say is claimed: formality on targets that support it, glossary use on languages that
// appear in a glossary pair. Pure.
import type { GlossaryLanguagePairs, Language, LanguagesV2Response, Product } from '../api/languages';
import { normalizeLanguageCode } from './languageCodes';

/** The products the v2 lists can stand in for. */
const LEGACY_PRODUCTS: readonly Product[] = ['translate_text', 'translate_document', 'glossary'];

export interface LegacyLists {
  sources: LanguagesV2Response;
  targets: LanguagesV2Response;
  /** Absent when the pairs could not be read: then no language claims glossary support. */
  glossaryPairs?: GlossaryLanguagePairs;
}

/** A product's v3-shaped list from the v2 lists (undefined for a product they do not cover). */
export function languagesFromLegacy(product: Product, lists: LegacyLists): Language[] | undefined {
  if (!LEGACY_PRODUCTS.includes(product)) return undefined;
  const pairs = lists.glossaryPairs?.supported_languages ?? [];
  const glossarySources = new Set(pairs.map((p) => normalizeLanguageCode(p.source_lang)));
  const glossaryTargets = new Set(pairs.map((p) => normalizeLanguageCode(p.target_lang)));
  const byCode = new Map<string, Language>();
  const entry = (code: string, name: string): Language => {
    const lang = normalizeLanguageCode(code);
    let language = byCode.get(lang);
    if (!language) {
      language = { lang, name, usable_as_source: false, usable_as_target: false, features: [] };
      byCode.set(lang, language);
    }
    return language;
  };
  const addFeature = (language: Language, feature: string) => {
    if (!language.features.includes(feature)) language.features.push(feature);
  };
  if (product === 'glossary') {
    for (const pair of pairs) {
      entry(pair.source_lang, nameOf(lists, pair.source_lang)).usable_as_source = true;
      entry(pair.target_lang, nameOf(lists, pair.target_lang)).usable_as_target = true;
    }
    return [...byCode.values()];
  }
  for (const source of lists.sources) {
    const language = entry(source.language, source.name);
    language.usable_as_source = true;
    if (glossarySources.has(language.lang)) addFeature(language, 'glossary');
  }
  for (const target of lists.targets) {
    const language = entry(target.language, target.name);
    language.usable_as_target = true;
    if (target.supports_formality) addFeature(language, 'formality');
    // A glossary pair names base languages (`en`); it covers the variants (`en-GB`).
    if (glossaryTargets.has(language.lang) || glossaryTargets.has(language.lang.split('-')[0]!))
      addFeature(language, 'glossary');
  }
  return [...byCode.values()];
}

function nameOf(lists: LegacyLists, code: string): string {
  const wanted = normalizeLanguageCode(code);
  const found = [...lists.sources, ...lists.targets].find((l) => normalizeLanguageCode(l.language) === wanted);
  return found?.name ?? code.toUpperCase();
}

/** A v3 answer a picker cannot use: nothing to translate into (or, for glossaries, from). */
export function isUnusableList(languages: readonly Language[]): boolean {
  return !languages.some((l) => l.usable_as_target) || !languages.some((l) => l.usable_as_source);
}
