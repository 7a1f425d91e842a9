// Electron edge: the Host capabilities done with Electron's own APIs.
import { safeStorage, shell } from 'electron';
import type { Host } from '../host';
import { isSafeExternalUrl } from './security';

export function createElectronHost(): Host {
  return {
    kind: 'electron',
    async openInBrowser(url) {
      if (!isSafeExternalUrl(url)) throw new Error('Refused an unsafe external URL.');
      await shell.openExternal(url);
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
  };
}
