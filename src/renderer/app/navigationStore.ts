// Which section the window shows. Any view may send the user to another section (e.g. "Open Settings").
// Whether a newcomer chose the offline demo is kept in main's settings, so the welcome screen stays away after
// a reload or a restart.
import { create } from 'zustand';
import { glossa, unwrap } from '../lib/ipc';

interface NavigationStore {
  /** null until the user moves: the first section is shown. */
  active: string | null;
  /** The newcomer chose "Explore the offline demo" (null until the settings are read). */
  demoExplored: boolean | null;
  open(sectionId: string): void;
  loadWelcome(): Promise<void>;
  /** "Explore the offline demo": opens Documents, and remembers the choice. */
  exploreDemo(): Promise<void>;
}

export const useNavigation = create<NavigationStore>((set) => ({
  active: null,
  demoExplored: null,
  open: (sectionId) => set({ active: sectionId }),
  async loadWelcome() {
    try {
      set({ demoExplored: (await unwrap(glossa.settings.get())).demoExplored });
    } catch {
      set({ demoExplored: false });
    }
  },
  async exploreDemo() {
    set({ active: 'documents', demoExplored: true });
    await unwrap(glossa.settings.update({ demoExplored: true })).catch(() => undefined);
  },
}));
