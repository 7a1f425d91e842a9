import { describe, expect, it } from 'vitest';
import { DictionaryModel } from './dictionaryModel';

const start = [
  { source: 'Haus', target: 'house' },
  { source: 'Katze', target: 'cat' },
  { source: 'Hund', target: 'dog' },
];

describe('unsaved changes as a draft keeps them', () => {
  it('holds only what changed since the saved state: edits, deletions and new entries', () => {
    const model = new DictionaryModel(start);
    expect(model.draftChanges()).toEqual({ changed: [], added: [] });
    model.edit(0, 'target', 'home', 0);
    model.delete(1);
    model.insert({ source: 'Maus', target: 'mouse' });
    expect(model.draftChanges()).toEqual({
      changed: [
        { at: 0, source: 'Haus', target: 'house', after: { source: 'Haus', target: 'home' } },
        { at: 1, source: 'Katze', target: 'cat', after: null },
      ],
      added: [{ source: 'Maus', target: 'mouse' }],
    });
  });

  it('measures from the last save, and an import that changed one target is one change', () => {
    const model = new DictionaryModel(start);
    model.edit(2, 'target', 'hound', 0);
    model.markSaved(model.saveMark());
    expect(model.draftChanges()).toEqual({ changed: [], added: [] });
    model.merge([{ source: 'Katze', target: 'kitty' }], () => true);
    expect(model.draftChanges()).toEqual({
      changed: [{ at: 1, source: 'Katze', target: 'cat', after: { source: 'Katze', target: 'kitty' } }],
      added: [],
    });
  });

  it('pages that arrive later are part of the saved state, not changes', () => {
    const model = new DictionaryModel(start.slice(0, 1));
    model.edit(0, 'target', 'home', 0);
    model.appendLoaded(start.slice(1));
    expect(model.draftChanges().changed).toEqual([
      { at: 0, source: 'Haus', target: 'house', after: { source: 'Haus', target: 'home' } },
    ]);
  });

  it('applied to the dictionary as loaded again, it gives the same entries in one undoable step', () => {
    const before = new DictionaryModel(start);
    before.edit(0, 'target', 'home', 0);
    before.delete(1);
    before.insert({ source: 'Maus', target: 'mouse' });
    const reopened = new DictionaryModel(start);
    expect(reopened.applyDraft(before.draftChanges())).toEqual({ matched: 2, unmatched: 0 });
    expect(reopened.entries()).toEqual(before.entries());
    expect(reopened.dirty).toBe(true);
    reopened.undo();
    expect(reopened.entries()).toEqual(start);
  });

  it('finds an entry by its old source when it moved, and keeps a change whose entry is gone as a new entry', () => {
    const before = new DictionaryModel(start);
    before.edit(2, 'target', 'hound', 0);
    before.edit(1, 'target', 'kitty', 0);
    // Meanwhile, on the service: Hund moved to the top and Katze was deleted.
    const reopened = new DictionaryModel([start[2]!, start[0]!]);
    expect(reopened.applyDraft(before.draftChanges())).toEqual({ matched: 1, unmatched: 1 });
    expect(reopened.entries()).toEqual([
      { source: 'Hund', target: 'hound' },
      { source: 'Haus', target: 'house' },
      { source: 'Katze', target: 'kitty' },
    ]);
  });
});
