import { describe, expect, it } from 'vitest';
import {
  checkCreateGlossaryRequest,
  checkCreateGlossaryV2Request,
  checkDictionaryInput,
  checkPatchGlossaryRequest,
} from './glossaryRequests';

const dictionary = (extra: Record<string, unknown> = {}) => ({
  source_lang: 'en',
  target_lang: 'de',
  entries: 'hello\tHallo',
  entries_format: 'tsv',
  ...extra,
});
const fields = (issues: { field: string }[]) => issues.map((issue) => issue.field);

describe('a dictionary in a glossary request', () => {
  it('is valid with a glossary language pair and clean entries; a variant counts as its language', () => {
    expect(checkDictionaryInput(dictionary())).toEqual([]);
    expect(checkDictionaryInput(dictionary({ source_lang: 'EN-us', target_lang: 'pt-BR' }))).toEqual([]);
    expect(checkDictionaryInput(dictionary({ entries: '"a, b",c', entries_format: 'csv' }))).toEqual([]);
  });

  it('names a language glossaries cannot be made for', () => {
    expect(fields(checkDictionaryInput(dictionary({ target_lang: 'xx' }), 'dictionaries.0'))).toEqual([
      'dictionaries.0.target_lang',
    ]);
    expect(fields(checkDictionaryInput(dictionary({ source_lang: '' })))).toEqual(['source_lang']);
  });

  it('reports entry problems by line, through the entry rules', () => {
    const issues = checkDictionaryInput(dictionary({ entries: 'a\tA\n\tB\na\tC' }));
    expect(fields(issues)).toEqual(['entries', 'entries']);
    expect(issues[0]?.message).toMatch(/^Line 2:/);
    expect(issues[1]?.message).toMatch(/^Line 3:/);
  });

  it('refuses more than 10 MB of entries', () => {
    const line = `${'x'.repeat(500)}\t${'y'.repeat(500)}`;
    const entries = Array.from({ length: 10_100 }, (_, i) => `${i}${line}`).join('\n');
    const issues = checkDictionaryInput(dictionary({ entries }));
    expect(issues.some((issue) => issue.field === 'entries' && /10 MB/.test(issue.message))).toBe(true);
  });

  it('refuses an unknown entries format', () => {
    expect(fields(checkDictionaryInput(dictionary({ entries_format: 'xlsx' })))).toEqual(['entries_format']);
  });
});

describe('creating a glossary', () => {
  it('needs a name; no dictionaries at all is an empty glossary, as on the service', () => {
    expect(checkCreateGlossaryRequest({ name: 'Legal', dictionaries: [dictionary()] })).toEqual([]);
    expect(checkCreateGlossaryRequest({ name: 'Legal', dictionaries: [] })).toEqual([]);
    expect(checkCreateGlossaryRequest({ name: 'Legal' })).toEqual([]);
    expect(fields(checkCreateGlossaryRequest({ name: ' ', dictionaries: [] }))).toEqual(['name']);
  });

  it('refuses a dictionary with no entries, as the service does when a glossary is created', () => {
    expect(fields(checkCreateGlossaryRequest({ name: 'Legal', dictionaries: [dictionary({ entries: '' })] }))).toEqual([
      'dictionaries.0.entries',
    ]);
  });

  it('limits the name to 1024 UTF-8 bytes', () => {
    expect(fields(checkCreateGlossaryRequest({ name: 'ä'.repeat(513), dictionaries: [dictionary()] }))).toEqual([
      'name',
    ]);
    expect(checkCreateGlossaryRequest({ name: 'ä'.repeat(512), dictionaries: [dictionary()] })).toEqual([]);
  });

  it('allows one dictionary per language pair', () => {
    const issues = checkCreateGlossaryRequest({
      name: 'x',
      dictionaries: [
        dictionary(),
        dictionary({ source_lang: 'en-GB' }),
        dictionary({ source_lang: 'de', target_lang: 'en' }),
      ],
    });
    expect(fields(issues)).toEqual(['dictionaries']);
  });
});

describe('changing a glossary', () => {
  it('changes a name and/or one dictionary', () => {
    expect(checkPatchGlossaryRequest({ name: 'New' })).toEqual([]);
    expect(checkPatchGlossaryRequest({ dictionaries: [dictionary()] })).toEqual([]);
    expect(fields(checkPatchGlossaryRequest({}))).toEqual(['name']);
    expect(
      fields(checkPatchGlossaryRequest({ dictionaries: [dictionary(), dictionary({ target_lang: 'fr' })] })),
    ).toEqual(['dictionaries']);
  });
});

describe('creating a v2 glossary', () => {
  it('uses the v2 glossary language set', () => {
    expect(checkCreateGlossaryV2Request({ name: 'x', source_lang: 'en', target_lang: 'de', entries: 'a\tb' })).toEqual(
      [],
    );
    expect(
      fields(checkCreateGlossaryV2Request({ name: 'x', source_lang: 'en', target_lang: 'ga', entries: 'a\tb' })),
    ).toEqual(['target_lang']);
  });
});
