// Electron edge: the Host capabilities done with Electron's own APIs.
import { BrowserWindow, Notification, app, dialog, safeStorage, screen, shell } from 'electron';
import type { Host } from '../host';
import { isSafeExternalUrl } from './security';
import { forkUtilityProcess } from './utilityProcessPort';

export function createElectronHost(): Host {
  const parent = () => BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
  return {
    kind: 'electron',
    async openInBrowser(url) {
      if (!isSafeExternalUrl(url)) throw new Error('Refused an unsafe external URL.');
      await shell.openExternal(url);
    },
    systemLanguages: () => app.getPreferredSystemLanguages(),
    forkProcess: forkUtilityProcess,
    displays: () => {
      const primary = screen.getPrimaryDisplay().id;
      return screen.getAllDisplays().map((d, i) => ({
        id: String(d.id),
        // Electron names a monitor on some systems only; otherwise its number and size say which it is.
        label: d.label || `${i + 1}: ${d.size.width}×${d.size.height}`,
        primary: d.id === primary,
        workArea: d.workArea,
      }));
    },
    secretEncryption: {
      // Valid only after app 'ready'; services are created after it.
      status: () => ({
        available: safeStorage.isEncryptionAvailable(),
        ...(process.platform === 'linux' ? { backend: safeStorage.getSelectedStorageBackend() } : {}),
      }),
      encrypt: (plain) => safeStorage.encryptString(plain),
      decrypt: (cipher) => safeStorage.decryptString(Buffer.from(cipher)),
    },
    dialogs: {
      async chooseFiles({ title, extensions }) {
        const window = parent();
        const options: Electron.OpenDialogOptions = {
          title,
          // Linux and Windows cannot offer files and folders in one dialog; files it is there.
          properties:
            process.platform === 'darwin'
              ? ['openFile', 'openDirectory', 'multiSelections']
              : ['openFile', 'multiSelections'],
          filters: [{ name: 'Documents', extensions: [...extensions] }],
        };
        const result = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
        return result.canceled ? [] : result.filePaths;
      },
      async chooseFolder({ title }) {
        const window = parent();
        const options: Electron.OpenDialogOptions = { title, properties: ['openDirectory', 'createDirectory'] };
        const result = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
        return result.canceled ? undefined : result.filePaths[0];
      },
    },
    async openPath(path) {
      const problem = await shell.openPath(path);
      if (problem) throw new Error(problem);
    },
    async showInFolder(path) {
      shell.showItemInFolder(path);
    },
    notify(title, body) {
      if (Notification.isSupported()) new Notification({ title, body }).show();
    },
  };
}
