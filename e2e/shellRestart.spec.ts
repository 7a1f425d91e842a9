// The browser shell stopped or restarted under an open page, and a page opened without its secret: the page
// says what happened and what to do, never a stale "in progress" without a word or a blank page. And a
// newcomer who chose the offline demo does not meet the welcome screen again after a reload or a restart.
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openSection, snap, startShell, test, type ShellProcess } from './fixtures';

const shells: ShellProcess[] = [];
test.afterEach(async () => {
  // A shell the test killed has exited already (by signal): only the living are stopped.
  for (const shell of shells.splice(0).reverse())
    if (shell.process.exitCode === null && shell.process.signalCode === null) await shell.stop();
});
test.describe.configure({ timeout: 120_000 });

async function kill(shell: ShellProcess): Promise<void> {
  const dead = new Promise((resolve) => shell.process.once('exit', resolve));
  shell.process.kill('SIGKILL');
  await dead;
}

async function start(options: Parameters<typeof startShell>[0] = {}): Promise<ShellProcess> {
  const shell = await startShell(options);
  shells.push(shell);
  return shell;
}

async function snapBoth(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [1024, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await snap(page, `${name}-${width}-${scheme}`);
    }
  }
}

test('a shell killed and restarted: a banner, the new address named after F5, and a sentence without the secret', async ({
  page,
  browser,
}) => {
  const first = await start();
  await page.goto(first.url);
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await expect(page.getByTestId('shell-banner')).toHaveCount(0);

  await kill(first);
  await expect(page.getByTestId('shell-banner')).toContainText('stopped or was restarted, so this page is out of date');
  await expect(page.getByTestId('shell-banner')).toContainText('open the new address it printed');
  await snapBoth(page, 'shell-banner');

  // Started again at the same port (another secret): F5 loads the page, which cannot reach the new shell.
  const port = new URL(first.origin).port;
  const second = await start({ userDataDir: first.userDataDir, args: ['--port', port] });
  expect(second.origin).toBe(first.origin);
  await page.reload();
  await expect(page.getByTestId('shell-banner')).toContainText('open the new address it printed');
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  // The new address works, with no banner (a new page load: the address differs only after the #).
  await page.goto('about:blank');
  await page.goto(second.url);
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await expect(page.getByTestId('shell-banner')).toHaveCount(0);

  // A tab that never had the secret: a sentence, not a blank page.
  const fresh = await browser.newPage();
  await fresh.goto(second.origin + '/');
  await expect(fresh.getByRole('heading', { name: 'Open Glossa with its full address' })).toBeVisible();
  await expect(fresh.getByText('Open the address the browser shell printed when it started')).toBeVisible();
  await snapBoth(fresh, 'missing-secret');
  await fresh.close();
  rmSync(first.userDataDir, { recursive: true, force: true });
});

test('"Explore the offline demo" is remembered after a reload and after the shell is restarted', async ({ page }) => {
  const first = await start();
  await page.goto(first.url);
  await expect(page.getByRole('main')).toHaveAccessibleName('Welcome');
  await page.getByRole('button', { name: 'Explore the offline demo' }).click();
  await expect(page.getByRole('main')).toHaveAccessibleName('Documents');
  await page.reload();
  await expect(page.getByRole('main')).toHaveAccessibleName('Documents');
  await expect(page.getByRole('heading', { name: 'Welcome to Glossa' })).toHaveCount(0);

  await kill(first);
  const second = await start({ userDataDir: first.userDataDir });
  await page.goto(second.url);
  await expect(page.getByRole('main')).toHaveAccessibleName('Documents');
  await openSection(page, 'Translate');
  await expect(page.getByRole('main')).toHaveAccessibleName('Translate');
  rmSync(first.userDataDir, { recursive: true, force: true });
});
