import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../shared/errors';
import type { GlossaryEntry } from '../../shared/rules/glossaryEntries';
import { parseGlossaryEntries } from '../../shared/rules/glossaryParsing';
import { DictionaryReads, FIRST_PAGE_ENTRIES, PAGE_ENTRIES, type EntriesPage } from './dictionaryReads';

const tsvOf = (count: number) => Array.from({ length: count }, (_, i) => `Begriff ${i}\tterm ${i}`).join('\n');
const split = (tsv: string) => (tsv === '' ? [] : tsv.split('\n').map((line) => ({ source: line.split('\t')[0], target: line.split('\t')[1] })));

/** Every page of a read, in order, and what `onComplete` received. */
function readAll(text: string) {
  const reads = new DictionaryReads();
  let completed: GlossaryEntry[] | null = null;
  let calls = 0;
  const first = reads.open('g|de>en', text, (entries) => ((completed = entries), calls++));
  const pages: (EntriesPage & { totalEntries?: number })[] = [first];
  while (!pages[pages.length - 1]!.done) pages.push(reads.next(first.readId));
  return { reads, first, pages, completed: completed as GlossaryEntry[] | null, calls };
}

describe('a dictionary read in pages', () => {
  it('gives a first page of a screenful, then pages of the rest, together exactly the dictionary', () => {
    const text = tsvOf(FIRST_PAGE_ENTRIES + PAGE_ENTRIES + 10);
    const { first, pages, completed, calls } = readAll(text);
    expect(first.totalEntries).toBe(FIRST_PAGE_ENTRIES + PAGE_ENTRIES + 10);
    expect(pages.map((page) => split(page.entriesTsv).length)).toEqual([FIRST_PAGE_ENTRIES, PAGE_ENTRIES, 10]);
    expect(pages.flatMap((page) => split(page.entriesTsv))).toEqual(parseGlossaryEntries(text).entries);
    expect(calls).toBe(1);
    expect(completed).toEqual(parseGlossaryEntries(text).entries);
  });

  it('a small dictionary is done with its first page', () => {
    const { pages, completed } = readAll('Haus\thouse\nKatze\tcat');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ entriesTsv: 'Haus\thouse\nKatze\tcat', done: true, totalEntries: 2 });
    expect(completed).toHaveLength(2);
  });

  it('an empty dictionary is one empty page', () => {
    expect(readAll('').pages).toEqual([expect.objectContaining({ entriesTsv: '', done: true, totalEntries: 0 })]);
  });

  it('pages are in the one form the editor reads: no BOM, no CR, no empty line, no line a rule rejects', () => {
    const { pages } = readAll('\ufeffHaus\thouse\r\n\r\nKatze\tcat\r\n Maus\tmouse\nHund\tdog\n');
    expect(pages.map((page) => page.entriesTsv).join('\n')).toBe('Haus\thouse\nKatze\tcat\nHund\tdog');
  });

  it('is forgotten once done, when closed, or when the same dictionary is opened again', () => {
    const { reads, first } = readAll('Haus\thouse');
    expect(() => reads.next(first.readId)).toThrow(NotFoundError);

    const text = tsvOf(FIRST_PAGE_ENTRIES + 5);
    const open = reads.open('g|de>en', text, () => undefined);
    reads.closeKey('g|de>en');
    expect(() => reads.next(open.readId)).toThrow(NotFoundError);

    const before = reads.open('g|de>en', text, () => undefined);
    const again = reads.open('g|de>en', text, () => undefined);
    expect(() => reads.next(before.readId)).toThrow(NotFoundError);
    expect(reads.next(again.readId).done).toBe(true);
  });
});
