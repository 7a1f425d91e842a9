// Electron entry point: the thin edge that wires Electron to the plain-Node services.
import { app, BrowserWindow } from 'electron';
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

const devServerUrl = process.env['ELECTRON_RENDERER_URL'];
const trustedOrigins = devServerUrl ? [new URL(devServerUrl).origin] : [];
/** The offline demo's simulator, loaded only when the demo is first needed (no account): a key never loads it. */
const startDemo: StartDemo = async ({ dataDir }) => (await import('../simulator')).startSimulator({ port: 0, dataDir });

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAppScheme();
  app.enableSandbox();
  let mainWindow: BrowserWindow | null = null;

  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_e, contents) => lockDown(contents, () => undefined));

  void app.whenReady().then(async () => {
    const host = createElectronHost();
    const appUrl = devServerUrl ?? `${APP_ORIGIN}/index.html`;
    const services = await createServices({
      host,
      userDataDir: app.getPath('userData'),
      appVersion: app.getVersion(),
      startDemo,
      captionOverlay: (settings) => createOverlayWindow({ url: appUrl, settings, openInBrowser: (url) => void host.openInBrowser(url) }),
    });
    const router = new IpcRouter<Contract>(contract, services.handlers, {
      isTrustedUrl: (url) => isAppUrl(url, trustedOrigins),
      deliver: deliverToWebContents,
      onInternalError: (channel, error) => console.error(`[glossa] ${channel}:`, error),
    });
    services.events.attach(router);
    registerElectronIpc(router);
    applySessionPolicy();
    serveRenderer(join(__dirname, '../renderer'));
    installMenu(process.platform === 'darwin');

    const open = () => {
      mainWindow = createMainWindow({
        url: devServerUrl ?? `${APP_ORIGIN}/index.html`,
        settings: services.settings,
        openInBrowser: (url) => void host.openInBrowser(url),
      });
      mainWindow.on('closed', () => (mainWindow = null));
    };
    open();
    app.on('activate', () => BrowserWindow.getAllWindows().length === 0 && open());
    app.on('before-quit', () => void services.dispose());
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
