import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../shared/errors';
import { parseGlossaryEntries } from '../../node/formats/csv/glossaryParsing';
import {
  type ArrivingText,
  DictionaryReads,
  FIRST_PAGE_ENTRIES,
  PAGE_ENTRIES,
  type EntriesPage,
} from './dictionaryReads';

const tsvOf = (count: number) => Array.from({ length: count }, (_, i) => `Begriff ${i}\tterm ${i}`).join('\n');
const split = (tsv: string) =>
  tsv === '' ? [] : tsv.split('\n').map((line) => ({ source: line.split('\t')[0], target: line.split('\t')[1] }));

/** Every page of a read, in order, and what `onComplete` received. */
async function readAll(text: string | ArrivingText) {
  const reads = new DictionaryReads();
  let completed: string | null = null;
  let calls = 0;
  const first = reads.open('g|de>en', text, (whole) => ((completed = whole), calls++));
  const pages: EntriesPage[] = [first];
  while (!pages[pages.length - 1]!.done) pages.push(await reads.next(first.readId));
  return { reads, first, pages, completed: completed as string | null, calls };
}

/** The first `lines` lines of a text, each with its line end, as they arrive before the rest. */
const firstLinesOf = (text: string, lines: number) =>
  text
    .split('\n')
    .slice(0, lines)
    .map((line) => `${line}\n`)
    .join('');

describe('a dictionary read in pages', () => {
  it('gives a first page of a screenful, then pages of the rest, together exactly the dictionary', async () => {
    const text = tsvOf(FIRST_PAGE_ENTRIES + PAGE_ENTRIES + 10);
    const { first, pages, completed, calls } = await readAll(text);
    expect(first.totalEntries).toBe(FIRST_PAGE_ENTRIES + PAGE_ENTRIES + 10);
    expect(pages.map((page) => split(page.entriesTsv).length)).toEqual([FIRST_PAGE_ENTRIES, PAGE_ENTRIES, 10]);
    expect(pages.flatMap((page) => split(page.entriesTsv))).toEqual(parseGlossaryEntries(text).entries);
    expect(calls).toBe(1);
    expect(completed).toBe(text);
  });

  it('a small dictionary is done with its first page', async () => {
    const { pages, completed } = await readAll('Haus\thouse\nKatze\tcat');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ entriesTsv: 'Haus\thouse\nKatze\tcat', done: true, totalEntries: 2 });
    expect(completed).toBe('Haus\thouse\nKatze\tcat');
  });

  it('an empty dictionary is one empty page', async () => {
    expect((await readAll('')).pages).toEqual([
      expect.objectContaining({ entriesTsv: '', done: true, totalEntries: 0 }),
    ]);
  });

  it('pages are in the one form the editor reads: no BOM, no CR, no empty line, no line a rule rejects', async () => {
    const { pages } = await readAll('\ufeffHaus\thouse\r\n\r\nKatze\tcat\r\n Maus\tmouse\nHund\tdog\n');
    expect(pages.map((page) => page.entriesTsv).join('\n')).toBe('Haus\thouse\nKatze\tcat\nHund\tdog');
  });

  it('is forgotten once done, when closed, or when the same dictionary is opened again', async () => {
    const { reads, first } = await readAll('Haus\thouse');
    await expect(reads.next(first.readId)).rejects.toThrow(NotFoundError);

    const text = tsvOf(FIRST_PAGE_ENTRIES + 5);
    const open = reads.open('g|de>en', text, () => undefined);
    reads.closeKey('g|de>en');
    await expect(reads.next(open.readId)).rejects.toThrow(NotFoundError);

    const before = reads.open('g|de>en', text, () => undefined);
    const again = reads.open('g|de>en', text, () => undefined);
    await expect(reads.next(before.readId)).rejects.toThrow(NotFoundError);
    expect((await reads.next(again.readId)).done).toBe(true);
  });
});

describe('a dictionary read while it is still arriving', () => {
  it('gives its first page from the first lines, and the rest once the whole text is in: the same pages', async () => {
    const text = `\ufeff${tsvOf(FIRST_PAGE_ENTRIES + PAGE_ENTRIES + 10)}`;
    let arrive!: (whole: string) => void;
    const whole = new Promise<string>((resolve) => (arrive = resolve));
    const reads = new DictionaryReads();
    const first = reads.open('g|de>en', { firstLines: firstLinesOf(text, FIRST_PAGE_ENTRIES), whole }, () => undefined);
    expect(first).toMatchObject({ done: false, entriesTsv: tsvOf(FIRST_PAGE_ENTRIES) });
    expect(first.totalEntries).toBeUndefined(); // not known before the whole text is in
    let second: EntriesPage | undefined;
    const asked = reads.next(first.readId).then((page) => (second = page));
    await Promise.resolve();
    expect(second).toBeUndefined(); // waits for the rest
    arrive(text);
    await asked;
    expect(second!.totalEntries).toBe(FIRST_PAGE_ENTRIES + PAGE_ENTRIES + 10);

    const atOnce = await readAll(text);
    const arriving = await readAll({
      firstLines: firstLinesOf(text, FIRST_PAGE_ENTRIES),
      whole: Promise.resolve(text),
    });
    expect(arriving.pages.map((page) => page.entriesTsv)).toEqual(atOnce.pages.map((page) => page.entriesTsv));
    expect(arriving.completed).toEqual(atOnce.completed);
  });

  it('reports a failure of the rest on the next page, and a whole text that does not start with the first lines', async () => {
    const text = tsvOf(FIRST_PAGE_ENTRIES + 50);
    const reads = new DictionaryReads();
    const failed = reads.open(
      'a|de>en',
      { firstLines: firstLinesOf(text, FIRST_PAGE_ENTRIES), whole: Promise.reject(new Error('connection reset')) },
      () => undefined,
    );
    await expect(reads.next(failed.readId)).rejects.toThrow('connection reset');

    const changed = reads.open(
      'b|de>en',
      {
        firstLines: firstLinesOf(text, FIRST_PAGE_ENTRIES),
        whole: Promise.resolve(text.replace('Begriff 3\t', 'Begriff drei\t')),
      },
      () => undefined,
    );
    await expect(reads.next(changed.readId)).rejects.toThrow('The dictionary changed while it was being read.');
    await expect(reads.next(changed.readId)).rejects.toThrow(NotFoundError);
  });

  it('is forgotten when closed while the rest is still on its way', async () => {
    const text = tsvOf(FIRST_PAGE_ENTRIES + 50);
    let arrive!: (whole: string) => void;
    const reads = new DictionaryReads();
    const open = reads.open(
      'g|de>en',
      {
        firstLines: firstLinesOf(text, FIRST_PAGE_ENTRIES),
        whole: new Promise<string>((resolve) => (arrive = resolve)),
      },
      () => undefined,
    );
    const asked = reads.next(open.readId);
    reads.closeKey('g|de>en');
    arrive(text);
    await expect(asked).rejects.toThrow(NotFoundError);
  });
});
