import { describe, expect, it } from 'vitest';
import { dictionaryByteSize } from '../../../shared/rules/glossaryEntries';
import { parseGlossaryEntries } from '../../../node/formats/csv/glossaryParsing';
import { DictionaryModel, entriesFromCheckedTsv } from './dictionaryModel';

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

  it('plans an import: new entries, entries it holds already, and conflicts with a different target', () => {
    const model = new DictionaryModel(start);
    expect(
      model.planMerge([
        { source: 'Katze', target: 'kitty' },
        { source: 'Maus', target: 'mouse' },
        { source: 'Hund', target: 'dog' },
      ]),
    ).toEqual({ added: 1, unchanged: 1, conflicts: [{ source: 'Katze', mine: 'cat', theirs: 'kitty' }] });
  });

  it('merges an import in one undo step: new sources added, a conflict resolved as chosen, never silently', () => {
    const model = new DictionaryModel(start);
    model.edit(2, 'target', 'hound', 0);
    const imported = [
      { source: 'Katze', target: 'kitty' },
      { source: 'Maus', target: 'mouse' },
      { source: 'Hund', target: 'dog' },
    ];
    expect(model.merge(imported, (source) => source === 'Katze')).toEqual({ added: 1, changed: 1 });
    expect(model.entries()).toEqual([
      { source: 'Haus', target: 'house' },
      { source: 'Katze', target: 'kitty' },
      { source: 'Hund', target: 'hound' },
      { source: 'Maus', target: 'mouse' },
    ]);
    model.undo();
    expect(model.entries()[1]).toEqual({ source: 'Katze', target: 'cat' });
    expect(model.entries()).toHaveLength(3);
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

describe('unsaved changes', () => {
  it('are none after undoing back to the saved state, and again after redoing past it', () => {
    const model = new DictionaryModel(start);
    expect(model.dirty).toBe(false);
    model.edit(0, 'target', 'home', 0);
    model.insert({ source: 'Maus', target: 'mouse' });
    expect(model.dirty).toBe(true);
    model.undo();
    model.undo();
    expect(model.dirty).toBe(false);
    model.redo();
    expect(model.dirty).toBe(true);
  });

  it('are measured from the last save: undo to it is clean, undo past it is not', () => {
    const model = new DictionaryModel(start);
    model.edit(0, 'target', 'h', 0);
    model.edit(0, 'target', 'home', 100);
    model.markSaved(model.saveMark());
    expect(model.dirty).toBe(false);
    // Typing on in the same cell right after the save is a step of its own.
    model.edit(0, 'target', 'homes', 200);
    expect(model.dirty).toBe(true);
    model.undo();
    expect(model.entries()[0]!.target).toBe('home');
    expect(model.dirty).toBe(false);
    model.undo();
    expect(model.entries()[0]!.target).toBe('house');
    expect(model.dirty).toBe(true);
  });

  it('do not include the pages of a dictionary that arrive after the first screen', () => {
    const model = new DictionaryModel(start);
    model.appendLoaded([{ source: 'Maus', target: 'mouse' }]);
    expect(model.dirty).toBe(false);
    expect(model.canUndo).toBe(false);
    expect(model.rows).toHaveLength(4);
  });
});

describe('an edit taken back', () => {
  it('leaves no step behind when the cell is typed back to what it held', () => {
    const model = new DictionaryModel(start);
    model.edit(0, 'target', 'hou', 0);
    model.edit(0, 'target', 'house', 100);
    expect(model.dirty).toBe(false);
    expect(model.canUndo).toBe(false);
  });
});

describe('Trim', () => {
  it('is a step of its own: undo brings the spaces back, not an empty cell', () => {
    const model = new DictionaryModel(start);
    const row = model.insert();
    model.edit(row, 'source', ' Maus', 1000);
    model.edit(row, 'source', ' Maus ', 1100);
    model.trim(row, 'source');
    expect(model.rows[row]!.source).toBe('Maus');
    model.undo();
    expect(model.rows[row]!.source).toBe(' Maus ');
    model.redo();
    expect(model.rows[row]!.source).toBe('Maus');
  });
});

describe('pages that arrive after the first screen', () => {
  it('count a source repeated across pages as a duplicate', () => {
    const model = new DictionaryModel([{ source: 'Haus', target: 'house' }], { byteSize: 10 });
    model.appendLoaded([{ source: 'Haus', target: 'home' }], { byteSize: 9 });
    expect(model.problemCount).toBe(1);
    expect(model.byteSize).toBe(dictionaryByteSize(model.entries()));
    model.appendLoaded([{ source: ' Straße', target: 'street' }]);
    expect(model.problemCount).toBe(2);
    expect(model.byteSize).toBe(dictionaryByteSize(model.entries()));
  });
});
