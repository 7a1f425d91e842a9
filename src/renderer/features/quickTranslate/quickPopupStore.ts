// The popup's state: main owns the last gesture's text and translation; the popup shows it and sends the
// popup's own actions (typed text, target switch, swap, open in Glossa, close).
import { create } from 'zustand';
import type { QuickState, QuickTranslateStatus } from '../../../shared/calls/quickTranslate';
import type { ErrorData } from '../../../shared/errors';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';

interface QuickPopupStore {
  state: QuickState | null;
  status: QuickTranslateStatus | null;
  error: ErrorData | null;
  load(): Promise<void>;
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
