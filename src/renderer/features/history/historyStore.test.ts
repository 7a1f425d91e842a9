// The History section's store against a fake of main: a search whose late answer is dropped, paging, choosing,
// pinning under the pinned filter, deleting, exporting, and a glossary draft that carries no entries.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../../shared/calls/history';
import { ValidationError } from '../../../shared/errors';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const downloads = vi.hoisted(() => [] as { fileName: string; mimeType: string; content: unknown }[]);
vi.mock('../../lib/download', () => ({
  download: (fileName: string, mimeType: string, content: unknown) => downloads.push({ fileName, mimeType, content }),
}));
const { useHistory } = await import('./historyStore');

const entry = (id: number, patch: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  kind: 'translation',
  source: `source ${id}`,
  result: `result ${id}`,
  sourceLang: null,
  detectedSourceLang: 'EN',
  targetLang: 'DE',
  glossaryId: null,
  gesture: 'translate',
  createdAt: 1_700_000_000_000 + id,
  pinned: false,
  ...patch,
});
const ids = () => useHistory.getState().entries.map((e) => e.id);

beforeEach(() => {
  main.calls.length = 0;
  downloads.length = 0;
  useHistory.setState({ query: '', pinnedOnly: false, entries: [], more: false, chosen: new Set(), draft: null });
  useHistory.setState({ error: null, message: null });
});

describe('searching', () => {
  it('shows the page main finds and clears the choice', async () => {
    useHistory.setState({ chosen: new Set([9]) });
    main.answer('history.search', () => ({ entries: [entry(3), entry(2)], more: true }));
    await useHistory.getState().search('invoice');
    expect(main.requests('history.search')).toEqual([{ query: 'invoice', pinnedOnly: false, limit: 100 }]);
    expect(ids()).toEqual([3, 2]);
    expect(useHistory.getState()).toMatchObject({ more: true, loading: false, query: 'invoice' });
    expect(useHistory.getState().chosen.size).toBe(0);
  });

  it('drops the answer of an older search that arrives after a newer one', async () => {
    let answerOld: (page: unknown) => void = () => {};
    main.answer('history.search', (request) =>
      (request as { query: string }).query === 'old'
        ? new Promise((resolve) => (answerOld = resolve))
        : { entries: [entry(7)], more: false },
    );
    const old = useHistory.getState().search('old');
    await useHistory.getState().search('new');
    answerOld({ entries: [entry(1)], more: false });
    await old;
    expect(ids()).toEqual([7]);
    expect(useHistory.getState().query).toBe('new');
  });

  it('pages on with the oldest id shown, appending', async () => {
    useHistory.setState({ entries: [entry(5), entry(4)], query: 'a' });
    main.answer('history.search', () => ({ entries: [entry(3)], more: false }));
    await useHistory.getState().loadMore();
    expect(main.requests('history.search')).toEqual([{ query: 'a', pinnedOnly: false, limit: 100, beforeId: 4 }]);
    expect(ids()).toEqual([5, 4, 3]);
  });

  it('keeps the entries shown and says why when main cannot search', async () => {
    useHistory.setState({ entries: [entry(5)] });
    main.answer('history.search', () => {
      throw new ValidationError([{ field: 'query', message: 'Too long.' }]);
    });
    await useHistory.getState().search('x'.repeat(10));
    expect(ids()).toEqual([5]);
    expect(useHistory.getState().error).toMatchObject({ kind: 'validation' });
    expect(useHistory.getState().loading).toBe(false);
  });
});

describe('acting on entries', () => {
  it('chooses one, all and none', () => {
    useHistory.setState({ entries: [entry(2), entry(1)] });
    useHistory.getState().toggle(2);
    expect([...useHistory.getState().chosen]).toEqual([2]);
    useHistory.getState().toggle(2);
    expect(useHistory.getState().chosen.size).toBe(0);
    useHistory.getState().chooseAll(true);
    expect([...useHistory.getState().chosen].sort()).toEqual([1, 2]);
    useHistory.getState().chooseAll(false);
    expect(useHistory.getState().chosen.size).toBe(0);
  });

  it('unpinning under the pinned filter takes the entry off the list', async () => {
    useHistory.setState({ pinnedOnly: true, entries: [entry(2, { pinned: true }), entry(1, { pinned: true })] });
    main.answer('history.pin', (request) => entry((request as { id: number }).id, { pinned: false }));
    await useHistory.getState().pin(useHistory.getState().entries[0]!);
    expect(main.requests('history.pin')).toEqual([{ id: 2, pinned: false }]);
    expect(ids()).toEqual([1]);
  });

  it('deleting removes the entries main deleted and clears the choice', async () => {
    useHistory.setState({ entries: [entry(3), entry(2), entry(1)], chosen: new Set([3, 1]) });
    main.answer('history.remove', () => ({ removed: 2 }));
    await useHistory.getState().remove([3, 1]);
    expect(ids()).toEqual([2]);
    expect(useHistory.getState().chosen.size).toBe(0);
    expect(useHistory.getState().message).toEqual({ id: 'history.deleted', values: { count: 2 } });
  });

  it('exports the chosen entries as the file main made', async () => {
    useHistory.setState({ entries: [entry(2), entry(1)], chosen: new Set([2, 1]) });
    main.answer('history.exportFile', () => ({
      fileName: 'glossa-history-2026-11-26.csv',
      mimeType: 'text/csv',
      content: '\ufeffsource,result\r\n',
      count: 2,
    }));
    await useHistory.getState().exportChosen('csv');
    expect(main.requests('history.exportFile')).toEqual([{ ids: [2, 1], format: 'csv' }]);
    expect(downloads).toEqual([
      { fileName: 'glossa-history-2026-11-26.csv', mimeType: 'text/csv', content: '\ufeffsource,result\r\n' },
    ]);
  });
});

describe('add to glossary', () => {
  it('holds main’s draft (a staging id and counts, no entries) until it is closed', async () => {
    useHistory.setState({ entries: [entry(2), entry(1)], chosen: new Set([2, 1]) });
    const draft = {
      sourceLang: 'en',
      targetLang: 'de',
      stagingId: 'c'.repeat(32),
      fileName: 'translation-history.tsv',
      entryCount: 2,
      skipped: [],
    };
    main.answer('history.glossaryDraft', () => draft);
    await useHistory.getState().makeDraft();
    expect(main.requests('history.glossaryDraft')).toEqual([{ ids: [2, 1] }]);
    expect(useHistory.getState().draft).toEqual(draft);
    useHistory.getState().closeDraft();
    expect(useHistory.getState().draft).toBeNull();
  });

  it('says why when no chosen entry can become a glossary entry', async () => {
    useHistory.setState({ chosen: new Set([1]) });
    main.answer('history.glossaryDraft', () => {
      throw new ValidationError([{ field: 'entries.1', message: 'An improvement has no second language.' }], {
        message: 'None of the chosen entries can become a glossary entry.',
        nextStep: 'Choose short translations of one language pair.',
      });
    });
    await useHistory.getState().makeDraft();
    expect(useHistory.getState().draft).toBeNull();
    expect(useHistory.getState().error).toMatchObject({ kind: 'validation', nextStep: expect.any(String) });
  });
});

describe('main’s events', () => {
  it('takes the status main announces', () => {
    const status = { preferences: useHistory.getState().status?.preferences, entryCount: 12, notice: null };
    main.emit('history.onChanged', status);
    expect(useHistory.getState().status).toEqual(status);
  });
});
