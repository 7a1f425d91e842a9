// Translate's draft against a fake of main: the Options (context, memory, further glossaries) are kept with the
// text, a change to them alone is saved, and a reload restores them, the translation still current.
import { afterEach, describe, expect, it, vi } from 'vitest';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { DRAFT_PAUSE_MS } = await import('../../lib/drafts');
const { keepTranslateDraft } = await import('./translateDraft');
const { isStale, useTranslate } = await import('./translateStore');
const { useTranslateOptions } = await import('../../components/translateOptionsStore');

afterEach(() => vi.useRealTimers());

const kept = {
  kind: 'translate',
  sourceText: 'We went to the bank.',
  sourceLang: 'en',
  targetLang: 'de',
  formality: 'default',
  glossaryId: 'g1',
  options: { context: 'We walked along the river.', memoryId: 'tm-legal', memoryThreshold: 80 },
  moreGlossaryIds: ['g2', 'g3'],
  translation: 'Wir gingen zum Ufer.',
  translationCurrent: true,
};

describe("Translate's draft", () => {
  it('restores the Options with the text, keeps the restored translation current, and saves a change to the Options alone', async () => {
    main.answer('drafts.list', () => ({ drafts: [{ draft: kept, savedAt: 'x' }] }));
    main.answer('drafts.save', () => ({ saved: true }));
    await keepTranslateDraft();
    expect(useTranslateOptions.getState().options).toEqual(kept.options);
    expect(useTranslateOptions.getState().moreGlossaryIds).toEqual(['g2', 'g3']);
    expect(useTranslate.getState().sourceText).toBe('We went to the bank.');
    expect(isStale(useTranslate.getState())).toBe(false);

    vi.useFakeTimers();
    useTranslateOptions.getState().set({ memoryThreshold: 90 });
    vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    expect(main.requests('drafts.save')).toEqual([
      {
        ...kept,
        options: { ...kept.options, memoryThreshold: 90 },
        // The threshold changed: the translation shown was made with another one.
        translationCurrent: false,
      },
    ]);
  });
});
