// The language of this window's text: the user's choice (kept in main's settings) and the system's preferred
// languages decide it (`shared/i18n/uiLanguages.ts`), and its catalogue is loaded on demand. English is in the
// first script, so an English window never waits; another language's catalogue arrives with the settings.
// A change in Settings, in another window or in the browser's languages switches the text at once.
import { create } from 'zustand';
import english from '../../shared/i18n/messages/en.json';
import { loadCatalogue, type Catalogue } from '../../shared/i18n/catalogue';
import { resolveUiLanguage, type ShownLanguage, type UiLanguageChoice } from '../../shared/i18n/uiLanguages';
import { glossa, unwrap } from '../lib/ipc';
import { settingsEcho } from '../lib/settingsEcho';
import { readWindowStart } from '../lib/windowStart';

interface UiLanguageState {
  /** The choice in Settings; null until main's settings are read. */
  choice: UiLanguageChoice | null;
  /** The system's preferred languages, best first (main's in the desktop app, the browser's in the shell). */
  systemLanguages: readonly string[];
  shown: ShownLanguage;
  catalogue: Catalogue;
  load(): Promise<void>;
  /** Main has not said yet which language to show: the system's, until it does (a window is never blank). */
  settle(): void;
  choose(choice: UiLanguageChoice): Promise<void>;
}

/** Another change's settings, arriving while a choice is saved, would undo it (lib/settingsEcho). */
const echo = settingsEcho();
let latest = 0;
let loading: Promise<void> | null = null;

/** Shows the language that the choice and the system's languages decide, once its catalogue is in. */
async function show(choice: UiLanguageChoice, systemLanguages: readonly string[]): Promise<void> {
  const wanted = resolveUiLanguage(choice, systemLanguages);
  const request = ++latest;
  const catalogue = wanted === 'en' ? english : await loadCatalogue(wanted);
  // A later change wins over a slower earlier one.
  if (request === latest) useUiLanguage.setState({ choice, systemLanguages, shown: wanted, catalogue });
}

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : navigator.languages);

export const useUiLanguage = create<UiLanguageState>((_set, get) => ({
  choice: null,
  systemLanguages: browserLanguages(),
  shown: 'en',
  catalogue: english,
  load() {
    // Once per window (the first script starts it; the provider asks again); a failed read is tried again.
    loading ??= readWindowStart().then(
      ([settings, info]) => show(settings.uiLanguage, info.systemLanguages ?? browserLanguages()),
      (error: unknown) => ((loading = null), show('system', browserLanguages()), Promise.reject(error)),
    );
    return loading;
  },
  settle() {
    if (get().choice === null) void show('system', get().systemLanguages);
  },
  async choose(choice) {
    await show(choice, get().systemLanguages);
    let corrected: Promise<void> | undefined;
    await echo.save(
      () => unwrap(glossa.settings.update({ uiLanguage: choice })),
      (saved) => {
        if (saved.uiLanguage !== choice) corrected = show(saved.uiLanguage, get().systemLanguages);
      },
    );
    await corrected;
  },
}));

glossa.settings.onChanged(
  echo.follow((settings) => {
    const { choice, systemLanguages } = useUiLanguage.getState();
    if (choice !== null && settings.uiLanguage !== choice) void show(settings.uiLanguage, systemLanguages);
  }),
);

if (typeof window !== 'undefined')
  window.addEventListener('languagechange', () => {
    const { choice } = useUiLanguage.getState();
    if (choice !== null) void show(choice, browserLanguages());
  });
