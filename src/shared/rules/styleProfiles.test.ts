// What a style profile may hold, and which of its components a translation uses for its languages.
import { describe, expect, it } from 'vitest';
import { checkProfileFits, checkProfileLanguages, checkStyleProfileFields, componentsFor } from './styleProfiles';

const glossary = (id: string, source: string, target: string) => ({
  glossary_id: id,
  name: id,
  dictionaries: [{ source_lang: source, target_lang: target }],
});
const list = (id: string, language: string) => ({ style_id: id, name: id, language });
const memory = (id: string, source: string, targets: string[]) => ({
  translation_memory_id: id,
  name: id,
  source_language: source,
  target_languages: targets,
});

describe('a style profile body', () => {
  it('needs a name on create but not on update, and refuses an empty name, a listed ID twice or a non-list', () => {
    expect(checkStyleProfileFields({})).toEqual([{ field: 'name', message: 'A style profile needs a name.' }]);
    expect(checkStyleProfileFields({}, true)).toEqual([]);
    expect(checkStyleProfileFields({ name: '  ' }, true).map((issue) => issue.field)).toEqual(['name']);
    expect(checkStyleProfileFields({ name: 'A', glossary_ids: ['x', 'x'] })[0]?.message).toMatch(
      /Check 'glossary_ids': an ID is listed twice/,
    );
    expect(checkStyleProfileFields({ name: 'A', style_rule_ids: 'x' })[0]?.field).toBe('style_rule_ids');
  });

  it('holds one style rule list per target language and one memory per source language', () => {
    expect(checkProfileLanguages([list('a', 'de'), list('b', 'DE')], [])[0]?.message).toMatch(
      /"a" and "b" are both for German/,
    );
    expect(checkProfileLanguages([], [memory('m', 'en', ['de']), memory('n', 'en-US', ['fr'])])[0]?.field).toBe(
      'translation_memory_ids',
    );
    expect(checkProfileLanguages([list('a', 'de'), list('b', 'ja')], [memory('m', 'en', ['de'])])).toEqual([]);
  });
});

describe('the components a translation uses', () => {
  const parts = {
    glossaries: [glossary('g1', 'en', 'de'), glossary('g2', 'en', 'fr'), glossary('g3', 'en', 'de')],
    styleLists: [list('s-de', 'de'), list('s-ja', 'ja')],
    memories: [memory('m-en', 'en', ['de', 'fr']), memory('m-de', 'de', ['en'])],
  };

  it('takes the glossaries of the pair in order, the list of the target, and the memory of the source', () => {
    const found = componentsFor(parts, 'en', 'de');
    expect(found.glossaries.map((g) => g.glossary_id)).toEqual(['g1', 'g3']);
    expect(found.styleList?.style_id).toBe('s-de');
    expect(found.memory?.translation_memory_id).toBe('m-en');
  });

  it('takes nothing that does not fit: no glossary without a source, no list or memory of other languages', () => {
    const found = componentsFor(parts, undefined, 'ja');
    expect(found).toEqual({ glossaries: [], styleList: parts.styleLists[1], memory: undefined });
    expect(componentsFor(parts, 'de', 'en-GB').memory?.translation_memory_id).toBe('m-de');
    expect(componentsFor(parts, 'de', 'fr').memory).toBeUndefined();
  });
});

describe('a client profile used for a translation', () => {
  const parts = {
    glossaries: [{ glossary_id: 'g1', name: 'ACME terms', dictionaries: [{ source_lang: 'en', target_lang: 'de' }] }],
    styleLists: [{ style_id: 's1', name: 'Paris style', language: 'fr' }],
    memories: [],
  };
  it('fits when one of its parts serves the languages: a glossary of the pair, or the style list of the target', () => {
    expect(checkProfileFits('ACME', parts, 'en', 'de')).toEqual([]);
    expect(checkProfileFits('ACME', parts, undefined, 'fr')).toEqual([]);
  });
  it('is refused before sending, with the reason, when none of its parts serves the languages', () => {
    const [issue] = checkProfileFits('ACME', parts, 'en', 'ja');
    expect(issue).toMatchObject({
      field: 'style_profile_id',
      uiMessage: { id: 'profiles.use.nothingForPair', languages: { source: 'en', target: 'ja' } },
    });
    expect(issue?.message).toContain('"ACME" has nothing for English to Japanese');
  });
  it('with the source detected, says that its glossaries need the source language chosen', () => {
    expect(checkProfileFits('ACME', parts, undefined, 'de')[0]?.uiMessage?.id).toBe(
      'profiles.use.nothingWithoutSource',
    );
  });
});
