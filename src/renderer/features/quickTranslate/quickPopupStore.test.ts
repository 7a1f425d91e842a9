// The quick-translate popup: it shows main's last translation and sends the popup's own actions.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuickState } from '../../../shared/calls/quickTranslate';
import { NetworkError } from '../../../shared/errors';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useQuickPopup } = await import('./quickPopupStore');

const state = (change: Partial<QuickState>) =>
  ({
    sequence: 1,
    status: 'done',
    gesture: null,
    source: 'Hallo',
    result: 'Hello',
    sourceLang: null,
    detectedSourceLang: 'DE',
    targetLang: 'EN-GB',
    glossaries: [],
    choices: {
      glossaryIds: [],
      memoryId: null,
      memoryThreshold: 75,
      styleProfileId: null,
      formality: 'default',
      context: '',
    },
    contextFrom: 'none',
    cleared: null,
    skipped: null,
    truncated: null,
    error: null,
    ...change,
  }) as QuickState;

beforeEach(() => {
  main.calls.length = 0;
  useQuickPopup.setState({ state: null, status: null, error: null });
});

describe('the quick-translate popup', () => {
  it("shows main's translation of the selection as soon as main has it", () => {
    main.emit('quickTranslate.onState', state({ sequence: 4, result: 'Good morning' }));
    expect(useQuickPopup.getState().state?.result).toBe('Good morning');
  });

  it('translates text typed in the popup, and shows the answer', async () => {
    main.answer('quickTranslate.translate', (request) =>
      state({ source: (request as { text: string }).text, result: 'Thanks' }),
    );
    await useQuickPopup.getState().translate('Danke');
    expect(main.requests('quickTranslate.translate')).toEqual([{ text: 'Danke' }]);
    expect(useQuickPopup.getState().state?.result).toBe('Thanks');
  });

  it('keeps the last translation on screen when switching the target fails, and says why', async () => {
    main.emit('quickTranslate.onState', state({}));
    main.answer('quickTranslate.setTarget', () => {
      throw new NetworkError();
    });
    await useQuickPopup.getState().setTarget('FR');
    expect(useQuickPopup.getState().error?.kind).toBe('network');
    expect(useQuickPopup.getState().state?.result).toBe('Hello');
  });

  it("clears an old error when main's next translation arrives", async () => {
    main.answer('quickTranslate.swap', () => {
      throw new NetworkError();
    });
    await useQuickPopup.getState().swap();
    main.emit('quickTranslate.onState', state({ sequence: 2 }));
    expect(useQuickPopup.getState().error).toBeNull();
  });

  it('says why the text could not be opened in Glossa', async () => {
    main.answer('quickTranslate.openInMain', () => {
      throw new NetworkError();
    });
    await useQuickPopup.getState().openInMain();
    expect(useQuickPopup.getState().error?.kind).toBe('network');
  });
});
