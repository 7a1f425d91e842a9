import { describe, expect, it } from 'vitest';
import { looksLikeHeaderRow } from './glossaryHeaderRow';

describe('a header row of a glossary file', () => {
  it('is column titles in both cells, in any case', () => {
    expect(looksLikeHeaderRow('source', 'target')).toBe(true);
    expect(looksLikeHeaderRow('Source term', 'Target term')).toBe(true);
    expect(looksLikeHeaderRow('Quelle', 'Ziel')).toBe(true);
  });

  it("is the dictionary's language codes", () => {
    expect(looksLikeHeaderRow('de', 'en', { sourceLang: 'de', targetLang: 'en' })).toBe(true);
    expect(looksLikeHeaderRow('DE', 'EN-GB', { sourceLang: 'de', targetLang: 'en' })).toBe(true);
    expect(looksLikeHeaderRow('de', 'en')).toBe(true);
  });

  it('is not an entry whose phrases happen to be short words', () => {
    expect(looksLikeHeaderRow('Ei', 'egg', { sourceLang: 'de', targetLang: 'en' })).toBe(false);
    expect(looksLikeHeaderRow('Ei', 'egg')).toBe(false);
    expect(looksLikeHeaderRow('Quelle', 'spring')).toBe(false);
    expect(looksLikeHeaderRow('source', undefined)).toBe(false);
  });
});
