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
  const shell: ShellProcess = {
    url,
    origin,
    userDataDir,
    process: child,
    log,
    // The shell exits within its own 15 s deadline (cli.ts); one that does not is killed, and the test fails
    // saying so, instead of waiting out its timeout.
    stop: () =>
      new Promise<void>((resolve, reject) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const killed = setTimeout(() => {
          child.kill('SIGKILL');
          reject(new Error('The shell did not exit within 30 s of SIGTERM, and was killed (see its log).'));
        }, 30_000);
        child.once('exit', () => {
          clearTimeout(killed);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
  startedShells.push(shell);
  return shell;
}

/** The shells started during the current test, by the fixture or by the test itself (their logs go with a failure). */
const startedShells: ShellProcess[] = [];

export const test = base.extend<{ shell: ShellProcess; app: Page; shellLogs: void }>({
  // A failed test carries the logs of the shells it started and the page's warnings (a lost connection's close code
  // among them): a connection lost on a busy machine leaves its cause in the report.
  // Playwright reads the fixtures a function needs from its first parameter, so it must be a pattern.
  shellLogs: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      startedShells.length = 0;
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [index, shell] of startedShells.entries())
        await testInfo.attach(`browser shell ${index + 1} log`, {
          body: `${shell.log.slice(-200).join('\n')}\n(exit code: ${shell.process.exitCode ?? 'still running'}, signal: ${shell.process.signalCode ?? 'none'})`,
          contentType: 'text/plain',
        });
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern
  shell: async ({}, use) => {
    const shell = await startShell();
    await use(shell);
    await shell.stop();
    rmSync(shell.userDataDir, { recursive: true, force: true });
  },
  page: async ({ page }, use, testInfo) => {
    const consoleLines: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        consoleLines.push(`${new Date().toISOString()} ${message.type()}: ${message.text()}`);
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && consoleLines.length > 0)
      await testInfo.attach('page console', { body: consoleLines.join('\n'), contentType: 'text/plain' });
  },
  app: async ({ page, shell }, use) => {
    await page.goto(shell.url);
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await use(page);
  },
});

export { expect };

/** Opens a section of the app from the sidebar, as a user does. */
export async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name }).click();
}

/**
 * Live captions' set-up once its devices are listed: until then a sentence about them may still appear above the
 * languages and move them (a chip clicked at that moment was missed: meetingLanguages.spec in Japanese).
 */
export async function devicesListed(page: Page): Promise<void> {
  await expect(page.locator('.voice-setup select[aria-busy="false"]').first()).toBeAttached();
}

/** Saves a screenshot under e2e/screenshots/ for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(root, 'e2e/screenshots', `${name}.png`), fullPage: false });
}
