// The Host capabilities for the browser shell: no Electron, so links and files open through the OS's
// opener. There are no native dialogs (the app takes dropped files and a typed output folder) and no OS
// notifications (the app shows the batch summary in the window).
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import type { Host } from '../main/host';
import { isSafeExternalUrl } from '../main/shell/security';

const OPENER: Partial<Record<NodeJS.Platform, string>> = { linux: 'xdg-open', darwin: 'open', win32: 'explorer.exe' };

/** How long the opener may run before it counts as having opened the file (xdg-open waits for some apps). */
const OPENER_VERDICT_MS = 3000;

/**
 * Runs the OS opener with one argument, never through a shell. An opener that is missing, or that exits with
 * an error soon (no app for the file type), rejects with the reason, so the window can say so.
 */
function openWithOs(target: string): Promise<void> {
  const opener = OPENER[process.platform];
  if (!opener) return Promise.reject(new Error(`no way to open files or links on ${process.platform}`));
  return new Promise((resolve, reject) => {
    const child = spawn(opener, [target], { stdio: 'ignore', detached: true, shell: false });
    const timer = setTimeout(() => (child.unref(), resolve()), OPENER_VERDICT_MS);
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new Error(error.code === 'ENOENT' ? `${opener} is not installed` : `${opener} did not start`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      // explorer.exe exits with 1 even when it opened the file.
      if (code === 0 || process.platform === 'win32') resolve();
      else reject(new Error(`${opener} found no application for it (exit code ${code})`));
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
