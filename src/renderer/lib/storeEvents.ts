// How renderer stores follow main, in one style. A store lives as long as its window, so it subscribes to
// main's events once, when its module loads, at the bottom of the store's file: `glossa.<area>.on<Event>(...)`
// for the data main pushes, and `onAccountChange(reset)` for what must start again when the account changes
// (another account has other glossaries, style rules, keys, languages). One listener runs every reset.
import type { AccountsState } from '../../shared/calls/accounts';
import { glossa } from './ipc';

const resets: (() => void)[] = [];
let listening = false;
/** The account the stores' data comes from, as last reported. */
let last: string | undefined;
/** How many changes of that account this window has seen. */
let changes = 0;

/**
 * What the stores' data depends on: which account is active (or the demo), and that account's address, plan and
 * keys (a replaced key may belong to another of the service's accounts). The name the user gave it, the keychain's
 * health and the proxy are not part of it: Settings learns the keychain's health when it opens, and that reset
 * every section's data (Style rules stayed "Loading…" when the answer came after the next section had loaded).
 */
function accountIdentity(state: AccountsState): string {
  const active = state.accounts.find((account) => account.id === state.activeAccountId) ?? null;
  const { name: _label, ...source } = active ?? { name: '' };
  return JSON.stringify({ demo: state.demo, active: active ? source : null });
}

/** Runs `reset` whenever main reports a change of the account the stores' data comes from. */
export function onAccountChange(reset: () => void): void {
  resets.push(reset);
  if (listening) return;
  listening = true;
  glossa.accounts.onChanged((state) => {
    const identity = accountIdentity(state);
    if (identity === last) return;
    last = identity;
    changes++;
    for (const run of resets) run();
  });
}

/**
 * Marks a read from main as it starts; `current()` says whether its answer still comes from the account the
 * stores show. An answer of a read started before a change of account is the old account's: the store drops it,
 * or it would show (and then act on) another account's data.
 */
export function readForAccount(): { current(): boolean } {
  const at = changes;
  return { current: () => changes === at };
}

/**
 * The accounts as the window read them when it started (`accountsStore`, the one read the window's start shares):
 * a report of the same account later is no change. Without it, the first report resets, as any change does.
 */
export function knowStartingAccount(state: AccountsState): void {
  last ??= accountIdentity(state);
}
