import { describe, expect, it } from 'vitest';
import { DictionaryModel } from './dictionaryModel';
import { blockOfTsv, cellRange, isBlock, tsvOfRange } from './gridClipboard';

const model = new DictionaryModel([
  { source: 'Haus', target: 'house' },
  { source: 'Katze', target: 'cat' },
  { source: 'Hund', target: 'dog' },
]);

describe('cells on the clipboard', () => {
  it('a range from either corner copies as TSV, one line per row, no line break after the last', () => {
    const range = cellRange({ position: 2, field: 'target' }, { position: 0, field: 'source' });
    expect(range).toEqual({ top: 0, bottom: 2, left: 'source', right: 'target' });
    expect(tsvOfRange(range, (p) => model.rows[p])).toBe('Haus\thouse\nKatze\tcat\nHund\tdog');
    expect(
      tsvOfRange(cellRange({ position: 1, field: 'target' }, { position: 1, field: 'target' }), (p) => model.rows[p]),
    ).toBe('cat');
  });

  it('reads TSV from a spreadsheet as lines of cells, the final line break being no empty row', () => {
    expect(blockOfTsv('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(isBlock('one phrase\n')).toBe(false);
    expect(isBlock('a\tb')).toBe(true);
    expect(isBlock('a\nb')).toBe(true);
  });
});

describe('a paste into the dictionary', () => {
  it('fills cells from its top-left corner, adds rows past the end, and undoes as one step', () => {
    const dictionary = new DictionaryModel([
      { source: 'Haus', target: 'house' },
      { source: 'Katze', target: 'cat' },
    ]);
    const landed = dictionary.pasteCells(
      [
        ['Maus', 'mouse'],
        ['Igel', 'hedgehog'],
      ],
      'source',
      (line) => (line + 1 < dictionary.rows.length ? line + 1 : null),
    );
    expect(landed).toEqual([1, 2]);
    expect(dictionary.entries()).toEqual([
      { source: 'Haus', target: 'house' },
      { source: 'Maus', target: 'mouse' },
      { source: 'Igel', target: 'hedgehog' },
    ]);
    dictionary.undo();
    expect(dictionary.entries()).toEqual([
      { source: 'Haus', target: 'house' },
      { source: 'Katze', target: 'cat' },
    ]);
    expect(dictionary.dirty).toBe(false);
    dictionary.redo();
    expect(dictionary.rows).toHaveLength(3);
  });

  it('into the target column keeps only the first cell of each line', () => {
    const dictionary = new DictionaryModel([{ source: 'Haus', target: 'house' }]);
    dictionary.pasteCells([['home', 'extra']], 'target', () => 0);
    expect(dictionary.entries()).toEqual([{ source: 'Haus', target: 'home' }]);
  });
});
