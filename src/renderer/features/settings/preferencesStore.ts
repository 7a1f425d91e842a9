// Translation defaults as stored by main (settings.translationDefaults); voice preferences are read and
// written the same way by the voice feature.
import { create } from 'zustand';
import type { TranslationDefaults } from '../../../shared/settings';
import { glossa, unwrap } from '../../lib/ipc';
import { settingsEcho } from '../../lib/settingsEcho';

interface PreferencesStore {
  translationDefaults: TranslationDefaults | null;
  load(): Promise<void>;
  setTranslationDefaults(change: Partial<TranslationDefaults>): Promise<void>;
}

const echo = settingsEcho();

export const usePreferences = create<PreferencesStore>((set, get) => ({
  translationDefaults: null,
  async load() {
    set({ translationDefaults: (await unwrap(glossa.settings.get())).translationDefaults });
  },
  async setTranslationDefaults(change) {
    const current = get().translationDefaults;
    if (!current) return;
    const next = { ...current, ...change };
    set({ translationDefaults: next });
    await echo.save(
      () => unwrap(glossa.settings.update({ translationDefaults: next })),
      (saved) => set({ translationDefaults: saved.translationDefaults }),
    );
  },
}));

glossa.settings.onChanged(echo.follow((s) => usePreferences.setState({ translationDefaults: s.translationDefaults })));
