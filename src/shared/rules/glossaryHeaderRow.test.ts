import { describe, expect, it } from 'vitest';
import { looksLikeHeaderRow } from './glossaryHeaderRow';

const header = (first: (string | undefined)[], below: string[][] = [], more: object = {}) =>
  looksLikeHeaderRow({ first, below, ...more });

describe('a header row of a glossary file', () => {
  it('is column titles in both cells, in any case', () => {
    expect(header(['source', 'target'])).toBe(true);
    expect(header(['Source term', 'Target term'])).toBe(true);
    expect(header(['Quelle', 'Ziel'])).toBe(true);
  });

  it('is the labels platforms write: Key/Value, language names with a word, snake_case', () => {
    expect(header(['Key', 'Value'], [['hello', 'hallo']])).toBe(true);
    expect(header(['English_word', 'German_word'], [['house', 'Haus']])).toBe(true);
    expect(header(['English', 'German'], [['house', 'Haus']], { sourceLang: 'en', targetLang: 'de' })).toBe(true);
    expect(header(['Deutsch', 'Englisch'], [['Haus', 'house']])).toBe(true);
    expect(header(['source_text', 'target_text'], [['Apple', 'Apfel']])).toBe(true);
  });

  it("is the dictionary's language codes, even among other columns", () => {
    expect(header(['de', 'en'], [], { sourceLang: 'de', targetLang: 'en' })).toBe(true);
    expect(header(['DE', 'EN-GB'], [], { sourceLang: 'de', targetLang: 'en' })).toBe(true);
    expect(header(['de', 'en'])).toBe(true);
    expect(header(['en', 'pt', 'pos', 'description'], [['house', 'casa', 'noun', 'a building']])).toBe(true);
    expect(header(['Description', 'en', 'de-AT'], [], { columns: { source: 1, target: 2 } })).toBe(true);
  });

  it('is a capitalised label over phrases that start in lower case', () => {
    expect(
      header(
        ['Fruit', 'Fruta'],
        [
          ['apple', 'manzana'],
          ['pear', 'pera'],
          ['plum', 'ciruela'],
        ],
      ),
    ).toBe(true);
    expect(
      header(
        ['Fruit', 'Frucht'],
        [
          ['apple', 'Apfel'],
          ['pear', 'Birne'],
        ],
      ),
    ).toBe(false);
  });

  it('is not an entry whose phrases happen to be short words or codes', () => {
    expect(header(['Ei', 'egg'], [['Haus', 'house']], { sourceLang: 'de', targetLang: 'en' })).toBe(false);
    expect(header(['Ei', 'egg'])).toBe(false);
    expect(header(['Quelle', 'spring'])).toBe(false);
    expect(header(['source', undefined])).toBe(false);
    expect(
      header(
        ['Apple', 'Apfel'],
        [
          ['banana', 'Banane'],
          ['cherry', 'Kirsche'],
        ],
      ),
    ).toBe(false);
    // "it → es" is an entry of an English → German glossary, not a header of Italian and Spanish
    expect(header(['it', 'es'], [['house', 'Haus']], { sourceLang: 'en', targetLang: 'de' })).toBe(false);
  });
});
