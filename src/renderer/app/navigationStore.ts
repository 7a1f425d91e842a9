// Which section the window shows. Any view may send the user to another section (e.g. "Open Settings").
import { create } from 'zustand';

interface NavigationStore {
  /** null until the user moves: the first section is shown. */
  active: string | null;
  open(sectionId: string): void;
}

export const useNavigation = create<NavigationStore>((set) => ({
  active: null,
  open: (sectionId) => set({ active: sectionId }),
}));
