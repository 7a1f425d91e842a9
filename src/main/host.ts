// What only a host (the Electron app or the browser shell) can do. Services depend on this interface,
// never on Electron, so they run in plain Node tests. Each capability has two implementations:
// src/main/shell/electronHost.ts and src/browser-shell/browserHost.ts.

export interface Host {
  readonly kind: 'electron' | 'browser';
  /** Opens a URL that already passed `isSafeExternalUrl` in the user's browser. */
  openExternal(url: string): Promise<void>;
}
