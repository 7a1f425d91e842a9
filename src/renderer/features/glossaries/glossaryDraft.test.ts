// The glossary editor's unsaved changes kept as a draft, against a fake of main: the draft kept from before is
// held for the list until its dictionary opens, then applied once all entries are in; edits are saved as
// changes only (never the whole dictionary) after a pause; discarding in the list forgets it in main.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRAFT_PAUSE_MS } from '../../lib/drafts';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useDictionaryEditor } = await import('./dictionaryEditorStore');
const { discardHeldGlossaryDraft, keepGlossaryDraft, restoreGlossaryDraft, useHeldGlossaryDraft } =
  await import('./glossaryDraft');

const ref = { glossaryId: 'g1', sourceLang: 'de', targetLang: 'en' };
const kept = {
  kind: 'glossary' as const,
  ...ref,
  glossaryName: 'Tiere',
  changed: [{ at: 1, source: 'Katze', target: 'cat', after: { source: 'Katze', target: 'kitten' } }],
  added: [{ source: 'Maus', target: 'mouse' }],
};
const rows = () => useDictionaryEditor.getState().model.rows.map((r) => [r.source, r.target]);

beforeAll(async () => {
  main.answer('drafts.list', () => ({ drafts: [{ draft: kept, savedAt: '2026-11-26T05:00:00Z' }] }));
  main.answer('drafts.save', () => ({ saved: true }));
  main.answer('drafts.discard', () => ({ discarded: true }));
  main.answer('glossaries.openEntries', () => ({
    readId: 'r1',
    entriesTsv: 'Haus\thouse\nKatze\tcat',
    done: true,
    totalEntries: 2,
  }));
  main.answer('glossaries.closeEntries', () => ({ closed: true }));
  await keepGlossaryDraft();
});
afterEach(() => vi.useRealTimers());

describe('a glossary draft', () => {
  it('is held for the list, and applied once its dictionary opens, all entries in', async () => {
    expect(useHeldGlossaryDraft.getState().held).toEqual(kept);
    await useDictionaryEditor.getState().open(ref, 'Tiere');
    await restoreGlossaryDraft(ref);
    expect(useHeldGlossaryDraft.getState().held).toBeNull();
    expect(rows()).toEqual([
      ['Haus', 'house'],
      ['Katze', 'kitten'],
      ['Maus', 'mouse'],
    ]);
    expect(useDictionaryEditor.getState().model.dirty).toBe(true);
  });

  it('keeps later edits as changes only, after a pause in typing', async () => {
    vi.useFakeTimers();
    main.calls.length = 0;
    useDictionaryEditor.getState().edit(0, 'target', 'home');
    vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    const [saved] = main.requests('drafts.save') as (typeof kept)[];
    expect(saved).toMatchObject({ kind: 'glossary', ...ref, glossaryName: 'Tiere' });
    expect(saved!.changed.map((c) => [c.source, c.after?.target])).toEqual([
      ['Haus', 'home'],
      ['Katze', 'kitten'],
    ]);
    expect(saved!.added).toEqual([{ source: 'Maus', target: 'mouse' }]);
  });

  it('discarded in the list, is forgotten in main and no longer offered', () => {
    useHeldGlossaryDraft.setState({ held: kept });
    main.calls.length = 0;
    discardHeldGlossaryDraft();
    expect(useHeldGlossaryDraft.getState().held).toBeNull();
    expect(main.requests('drafts.discard')).toEqual([{ kind: 'glossary' }]);
  });
});
