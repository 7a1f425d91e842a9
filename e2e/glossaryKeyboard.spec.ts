// The glossary grid by keyboard alone, as in the spreadsheets translators know: 20 cells typed with Tab moving
// right and on to the next row, a 3×2 range selected with Shift+arrows, copied and pasted as TSV further down,
// and the paste undone in one step. No mouse in the grid; the focus never falls to the page body.
import type { Page } from '@playwright/test';
import { expect, openSection, snap, test } from './fixtures';
import { serviceCall, startShellOnSimulator, type DemoOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.beforeEach(async () => {
  demo = await startShellOnSimulator();
});
test.afterEach(async () => {
  await demo.stop();
});
test.describe.configure({ timeout: 120_000 });

const source = (page: Page, n: number) => page.getByLabel(`Source of entry ${n}`, { exact: true });
const target = (page: Page, n: number) => page.getByLabel(`Target of entry ${n}`, { exact: true });

/** Screenshots at 1366×768 and 1024×640, light and dark (the viewport changes; the focus stays). */
async function snapEverySize(page: Page, name: string): Promise<void> {
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

async function press(page: Page, key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
  // Never on the page body: every key lands in a cell.
  await expect(page.locator('body')).not.toBeFocused();
}

test('edits 20 cells, selects, copies and pastes a 3×2 range, and undoes the paste, by keyboard alone', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const lines = Array.from({ length: 20 }, (_, i) => `Eintrag ${i + 1}\tentry ${i + 1}`);
  await serviceCall(demo.service, 'POST', '/v3/glossaries', {
    name: 'Tastatur',
    dictionaries: [{ source_lang: 'de', target_lang: 'en', entries: lines.join('\n'), entries_format: 'tsv' }],
  });
  await page.goto(demo.shell.url);
  await openSection(page, 'Glossaries');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Tastatur' })
    .getByRole('button', { name: 'Edit de → en' })
    .click();
  await expect(source(page, 1)).toHaveValue('Eintrag 1');

  // From here on, the keyboard only: the skip link reaches the first cell.
  await page.locator('#main').focus();
  await press(page, 'Tab');
  await expect(page.getByRole('link', { name: 'Skip to the entries' })).toBeFocused();
  await press(page, 'Enter');
  await expect(source(page, 1)).toBeFocused();

  // 20 cells: typing replaces the selected cell, Tab keeps it and moves right, then on to the next row.
  for (let n = 1; n <= 10; n++) {
    await page.keyboard.type(`Wort ${n}`);
    await press(page, 'Tab');
    await expect(target(page, n)).toBeFocused();
    await page.keyboard.type(`word ${n}`);
    await press(page, 'Tab');
    await expect(source(page, n + 1)).toBeFocused();
  }
  for (const n of [1, 5, 10]) {
    await expect(source(page, n)).toHaveValue(`Wort ${n}`);
    await expect(target(page, n)).toHaveValue(`word ${n}`);
  }
  await expect(source(page, 11)).toHaveValue('Eintrag 11');

  // Escape takes back only the edit in progress: the cell committed with Enter before it stays.
  await page.keyboard.type('Eintrag elf');
  await press(page, 'Enter');
  await expect(source(page, 12)).toBeFocused();
  await page.keyboard.type('verworfen');
  await press(page, 'Escape');
  await expect(source(page, 12)).toHaveValue('Eintrag 12');
  await expect(source(page, 11)).toHaveValue('Eintrag elf');

  // Up to row 2, select rows 2-4 × both columns, copy.
  await press(page, 'ArrowUp', 10);
  await expect(source(page, 2)).toBeFocused();
  await press(page, 'Shift+ArrowDown', 2);
  await press(page, 'Shift+ArrowRight');
  await expect(target(page, 4)).toBeFocused();
  await expect(page.locator('.phrase-cell.is-selected')).toHaveCount(6);
  await snapEverySize(page, 'grid-range');
  await press(page, 'Control+c');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Wort 2\tword 2\nWort 3\tword 3\nWort 4\tword 4',
  );

  // Down to row 15's source, paste: rows 15-17 take the block, as one step.
  await press(page, 'ArrowLeft');
  await press(page, 'ArrowDown', 11);
  await expect(source(page, 15)).toBeFocused();
  await press(page, 'Control+v');
  for (const [n, from] of [
    [15, 2],
    [16, 3],
    [17, 4],
  ] as const) {
    await expect(source(page, n)).toHaveValue(`Wort ${from}`);
    await expect(target(page, n)).toHaveValue(`word ${from}`);
  }
  await expect(source(page, 18)).toHaveValue('Eintrag 18');
  await expect(page.getByTestId('problem-count')).toContainText('3 entries need fixing');

  // One undo takes the whole paste back; the typed cells stay.
  await press(page, 'Control+z');
  for (const n of [15, 16, 17]) {
    await expect(source(page, n)).toHaveValue(`Eintrag ${n}`);
    await expect(target(page, n)).toHaveValue(`entry ${n}`);
  }
  await expect(source(page, 11)).toHaveValue('Eintrag elf');
  await expect(page.getByTestId('problem-count')).toHaveText('No problems');

  // A paste past the last row adds rows.
  await press(page, 'ArrowDown', 10);
  await expect(source(page, 20)).toBeFocused();
  await press(page, 'Control+v');
  await expect(source(page, 22)).toHaveValue('Wort 4');

  // "?" lists the keys.
  await press(page, 'Escape');
  await press(page, '?');
  const help = page.getByRole('dialog', { name: 'Keyboard in the entries' });
  await expect(help).toContainText('Ctrl+C, Ctrl+V');
  await snapEverySize(page, 'grid-keys-help');
  // At 1024×640 the help lies over the grid's corner: the grid keeps its place, its rows still in view.
  await page.setViewportSize({ width: 1024, height: 640 });
  const grid = page.getByRole('grid');
  const gridTop = (await grid.boundingBox())!.y;
  expect(gridTop).toBeLessThan(640 - 200);
  await press(page, 'Escape');
  await expect(help).toHaveCount(0);
  // Closed, the focus is back in the cell it came from, and the grid did not move.
  await expect(source(page, 20)).toBeFocused();
  expect((await grid.boundingBox())!.y).toBe(gridTop);
});

test('arrows pressed faster than the grid renders each move on from the last one, none lost', async ({ page }) => {
  const lines = Array.from({ length: 60 }, (_, i) => `Eintrag ${i + 1}\tentry ${i + 1}`);
  await serviceCall(demo.service, 'POST', '/v3/glossaries', {
    name: 'Schnell',
    dictionaries: [{ source_lang: 'de', target_lang: 'en', entries: lines.join('\n'), entries_format: 'tsv' }],
  });
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.goto(demo.shell.url);
  await openSection(page, 'Glossaries');
  await page.getByRole('listitem').filter({ hasText: 'Schnell' }).getByRole('button', { name: 'Edit de → en' }).click();
  await expect(source(page, 1)).toHaveValue('Eintrag 1');
  await page.locator('#main').focus();
  await press(page, 'Tab');
  await press(page, 'Enter');
  await expect(source(page, 1)).toBeFocused();
  // 30 arrows in one go, before the grid renders any of the moves (as a held key on a busy machine): row 31, far
  // below the fold, takes the focus.
  await source(page, 1).evaluate((cell) => {
    for (let i = 0; i < 30; i++)
      cell.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
  });
  await expect(source(page, 31)).toBeFocused();
  await expect(source(page, 31)).toHaveValue('Eintrag 31');
});
