// The Write pane: improving or correcting the original, laid out like it, and never losing it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QuotaExceededError } from '../../../shared/errors';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { isStale, useWrite } = await import('./writeStore');

const improvedAs =
  (...texts: string[]) =>
  () => ({ improvements: texts.map((text) => ({ text })) });

beforeEach(() => {
  main.calls.length = 0;
  useWrite.setState({ original: '', targetLang: null, improved: '', improvedFrom: '', busy: null, error: null });
});

describe('improving a text', () => {
  it('keeps the blank lines between paragraphs where the original had them', async () => {
    useWrite.getState().setOriginal('First para.\n\nSecond para.');
    main.answer('write.improve', improvedAs('First paragraph.', 'Second paragraph.'));
    await useWrite.getState().improve();
    expect(main.requests('write.improve')).toEqual([{ text: ['First para.', 'Second para.'] }]);
    expect(useWrite.getState()).toMatchObject({
      improved: 'First paragraph.\n\nSecond paragraph.',
      improvedFrom: 'First para.\n\nSecond para.',
      action: 'improve',
      busy: null,
    });
  });

  it('sends nothing for an empty original', async () => {
    useWrite.getState().setOriginal('  \n ');
    await useWrite.getState().improve();
    expect(main.calls).toEqual([]);
  });

  it('corrects into the chosen language, and marks the result as a correction', async () => {
    useWrite.getState().setOriginal('Teh cat.');
    useWrite.getState().setTargetLang('en-GB');
    main.answer('write.correct', improvedAs('The cat.'));
    await useWrite.getState().correct();
    expect(main.requests('write.correct')).toEqual([{ text: ['Teh cat.'], target_lang: 'en-GB' }]);
    expect(useWrite.getState()).toMatchObject({ improved: 'The cat.', action: 'correct' });
  });

  it('says why it failed and keeps the original', async () => {
    useWrite.getState().setOriginal('Keep me.');
    main.answer('write.improve', () => {
      throw new QuotaExceededError();
    });
    await useWrite.getState().improve();
    expect(useWrite.getState()).toMatchObject({ original: 'Keep me.', busy: null });
    expect(useWrite.getState().error?.kind).toBe('quota');
  });

  it('warns before accepting an improvement made from a text the user has since changed', async () => {
    useWrite.getState().setOriginal('Old text.');
    main.answer('write.improve', improvedAs('Better text.'));
    await useWrite.getState().improve();
    expect(isStale(useWrite.getState())).toBe(false);
    useWrite.getState().setOriginal('Old text, edited.');
    expect(isStale(useWrite.getState())).toBe(true);
  });
});
