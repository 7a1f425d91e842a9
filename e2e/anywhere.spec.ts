// Translate anywhere and the history, as a translator uses them in the browser shell: the quick popup as a
// page of its own (type or paste, switch the target, swap, copy, open in Glossa), and the History section of
// the main window (search, favourites, export, add to glossary, switch off). Shortcuts, tray and the
// selection itself are the desktop app's, tested in Node through a fake desktop.
import type { Page } from '@playwright/test';
import { expect, openSection, startShell, test } from './fixtures';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';
import { join } from 'node:path';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';

const shots = join(__dirname, '..', '..', '..', 'notes', 'shots', 'anywhere');
let demo: DemoOnSimulator;
test.beforeEach(async () => {
  demo = await startShellOnSimulator();
});
test.afterEach(async () => demo.stop());

const popupUrl = () => demo.shell.url.replace('/#', '/?view=popup#');

/** The theme follows the system by default: the test sets the system's colour scheme. */
async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

async function shoot(page: Page, name: string, sizes: { width: number; height: number }[]): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.screenshot({ path: join(shots, `${name}-${size.width}x${size.height}-${theme}.png`) });
    }
  }
  await setTheme(page, 'light');
}

test('the popup translates typed text, switches the target, swaps, copies, and opens the text in Glossa', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const main = await context.newPage();
  await main.goto(demo.shell.url);
  await expect(main.getByRole('navigation', { name: 'Sections' })).toBeVisible();

  await page.setViewportSize({ width: 460, height: 340 });
  await page.goto(popupUrl());
  const popup = page.getByRole('main', { name: 'Quick translate' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(/Type or paste text/)).toBeVisible();

  await popup.getByRole('textbox').fill('The contract is signed today.');
  await popup.getByRole('button', { name: 'Translate', exact: true }).click();
  const result = page.getByTestId('quick-result');
  await expect(result).not.toBeEmpty();
  const english = await result.innerText();
  await expect(page.getByTestId('quick-from')).toHaveText('English');
  await expect(page.getByTestId('quick-glossary')).toHaveText('none for this pair');

  // The target quick switch translates the same text again.
  await popup.getByLabel('Into').selectOption('de');
  await expect(result).toHaveText(/^Die Vertrag ist unterschrieben heute/);

  await popup.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Die Vertrag/);

  // Swap: the German becomes the source, translated back.
  await popup.getByRole('button', { name: 'Swap languages' }).click();
  await expect(page.getByTestId('quick-from')).toHaveText('German');
  await expect(popup.getByText('Original')).toBeVisible();
  expect(english).not.toBe('');

  await shoot(page, 'popup', [
    { width: 460, height: 340 },
    { width: 1366, height: 768 },
    { width: 1024, height: 640 },
  ]);

  // Open in Glossa: the main window's Translate view gets the text.
  await popup.getByRole('button', { name: 'Open in Glossa' }).click();
  await expect(main.getByRole('main')).toHaveAccessibleName('Translate');
  await expect(main.getByRole('textbox', { name: 'Source text' })).toHaveValue(/^Die Vertrag/);
});

test('the History section keeps translations: search, pin, export, add to glossary, switch off', async ({ page }) => {
  await serviceCall(demo.service, 'POST', '/v3/glossaries', {
    name: 'Contracts EN-DE',
    dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'deadline\tFrist', entries_format: 'tsv' }],
  });
  await page.goto(demo.shell.url);
  await openSection(page, 'Translate');
  const source = page.getByRole('textbox', { name: 'Source text' });
  await page.getByLabel('From').selectOption('en');
  await page.getByLabel('Into').selectOption('de');
  for (const text of ['contract', 'invoice', 'The meeting starts at nine.']) {
    await source.fill(text);
    await source.press('Control+Enter');
    await expect(page.getByRole('textbox', { name: 'Translation', exact: true })).not.toHaveValue('');
    await expect(page.getByRole('main').getByRole('button', { name: 'Translate', exact: true })).toBeEnabled();
  }

  await openSection(page, 'History');
  const list = page.getByRole('list', { name: 'History entries' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('history-count')).toHaveText('3 entries on this computer');
  await expect(list.getByRole('listitem').first()).toContainText('The meeting starts at nine.');
  await expect(list.getByRole('listitem').first()).toContainText('Translate');

  // Search as you type (a word prefix, in source or translation).
  await page.getByLabel('Search history').fill('invo');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Search history').fill('');
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // Pin a favourite, and see only favourites.
  await list
    .getByRole('listitem')
    .filter({ hasText: 'invoice' })
    .getByRole('button', { name: 'Pin as favourite' })
    .click();
  await page.getByLabel('Favourites only').check();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Favourites only').uncheck();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  await shoot(page, 'history', [
    { width: 1366, height: 768 },
    { width: 1024, height: 640 },
  ]);

  // Export the chosen entries as CSV.
  await page.getByLabel('Choose all shown').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^glossa-history-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await (await file.createReadStream()).toArray()).join('');
  expect(csv).toContain('time,kind,source language,target language,glossary,gesture,pinned,source,result');
  expect(csv).toContain('The meeting starts at nine.');

  // Add the two short ones to a glossary: the editor opens with the import preview filled in.
  await page.getByLabel('3 chosen').uncheck();
  for (const text of ['contract', 'invoice'])
    await list
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^${text}`) })
      .getByRole('checkbox')
      .check();
  await page.getByRole('button', { name: 'Add to glossary…' }).click();
  const draft = page.getByRole('region', { name: 'Add to glossary' });
  await expect(draft).toContainText('2 entries for English → German');
  await shoot(page, 'history-add-to-glossary', [{ width: 1366, height: 768 }]);
  await draft.getByRole('button', { name: 'Open in the glossary editor' }).click();
  await expect(page.getByRole('main')).toHaveAccessibleName('Glossaries');
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview).toContainText('2 entries can be imported');

  // Switching history off deletes it.
  await openSection(page, 'Settings');
  const card = page.getByRole('region', { name: 'History' });
  await card.getByRole('button', { name: 'Turn history off…' }).click();
  await card.getByRole('button', { name: 'Turn off and delete' }).click();
  await expect(card.getByRole('button', { name: 'Turn history on' })).toBeVisible();
  await openSection(page, 'History');
  await expect(page.getByText('History is off: translations and improvements are not kept.')).toBeVisible();
});

test('Settings says that shortcuts, popup and tray belong to the desktop app, and names a clash as the keys are typed', async ({
  page,
}) => {
  await page.goto(demo.shell.url);
  await openSection(page, 'Settings');
  const card = page.getByRole('region', { name: 'Translate anywhere' });
  await expect(card.getByTestId('anywhere-unavailable')).toContainText('part of the desktop app');
  const field = card.getByLabel('Translate the selection');
  await expect(field).toHaveValue('Ctrl+Alt+Shift+G');
  await field.fill('Ctrl+Alt+T');
  await expect(card.getByText(/Ctrl\+Alt\+T opens a terminal/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save shortcuts' })).toBeDisabled();
  await field.fill('');
  await field.press('Control+Alt+Shift+KeyK');
  await expect(field).toHaveValue('Ctrl+Alt+Shift+K');
  await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shoot(page, 'settings-anywhere', [{ width: 1366, height: 768 }]);
});

test('the shortcut fields name the keys as the keyboard does in the UI language, and take them typed in its words', async ({
  page,
}) => {
  await page.goto(demo.shell.url);
  await openSection(page, 'Settings');
  await page.getByLabel("Glossa's language").selectOption('de');
  const card = page.getByRole('region', { name: 'Überall übersetzen' });
  const field = card.getByLabel('Auswahl übersetzen');
  await expect(field).toHaveValue('Strg+Alt+Umschalt+G');
  // The hint does not repeat the keys the field shows.
  await expect(card.getByText('Drücken Sie die Tasten oder tippen Sie sie ein.').first()).toBeVisible();
  await expect(card.getByText(/tippen Sie sie ein: Strg\+Alt\+Umschalt\+G/)).toHaveCount(0);
  await field.fill('Strg+Umschalt+Alt+K');
  await expect(card.getByText('Drücken Sie die Tasten oder tippen Sie sie ein: Strg+Alt+Umschalt+K')).toBeVisible();
  await field.blur();
  await expect(field).toHaveValue('Strg+Alt+Umschalt+K');
  await page.getByLabel('Sprache von Glossa').selectOption('fr');
  await expect(page.getByRole('region', { name: 'Traduire partout' }).getByRole('textbox').first()).toHaveValue(
    'Ctrl+Alt+Maj+K',
  );
});

test('a damaged history file is set aside with a notice, and history starts afresh', async ({ page }) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'glossa-e2e-damaged-'));
  writeFileSync(join(userDataDir, 'history.sqlite'), 'not a database '.repeat(500));
  const shell = await startShell({ userDataDir });
  try {
    await page.goto(shell.url);
    await openSection(page, 'History');
    await expect(
      page.getByText(
        /The translation history could not be read, so it was set aside as .*history\.damaged-\d+\.sqlite and a new one started\./,
      ),
    ).toBeVisible();
    await expect(page.getByTestId('history-count')).toHaveText('0 entries on this computer');
    expect(readdirSync(userDataDir).some((f) => /^history\.damaged-\d+\.sqlite$/.test(f))).toBe(true);
  } finally {
    await shell.stop();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
