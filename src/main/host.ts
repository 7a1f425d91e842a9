// What only a host (the Electron app or the browser shell) can do. Services depend on this interface,
// never on Electron, so they run in plain Node tests. Each capability has two implementations:
// src/main/shell/electronHost.ts and src/browser-shell/browserHost.ts.

export interface Host {
  readonly kind: 'electron' | 'browser';
  /** Opens a URL that already passed `isSafeExternalUrl` in the user's browser. */
  openInBrowser(url: string): Promise<void>;
  /** OS-backed encryption for secrets (Electron safeStorage). Absent in the browser shell. */
  readonly secretEncryption?: SecretEncryption;
  /** Native open dialogs (Electron). Absent in the browser shell: files are dropped and the folder is typed. */
  readonly dialogs?: FileDialogs;
  /** Opens a file with the program the OS associates with it. */
  openPath(path: string): Promise<void>;
  /** Shows a file in the OS file manager (its folder, the file selected where the OS can). */
  showInFolder(path: string): Promise<void>;
  /** An OS notification (Electron). Absent in the browser shell, where the app shows it in the window. */
  notify?(title: string, body: string): void;
}

export interface FileDialogs {
  /** Files (and folders, where the OS allows both) to translate; empty when the user cancelled. */
  chooseFiles(options: { title: string; extensions: readonly string[] }): Promise<string[]>;
  chooseFolder(options: { title: string }): Promise<string | undefined>;
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
