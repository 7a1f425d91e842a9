// What only a host (the Electron app or the browser shell) can do. Services depend on this interface,
// never on Electron, so they run in plain Node tests. Each capability has two implementations:
// src/main/shell/electronHost.ts and src/browser-shell/browserHost.ts.

export interface Host {
  readonly kind: 'electron' | 'browser';
  /** Opens a URL that already passed `isSafeExternalUrl` in the user's browser. */
  openExternal(url: string): Promise<void>;
  /** OS-backed encryption for secrets (Electron safeStorage). Absent in the browser shell. */
  readonly secretEncryption?: SecretEncryption;
}

export interface SecretEncryptionStatus {
  available: boolean;
  /** Linux only: the safeStorage backend, e.g. `gnome_libsecret` or `basic_text`. */
  backend?: string;
}

export interface SecretEncryption {
  status(): SecretEncryptionStatus;
  encrypt(plain: string): Uint8Array;
  decrypt(cipher: Uint8Array): string;
}
