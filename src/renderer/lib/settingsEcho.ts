// A setting changed in a window is shown at once and saved through main, which answers with the saved settings
// and also sends them to every window (settings.onChanged). While a later change of the same window is still on
// its way, such an answer is older than what the user sees: shown, it would undo the later change, and the next
// change, built on it, would save the undo (the overlay lost its background colour when its opacity moved next).
// So a store shows main's answer to its latest change only (main saves changes in the order they were sent, so that
// answer holds them all), and settings sent to every window only when none of its own changes is being saved.

export interface SettingsEcho {
  /** Sends one change; `show` gets main's answer unless this store has sent a later change since. */
  save<T>(send: () => Promise<T>, show: (saved: T) => void): Promise<void>;
  /** Wraps a settings.onChanged listener so that it waits for this store's own saves to settle. */
  follow<T>(show: (saved: T) => void): (saved: T) => void;
}

export function settingsEcho(): SettingsEcho {
  let saving = 0;
  let sent = 0;
  return {
    async save(send, show) {
      saving += 1;
      const change = ++sent;
      let saved;
      try {
        saved = await send();
      } finally {
        saving -= 1;
      }
      if (change === sent) show(saved);
    },
    follow: (show) => (saved) => {
      if (saving === 0) show(saved);
    },
  };
}
