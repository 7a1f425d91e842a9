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

let asked = 0;

export const useUsage = create<UsageStore>((set) => ({
  usage: null,
  error: null,
  busy: false,
  async load() {
    // Only the latest question's answer counts (the active account may have changed in between).
    const mine = ++asked;
    set({ busy: true });
    try {
      const usage = await unwrap(glossa.accounts.usage());
      if (mine === asked) set({ usage, error: null });
    } catch (error) {
      if (mine === asked) set({ error: errorDataOf(error) });
    } finally {
      if (mine === asked) set({ busy: false });
    }
  },
}));

glossa.accounts.onUsage((usage) => useUsage.setState({ usage, error: null }));
// Another account may now be active: main answers from its reading of that account (or reads it).
glossa.accounts.onChanged(() => void useUsage.getState().load());
