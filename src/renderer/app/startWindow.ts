// What the main window starts before React renders: the accounts (they decide the first screen) and the theme
// are asked for at once, and the first section's code is fetched as soon as it is known to be needed. A
// newcomer sees the welcome screen first, so there the first section's code waits until the window is idle
// instead of competing with the welcome screen for the two downloads and the main thread.
import { sections } from './sections';
import { followOpenInMain } from '../features/quickTranslate/openInMain';
import { useAccounts } from '../features/settings/accountsStore';
import { useAppearance } from '../features/settings/appearanceStore';
import { useNavigation } from './navigationStore';

/** True when the window will show the welcome screen: no account yet and no section chosen. */
export function showsWelcome(): boolean {
  const { state } = useAccounts.getState();
  return useNavigation.getState().active === null && state !== null && state.accounts.length === 0;
}

export function startWindow(whenIdle: (run: () => void) => void = runWhenIdle): Promise<void> {
  followOpenInMain();
  void useAppearance.getState().load();
  const first = sections[0]!;
  return useAccounts
    .getState()
    .load()
    .then(() => (showsWelcome() ? whenIdle(first.preload) : first.preload()));
}

function runWhenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
