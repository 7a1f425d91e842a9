// Electron entry point: the thin edge that wires Electron to the plain-Node services.
import { app, globalShortcut, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import { contract, type Contract } from '../shared/contract';
import { IpcRouter } from './ipc/router';
import { deliverToWebContents, registerElectronIpc } from './ipc/electronIpc';
import type { StartDemo } from './accounts/offlineDemo';
import { createServices } from './services';
import { createElectronHost } from './shell/electronHost';
import { installMenu } from './shell/menu';
import { registerAppScheme, serveRenderer } from './shell/protocol';
import { APP_ORIGIN, isAppUrl } from './shell/security';
import { applySessionPolicy, createMainWindow, lockDown } from './shell/window';
import { createOverlayWindow } from './shell/overlayWindow';
import { createQuickPopup } from './shell/popupWindow';
import { createTray } from './shell/tray';
import { createDesktopHost } from './shell/desktopHost';

const devServerUrl = process.env['ELECTRON_RENDERER_URL'];
const trustedOrigins = devServerUrl ? [new URL(devServerUrl).origin] : [];
/** The offline demo's simulator, loaded only when the demo is first needed (no account): a key never loads it. */
const startDemo: StartDemo = async (options) => (await import('../simulator')).startAppSimulator(options);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAppScheme();
  app.enableSandbox();
  let mainWindow: BrowserWindow | null = null;

  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_e, contents) => lockDown(contents, () => undefined));

  void app.whenReady().then(async () => {
    applySessionPolicy();
    serveRenderer(join(__dirname, '../renderer'));
    const baseHost = createElectronHost();
    const appUrl = devServerUrl ?? `${APP_ORIGIN}/index.html`;
    const openInBrowser = (url: string) => void baseHost.openInBrowser(url);
    let quitting = false;
    app.on('before-quit', () => (quitting = true));

    const showMain = () => {
      if (!mainWindow) open();
      else {
        if (mainWindow.isMinimized()) mainWindow.restore();
        mainWindow.show();
        mainWindow.focus();
      }
    };
    // Translate anywhere: the warm popup, the tray (menu bar) and the shortcuts, behind the DesktopHost.
    const trayIcon = app.isPackaged
      ? join(process.resourcesPath, 'icon.png')
      : join(app.getAppPath(), 'resources/icon.png');
    let tray: ReturnType<typeof createTray> | undefined;
    try {
      tray = createTray(trayIcon);
    } catch (error) {
      console.error('[glossa] no tray icon:', error);
    }
    const desktop = createDesktopHost({
      popup: createQuickPopup({ url: appUrl, openInBrowser }),
      ...(tray ? { tray } : {}),
      scriptDir: app.getPath('userData'),
      showMainWindow: showMain,
      quit: () => app.quit(),
    });
    const host = { ...baseHost, desktop };
    const services = await createServices({
      host,
      userDataDir: app.getPath('userData'),
      appVersion: app.getVersion(),
      startDemo,
      voiceOverlay: (settings) => createOverlayWindow({ url: appUrl, settings, openInBrowser }),
    });
    const router = new IpcRouter<Contract>(contract, services.handlers, {
      isTrustedUrl: (url) => isAppUrl(url, trustedOrigins),
      deliver: deliverToWebContents,
      onInternalError: (channel, error) => console.error(`[glossa] ${channel}:`, error),
    });
    services.events.attach(router);
    registerElectronIpc(router);
    installMenu(process.platform === 'darwin');

    function open() {
      mainWindow = createMainWindow({ url: appUrl, settings: services.settings, openInBrowser });
      // Closing the window keeps Glossa in the tray when the user chose so.
      mainWindow.on('close', (event) => {
        if (!quitting && services.desktop.keepsRunningInTray()) {
          event.preventDefault();
          mainWindow?.hide();
        }
      });
      mainWindow.on('closed', () => {
        mainWindow = null;
        // The hidden popup is still a window, so 'window-all-closed' would never come: quit here instead.
        if (process.platform !== 'darwin' && !services.desktop.keepsRunningInTray()) app.quit();
      });
    }
    // Started at login: stay in the tray until called, when there is a tray to stay in.
    const startHidden = process.argv.includes('--hidden') && services.desktop.keepsRunningInTray();
    if (!startHidden) open();
    app.on('activate', () => showMain());
    app.on('will-quit', () => globalShortcut.unregisterAll());
    app.on('before-quit', () => void services.dispose());
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
