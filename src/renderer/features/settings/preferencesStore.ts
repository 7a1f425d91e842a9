// Translation defaults as stored by main (settings.translationDefaults); voice preferences are read and
// written the same way by the voice feature.
import { create } from 'zustand';
import type { TranslationDefaults } from '../../../shared/settings';
import { glossa, unwrap } from '../../lib/ipc';

interface PreferencesStore {
  translationDefaults: TranslationDefaults | null;
  load(): Promise<void>;
  setTranslationDefaults(change: Partial<TranslationDefaults>): Promise<void>;
}

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
    const saved = await unwrap(glossa.settings.update({ translationDefaults: next }));
    set({ translationDefaults: saved.translationDefaults });
  },
}));

glossa.settings.onChanged((s) => usePreferences.setState({ translationDefaults: s.translationDefaults }));
