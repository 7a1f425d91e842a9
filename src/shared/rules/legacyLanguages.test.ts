import { describe, expect, it } from 'vitest';
import { isUnusableList, languagesFromLegacy } from './legacyLanguages';

const lists = {
  sources: [
    { language: 'EN', name: 'English' },
    { language: 'DE', name: 'German' },
  ],
  targets: [
    { language: 'DE', name: 'German', supports_formality: true },
    { language: 'EN-GB', name: 'English (British)', supports_formality: false },
  ],
  glossaryPairs: {
    supported_languages: [
      { source_lang: 'en', target_lang: 'de' },
      { source_lang: 'de', target_lang: 'en' },
    ],
  },
};

describe('the pickers\u2019 lists built from the legacy v2 lists', () => {
  it('text translation: v3 codes, formality where v2 says so, glossary where a pair names the language or its base', () => {
    const languages = languagesFromLegacy('translate_text', lists)!;
    expect(languages).toEqual([
      { lang: 'en', name: 'English', usable_as_source: true, usable_as_target: false, features: ['glossary'] },
      {
        lang: 'de',
        name: 'German',
        usable_as_source: true,
        usable_as_target: true,
        features: ['glossary', 'formality'],
      },
      {
        lang: 'en-GB',
        name: 'English (British)',
        usable_as_source: false,
        usable_as_target: true,
        features: ['glossary'],
      },
    ]);
  });

  it('glossaries: the languages of the pairs; no pairs known, no glossary claimed', () => {
    expect(
      languagesFromLegacy('glossary', lists)?.map((l) => [l.lang, l.usable_as_source, l.usable_as_target]),
    ).toEqual([
      ['en', true, true],
      ['de', true, true],
    ]);
    expect(
      languagesFromLegacy('translate_document', { ...lists, glossaryPairs: undefined })!.some((l) =>
        l.features.includes('glossary'),
      ),
    ).toBe(false);
  });

  it('products v2 does not describe are not invented', () => {
    expect(languagesFromLegacy('voice', lists)).toBeUndefined();
    expect(languagesFromLegacy('write', lists)).toBeUndefined();
  });

  it('a list without a target or without a source is unusable for a picker', () => {
    expect(isUnusableList([])).toBe(true);
    expect(
      isUnusableList([{ lang: 'de', name: 'German', usable_as_source: true, usable_as_target: false, features: [] }]),
    ).toBe(true);
    expect(isUnusableList(languagesFromLegacy('translate_text', lists)!)).toBe(false);
  });
});
