// The screens the second newcomer list changed, at 1366×768 and 1024×640, light and dark, for a person to
// look at (GLOSSA_SHOTS_DIR, or e2e/screenshots/round-two): each test also checks nothing scrolls sideways.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openSection, test } from './fixtures';
import { dropFiles } from './dropFiles';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';
import { buildTxt } from '../src/node/formats/documents/testing/fixtures';

const shotsDir = process.env['GLOSSA_SHOTS_DIR'] ?? join(__dirname, 'screenshots', 'round-two');
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 640 },
];
let demo: DemoOnSimulator;
test.afterEach(async () => demo?.stop());

/** Shoots the page in both sizes and themes; `arrange` brings the part to look at into view each time. */
async function shoot(page: Page, name: string, arrange: () => Promise<void> = async () => undefined) {
  mkdirSync(shotsDir, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await arrange();
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, `${name} at ${size.width}×${size.height} scrolls sideways`).toBe(false);
      await page.screenshot({ path: join(shotsDir, `${name}-${size.width}x${size.height}-${theme}.png`) });
    }
  }
}

test('Documents: a missing folder, one batch into three languages, an opener that fails', async ({ page }) => {
  test.setTimeout(180_000);
  const bin = mkdtempSync(join(tmpdir(), 'glossa-shots-bin-'));
  writeFileSync(join(bin, 'xdg-open'), '#!/bin/sh\nexit 3\n', { mode: 0o755 });
  demo = await startShellOnSimulator({ PATH: `${bin}:${process.env['PATH']}` });
  const out = mkdtempSync(join(tmpdir(), 'glossa-shots-out-'));
  await page.goto(demo.shell.url);
  await openSection(page, 'Documents');
  await page.getByLabel('Into (required)').selectOption({ label: 'German' });
  await page.getByLabel(/^Output folder/).fill(join(out, 'Client A'));
  const bytes = buildTxt(['The contract is signed by the buyer.']);
  await dropFiles(page, [
    { name: 'letter.txt', bytes },
    { name: 'notes.txt', bytes },
    { name: 'empty.txt', bytes: new Uint8Array(0) },
  ]);
  await expect(page.getByLabel(/^Output folder/)).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'documents-missing-folder', () => page.getByLabel(/^Output folder/).scrollIntoViewIfNeeded());
  await page.getByLabel('Also into').selectOption({ label: 'French' });
  await page.getByLabel('Also into').selectOption({ label: 'Italian' });
  await page.getByRole('button', { name: /^Create the folder and translate/ }).click();
  await expect(page.locator('[data-testid="document-job"][data-state="done"]')).toHaveCount(6, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Open letter.de.txt (German)' }).click();
  await expect(page.locator('.doc-job-problem')).toHaveCount(1);
  await shoot(page, 'documents-batch', () => page.locator('.doc-batch').first().scrollIntoViewIfNeeded());
});

test('Settings, History, Write, Translate, the popup, captions, keys, glossary and style rules', async ({ page }) => {
  test.setTimeout(300_000);
  demo = await startShellOnSimulator();
  await serviceCall(demo.service, 'POST', '/v3/glossaries', {
    name: 'Contracts',
    dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'buyer\tKäufer', entries_format: 'tsv' }],
  });
  await serviceCall(demo.service, 'POST', '/v3/style_rules', { name: 'House style', language: 'en' });
  await page.goto(demo.shell.url);

  await openSection(page, 'Translate');
  await page.getByLabel('Translate as you type').uncheck();
  await page.getByLabel('Into').selectOption('ar');
  await page.getByRole('textbox', { name: 'Source text' }).fill('Good morning 🙏, the contract is signed.');
  await page.getByRole('main').getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Translation', exact: true })).not.toHaveValue('');
  await shoot(page, 'translate-rtl');

  await openSection(page, 'History');
  await expect(page.getByRole('list', { name: 'History entries' }).getByRole('listitem')).toHaveCount(1);
  await shoot(page, 'history');

  await openSection(page, 'Write');
  await page.getByRole('combobox', { name: /^Language/ }).selectOption('en-GB');
  await page.getByRole('textbox', { name: 'Original' }).fill('the color of the center is gray.');
  await page.getByRole('button', { name: 'Improve', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Improved' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Accept' }).click();
  await shoot(page, 'write-accepted');

  await openSection(page, 'Settings');
  const anywhere = page.getByRole('region', { name: 'Translate anywhere' });
  await anywhere.getByLabel('Translate the selection').fill('Ctrl+C');
  await anywhere.getByLabel('Translate the clipboard').fill('Ctrl+C');
  await shoot(page, 'settings-shortcuts', () => anywhere.scrollIntoViewIfNeeded());
  const history = page.getByRole('region', { name: 'History' });
  await history.getByLabel('Number of entries to keep').fill('0');
  await shoot(page, 'settings-history-limit', () => history.scrollIntoViewIfNeeded());
  const form = page.getByRole('form', { name: 'Add an account' });
  await form.getByLabel('Service address').selectOption('custom');
  await form.getByLabel('Custom base URL').fill('api.example.com');
  await shoot(page, 'settings-custom-address', () => form.getByLabel('Custom base URL').scrollIntoViewIfNeeded());

  await openSection(page, 'Live captions');
  await page.getByRole('button', { name: 'German', exact: true }).click();
  await page.getByRole('button', { name: 'French', exact: true }).click();
  await shoot(page, 'voice-overlay-boxes', () =>
    page.getByRole('region', { name: 'Caption overlay' }).scrollIntoViewIfNeeded(),
  );

  await openSection(page, 'Developer keys');
  const create = page.getByRole('form', { name: 'Create a developer key' });
  await create.getByLabel('Label (optional)').fill('Agency'.repeat(50));
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByTestId('developer-key-row')).toHaveCount(1);
  await shoot(page, 'developer-keys-long-label', () => page.locator('.keys-table').scrollIntoViewIfNeeded());

  await openSection(page, 'Glossaries');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Contracts' })
    .getByRole('button', { name: 'Edit en → de' })
    .click();
  await page.getByLabel('Export format').selectOption('csv-raw');
  await shoot(page, 'glossary-export-kinds');

  await openSection(page, 'Style rules');
  await page
    .getByRole('list', { name: /Style rule lists/ })
    .getByRole('button')
    .filter({ hasText: 'House style' })
    .click();
  await shoot(page, 'style-rules-buttons', () =>
    page.getByRole('button', { name: 'Add a rule' }).scrollIntoViewIfNeeded(),
  );

  await page.goto(demo.shell.url.replace('/#', '/?view=popup#'));
  await page.getByRole('main', { name: 'Quick translate' }).getByRole('textbox').fill('a'.repeat(1_000_001));
  await shoot(page, 'popup-too-long');
});
