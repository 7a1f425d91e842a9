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

test('in Spanish at 1024×640, a key’s buttons keep their labels on one line (Cambiar nombre, Límite, Desactivar…)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  demo = await startShellOnSimulator();
  await page.goto(demo.shell.url);
  await page.locator('nav button[data-section="settings"]').click();
  await page.getByLabel("Glossa's language").selectOption('es');
  await page.locator('nav button[data-section="developer-keys"]').click();
  const create = page.getByRole('form', { name: 'Crear una clave de desarrollador' });
  await create.getByLabel('Etiqueta (opcional)').fill('Translation memory server');
  await create.getByRole('button', { name: 'Crear clave' }).click();
  const row = page.getByTestId('developer-key-row');
  await expect(row).toHaveCount(1);
  // Lines of text in each button (a Range gives one box per line).
  const lines = await row.locator('.key-actions button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return `${button.textContent}: ${new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size}`;
    }),
  );
  expect(lines).toEqual(['Cambiar nombre: 1', 'Límite: 1', 'Desactivar…: 1']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
});
