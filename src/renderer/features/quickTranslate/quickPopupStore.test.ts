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

  it('sends changed choices to main and shows the translation made with them', async () => {
    main.answer('quickTranslate.setChoices', (request) =>
      state({ choices: request as QuickState['choices'], result: 'Faktura' }),
    );
    const choices = { ...state({}).choices, glossaryIds: ['g-1', 'g-2'], context: 'An invoice.' };
    await useQuickPopup.getState().setChoices(choices);
    expect(main.requests('quickTranslate.setChoices')).toEqual([choices]);
    expect(useQuickPopup.getState().state).toMatchObject({ result: 'Faktura', choices });
  });

  it('reads the account’s glossaries and client profiles for its menus, and says why when it cannot', async () => {
    main.answer('glossaries.list', () => ({ glossaries: [{ glossaryId: 'g-1', name: 'Client terms' }] }));
    main.answer('styleProfiles.list', () => ({ offered: true, profiles: [{ profileId: 'p-1', name: 'ACME' }] }));
    await useQuickPopup.getState().loadLists();
    expect(useQuickPopup.getState().glossaries?.map((g) => g.name)).toEqual(['Client terms']);
    expect(useQuickPopup.getState().profiles?.map((p) => p.name)).toEqual(['ACME']);
    main.answer('glossaries.list', () => {
      throw new NetworkError();
    });
    await useQuickPopup.getState().loadLists();
    expect(useQuickPopup.getState()).toMatchObject({ glossaries: [], profiles: [], listsError: { kind: 'network' } });
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
