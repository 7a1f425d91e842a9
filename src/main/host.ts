// What only a host (the Electron app or the browser shell) can do. Services depend on this interface,
// never on Electron, so they run in plain Node tests. Each capability has two implementations:
// src/main/shell/electronHost.ts and src/browser-shell/browserHost.ts.
import type { ForkProcess } from '../node/work/childProcess';
import type { SelectionWay } from '../shared/calls/quickTranslate';

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
  /**
   * The system's preferred languages, best first (Electron's `app.getPreferredSystemLanguages()`). Absent in the
   * browser shell, where the window reads the browser's own (`navigator.languages`).
   */
  systemLanguages?(): readonly string[];
  /** Translate anywhere: shortcuts, selection, popup, tray (Electron). Absent in the browser shell. */
  readonly desktop?: DesktopHost;
  /**
   * The monitors, for the caption overlay's place (Electron's `screen`). Absent in the browser shell, whose
   * overlay is a browser window the user places.
   */
  displays?(): readonly HostDisplay[];
  /**
   * Starts a process of the app's own (Electron's utilityProcess), for native code that must be ended whatever
   * it does: the live captions' capture. Absent in the browser shell, where Node's fork does it.
   */
  readonly forkProcess?: ForkProcess;
}

/** One monitor as the overlay sees it: the host's id, a name a person recognises, and its usable area. */
export interface HostDisplay {
  id: string;
  label: string;
  primary: boolean;
  workArea: { x: number; y: number; width: number; height: number };
}

interface FileDialogs {
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

/**
 * Translate anywhere (the desktop app only): global shortcuts, the selection and the clipboard, the quick
 * popup, the tray and start at login. The Electron edge implements it (src/main/shell/desktopHost.ts); tests
 * use a fake that presses the shortcuts itself.
 */
export interface DesktopHost {
  /** The desktop as a person names it: `X11`, `Wayland (GNOME)`, `Windows`, `macOS`. */
  readonly desktop: string;
  readonly platform: 'linux' | 'win32' | 'darwin';
  readonly shortcuts: GlobalShortcuts;
  readonly selection: SelectionSource;
  readonly clipboard: { readText(): string; writeText(text: string): void };
  readonly popup: QuickPopup;
  /** Absent where Electron cannot make one. */
  readonly tray?: TrayIcon;
  readonly loginItem: LoginItem;
  showMainWindow(): void;
  quit(): void;
}

export type ShortcutId = 'selection' | 'clipboard';

/**
 * Why the desktop would not register a shortcut, as a kind (the desktop service words it in the user's language,
 * `settings.shortcut.registration.*`); `detail` is the portal's own words for an error it has no name Glossa knows.
 */
export type ShortcutRefusal =
  | {
      kind:
        | 'taken'
        | 'notUnderstood'
        | 'noPortal'
        | 'portalRefused'
        | 'portalNoAnswer'
        | 'portalNoSession'
        | 'portalNotConfirmed'
        | 'portalNotBound';
    }
  | { kind: 'portalError'; detail: string };

export interface GlobalShortcuts {
  /**
   * Registers one shortcut (replacing the id's previous one); says how, or why it could not. `description` is what
   * it does, in the user's language, for a desktop that shows it (the Wayland portal's dialog).
   */
  register(
    id: ShortcutId,
    accelerator: string,
    onPress: () => void,
    description: string,
  ): Promise<{ via: 'electron' | 'portal' } | { refused: ShortcutRefusal }>;
  unregister(id: ShortcutId): Promise<void>;
}

export interface SelectionSource {
  /** How the selection is read here (Settings words it: `settings.anywhere.selectionWay.*`). */
  readonly how: SelectionWay;
  /** The selected text ('' when nothing is selected). Leaves the user's clipboard as it was. */
  read(): Promise<string>;
  /**
   * The text around the selection (up to a few paragraphs of the field it sits in), read after `read`, for the
   * translation's context. Absent where the desktop does not give it (X11 and Wayland hand over the selection
   * alone); '' when the front app gives none.
   */
  around?(selected: string): Promise<string>;
}

export interface QuickPopup {
  /** Shows the warm (hidden) popup near the pointer, focused. */
  show(): void;
  hide(): void;
  isVisible(): boolean;
}

export type TrayAction = 'quickTranslate' | 'translateClipboard' | 'startVoice' | 'stopVoice' | 'open' | 'quit';
export type TrayItem =
  { action: TrayAction; label: string; accelerator?: string; enabled: boolean } | { separator: true };

export interface TrayIcon {
  /** Replaces the menu; `voiceRunning` marks the icon while a caption session runs. */
  update(items: readonly TrayItem[], voiceRunning: boolean): void;
  onAction(handler: (action: TrayAction) => void): void;
}

export interface LoginItem {
  readonly supported: boolean;
  get(): boolean;
  set(open: boolean): void;
}
