// The dictionary editor as a translator works in it every day: a CSV with a header row, spaces to trim and
// entries that differ from the ones already there; undo back to the saved state; the keyboard of a
// spreadsheet; a search that ignores case and accents; compact rows; a large dictionary arriving page by page.
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Simulator } from '../src/simulator';
import { expect, openSection, test } from './fixtures';
import { cutPlaceholders, cutSelects } from './screens';
import { serviceCall, startShellOnSimulator, type DemoOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.beforeEach(async () => {
  demo = await startShellOnSimulator();
});
test.afterEach(async () => {
  await demo.stop();
});

async function createDictionary(service: Simulator, name: string, entries: string): Promise<string> {
  const created = await serviceCall<{ glossary_id: string }>(service, 'POST', '/v3/glossaries', {
    name,
    dictionaries: [{ source_lang: 'de', target_lang: 'en', entries, entries_format: 'tsv' }],
  });
  return created.glossary_id;
}

async function openDictionary(page: Page, name: string): Promise<void> {
  await page.goto(demo.shell.url);
  await openSection(page, 'Glossaries');
  await page.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Edit de → en' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
}

/** Where a person looks at the screens: e2e/screenshots/, or the folder GLOSSA_SHOTS_DIR names. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['GLOSSA_SHOTS_DIR'] ?? join(__dirname, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

test('import a CSV: the header row is left out, spaces are trimmed with consent, differing entries are asked about', async ({
  page,
}) => {
  await createDictionary(demo.service, 'Organs', 'Herz\theart\nLunge\tlung\nMagen\tstomach');
  await openDictionary(page, 'Organs');
  // An edit not yet saved: the file must not overwrite it behind the user's back.
  await page.getByLabel('Target of entry 2').fill('lungs');

  const csv =
    'source,target\r\nHerz,heart (organ)\r\nLunge,lung\r\n Leber , liver \r\nNiere,kidney\r\nMagen,stomach\r\n';
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'organs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByLabel('First row is a header')).toBeChecked();
  // One line with spaces in both phrases is one rejected line, not two.
  await expect(preview).toContainText('4 entries can be imported · 1 line rejected');
  await preview.getByRole('button', { name: /^Trim the spaces and import/ }).click();
  await expect(preview).toContainText('5 entries can be imported');
  await expect(preview).not.toContainText('rejected');

  const conflicts = preview.getByRole('region', { name: 'Entries that differ' });
  await expect(conflicts).toContainText('2 entries of the file have a source you already have, with another target.');
  await expect(conflicts.getByRole('row')).toHaveCount(3);
  await conflicts.getByRole('radiogroup', { name: 'Keep for “Herz”' }).getByLabel('Theirs').check();
  await expect(preview.getByRole('button', { name: /^Add 2 new, take 1 from the file, keep 1 of mine/ })).toBeVisible();
  await shot(page, 'glossary-import-conflicts-1366-light');
  await preview.getByRole('button', { name: /^Add 2 new/ }).click();

  await expect(page.getByLabel('Target of entry 1')).toHaveValue('heart (organ)');
  await expect(page.getByLabel('Target of entry 2')).toHaveValue('lungs');
  await expect(page.getByLabel('Source of entry 4')).toHaveValue('Leber');
  await expect(page.getByLabel('Target of entry 4')).toHaveValue('liver');
  await expect(page.getByLabel('Source of entry 5')).toHaveValue('Niere');
  await expect(page.getByText('5 entries', { exact: true })).toBeVisible();

  // "Take theirs for all" decides every conflict at once; the header can be taken as an entry after all.
  await page.getByTestId('import-file').setInputFiles({
    name: 'organs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Herz,HEART\nLunge,LUNG\n', 'utf8'),
  });
  await preview.getByRole('button', { name: 'Take theirs for all' }).click();
  await preview.getByRole('button', { name: /^Add 0 new, take 2 from the file, keep 0 of mine/ }).click();
  await expect(page.getByLabel('Target of entry 1')).toHaveValue('HEART');
  await expect(page.getByLabel('Target of entry 2')).toHaveValue('LUNG');
});

test('undo back to the saved state leaves nothing unsaved; undo after Trim brings the spaces back', async ({
  page,
}) => {
  await createDictionary(demo.service, 'Zoo', 'Haus\thouse\nKatze\tcat');
  await openDictionary(page, 'Zoo');
  await page.getByLabel('Target of entry 1').fill('home');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Target of entry 1')).toHaveValue('house');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.getByRole('button', { name: 'Add entry' }).click();
  await page.getByLabel('Source of entry 3').fill(' Maus ');
  await page.getByLabel('Target of entry 3').fill('mouse');
  await page.getByRole('button', { name: 'Trim' }).click();
  await expect(page.getByLabel('Source of entry 3')).toHaveValue('Maus');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Source of entry 3')).toHaveValue(' Maus ');

  // Undo everything: leaving asks nothing.
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.getByRole('button', { name: '← All glossaries' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Glossaries' })).toBeVisible();
});

test('the keyboard of a spreadsheet: one Tab to the first cell, arrows, Enter, F2 and Escape', async ({ page }) => {
  await createDictionary(demo.service, 'Zoo', 'Haus\thouse\nKatze\tcat\nHund\tdog\nMaus\tmouse');
  await openDictionary(page, 'Zoo');
  // The skip link comes with the rows: the heading shows while the first page is still on its way.
  await expect(page.getByLabel('Source of entry 1', { exact: true })).toHaveValue('Haus');
  await page.locator('#main').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the entries' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Source of entry 1')).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Source of entry 2')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('Target of entry 2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Target of entry 3')).toBeFocused();
  // Typing over a selected cell replaces it; Escape takes the edit back.
  await page.keyboard.type('hound');
  await expect(page.getByLabel('Target of entry 3')).toHaveValue('hound');
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Target of entry 3')).toHaveValue('dog');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  // F2 keeps the phrase and edits at its end; Left and Right then move the caret, not the cell.
  await page.keyboard.press('F2');
  await page.keyboard.type('gy');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByLabel('Target of entry 3')).toBeFocused();
  await expect(page.getByLabel('Target of entry 3')).toHaveValue('doggy');
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByLabel('Target of entry 2')).toBeFocused();
  // Tab moves right, then on to the next row's source, as in a spreadsheet; Shift+Tab goes back.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Source of entry 3')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Target of entry 2')).toBeFocused();
});

test('search ignores case and accents; compact rows; the toolbar fits and the numbers line up', async ({ page }) => {
  const entries = ['Käufer\tbuyer', 'Kaufvertrag\tpurchase contract', 'Haus\thouse', 'Straße\tstreet'];
  for (let i = 0; i < 40; i++) entries.push(`Wort ${i}\tword ${i}`);
  await createDictionary(demo.service, 'Trade', entries.join('\n'));
  await page.setViewportSize({ width: 1366, height: 768 });
  await openDictionary(page, 'Trade');
  const toolbar = page.getByRole('toolbar', { name: 'Entries' });
  // One line: the toolbar is no taller than its tallest control.
  const heights = await toolbar.evaluate((bar) => ({
    bar: bar.getBoundingClientRect().height,
    tallest: Math.max(...[...bar.children].map((child) => child.getBoundingClientRect().height)),
  }));
  expect(heights.bar).toBeLessThanOrEqual(heights.tallest + 1);
  const edges = await page.evaluate(() =>
    [...document.querySelectorAll('.entry-grid .entry-number')]
      .slice(0, 4)
      .map((cell) => Math.round(cell.getBoundingClientRect().right)),
  );
  expect(new Set(edges).size).toBe(1);

  await page.getByLabel('Search entries').fill('KAUF');
  await expect(page.getByText('44 entries · 2 shown')).toBeVisible();
  await expect(page.getByLabel('Source of entry 1')).toHaveValue('Käufer');
  await page.getByLabel('Search entries').fill('strasse');
  await expect(page.getByLabel('Source of entry 4')).toHaveValue('Straße');
  await page.getByLabel('Search entries').fill('');

  await page.setViewportSize({ width: 1024, height: 640 });
  const rowsInSight = () =>
    page.getByTestId('entry-scroller').evaluate((scroller) => {
      const box = scroller.getBoundingClientRect();
      return [...scroller.querySelectorAll('[role="row"]')].filter((row) => {
        const r = row.getBoundingClientRect();
        return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
      }).length;
    });
  const comfortable = await rowsInSight();
  await page.getByLabel('Compact rows').check();
  await expect.poll(rowsInSight).toBeGreaterThanOrEqual(12);
  expect(await rowsInSight()).toBeGreaterThan(comfortable);
  // The choice is kept for the next dictionary.
  await page.reload();
  await openSection(page, 'Glossaries');
  await page.getByRole('button', { name: 'Edit de → en' }).click();
  await expect(page.getByLabel('Compact rows')).toBeChecked();
});

test('a large dictionary shows its first rows at once, loads the rest behind them, and saves every entry', async ({
  page,
}) => {
  const lines = Array.from({ length: 30_000 }, (_, i) => `Begriff ${i}\tterm ${i}`);
  const glossaryId = await createDictionary(demo.service, 'Big', lines.join('\n'));
  await openDictionary(page, 'Big');
  await expect(page.getByLabel('Source of entry 1', { exact: true })).toHaveValue('Begriff 0');
  await expect(page.getByText('30,000 entries', { exact: true })).toBeVisible();
  // An entry from the last page is found, and sorted into place.
  await page.getByLabel('Search entries').fill('Begriff 29999');
  await expect(page.getByText('30,000 entries · 1 shown')).toBeVisible();
  await page.getByLabel('Target of entry 30000', { exact: true }).fill('the last term');
  await page.getByLabel('Search entries').fill('');
  demo.service.control.clearRequests();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('save-report')).toContainText(
    'Sent only the 1 new or changed entry (0 added, 1 changed)',
  );
  const held = await serviceCall<{ dictionaries: { entries: string }[] }>(
    demo.service,
    'GET',
    `/v3/glossaries/${glossaryId}/entries?source_lang=de&target_lang=en`,
  );
  const heldLines = held.dictionaries[0]!.entries.split('\n');
  expect(heldLines).toHaveLength(30_000);
  expect(heldLines).toContain('Begriff 29999\tthe last term');
});

test('scrolling keeps every row true to its entry, and the cell being edited keeps its entry', async ({ page }) => {
  const lines = Array.from({ length: 2_000 }, (_, i) => `Begriff ${i}\tterm ${i}`);
  await createDictionary(demo.service, 'Scrolled', lines.join('\n'));
  await openDictionary(page, 'Scrolled');
  await expect(page.getByText('2,000 entries', { exact: true })).toBeVisible();
  const scroller = page.getByTestId('entry-scroller');
  await scroller.evaluate((element) => (element.scrollTop = 30 * 48));
  const edited = page.getByLabel('Target of entry 33', { exact: true });
  await edited.click();
  await page.keyboard.press('F2');
  await page.keyboard.type(' (checked)');
  // Fewer rows fit, then more, and the grid scrolls a little: the focused cell stays the same entry's, and
  // typing goes on into it.
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.keyboard.type('!');
  await page.setViewportSize({ width: 1280, height: 900 });
  await scroller.evaluate((element) => (element.scrollTop += 60));
  await page.keyboard.type('!');
  await expect(edited).toBeFocused();
  await expect(edited).toHaveValue('term 32 (checked)!!');
  // Far down and back: each row shows its own entry; the edit stayed with entry 3.
  for (const top of [40_000, 95_000, 20_000]) {
    await scroller.evaluate((element, to) => (element.scrollTop = to), top);
    const first = Math.floor(top / 48) + 1;
    for (const entry of [first, first + 3, first + 6]) {
      await expect(page.getByLabel(`Source of entry ${entry}`, { exact: true })).toHaveValue(`Begriff ${entry - 1}`);
      await expect(page.getByLabel(`Target of entry ${entry}`, { exact: true })).toHaveValue(`term ${entry - 1}`);
    }
    await expect(page.locator('[data-testid="entry-scroller"] input:focus')).toHaveCount(0);
  }
  await scroller.evaluate((element) => (element.scrollTop = 30 * 48));
  await expect(edited).toHaveValue('term 32 (checked)!!');
  await expect(page.getByLabel('Target of entry 34', { exact: true })).toHaveValue('term 33');
});

test('the Glossaries screens at 1366×768 and 1024×640, light and dark', async ({ page }) => {
  const entries = ['Käufer\tbuyer', 'Kaufvertrag\tpurchase contract', 'Haus\thouse', 'Straße\tstreet'];
  for (let i = 0; i < 60; i++) entries.push(`Wort ${i}\tword ${i}`);
  await createDictionary(demo.service, 'Trade terms', entries.join('\n'));
  await page.goto(demo.shell.url);
  await openSection(page, 'Glossaries');
  for (const [width, height] of [
    [1366, 768],
    [1024, 640],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.getByRole('button', { name: 'Edit de → en' })).toBeVisible();
      await shot(page, `glossary-list-${width}-${theme}`);
      await page.getByRole('button', { name: 'Edit de → en' }).click();
      await expect(page.getByLabel('Source of entry 1', { exact: true })).toHaveValue('Käufer');
      await page.getByLabel('Compact rows').setChecked(false);
      await shot(page, `glossary-editor-${width}-${theme}`);
      await page.getByLabel('Compact rows').setChecked(true);
      await shot(page, `glossary-editor-compact-${width}-${theme}`);
      await page.getByTestId('import-file').setInputFiles({
        name: 'trade.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('source,target\nHaus,home\nStraße,road\n Markt ,market\nPreis,price\n', 'utf8'),
      });
      await expect(page.getByRole('region', { name: 'Entries that differ' })).toBeVisible();
      await shot(page, `glossary-import-${width}-${theme}`);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: '← All glossaries' }).click();
    }
  }
});

test('in German and French at 1024×640, the toolbar’s closed menus and search field show their whole text, the editor open as the language changes', async ({
  page,
}) => {
  await createDictionary(demo.service, 'Trade', 'Käufer\tbuyer\nHaus\thouse');
  await page.setViewportSize({ width: 1024, height: 640 });
  // Open in English, then switch: the editor stays open while its words change length.
  await openDictionary(page, 'Trade');
  for (const language of ['de', 'fr']) {
    await page.locator('nav button[data-section="settings"]').click();
    await page.locator('section[aria-labelledby="language-heading"] select').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.locator('nav button[data-section="glossaries"]').click();
    const heading = page.getByRole('heading', { level: 1 });
    if (!(await heading.textContent())?.includes('Trade')) {
      await page.getByRole('listitem').filter({ hasText: 'Trade' }).getByRole('button').first().click();
    }
    await expect(heading).toContainText('Trade');
    await expect(page.locator('.editor-toolbar select').first()).toBeVisible();
    expect(await cutSelects(page, '.editor-toolbar'), language).toEqual([]);
    expect(await cutPlaceholders(page, '.editor-toolbar'), language).toEqual([]);
  }
});
