// The glossary list: actions on whole glossaries, each with a sentence, and a new glossary followed until ready.
import { inWords } from '../../../shared/i18n/testing/inWords';
import type { UiMessage } from '../../../shared/i18n/catalogue';
import type { Notice } from './glossaryListStore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GlossarySummary } from '../../../shared/calls/glossaries';
import { NotFoundError } from '../../../shared/errors';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { filterGlossaries, useGlossaryList } = await import('./glossaryListStore');

/** The message of a notice that says what an action did. */
function said(notice: Notice | null): UiMessage {
  if (notice?.kind !== 'ok') throw new Error(`expected a notice of success, got ${JSON.stringify(notice)}`);
  return notice.text;
}

const glossary = (glossaryId: string, name: string, change: Partial<GlossarySummary> = {}): GlossarySummary => ({
  glossaryId,
  name,
  creationTime: '2026-01-01T00:00:00Z',
  dictionaries: [{ sourceLang: 'en', targetLang: 'de', entryCount: 2 }],
  ...change,
});

beforeEach(() => {
  main.calls.length = 0;
  useGlossaryList.setState({ status: 'idle', glossaries: [], error: null, query: '', busy: null, notice: null });
});

describe('the glossary list', () => {
  it('shows a new glossary first, says how many entries it has, and follows it until the service has it ready', async () => {
    useGlossaryList.setState({ glossaries: [glossary('g1', 'Old')] });
    main.answer('glossaries.create', () => glossary('g2', 'Legal', { ready: false }));
    main.answer('glossaries.waitUntilReady', () => glossary('g2', 'Legal', { ready: true }));
    await useGlossaryList.getState().create('Legal', []);
    const { notice } = useGlossaryList.getState();
    expect(notice?.kind).toBe('ok');
    expect(await inWords(said(notice))).toBe('Created “Legal” with 2 entries.');
    expect(await inWords(said(notice), 'de')).toBe('„Legal“ erstellt mit 2 Einträgen.');
    expect(useGlossaryList.getState().glossaries.map((g) => g.glossaryId)).toEqual(['g2', 'g1']);
    await vi.waitFor(() => expect(useGlossaryList.getState().glossaries[0]?.ready).toBe(true));
  });

  it('says why a deletion failed, with the next step, and keeps the glossary listed', async () => {
    useGlossaryList.setState({ glossaries: [glossary('g1', 'Old')] });
    main.answer('glossaries.delete', () => {
      throw new NotFoundError({ nextStep: 'Reload the list.' });
    });
    await useGlossaryList.getState().remove('g1');
    expect(useGlossaryList.getState().notice).toMatchObject({ kind: 'error', error: { nextStep: 'Reload the list.' } });
    expect(useGlossaryList.getState().glossaries).toHaveLength(1);
    expect(useGlossaryList.getState().busy).toBeNull();
  });

  it('names the deleted glossary, and lists it no more', async () => {
    useGlossaryList.setState({ glossaries: [glossary('g1', 'Old')] });
    main.answer('glossaries.delete', () => ({}));
    await useGlossaryList.getState().remove('g1');
    expect(useGlossaryList.getState().glossaries).toEqual([]);
    expect(await inWords(said(useGlossaryList.getState().notice))).toBe('Deleted “Old”.');
  });

  it('says how many entries a reversed pair left out', async () => {
    useGlossaryList.setState({ glossaries: [glossary('g1', 'Old')] });
    main.answer('glossaries.reverseDictionary', () => ({ glossary: glossary('g1', 'Old'), skippedDuplicates: 3 }));
    await useGlossaryList.getState().reversePair('g1', { sourceLang: 'en', targetLang: 'de' });
    expect(await inWords(said(useGlossaryList.getState().notice))).toBe(
      'Made de → en from en → de. 3 entries were left out: their target phrase was already used.',
    );
  });

  it('finds glossaries by name or language pair', () => {
    const list = [glossary('g1', 'Legal'), glossary('g2', 'Medical', { dictionaries: [] })];
    expect(filterGlossaries(list, ' legal ').map((g) => g.name)).toEqual(['Legal']);
    expect(filterGlossaries(list, 'en-de').map((g) => g.name)).toEqual(['Legal']);
    expect(filterGlossaries(list, '')).toHaveLength(2);
  });
});
