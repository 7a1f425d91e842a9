// Each test gets its own browser shell: a real Node process with fresh user data, started and stopped by PID.
import { test as base, expect, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface ShellProcess {
  url: string;
  origin: string;
  userDataDir: string;
  process: ChildProcess;
  /** Lines the shell wrote to stderr (its log). */
  log: string[];
  stop(): Promise<void>;
}

const root = join(__dirname, '..');

export async function startShell(
  options: { userDataDir?: string; env?: Record<string, string>; args?: string[] } = {},
): Promise<ShellProcess> {
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'glossa-e2e-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'src/browser-shell/cli.ts'), '--user-data', userDataDir, ...(options.args ?? [])],
    {
      cwd: root,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => log.push(line));
  const first = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`browser shell did not start:\n${log.join('\n')}`)), 30_000);
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`browser shell exited with ${code}:\n${log.join('\n')}`)));
  });
  const { url, origin } = JSON.parse(first) as { url: string; origin: string };
  return {
    url,
    origin,
    userDataDir,
    process: child,
    log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const test = base.extend<{ shell: ShellProcess; app: Page }>({
  // A failed test carries the shell's log and the page's warnings (a lost connection's close code among them).
  // Playwright reads the fixtures a function needs from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  shell: async ({}, use, testInfo) => {
    const shell = await startShell();
    await use(shell);
    const exitCode = shell.process.exitCode;
    await shell.stop();
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('browser shell log', {
        body: `${shell.log.slice(-200).join('\n')}\n(exit code before the fixture stopped it: ${exitCode ?? 'still running'})`,
        contentType: 'text/plain',
      });
    rmSync(shell.userDataDir, { recursive: true, force: true });
  },
  app: async ({ page, shell }, use, testInfo) => {
    const consoleLines: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        consoleLines.push(`${new Date().toISOString()} ${message.type()}: ${message.text()}`);
    });
    await page.goto(shell.url);
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && consoleLines.length > 0)
      await testInfo.attach('page console', { body: consoleLines.join('\n'), contentType: 'text/plain' });
  },
});

export { expect };

/** Opens a section of the app from the sidebar, as a user does. */
export async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name }).click();
}

/** Saves a screenshot under e2e/screenshots/ for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(root, 'e2e/screenshots', `${name}.png`), fullPage: false });
}
