// `npm start`: the desktop app when Electron can run here, otherwise the browser shell, said in one line.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function electronBinary() {
  try {
    const path = require('electron'); // throws "Electron failed to install correctly" without the binary
    return existsSync(path) ? { path } : { why: 'the Electron binary is not installed' };
  } catch {
    return { why: 'the Electron binary is not installed (it could not be downloaded)' };
  }
}

const electron = electronBinary();
const noDisplay = process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
if (electron.path && !noDisplay) {
  const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const child = spawn(electron.path, [root], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  const why = electron.path ? 'there is no display' : electron.why;
  console.error(`Electron cannot start here: ${why}. Starting Glossa in the browser shell instead.`);
  await import('./start-browser.mjs');
}
