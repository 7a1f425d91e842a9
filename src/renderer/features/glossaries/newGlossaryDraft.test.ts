import { describe, expect, it } from 'vitest';
import type { ImportResult } from '../../../shared/calls/glossaries';
import { CREATE_TOO_LARGE_MESSAGE } from '../../../shared/rules/glossaryFiles';
import { inWords } from '../../../shared/i18n/testing/inWords';
import { dictionariesToCreate, draftProblem, emptyPair, type PairDraft } from './newGlossaryDraft';

/** The problem as the form words it in English (null when the glossary can be created). */
async function said(name: string, pairs: readonly PairDraft[]): Promise<string | null> {
  const problem = draftProblem(name, pairs);
  return problem && inWords(problem);
}

const pair = (
  id: number,
  sourceLang: string | null,
  targetLang: string | null,
  entries: PairDraft['entries'] = { status: 'empty' },
): PairDraft => ({
  id,
  sourceLang,
  targetLang,
  entries,
});

/** Non-empty lines, counted without splitting: the drafts below hold up to 9 M characters each. */
function linesIn(text: string): number {
  let count = 0;
  for (let start = 0; start < text.length;) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    if (stop > start) count++;
    start = stop + 1;
  }
  return count;
}

const readFile = (fileName: string, entriesTsv: string, extra: Partial<ImportResult> = {}): PairDraft['entries'] => ({
  status: 'read',
  fileName,
  result: {
    preview: { format: 'tsv', columns: ['Source', 'Target'], rows: [], totalRows: 0 },
    entriesTsv,
    entryCount: linesIn(entriesTsv),
    issues: [],
    issueCount: 0,
    rejectedLineCount: 0,
    trimmableLineCount: 0,
    ignoredLineCount: 0,
    byteSize: entriesTsv.length,
    tooLarge: false,
    ...extra,
  },
});

describe('a new glossary being composed', () => {
  it('needs a valid name', async () => {
    expect(await said('  ', [pair(1, 'de', 'en')])).toBe('Give the glossary a name.');
    expect(await said('x'.repeat(1025), [pair(1, 'de', 'en')])).toContain('longer than 1,024 bytes');
  });

  it('needs both languages of every pair, and two different ones', async () => {
    expect(await said('Terms', [emptyPair(1)])).toBe('Choose both languages of the language pair.');
    expect(await said('Terms', [pair(1, 'de', 'en'), pair(2, 'fr', null)])).toBe(
      'Choose both languages of language pair 2.',
    );
    expect(await said('Terms', [pair(1, 'de', 'de')])).toContain('are the same');
  });

  it('holds one dictionary per pair', async () => {
    expect(await said('Terms', [pair(1, 'de', 'en'), pair(2, 'de', 'en')])).toBe(
      'de → en is there twice. A glossary holds one dictionary per language pair.',
    );
    expect(await said('Terms', [pair(1, 'de', 'en'), pair(2, 'en', 'de')])).toBeNull();
  });

  it('waits for a file being read, and refuses a file that failed or is too large', async () => {
    expect(await said('Terms', [pair(1, 'de', 'en', { status: 'reading', fileName: 'a.csv' })])).toBe(
      'Still reading “a.csv”…',
    );
    expect(
      await said('Terms', [
        pair(1, 'de', 'en', {
          status: 'failed',
          fileName: 'a.csv',
          error: { kind: 'validation', message: 'Bad file.' },
        }),
      ]),
    ).toContain('Choose another file, or remove it');
    expect(await said('Terms', [pair(1, 'de', 'en', readFile('big.tsv', 'a\tb', { tooLarge: true }))])).toContain(
      'Split the file',
    );
  });

  it('refuses more entries in all than one create call may carry, before anything is sent', async () => {
    const nine = 'Haus\thouse\n'.repeat(750_000); // 9 M characters: a dictionary under its 10 MB
    const pairs = [pair(1, 'de', 'en', readFile('a.tsv', nine)), pair(2, 'de', 'fr', readFile('b.tsv', nine))];
    expect(await said('Terms', pairs)).toBeNull();
    pairs.push(pair(3, 'de', 'es', readFile('c.tsv', nine)));
    expect(await said('Terms', pairs)).toBe(CREATE_TOO_LARGE_MESSAGE);
  });

  it('sends each pair with the valid entries of its file, or empty', async () => {
    const pairs = [pair(1, 'de', 'en', readFile('organs.tsv', 'Herz\theart\nLunge\tlung')), pair(2, 'de', 'fr')];
    expect(await said('Organs', pairs)).toBeNull();
    expect(dictionariesToCreate(pairs)).toEqual([
      { sourceLang: 'de', targetLang: 'en', entriesTsv: 'Herz\theart\nLunge\tlung' },
      { sourceLang: 'de', targetLang: 'fr', entriesTsv: '' },
    ]);
  });
});
