// What a language pair takes of a resource's features, as the service reports them: GET /v3/languages/resources
// (the spec's /v3/languages/products) says on which side each feature must be supported, and each language of
// GET /v3/languages says which features it has. A feature is there for a pair when every side it needs has it.
import type { Language } from '../api/languages';

export interface ResourceFeature {
  name: string;
  needsSource: boolean;
  needsTarget: boolean;
}

type PairSide = 'source' | 'target';

export interface PairFeature {
  name: string;
  available: boolean;
  /** The sides whose language lacks the feature (empty when available). */
  missing: PairSide[];
}

/** The language of a list a code means: itself (any casing), or for a variant its base language. */
export function languageIn(languages: readonly Language[], code: string): Language | undefined {
  const wanted = code.toLowerCase();
  const base = wanted.split('-')[0];
  return (
    languages.find((language) => language.lang.toLowerCase() === wanted) ??
    languages.find((language) => language.lang.toLowerCase() === base)
  );
}

/** Each feature of a resource for a source and target language of its list. */
export function pairFeatures(
  features: readonly ResourceFeature[],
  languages: readonly Language[],
  source: string,
  target: string,
): PairFeature[] {
  const has = (code: string, feature: string) => languageIn(languages, code)?.features.includes(feature) ?? false;
  return features.map(({ name, needsSource, needsTarget }) => {
    const missing: PairSide[] = [];
    if (needsSource && !has(source, name)) missing.push('source');
    if (needsTarget && !has(target, name)) missing.push('target');
    return { name, available: missing.length === 0, missing };
  });
}
