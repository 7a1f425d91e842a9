// The contract's `settings` area: the settings a window may see and change (no window geometry, no accounts).
import type { PublicSettings } from '../../shared/calls/settings';
import type { AreaHandlers } from '../../shared/contract';
import type { Settings } from '../../shared/settings';
import type { SettingsStore } from './settingsStore';

export const publicSettings = (s: Settings): PublicSettings => ({
  theme: s.theme,
  uiLanguage: s.uiLanguage,
  demoExplored: s.demoExplored,
  translationDefaults: s.translationDefaults,
  voice: s.voice,
  documents: s.documents,
  quickTranslate: s.quickTranslate,
  history: s.history,
});

export function settingsHandlers(settings: SettingsStore): AreaHandlers<'settings'> {
  return {
    get: async () => publicSettings(settings.get()),
    update: async (patch) => publicSettings(await settings.update((s) => ({ ...s, ...patch }))),
  };
}
