import { describe, expect, it } from 'vitest';
import { dictionaryByteSize } from '../../../shared/rules/glossaryEntries';
import { parseGlossaryEntries } from '../../../shared/rules/glossaryParsing';
import { DictionaryModel, entriesFromCheckedTsv, visibleRows } from './dictionaryModel';

const start = [
  { source: 'Haus', target: 'house' },
  { source: 'Katze', target: 'cat' },
  { source: 'Hund', target: 'dog' },
];

describe('the dictionary in the editor', () => {
  it('edits, adds and deletes rows, and undoes and redoes each step', () => {
    const model = new DictionaryModel(start);
    model.edit(0, 'target', 'home', 0);
    const added = model.insert({ source: 'Maus', target: 'mouse' });
    model.delete(1);
    expect(model.entries()).toEqual([
      { source: 'Haus', target: 'home' },
      { source: 'Hund', target: 'dog' },
      { source: 'Maus', target: 'mouse' },
    ]);
    expect(added).toBe(3);
    model.undo();
    expect(model.entries()[1]).toEqual({ source: 'Katze', target: 'cat' });
    model.undo();
    model.undo();
    expect(model.entries()).toEqual(start);
    expect(model.canUndo).toBe(false);
    model.redo();
    model.redo();
    expect(model.entries()).toHaveLength(4);
    expect(model.entries()[0]!.target).toBe('home');
  });

  it('takes keystrokes in one cell as one undo step, but not across cells or pauses', () => {
    const model = new DictionaryModel(start);
    model.edit(0, 'target', 'h', 0);
    model.edit(0, 'target', 'ho', 100);
    model.edit(0, 'target', 'hom', 200);
    model.edit(1, 'target', 'kitten', 300);
    model.edit(1, 'target', 'kitty', 5000);
    model.undo();
    expect(model.entries()[1]!.target).toBe('kitten');
    model.undo();
    model.undo();
    expect(model.entries()[0]!.target).toBe('house');
  });

  it('clears redo after a new change', () => {
    const model = new DictionaryModel(start);
    model.delete(0);
    model.undo();
    model.edit(2, 'source', 'Hündin', 0);
    expect(model.canRedo).toBe(false);
  });

  it('keeps its problem count and size right through edits, undo and redo', () => {
    const model = new DictionaryModel(start);
    const check = () => {
      const entries = model.entries();
      const duplicates = entries.length - new Set(entries.map((e) => e.source)).size;
      const invalid = entries.filter((e) => !/^\S(.*\S)?$/.test(e.source) || !/^\S(.*\S)?$/.test(e.target)).length;
      expect(model.problemCount).toBe(duplicates + invalid);
      expect(model.byteSize).toBe(dictionaryByteSize(entries));
    };
    check();
    model.edit(1, 'source', 'Haus', 0); // duplicate
    check();
    expect(model.isDuplicate(model.rows[0]!)).toBe(true);
    model.insert(); // empty row: two empty phrases, one invalid row
    check();
    model.edit(3, 'source', ' Straße', 0);
    check();
    model.undo();
    model.undo();
    check();
    model.redo();
    check();
    model.replaceAll([{ source: 'a', target: 'b' }]);
    check();
    expect(model.problemCount).toBe(0);
  });

  it('merges imported entries: new sources added, existing ones get the imported target, in one undo step', () => {
    const model = new DictionaryModel(start);
    expect(
      model.merge([
        { source: 'Katze', target: 'kitty' },
        { source: 'Maus', target: 'mouse' },
        { source: 'Hund', target: 'dog' },
      ]),
    ).toEqual({ added: 1, changed: 1 });
    expect(model.entries()).toEqual([
      { source: 'Haus', target: 'house' },
      { source: 'Katze', target: 'kitty' },
      { source: 'Hund', target: 'dog' },
      { source: 'Maus', target: 'mouse' },
    ]);
    model.undo();
    expect(model.entries()).toEqual(start);
  });
});

describe('loading entries that passed the rules', () => {
  it('skips re-checking them but ends with the same totals', () => {
    const parsed = parseGlossaryEntries('Haus\thouse\nStraße\tstreet\n東京\tTokyo');
    const fast = new DictionaryModel(parsed.entries, { byteSize: parsed.byteSize });
    const checked = new DictionaryModel(parsed.entries);
    expect([fast.byteSize, fast.problemCount]).toEqual([checked.byteSize, checked.problemCount]);
    fast.edit(1, 'source', 'Haus', 0);
    expect(fast.problemCount).toBe(1);
    expect(fast.byteSize).toBe(dictionaryByteSize(fast.entries()));
  });
});

describe('entries main has checked', () => {
  it('are split without a second check, giving what the full parser gives', () => {
    const tsv = 'Haus\thouse\nStraße\tstreet\n"quoted", comma\t東京';
    expect(entriesFromCheckedTsv(tsv)).toEqual(parseGlossaryEntries(tsv).entries);
    expect(entriesFromCheckedTsv('')).toEqual([]);
  });
});

describe('the rows shown', () => {
  const model = new DictionaryModel([
    { source: 'Zebra', target: 'zebra' },
    { source: 'apfel', target: 'apple' },
    { source: 'Apfel', target: 'Apple' },
    { source: 'Bank', target: 'bench' },
    { source: 'Bank', target: 'bank' },
    { source: 'Ufer ', target: 'shore' },
  ]);

  it('match the search in either phrase, ignoring case', () => {
    expect(visibleRows(model, 'APP', 'all', 'file')).toEqual([1, 2]);
    expect(visibleRows(model, 'bench', 'all', 'file')).toEqual([3]);
  });

  it('can be only the rows with problems, or only duplicates', () => {
    expect(visibleRows(model, '', 'duplicates', 'file')).toEqual([3, 4]);
    expect(visibleRows(model, '', 'problems', 'file')).toEqual([3, 4, 5]);
  });

  it('sort by source or target in a natural, case-insensitive order, stable for equal phrases', () => {
    expect(visibleRows(model, '', 'all', 'source').map((i) => model.rows[i]!.source)).toEqual(['apfel', 'Apfel', 'Bank', 'Bank', 'Ufer ', 'Zebra']);
    expect(visibleRows(model, '', 'all', 'target').map((i) => model.rows[i]!.target)[0]).toBe('apple');
  });
});
