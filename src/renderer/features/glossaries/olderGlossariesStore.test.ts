// Older glossaries in Glossaries: listed, converted (then both lists read again, the outcome said), and a failed
// delete kept as an error beside the glossary, which stays.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OlderGlossary } from '../../../shared/calls/glossaries';
import { NotFoundError } from '../../../shared/errors';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useOlderGlossaries } = await import('./olderGlossariesStore');

const older: OlderGlossary = {
  glossaryId: 'g1',
  name: 'Client terms 2019',
  ready: true,
  creationTime: '2019-05-01T00:00:00Z',
  sourceLang: 'en',
  targetLang: 'de',
  entryCount: 2,
};

beforeEach(() => {
  main.calls.length = 0;
  useOlderGlossaries.setState({ older: null, error: null, viewed: null, busyId: null, outcome: null });
  main.answer('glossaries.listOlder', () => ({ glossaries: [older] }));
  main.answer('glossaries.list', () => ({ glossaries: [] }));
});

describe('older glossaries', () => {
  it('are listed, and a viewed one shows its entries', async () => {
    await useOlderGlossaries.getState().load();
    expect(useOlderGlossaries.getState().older).toEqual([older]);
    main.answer('glossaries.olderEntries', () => ({ entriesTsv: 'invoice\tRechnung', entryCount: 1 }));
    await useOlderGlossaries.getState().view('g1');
    expect(useOlderGlossaries.getState().viewed).toEqual({
      glossaryId: 'g1',
      entriesTsv: 'invoice\tRechnung',
      entryCount: 1,
    });
  });

  it('are converted in one call, then both lists are read again and the outcome is said', async () => {
    main.answer('glossaries.convertOlder', () => ({
      glossaryId: 'g2',
      name: older.name,
      creationTime: '2026-01-01T00:00:00Z',
      dictionaries: [{ sourceLang: 'en', targetLang: 'de', entryCount: 2 }],
    }));
    await useOlderGlossaries.getState().convert(older);
    expect(main.requests('glossaries.convertOlder')).toEqual([{ glossaryId: 'g1' }]);
    expect(main.requests('glossaries.listOlder')).toHaveLength(1);
    expect(main.requests('glossaries.list')).toHaveLength(1);
    expect(useOlderGlossaries.getState().outcome).toEqual({
      kind: 'ok',
      message: { id: 'glossaries.older.converted', values: { name: older.name } },
    });
  });

  it('keep the error of a failed delete', async () => {
    main.answer('glossaries.deleteOlder', () => {
      throw new NotFoundError({ message: 'The glossary no longer exists.' });
    });
    await useOlderGlossaries.getState().remove(older);
    expect(useOlderGlossaries.getState()).toMatchObject({
      busyId: null,
      outcome: { kind: 'error', error: { message: 'The glossary no longer exists.' } },
    });
  });
});
