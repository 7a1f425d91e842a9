// The theme the user chose (kept by main) and the theme the window actually shows.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../shared/settings';

const main = await vi.hoisted(async () => {
  const fake = (await import('../../lib/testing/fakeGlossa')).installFakeGlossa();
  const listeners: ((e: { matches: boolean }) => void)[] = [];
  Object.assign(globalThis.window, {
    matchMedia: () => ({
      matches: false,
      addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.push(l),
    }),
  });
  return Object.assign(fake, { systemTurns: (dark: boolean) => listeners.forEach((l) => l({ matches: dark })) });
});
const { effectiveTheme, useAppearance } = await import('./appearanceStore');

const info = { version: '0.1.0', systemLanguages: ['en-GB'] };

beforeEach(() => {
  main.calls.length = 0;
  useAppearance.setState({ preference: 'system', systemDark: false, info: null });
  main.answer('app.getInfo', () => info);
});

describe('the theme', () => {
  it('is the one kept in the settings file when the window opens', async () => {
    main.answer('settings.get', () => ({ ...defaultSettings(), theme: 'dark' }));
    await useAppearance.getState().load();
    expect(useAppearance.getState().preference).toBe('dark');
    expect(useAppearance.getState().info).toEqual(info);
  });

  it('follows the system when the user leaves it to the system, also when the system switches', () => {
    expect(effectiveTheme(useAppearance.getState())).toBe('light');
    main.systemTurns(true);
    expect(effectiveTheme(useAppearance.getState())).toBe('dark');
  });

  it('stays the chosen one whatever the system does', async () => {
    main.answer('settings.update', () => ({ ...defaultSettings(), theme: 'light' }));
    await useAppearance.getState().setPreference('light');
    main.systemTurns(true);
    expect(effectiveTheme(useAppearance.getState())).toBe('light');
    expect(main.requests('settings.update')).toEqual([{ theme: 'light' }]);
  });

  it('stays the chosen one while it is being saved, whatever settings saved before it say meanwhile', async () => {
    // Main tells every window of an earlier change (still light) before it answers this one.
    let answer = () => {};
    main.answer(
      'settings.update',
      () => new Promise((resolve) => (answer = () => resolve({ ...defaultSettings(), theme: 'dark' }))),
    );
    const saving = useAppearance.getState().setPreference('dark');
    main.emit('settings.onChanged', { ...defaultSettings(), theme: 'light' });
    expect(useAppearance.getState().preference).toBe('dark');
    answer();
    await saving;
    expect(useAppearance.getState().preference).toBe('dark');
  });

  it('changes when another window chooses another theme', () => {
    main.emit('settings.onChanged', { ...defaultSettings(), theme: 'dark' });
    expect(useAppearance.getState().preference).toBe('dark');
  });
});
