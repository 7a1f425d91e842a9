// Which section the window shows. Any view may send the user to another section (e.g. "Open Settings"), and
// may name the field that should take the focus there (e.g. the API key), so the keyboard never lands on the
// page body.
import { create } from 'zustand';

/** Fields a view may be asked to focus when another view sends the user to it. */
type FocusRequest = 'api-key';

interface NavigationStore {
  /** null until the user moves: the first section is shown. */
  active: string | null;
  /** A field the opened section focuses once it shows it, then clears. */
  focusRequest: FocusRequest | null;
  open(sectionId: string, focus?: FocusRequest): void;
  /** True (and the request cleared) when `field` was asked for. */
  takeFocusRequest(field: FocusRequest): boolean;
}

export const useNavigation = create<NavigationStore>((set, get) => ({
  active: null,
  focusRequest: null,
  open: (sectionId, focus) => set({ active: sectionId, focusRequest: focus ?? null }),
  takeFocusRequest(field) {
    if (get().focusRequest !== field) return false;
    set({ focusRequest: null });
    return true;
  },
}));
