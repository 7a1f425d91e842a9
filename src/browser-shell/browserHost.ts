// The Host capabilities for the browser shell: no Electron, so links open through the OS's opener.
import { spawn } from 'node:child_process';
import type { Host } from '../main/host';
import { isSafeExternalUrl } from '../main/shell/security';

const OPENER: Partial<Record<NodeJS.Platform, string>> = { linux: 'xdg-open', darwin: 'open', win32: 'explorer.exe' };

export function createBrowserHost(): Host {
  return {
    kind: 'browser',
    openInBrowser(url) {
      if (!isSafeExternalUrl(url)) return Promise.reject(new Error('Refused an unsafe external URL.'));
      const opener = OPENER[process.platform];
      if (!opener) return Promise.reject(new Error(`No way to open links on ${process.platform}.`));
      return new Promise((resolve, reject) => {
        // The URL is one argument, never parsed by a shell.
        const child = spawn(opener, [url], { stdio: 'ignore', detached: true, shell: false });
        child.once('error', reject);
        child.once('spawn', () => {
          child.unref();
          resolve();
        });
      });
    },
  };
}
