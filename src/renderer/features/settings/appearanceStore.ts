// Theme preference (kept in main's settings file) and the theme actually shown.
import { create } from 'zustand';
import type { ThemePreference } from '../../../shared/settings';
import type { AppInfo } from '../../../shared/calls/app';
import { glossa, unwrap } from '../../lib/ipc';
import { settingsEcho } from '../../lib/settingsEcho';
import { readWindowStart } from '../../lib/windowStart';

const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');

interface AppearanceState {
  preference: ThemePreference;
  systemDark: boolean;
  info: AppInfo | null;
  load(): Promise<void>;
  setPreference(preference: ThemePreference): Promise<void>;
}

/** Another change's settings, arriving while the theme is saved, would undo the chosen theme (lib/settingsEcho). */
const echo = settingsEcho();

export const useAppearance = create<AppearanceState>((set) => ({
  preference: 'system',
  systemDark: darkQuery.matches,
  info: null,
  async load() {
    const [settings, info] = await readWindowStart();
    set({ preference: settings.theme, info });
  },
  async setPreference(preference) {
    set({ preference });
    await echo.save(
      () => unwrap(glossa.settings.update({ theme: preference })),
      (saved) => set({ preference: saved.theme }),
    );
  },
}));

darkQuery.addEventListener('change', (e) => useAppearance.setState({ systemDark: e.matches }));
glossa.settings.onChanged(echo.follow((s) => useAppearance.setState({ preference: s.theme })));

export const effectiveTheme = (s: Pick<AppearanceState, 'preference' | 'systemDark'>): 'light' | 'dark' =>
  s.preference === 'system' ? (s.systemDark ? 'dark' : 'light') : s.preference;
