// Electron edge: creates the main window with the secure preferences and locks down what it can do.
import { BrowserWindow, dialog, screen, session, type WebContents } from 'electron';
import { join } from 'node:path';
import { decidePermission, isSafeExternalUrl, shouldAllowNavigation } from './security';
import { restoreBounds } from './windowState';
import { askBeforeClosingUnsaved } from './unsavedClose';
import type { SettingsStore } from '../settings/settingsStore';

/** Applies the navigation, popup and permission policy to a window's contents. */
export function lockDown(contents: WebContents, openInBrowser: (url: string) => void): void {
  contents.on('will-navigate', (event, url) => {
    if (!shouldAllowNavigation(contents.getURL(), url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!shouldAllowNavigation(contents.getURL(), url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) openInBrowser(url);
    return { action: 'deny' };
  });
}

export function applySessionPolicy(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((contents, permission, callback) =>
    callback(decidePermission(permission, contents.getURL())),
  );
  ses.setPermissionCheckHandler((_contents, permission, origin) => decidePermission(permission, origin));
  ses.setDevicePermissionHandler(() => false);
}

export function createMainWindow(options: {
  url: string;
  settings: SettingsStore;
  openInBrowser: (url: string) => void;
}): BrowserWindow {
  const saved = options.settings.get().window;
  const bounds = restoreBounds(
    saved,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  // Spelled out literally so scanners can read them; windows.test.ts builds the window and checks each one.
  const win = new BrowserWindow({
    ...bounds,
    minWidth: 880,
    minHeight: 560,
    show: false,
    title: 'Glossa',
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
  lockDown(win.webContents, options.openInBrowser);
  if (saved.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  // The window holds unsaved glossary edits (its beforeunload said so): ask before closing or reloading it.
  askBeforeClosingUnsaved(win.webContents, (question) => dialog.showMessageBoxSync(win, question));

  let timer: NodeJS.Timeout | undefined;
  const remember = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (win.isDestroyed()) return;
      const { x, y, width, height } = win.getNormalBounds();
      void options.settings.update((s) => ({ ...s, window: { x, y, width, height, maximized: win.isMaximized() } }));
    }, 400);
  };
  for (const e of ['resize', 'move', 'maximize', 'unmaximize'] as const) win.on(e as 'resize', remember);
  void win.loadURL(options.url);
  return win;
}
