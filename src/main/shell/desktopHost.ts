// Electron edge: translate anywhere's DesktopHost. Global shortcuts through Electron (X11, Windows, macOS) or
// the desktop portal (Wayland); the selection from X11's PRIMARY buffer, or by a simulated copy with the
// user's clipboard put back (Windows, macOS); the popup, tray and start at login made by the caller.
import { app, clipboard, globalShortcut, type NativeImage } from 'electron';
import type {
  DesktopHost,
  GlobalShortcuts,
  LoginItem,
  QuickPopup,
  SelectionSource,
  ShortcutId,
  TrayIcon,
} from '../host';
import { PortalShortcuts, type PortalShortcut, type BindOutcome } from '../desktop/portalShortcuts';
import { copySelection, type SwappableClipboard } from '../quickTranslate/selectionCapture';
import { copyKeystroke } from '../quickTranslate/copyKeystroke';
import { selectionSurroundings } from '../quickTranslate/selectionSurroundings';
import { linuxAutostart } from '../desktop/linuxAutostart';

const platform = process.platform === 'darwin' || process.platform === 'win32' ? process.platform : 'linux';
const isWayland =
  platform === 'linux' && (process.env['XDG_SESSION_TYPE'] === 'wayland' || Boolean(process.env['WAYLAND_DISPLAY']));

function desktopName(): string {
  if (platform === 'darwin') return 'macOS';
  if (platform === 'win32') return 'Windows';
  const desktop = (process.env['XDG_CURRENT_DESKTOP'] ?? '').split(':').pop();
  return `${isWayland ? 'Wayland' : 'X11'}${desktop ? ` (${desktop})` : ''}`;
}

function electronShortcuts(): GlobalShortcuts {
  const current = new Map<ShortcutId, string>();
  return {
    async register(id, accelerator, onPress) {
      const previous = current.get(id);
      if (previous) globalShortcut.unregister(previous);
      current.delete(id);
      let ok = false;
      try {
        ok = globalShortcut.register(accelerator, onPress);
      } catch {
        // Electron's words ("conversion failure from …") add nothing the sentence does not say.
        return { refused: { kind: 'notUnderstood' } };
      }
      if (!ok) return { refused: { kind: 'taken' } };
      current.set(id, accelerator);
      return { via: 'electron' };
    },
    async unregister(id) {
      const accelerator = current.get(id);
      if (accelerator) globalShortcut.unregister(accelerator);
      current.delete(id);
    },
  };
}

/** Wayland: all shortcuts bound together in one portal session, changes batched into one bind. */
function portalShortcuts(): GlobalShortcuts {
  const portal = new PortalShortcuts();
  const wanted = new Map<ShortcutId, PortalShortcut>();
  let pending: Promise<BindOutcome> | null = null;
  const bind = () =>
    (pending ??= new Promise((resolve) => setTimeout(resolve, 50)).then(() => {
      pending = null;
      return portal.bind([...wanted.values()]);
    }));
  app.on('will-quit', () => void portal.close());
  return {
    async register(id, accelerator, onPress, description) {
      wanted.set(id, { id, description, accelerator, onPress });
      const outcome = await bind();
      return outcome.ok ? { via: 'portal' } : { refused: outcome.refused };
    },
    async unregister(id) {
      wanted.delete(id);
      if (wanted.size === 0) await portal.close();
    },
  };
}

function electronClipboard(): SwappableClipboard {
  type Saved = { text: string; html: string; rtf: string; image: NativeImage };
  return {
    snapshot: (): Saved => ({
      text: clipboard.readText(),
      html: clipboard.readHTML(),
      rtf: clipboard.readRTF(),
      image: clipboard.readImage(),
    }),
    restore(saved) {
      const { text, html, rtf, image } = saved as Saved;
      if (!text && !html && !rtf && image.isEmpty()) return clipboard.clear();
      clipboard.write({ text, html, rtf, ...(image.isEmpty() ? {} : { image }) });
    },
    clear: () => clipboard.clear(),
    readText: () => clipboard.readText(),
  };
}

function selectionSource(scriptDir: string): SelectionSource {
  if (platform === 'linux') {
    return {
      how: isWayland ? 'wayland' : 'x11',
      read: async () => clipboard.readText('selection'),
    };
  }
  const sendCopy = copyKeystroke(platform, scriptDir);
  const around = selectionSurroundings(platform);
  return {
    ...(around ? { around } : {}),
    how: platform === 'darwin' ? 'macos' : 'windows',
    read: () => copySelection(electronClipboard(), { sendCopy }),
  };
}

function loginItem(): LoginItem {
  if (platform === 'linux') return linuxAutostart({ command: process.env['APPIMAGE'] ?? process.execPath });
  return {
    supported: true,
    get: () => app.getLoginItemSettings().openAtLogin,
    set: (open) => app.setLoginItemSettings({ openAtLogin: open, openAsHidden: true, args: ['--hidden'] }),
  };
}

export function createDesktopHost(options: {
  popup: QuickPopup;
  tray?: TrayIcon;
  scriptDir: string;
  showMainWindow(): void;
  quit(): void;
}): DesktopHost {
  return {
    desktop: desktopName(),
    platform,
    shortcuts: isWayland ? portalShortcuts() : electronShortcuts(),
    selection: selectionSource(options.scriptDir),
    clipboard: { readText: () => clipboard.readText(), writeText: (text) => clipboard.writeText(text) },
    popup: options.popup,
    ...(options.tray ? { tray: options.tray } : {}),
    loginItem: loginItem(),
    showMainWindow: options.showMainWindow,
    quit: options.quit,
  };
}
