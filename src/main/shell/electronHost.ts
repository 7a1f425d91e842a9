// Electron edge: the Host capabilities done with Electron's own APIs.
import { shell } from 'electron';
import type { Host } from '../host';
import { isSafeExternalUrl } from './security';

export function createElectronHost(): Host {
  return {
    kind: 'electron',
    async openExternal(url) {
      if (!isSafeExternalUrl(url)) throw new Error('Refused an unsafe external URL.');
      await shell.openExternal(url);
    },
  };
}
