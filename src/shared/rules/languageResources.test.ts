// A pair takes a feature when every side the resource names has it; a variant is read as its base language.
import { describe, expect, it } from 'vitest';
import type { Language } from '../api/languages';
import { languageIn, pairFeatures } from './languageResources';

const language = (lang: string, features: string[]): Language => ({
  lang,
  name: lang,
  usable_as_source: true,
  usable_as_target: true,
  features,
});
const languages = [
  language('de', ['formality', 'glossary', 'tag_handling']),
  language('en', ['glossary', 'tag_handling']),
  language('en-GB', ['glossary']),
  language('ja', ['formality']),
];
const features = [
  { name: 'formality', needsSource: false, needsTarget: true },
  { name: 'glossary', needsSource: true, needsTarget: true },
  { name: 'tag_handling', needsSource: true, needsTarget: true },
];

describe('pairFeatures', () => {
  it('offers a feature only where every side the resource names has it, and says which side lacks it', () => {
    expect(pairFeatures(features, languages, 'en', 'de')).toEqual([
      { name: 'formality', available: true, missing: [] },
      { name: 'glossary', available: true, missing: [] },
      { name: 'tag_handling', available: true, missing: [] },
    ]);
    expect(pairFeatures(features, languages, 'de', 'en-GB')).toEqual([
      { name: 'formality', available: false, missing: ['target'] },
      { name: 'glossary', available: true, missing: [] },
      { name: 'tag_handling', available: false, missing: ['target'] },
    ]);
    expect(pairFeatures(features, languages, 'ja', 'ja').map((f) => f.missing)).toEqual([
      [],
      ['source', 'target'],
      ['source', 'target'],
    ]);
  });

  it('reads a variant missing from the list as its base language, in any casing', () => {
    expect(languageIn(languages, 'EN-US')?.lang).toBe('en');
    expect(languageIn(languages, 'en-gb')?.lang).toBe('en-GB');
    expect(languageIn(languages, 'xx')).toBeUndefined();
  });
});
