// The popup's state: main owns the last gesture's text and translation and the choices it translates with; the
// popup shows them and sends the popup's own actions (typed text, target switch, swap, changed choices, open in
// Glossa, close). The account's glossaries and client profiles are read here for the popup's menus.
import { create } from 'zustand';
import type { GlossarySummary } from '../../../shared/calls/glossaries';
import type { QuickChoices, QuickState, QuickTranslateStatus } from '../../../shared/calls/quickTranslate';
import type { StyleProfileView } from '../../../shared/calls/styleProfiles';
import type { ErrorData } from '../../../shared/errors';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';

interface QuickPopupStore {
  state: QuickState | null;
  status: QuickTranslateStatus | null;
  error: ErrorData | null;
  /** The account's glossaries and client profiles (null until read; profiles empty where the service has none). */
  glossaries: GlossarySummary[] | null;
  profiles: StyleProfileView[] | null;
  listsError: ErrorData | null;
  load(): Promise<void>;
  loadLists(): Promise<void>;
  setChoices(choices: QuickChoices): Promise<void>;
  translate(text: string): Promise<void>;
  setTarget(targetLang: string): Promise<void>;
  swap(): Promise<void>;
  openInMain(): Promise<void>;
  close(): void;
}

export const useQuickPopup = create<QuickPopupStore>((set) => {
  const run = async (call: () => Promise<QuickState>) => {
    try {
      set({ state: await call(), error: null });
    } catch (error) {
      set({ error: errorDataOf(error) });
    }
  };
  return {
    state: null,
    status: null,
    error: null,
    glossaries: null,
    profiles: null,
    listsError: null,
    async loadLists() {
      try {
        const [{ glossaries }, { profiles }] = await Promise.all([
          unwrap(glossa.glossaries.list()),
          unwrap(glossa.styleProfiles.list({})),
        ]);
        set({ glossaries, profiles, listsError: null });
      } catch (error) {
        set({ glossaries: [], profiles: [], listsError: errorDataOf(error) });
      }
    },
    setChoices: (choices) => run(() => unwrap(glossa.quickTranslate.setChoices(choices))),
    async load() {
      try {
        const [state, status] = await Promise.all([
          unwrap(glossa.quickTranslate.state()),
          unwrap(glossa.quickTranslate.status()),
        ]);
        set({ state, status, error: null });
      } catch (error) {
        set({ error: errorDataOf(error) });
      }
    },
    translate: (text) => run(() => unwrap(glossa.quickTranslate.translate({ text }))),
    setTarget: (targetLang) => run(() => unwrap(glossa.quickTranslate.setTarget({ targetLang }))),
    swap: () => run(() => unwrap(glossa.quickTranslate.swap())),
    async openInMain() {
      await unwrap(glossa.quickTranslate.openInMain()).catch((error: unknown) => set({ error: errorDataOf(error) }));
    },
    close: () => void glossa.quickTranslate.closePopup(),
  };
});

glossa.quickTranslate.onState((state) => useQuickPopup.setState({ state, error: null }));
glossa.quickTranslate.onStatus((status) => useQuickPopup.setState({ status }));
