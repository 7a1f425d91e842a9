// Form bodies read like the public service: lists from repeated keys, nested dictionaries[N].field objects.
import { describe, expect, it } from 'vitest';
import { parseFormFields } from './formBody';

describe('parseFormFields', () => {
  it('reads repeated keys and key[] as lists, and listed keys always as lists', () => {
    expect(parseFormFields('text=a&text=b&tags[]=x&target_lang=de', ['custom_instructions'])).toEqual({
      text: ['a', 'b'],
      tags: 'x',
      target_lang: 'de',
    });
    expect(parseFormFields('text=a', ['text'])).toEqual({ text: ['a'] });
  });

  it('builds a list of objects from nested keys, in index order whatever the key order', () => {
    const body =
      'name=G&dictionaries[1].source_lang=de&dictionaries[0].source_lang=en&dictionaries[0].entries=a%09b&dictionaries[1].entries=c%2Cd';
    expect(parseFormFields(body)).toEqual({
      name: 'G',
      dictionaries: [
        { source_lang: 'en', entries: 'a\tb' },
        { source_lang: 'de', entries: 'c,d' },
      ],
    });
  });

  it('refuses a gap in the numbering and a key sent both plain and nested', () => {
    expect(() => parseFormFields('dictionaries[1].source_lang=en')).toThrow(/dictionaries\[0\] is missing/);
    expect(() => parseFormFields('dictionaries=x&dictionaries[0].source_lang=en')).toThrow(/both as a value/);
  });
});
