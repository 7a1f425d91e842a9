// Developer keys with awkward input: a 300-character label without spaces stays inside the table, and the
// "Show" choice of active or deactivated keys keeps one of its two radios checked after keys are created.
import { expect, openSection, test } from './fixtures';
import { type DemoOnSimulator, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.afterEach(async () => demo.stop());

test('a 300-character label without spaces wraps inside the table, and one "Show" radio stays checked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  demo = await startShellOnSimulator();
  await page.goto(demo.shell.url);
  await openSection(page, 'Developer keys');
  const active = page.getByRole('radio', { name: /^Active/ });
  const deactivated = page.getByRole('radio', { name: /^Deactivated/ });
  await expect(active).toBeChecked();

  const create = page.getByRole('form', { name: 'Create a developer key' });
  const label = 'Agency'.repeat(50);
  await create.getByLabel('Label (optional)').fill(label);
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByTestId('developer-key-row')).toHaveCount(1);
  await create.getByLabel('Label (optional)').fill('Second laptop');
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByTestId('developer-key-row')).toHaveCount(2);

  await expect(active).toBeChecked();
  await expect(deactivated).not.toBeChecked();
  // Nothing scrolls sideways: the table keeps within the window.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
    table: document.querySelector('.keys-table')!.getBoundingClientRect().width,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  expect(widths.table).toBeLessThan(1024);
  await deactivated.check();
  await expect(active).not.toBeChecked();
  await active.check();
  await expect(active).toBeChecked();
});

test("at 1024×640 a key row's actions sit on one line, in each of the six languages, inside the card", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  demo = await startShellOnSimulator();
  await page.goto(demo.shell.url);
  await openSection(page, 'Developer keys');
  const create = page.getByRole('form', { name: 'Create a developer key' });
  await create.getByLabel('Label (optional)').fill('Translation memory server');
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByTestId('developer-key-row')).toHaveCount(1);
  for (const language of ['en', 'de', 'fr', 'es', 'ja', 'zh-Hans']) {
    await page.locator('nav button[data-section="settings"]').click();
    await page.locator('section[aria-labelledby="language-heading"] select').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.locator('nav button[data-section="developer-keys"]').click();
    const row = page.getByTestId('developer-key-row');
    await expect(row).toHaveCount(1);
    const layout = await row.evaluate((tr) => {
      const buttons = [...tr.querySelectorAll<HTMLElement>('.key-actions button')];
      const card = tr.closest('.card') as HTMLElement;
      return {
        tops: buttons.map((b) => Math.round(b.getBoundingClientRect().top)),
        cut: buttons.filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.textContent),
        card: { scroll: card.scrollWidth, client: card.clientWidth },
        table: tr.closest('table')!.getBoundingClientRect().right,
        cardRight: card.getBoundingClientRect().right,
      };
    });
    expect(layout.tops, `${language}: Rename, Limit and Deactivate on one line`).toHaveLength(3);
    expect(new Set(layout.tops).size, `${language}: Rename, Limit and Deactivate on one line`).toBe(1);
    expect(layout.cut, language).toEqual([]);
    expect(layout.card.scroll, language).toBeLessThanOrEqual(layout.card.client);
    expect(layout.table, language).toBeLessThanOrEqual(layout.cardRight);
  }
});
