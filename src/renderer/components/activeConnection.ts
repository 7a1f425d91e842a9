// The active connection as features need it: its plan (Pro-only screens), whether it is the offline demo,
// and whether an admin key is stored (developer keys). Read from the accounts store; never holds a key.
import { useEffect } from 'react';
import type { AccountsState, Plan } from '../../shared/calls/accounts';
import { useAccounts } from '../features/settings/accountsStore';

export interface ActiveConnection {
  name: string;
  plan: Plan;
  demo: boolean;
  /** The offline demo has its own admin key. */
  hasAdminKey: boolean;
}

export function activeConnection(state: AccountsState): ActiveConnection {
  if (state.demo) return { name: 'Offline demo', plan: 'pro', demo: true, hasAdminKey: true };
  const account = state.accounts.find((a) => a.id === state.activeAccountId) ?? state.accounts[0];
  if (!account) return { name: 'Offline demo', plan: 'pro', demo: true, hasAdminKey: true };
  return { name: account.name, plan: account.plan, demo: false, hasAdminKey: account.adminKey.state === 'stored' };
}

/** The active connection, or null while the accounts are loading. */
export function useActiveConnection(): ActiveConnection | null {
  const state = useAccounts((s) => s.state);
  const load = useAccounts((s) => s.load);
  useEffect(() => {
    if (!state) void load();
  }, [state, load]);
  return state ? activeConnection(state) : null;
}
