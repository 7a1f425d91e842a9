import { describe, expect, it } from 'vitest';
import { languagesFor } from './languages';
import { sortByLanguageName } from './languageOrder';

describe('the order of language lists', () => {
  it('is alphabetical by name, not by code', () => {
    const sorted = sortByLanguageName([
      { lang: 'zh', name: 'Chinese' },
      { lang: 'cs', name: 'Czech' },
      { lang: 'de', name: 'German' },
      { lang: 'nb', name: 'Norwegian Bokmål' },
      { lang: 'el', name: 'Greek' },
      { lang: 'en-GB', name: 'English (British)' },
    ]);
    expect(sorted.map((l) => l.name)).toEqual([
      'Chinese',
      'Czech',
      'English (British)',
      'German',
      'Greek',
      'Norwegian Bokmål',
    ]);
  });

  it('puts every name of the text translation targets in order', () => {
    const names = sortByLanguageName(languagesFor('translate_text').filter((l) => l.usable_as_target)).map(
      (l) => l.name,
    );
    for (let i = 1; i < names.length; i++)
      expect(names[i - 1]!.localeCompare(names[i]!, 'en', { sensitivity: 'base' })).toBeLessThanOrEqual(0);
  });
});
