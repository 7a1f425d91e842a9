// Odd files in the data folder: the app starts, and a banner says in a sentence what is wrong and what to do,
// while the app runs on with defaults. Nothing in the folder is deleted.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SETTINGS_VERSION } from '../src/shared/settings';
import { startShell } from './fixtures';

test('a settings file that is a folder: a banner says so and what to do, the app runs, the folder stays', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-e2e-odd-'));
  mkdirSync(join(dir, 'settings.json'));
  writeFileSync(join(dir, 'settings.json', 'keep.txt'), 'mine');
  const shell = await startShell({ userDataDir: dir });
  try {
    await page.goto(shell.url);
    const banner = page.getByTestId('data-folder-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Nothing in it was deleted.');
    await expect(banner).toContainText('is a folder, not a file');
    await expect(banner).toContainText('Move that folder away and restart Glossa.');
    // The app itself answers: its sections open.
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await banner.getByRole('button', { name: 'Hide until Glossa restarts' }).click();
    await expect(banner).toBeHidden();
    expect(readFileSync(join(dir, 'settings.json', 'keep.txt'), 'utf8')).toBe('mine');
  } finally {
    await shell.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a proxy address written by hand as socks5: the banner names it and the next step', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-e2e-odd-'));
  const written = JSON.stringify({ version: SETTINGS_VERSION, network: { proxyUrl: 'socks5://127.0.0.1:1080' } });
  writeFileSync(join(dir, 'settings.json'), written);
  const shell = await startShell({ userDataDir: dir });
  try {
    await page.goto(shell.url);
    const banner = page.getByTestId('data-folder-banner');
    await expect(banner).toContainText('uses socks5');
    await expect(banner).toContainText('Enter a proxy as http://host:port in Settings, or clear it.');
    expect(readFileSync(join(dir, 'settings.json'), 'utf8')).toBe(written);
  } finally {
    await shell.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a data folder as the app left it: no banner', async ({ page }) => {
  const shell = await startShell();
  try {
    await page.goto(shell.url);
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(page.getByTestId('data-folder-banner')).toHaveCount(0);
  } finally {
    await shell.stop();
    rmSync(shell.userDataDir, { recursive: true, force: true });
  }
});
