// The active account's usage as main last read it: asked once, then kept current by main's readings after
// every translation, document and text improvement (accounts.onUsage).
import { create } from 'zustand';
import type { UsageView } from '../../../shared/calls/accounts';
import type { ErrorData } from '../../../shared/errors';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';

interface UsageStore {
  usage: UsageView | null;
  error: ErrorData | null;
  busy: boolean;
  load(): Promise<void>;
}

export const useUsage = create<UsageStore>((set, get) => ({
  usage: null,
  error: null,
  busy: false,
  async load() {
    if (get().busy) return;
    set({ busy: true });
    try {
      set({ usage: await unwrap(glossa.accounts.usage()), error: null });
    } catch (error) {
      set({ error: errorDataOf(error) });
    } finally {
      set({ busy: false });
    }
  },
}));

glossa.accounts.onUsage((usage) => useUsage.setState({ usage, error: null }));
