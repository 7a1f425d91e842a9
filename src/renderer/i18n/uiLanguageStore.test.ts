// Which language the window's text is in, and how it switches: the system's, a choice in Settings, or a choice
// made in another window.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../shared/settings';

const main = await vi.hoisted(async () => {
  const fake = (await import('../lib/testing/fakeGlossa')).installFakeGlossa();
  Object.assign(globalThis.window, { addEventListener: () => undefined });
  return fake;
});
const { useUiLanguage } = await import('./uiLanguageStore');

const settings = (uiLanguage: string) => ({ ...defaultSettings(), uiLanguage });

beforeEach(() => {
  main.calls.length = 0;
  main.answer('app.getInfo', () => ({ version: '0.1.0', systemLanguages: ['pt-BR', 'de-AT'] }));
  main.answer('settings.update', (patch) => settings((patch as { uiLanguage: string }).uiLanguage));
});

describe("the window's language", () => {
  it("is the first of the system's languages Glossa speaks, with that language's catalogue", async () => {
    main.answer('settings.get', () => settings('system'));
    await useUiLanguage.getState().load();
    expect(useUiLanguage.getState()).toMatchObject({ choice: 'system', shown: 'de' });
    expect(useUiLanguage.getState().catalogue['section.settings']).toBe('Einstellungen');
  });

  it('switches at once to a language chosen in Settings, and main keeps the choice', async () => {
    await useUiLanguage.getState().choose('ja');
    expect(useUiLanguage.getState().shown).toBe('ja');
    expect(useUiLanguage.getState().catalogue['section.settings']).toBe('設定');
    expect(main.requests('settings.update')).toEqual([{ uiLanguage: 'ja' }]);
  });

  it('follows a choice made in another window', async () => {
    await useUiLanguage.getState().choose('fr');
    main.emit('settings.onChanged', settings('es'));
    await vi.waitFor(() => expect(useUiLanguage.getState().shown).toBe('es'));
    expect(useUiLanguage.getState().catalogue['section.translate']).toBe('Traducir');
  });

  it('stays the chosen one while it is being saved, whatever settings saved before it say meanwhile', async () => {
    let answer = () => {};
    main.answer('settings.update', () => new Promise((resolve) => (answer = () => resolve(settings('ja')))));
    const choosing = useUiLanguage.getState().choose('ja');
    await vi.waitFor(() => expect(main.requests('settings.update')).toHaveLength(1));
    // Main tells every window of an earlier change (still French) before it answers this one.
    main.emit('settings.onChanged', settings('fr'));
    answer();
    await choosing;
    expect(useUiLanguage.getState().shown).toBe('ja');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useUiLanguage.getState().shown).toBe('ja');
  });

  it('shows the pseudo-locale as accented, bracketed English', async () => {
    await useUiLanguage.getState().choose('en-XA');
    expect(useUiLanguage.getState().catalogue['section.settings']).toMatch(/^\[Šéţţîñĝš ~+\]$/);
  });

  it("speaks the system's language when main is slow to say, and the settings' language once they arrive", async () => {
    vi.resetModules();
    let answer: (value: unknown) => void = () => undefined;
    main.answer('settings.get', () => new Promise((resolve) => (answer = resolve)));
    main.answer('app.getInfo', () => ({ version: '0.1.0' }));
    const fresh = (await import('./uiLanguageStore')).useUiLanguage;
    const loading = fresh.getState().load();
    fresh.getState().settle();
    await vi.waitFor(() => expect(fresh.getState()).toMatchObject({ choice: 'system', shown: 'en' }));
    answer(settings('ja'));
    await loading;
    expect(fresh.getState()).toMatchObject({ choice: 'ja', shown: 'ja' });
  });
});
