// Which section the window shows. Any view may send the user to another section (e.g. "Open Settings"), and
// may name the field that should take the focus there (e.g. the API key), so the keyboard never lands on the
// page body. Whether a newcomer chose the offline demo is kept in main's settings, so the welcome screen stays
// away after a reload or a restart.
import { create } from 'zustand';
import { glossa, unwrap } from '../lib/ipc';

/** Fields a view may be asked to focus when another view sends the user to it. */
type FocusRequest = 'api-key';

interface NavigationStore {
  /** null until the user moves: the first section is shown. */
  active: string | null;
  /** A field the opened section focuses once it shows it, then clears. */
  focusRequest: FocusRequest | null;
  /** The newcomer chose "Explore the offline demo" (null until the settings are read). */
  demoExplored: boolean | null;
  open(sectionId: string, focus?: FocusRequest): void;
  /** True (and the request cleared) when `field` was asked for. */
  takeFocusRequest(field: FocusRequest): boolean;
  loadWelcome(): Promise<void>;
  /** "Explore the offline demo": opens Documents, and remembers the choice. */
  exploreDemo(): Promise<void>;
}

export const useNavigation = create<NavigationStore>((set, get) => ({
  active: null,
  focusRequest: null,
  demoExplored: null,
  open: (sectionId, focus) => set({ active: sectionId, focusRequest: focus ?? null }),
  takeFocusRequest(field) {
    if (get().focusRequest !== field) return false;
    set({ focusRequest: null });
    return true;
  },
  async loadWelcome() {
    try {
      set({ demoExplored: (await unwrap(glossa.settings.get())).demoExplored });
    } catch {
      set({ demoExplored: false });
    }
  },
  async exploreDemo() {
    set({ active: 'documents', focusRequest: null, demoExplored: true });
    await unwrap(glossa.settings.update({ demoExplored: true })).catch(() => undefined);
  },
}));
