// Entries read once: a clean read becomes CheckedEntries, and the request rules take them without reading again.
import { describe, expect, it } from 'vitest';
import { CheckedEntries } from './checkedEntries';
import { parseGlossaryEntries } from '../formats/csv/glossaryParsing';
import { readCreateGlossaryRequest, readDictionaryInput, readPatchGlossaryRequest } from './glossaryRequests';

const checked = (tsv: string) => {
  const entries = CheckedEntries.of(parseGlossaryEntries(tsv));
  if (!entries) throw new Error('expected clean entries');
  return entries;
};

describe('CheckedEntries', () => {
  it('come only from a read that found nothing wrong', () => {
    expect(CheckedEntries.of(parseGlossaryEntries('Haus\thouse\nKatze\tcat'))?.count).toBe(2);
    expect(CheckedEntries.of(parseGlossaryEntries('Haus\thouse\nHaus\thome'))).toBeUndefined();
    expect(CheckedEntries.of(parseGlossaryEntries('no tab here'))).toBeUndefined();
  });

  it('are sent as the TSV of their entries', () => {
    expect(checked('Haus\thouse\nKatze\tcat\nHund\tdog').toTsv()).toBe('Haus\thouse\nKatze\tcat\nHund\tdog');
  });

  it('checked in a worker, are sent as its text without being read again on this thread', () => {
    const fromWorker = CheckedEntries.checkedTsv('Haus\thouse\nKatze\tcat', 2);
    const read = readDictionaryInput({ source_lang: 'de', target_lang: 'en', entries: fromWorker });
    expect(read.issues).toEqual([]);
    expect(fromWorker.toTsv()).toBe('Haus\thouse\nKatze\tcat');
    expect(fromWorker.count).toBe(2);
    // The check did not read the entries: reading them now is the first read.
    expect(Object.getOwnPropertyDescriptor(fromWorker, 'list')?.value).toBeUndefined();
  });
});

describe('the request rules with checked entries', () => {
  it('take the entries as they are (the very same list, not a new read) and still check the pair', () => {
    const entries = checked('Haus\thouse');
    const read = readDictionaryInput({ source_lang: 'DE', target_lang: 'en-GB', entries });
    expect(read.issues).toEqual([]);
    expect(read.dictionaries[0]).toMatchObject({ source_lang: 'de', target_lang: 'en' });
    expect(read.dictionaries[0]!.entries).toBe(entries.entries);
    expect(readDictionaryInput({ source_lang: 'xx', target_lang: 'en', entries }).issues).toEqual([
      { field: 'source_lang', message: expect.stringContaining('"xx"') },
    ]);
  });

  it('refuse checked entries in another format than TSV', () => {
    const read = readDictionaryInput({
      source_lang: 'de',
      target_lang: 'en',
      entries: checked('Haus\thouse'),
      entries_format: 'csv',
    });
    expect(read.issues.map((i) => i.field)).toEqual(['entries_format']);
  });

  it('apply the name and one-dictionary-per-pair rules of a create and a patch around them', () => {
    const entries = checked('Haus\thouse');
    const twice = readCreateGlossaryRequest({
      name: 'Terms',
      dictionaries: [
        { source_lang: 'de', target_lang: 'en', entries },
        { source_lang: 'de', target_lang: 'en-US', entries },
      ],
    });
    expect(twice.issues.map((i) => i.field)).toEqual(['dictionaries']);
    expect(
      readPatchGlossaryRequest({ dictionaries: [{ source_lang: 'de', target_lang: 'en', entries }] }).issues,
    ).toEqual([]);
  });
});
