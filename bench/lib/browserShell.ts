// The browser shell and Debian's Chromium for benches that measure what a person waits for in the window.
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const root = join(__dirname, '../..');

/** Builds main, preload and renderer when the renderer is not built yet. */
export function ensureBuilt(): void {
  if (existsSync(join(root, 'out/renderer/index.html'))) return;
  const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The renderer did not build.');
}

export interface BenchShell {
  url: string;
  process: ChildProcess;
  /** The shell's Node inspector (`ws://…`), when started with `inspect`. */
  inspectorUrl?: string;
  stop(): Promise<void>;
}

/**
 * Starts the browser shell with fresh user data (holding `settings` as its settings.json when given); `inspect`
 * opens its Node inspector on an ephemeral port.
 */
export async function startBenchShell(
  options: { inspect?: boolean; env?: Record<string, string>; settings?: object } = {},
): Promise<BenchShell> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'glossa-bench-'));
  if (options.settings) writeFileSync(join(userDataDir, 'settings.json'), JSON.stringify(options.settings));
  const nodeArgs = options.inspect ? ['--inspect=127.0.0.1:0', '--expose-gc'] : [];
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', join(root, 'src/browser-shell/cli.ts'), '--user-data', userDataDir],
    {
      cwd: root,
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let inspectorUrl: string | undefined;
  const inspectorSeen = new Promise<void>((resolve) => {
    if (!options.inspect) return resolve();
    createInterface({ input: child.stderr! }).on('line', (line) => {
      const match = /Debugger listening on (ws:\/\/\S+)/.exec(line);
      if (match) {
        inspectorUrl = match[1];
        resolve();
      }
    });
  });
  if (!options.inspect) child.stderr!.resume();
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`The browser shell exited with ${code}.`)));
  });
  await inspectorSeen;
  const { url } = JSON.parse(first) as { url: string };
  return {
    url,
    process: child,
    ...(inspectorUrl ? { inspectorUrl } : {}),
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => (rmSync(userDataDir, { recursive: true, force: true }), resolve());
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Adds a Pro account on `baseUrl` in Settings, its key kept for the session, as a person does. `authScheme`:
 * the scheme word the service expects (a custom address starts with the public service's; the simulator
 * speaks the spec's).
 */
export async function addProAccount(page: Page, baseUrl: string, key: string, authScheme: string): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const form = page.getByRole('form', { name: 'Add an account' });
  await form.getByLabel('Account name').fill('Bench');
  await form.getByRole('radio', { name: 'Pro' }).check();
  await form.getByLabel('Service address').selectOption('custom');
  await form.getByLabel('Custom base URL').fill(baseUrl);
  await form.getByText('Advanced').click();
  await form.getByLabel('Scheme word').fill(authScheme);
  await form.getByLabel('API key').fill(key);
  await form.getByRole('button', { name: 'Check and add' }).click();
  await form.getByRole('button', { name: 'Keep the key for this session only' }).click();
}

/** Percentile of sorted numbers. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
