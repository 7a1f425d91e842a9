// How renderer stores follow main, in one style. A store lives as long as its window, so it subscribes to
// main's events once, when its module loads, at the bottom of the store's file: `glossa.<area>.on<Event>(...)`
// for the data main pushes, and `onAccountChange(reset)` for what must start again when the account changes
// (another account has other glossaries, style rules, keys, languages). One listener runs every reset.
import { glossa } from './ipc';

const resets: (() => void)[] = [];
let listening = false;

/** Runs `reset` whenever main reports a change of the accounts (the active one, or its keys and plan). */
export function onAccountChange(reset: () => void): void {
  resets.push(reset);
  if (listening) return;
  listening = true;
  glossa.accounts.onChanged(() => {
    for (const run of resets) run();
  });
}
