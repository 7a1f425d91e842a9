// Electron edge: the quick translate popup, a small frameless always-on-top window near the pointer. It is
// created hidden at start and kept warm (hidden, not closed), so a shortcut only moves and shows it. It loads
// the same renderer with ?view=popup, with the same preload, CSP and lock-down as every window, and hides
// when it loses focus (Escape is handled by the page, which asks main to hide it).
import { BrowserWindow, app, screen } from 'electron';
import { join } from 'node:path';
import type { QuickPopup } from '../host';
import { placePopup } from '../quickTranslate/popupPlacement';
import { lockDown } from './window';

const POPUP_SIZE = { width: 460, height: 340 } as const;
const BLUR_GRACE_MS = 120;

export function createQuickPopup(options: { url: string; openInBrowser: (url: string) => void }): QuickPopup {
  let win: BrowserWindow | null = null;
  let quitting = false;

  const create = (): BrowserWindow => {
    const created = new BrowserWindow({
      ...POPUP_SIZE,
      show: false,
      frame: false,
      resizable: false,
      movable: true,
      minimizable: false,
      maximizable: false,
      fullscreenable: false,
      alwaysOnTop: true,
      skipTaskbar: true,
      title: 'Glossa quick translate',
      backgroundColor: '#15181d',
      webPreferences: {
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        experimentalFeatures: false,
        webviewTag: false,
        navigateOnDragDrop: false,
        spellcheck: true,
        disableBlinkFeatures: 'Auxclick',
        preload: join(__dirname, '../preload/index.js'),
      },
    });
    lockDown(created.webContents, options.openInBrowser);
    created.setAlwaysOnTop(true, 'pop-up-menu');
    created.setVisibleOnAllWorkspaces(true, { visibleOnFullScreen: true });
    // Hidden when focus goes elsewhere; a moment's grace lets a focus flicker (a window manager settling the
    // newly shown popup, its own <select> list) pass without closing it.
    created.on('blur', () =>
      setTimeout(() => !created.isDestroyed() && !created.isFocused() && created.hide(), BLUR_GRACE_MS),
    );
    // Closing (e.g. Alt+F4) only hides it: the next shortcut must not wait for a new window.
    created.on('close', (event) => {
      if (!quitting) {
        event.preventDefault();
        created.hide();
      }
    });
    created.on('closed', () => (win = null));
    const url = new URL(options.url);
    url.searchParams.set('view', 'popup');
    void created.loadURL(url.toString());
    return created;
  };

  app.on('before-quit', () => (quitting = true));
  win = create();

  return {
    show() {
      if (!win || win.isDestroyed()) win = create();
      const pointer = screen.getCursorScreenPoint();
      win.setBounds(placePopup(pointer, POPUP_SIZE, screen.getDisplayNearestPoint(pointer).workArea));
      win.show();
      win.focus();
    },
    hide() {
      if (win && !win.isDestroyed()) win.hide();
    },
    isVisible: () => win !== null && !win.isDestroyed() && win.isVisible(),
  };
}
