// The Host capabilities for the browser shell: no Electron, so links and files open through the OS's
// opener. There are no native dialogs (the app takes dropped files and a typed output folder) and no OS
// notifications (the app shows the batch summary in the window).
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import type { Host } from '../main/host';
import { isSafeExternalUrl } from '../main/shell/security';

const OPENER: Partial<Record<NodeJS.Platform, string>> = { linux: 'xdg-open', darwin: 'open', win32: 'explorer.exe' };

/** Runs the OS opener with one argument, never through a shell. */
function openWithOs(target: string): Promise<void> {
  const opener = OPENER[process.platform];
  if (!opener) return Promise.reject(new Error(`No way to open files or links on ${process.platform}.`));
  return new Promise((resolve, reject) => {
    const child = spawn(opener, [target], { stdio: 'ignore', detached: true, shell: false });
    child.once('error', reject);
    child.once('spawn', () => {
      child.unref();
      resolve();
    });
  });
}

export function createBrowserHost(): Host {
  return {
    kind: 'browser',
    openInBrowser(url) {
      if (!isSafeExternalUrl(url)) return Promise.reject(new Error('Refused an unsafe external URL.'));
      return openWithOs(url);
    },
    openPath: (path) => openWithOs(path),
    // xdg-open cannot select a file; it opens the folder that holds it.
    showInFolder: (path) => openWithOs(dirname(path)),
  };
}
