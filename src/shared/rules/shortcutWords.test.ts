// A shortcut is shown as the platform names its keys in the UI language, and read back from those words.
import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue, type Catalogue, type UiMessage } from '../i18n/catalogue';
import type { UiLanguage } from '../i18n/uiLanguages';
import { acceleratorFromWords, shortcutInWords } from './shortcutWords';

const catalogues = new Map<UiLanguage, Catalogue>();
beforeAll(async () => {
  for (const language of ['en', 'de', 'fr', 'es', 'ja'] as const)
    catalogues.set(language, await loadCatalogue(language));
});
const sayIn =
  (language: UiLanguage) =>
  (message: UiMessage): string =>
    String(new IntlMessageFormat(catalogues.get(language)![message.id], language).format(message.values));

describe('a shortcut in words', () => {
  it.each([
    ['en', 'Ctrl+Alt+Shift+G'],
    ['de', 'Strg+Alt+Umschalt+G'],
    ['fr', 'Ctrl+Alt+Maj+G'],
    ['es', 'Ctrl+Alt+Mayús+G'],
    ['ja', 'Ctrl+Alt+Shift+G'],
  ] as const)('names the default on Linux in %s as its keyboards do: %s', (language, words) => {
    expect(shortcutInWords('CommandOrControl+Alt+Shift+G', 'linux', sayIn(language))).toBe(words);
  });

  it('says Electron’s modifiers in any order and spelling the same way, in the platform’s order', () => {
    expect(shortcutInWords('Shift+Control+Alt+K', 'win32', sayIn('de'))).toBe('Strg+Alt+Umschalt+K');
  });

  it('names the logo key as Windows and Linux do', () => {
    expect(shortcutInWords('Super+Alt+K', 'win32', sayIn('en'))).toBe('Alt+Win+K');
    expect(shortcutInWords('Super+Alt+K', 'linux', sayIn('en'))).toBe('Alt+Super+K');
  });

  it('names named keys in the language: Space, Delete, Page Up', () => {
    expect(shortcutInWords('Ctrl+Alt+Space', 'linux', sayIn('de'))).toBe('Strg+Alt+Leertaste');
    expect(shortcutInWords('Ctrl+Alt+Delete', 'win32', sayIn('fr'))).toBe('Ctrl+Alt+Suppr');
    expect(shortcutInWords('Ctrl+Shift+PageUp', 'linux', sayIn('es'))).toBe('Ctrl+Mayús+RePág');
  });

  it('writes macOS’s symbols without a joiner, in every language', () => {
    expect(shortcutInWords('CommandOrControl+Alt+Shift+G', 'darwin', sayIn('de'))).toBe('⌥⇧⌘G');
    expect(shortcutInWords('Control+Alt+Return', 'darwin', sayIn('ja'))).toBe('⌃⌥↩');
  });

  it('shows a shortcut that does not parse as it is, for its problem to be named beside it', () => {
    expect(shortcutInWords('Ctrl+Banana', 'linux', sayIn('de'))).toBe('Ctrl+Banana');
  });
});

describe('a shortcut typed in words', () => {
  it('becomes an accelerator from the language’s names, whatever their case', () => {
    expect(acceleratorFromWords('Strg+Umschalt+Alt+K', 'linux', sayIn('de'))).toBe('Ctrl+Shift+Alt+K');
    expect(acceleratorFromWords('ctrl+maj+suppr', 'win32', sayIn('fr'))).toBe('Ctrl+Shift+Delete');
  });

  it('keeps Electron’s own names, which every language also takes', () => {
    expect(acceleratorFromWords('CommandOrControl+Alt+Shift+G', 'linux', sayIn('de'))).toBe(
      'CommandOrControl+Alt+Shift+G',
    );
  });

  it('reads macOS’s symbols written without a joiner', () => {
    expect(acceleratorFromWords('⌘⇧K', 'darwin', sayIn('en'))).toBe('Super+Shift+K');
  });

  it('goes back to the same keys it shows', () => {
    for (const language of ['en', 'de', 'fr', 'es', 'ja'] as const)
      for (const platform of ['linux', 'win32', 'darwin'] as const) {
        const say = sayIn(language);
        const shown = shortcutInWords('CommandOrControl+Alt+Shift+PageDown', platform, say);
        expect(shortcutInWords(acceleratorFromWords(shown, platform, say), platform, say)).toBe(shown);
      }
  });
});
