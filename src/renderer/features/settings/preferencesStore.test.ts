// The translation defaults (languages, formality, output folder) as main keeps them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../shared/settings';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { usePreferences } = await import('./preferencesStore');

const saved = defaultSettings();

beforeEach(() => {
  main.calls.length = 0;
  usePreferences.setState({ translationDefaults: null });
  main.answer('settings.get', () => saved);
});

describe('translation defaults', () => {
  it('are the saved ones when the window opens', async () => {
    await usePreferences.getState().load();
    expect(usePreferences.getState().translationDefaults).toEqual(saved.translationDefaults);
  });

  it('keep the other defaults when one changes, and main saves them all', async () => {
    await usePreferences.getState().load();
    main.answer('settings.update', (patch) => ({ ...saved, ...(patch as object) }));
    await usePreferences.getState().setTranslationDefaults({ targetLang: 'JA' });
    const expected = { ...saved.translationDefaults, targetLang: 'JA' };
    expect(usePreferences.getState().translationDefaults).toEqual(expected);
    expect(main.requests('settings.update')).toEqual([{ translationDefaults: expected }]);
  });

  it('are not written before they were read (nothing overwrites the saved ones with blanks)', async () => {
    await usePreferences.getState().setTranslationDefaults({ targetLang: 'JA' });
    expect(main.requests('settings.update')).toEqual([]);
  });

  it('follow a change made in another window', () => {
    const other = { ...saved.translationDefaults, targetLang: 'FR' };
    main.emit('settings.onChanged', { ...saved, translationDefaults: other });
    expect(usePreferences.getState().translationDefaults).toEqual(other);
  });
});
