// Everyday gestures of the second newcomer list that have no journey of their own: Settings refuses clashing
// and application shortcuts, explains a custom address while it is typed, and "Add your API key" lands in the
// key field; Write says Ctrl+Z undoes Accept; Translate lays out Hebrew and Arabic right to left; glossary
// CSV has a BOM and its two kinds say how they differ; a one-entry save reads as one; Style rules' buttons
// stand apart.
import { readFileSync } from 'node:fs';
import { expect, openSection, test } from './fixtures';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.beforeEach(async () => {
  demo = await startShellOnSimulator();
});
test.afterEach(async () => demo.stop());

test('Settings refuses the same shortcut twice and application shortcuts such as Ctrl+C, as they are typed', async ({
  page,
}) => {
  await page.goto(demo.shell.url);
  await openSection(page, 'Settings');
  const card = page.getByRole('region', { name: 'Translate anywhere' });
  const selection = card.getByLabel('Translate the selection');
  const clipboard = card.getByLabel('Translate the clipboard');
  const save = card.getByRole('button', { name: 'Save shortcuts' });

  await selection.fill('Ctrl+C');
  await expect(card.getByRole('alert')).toHaveText(/^Ctrl\+C copies in almost every application/);
  await expect(save).toBeDisabled();
  await selection.fill('');
  await selection.press('Control+KeyV');
  await expect(selection).toHaveValue('Ctrl+V');
  await expect(card.getByRole('alert')).toHaveText(/^Ctrl\+V pastes in almost every application/);
  await selection.fill('Ctrl+Z');
  await expect(card.getByRole('alert')).toContainText('undoes');

  // The same keys for both, written two ways, are one shortcut.
  await selection.fill('CommandOrControl+Alt+Shift+G');
  await clipboard.fill('Shift+Ctrl+Alt+G');
  await expect(card.getByRole('alert')).toHaveText(
    'Ctrl+Alt+Shift+G already translates the selection. Give the clipboard other keys.',
  );
  await expect(clipboard).toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeDisabled();
  await clipboard.fill('CommandOrControl+Alt+Shift+C');
  await expect(card.getByRole('alert')).toHaveCount(0);
});

test('a custom address: empty keeps "Check and add" off with a hint, an invalid one is named while typing', async ({
  page,
}) => {
  await page.goto(demo.shell.url);
  await openSection(page, 'Settings');
  const form = page.getByRole('form', { name: 'Add an account' });
  await form.getByLabel('Service address').selectOption('custom');
  const address = form.getByLabel('Custom base URL');
  const add = form.getByRole('button', { name: 'Check and add' });
  await expect(add).toBeDisabled();
  await expect(form.getByText('The address of the service, as its provider gives it')).toBeVisible();
  await address.fill('api.example.com');
  // Still typing, the field still has the focus: the problem is said now, not on leaving the field.
  await expect(address).toBeFocused();
  await expect(form.getByRole('alert')).toHaveText('Enter a full address, for example https://api.example.com.');
  await expect(add).toBeDisabled();
  await address.fill('https://api.example.com');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(add).toBeEnabled();
});

test('"Add your API key" on the welcome screen puts the focus in the key field', async ({ page }) => {
  await page.goto(demo.shell.url);
  await page.getByRole('button', { name: 'Add your API key' }).click();
  await expect(page.getByRole('main')).toHaveAccessibleName('Settings');
  const key = page.getByRole('form', { name: 'Add an account' }).getByLabel('API key');
  await expect(key).toBeFocused();
  await page.keyboard.type('abc');
  await expect(key).toHaveValue('abc');
});

test('Write says after Accept that Ctrl+Z brings the text back, and it does', async ({ page }) => {
  await page.goto(demo.shell.url);
  await openSection(page, 'Write');
  const original = page.getByRole('textbox', { name: 'Original' });
  await page.getByRole('combobox', { name: /^Language/ }).selectOption('en-GB');
  await original.fill('the color of the center is gray.');
  await page.getByRole('button', { name: 'Improve', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Improved' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accepted. Ctrl+Z here brings your text back.')).toBeVisible();
  await expect(original).toHaveAccessibleDescription('Accepted. Ctrl+Z here brings your text back.');
  await expect(original).not.toHaveValue('the color of the center is gray.');
  await original.press('Control+z');
  await expect(original).toHaveValue('the color of the center is gray.');
  await original.press('End');
  await original.type(' Really.');
  await expect(page.getByText('Accepted. Ctrl+Z here brings your text back.')).toHaveCount(0);
});

test('Translate lays Hebrew and Arabic out right to left, on either side', async ({ page }) => {
  await page.goto(demo.shell.url);
  await openSection(page, 'Translate');
  await page.getByLabel('Translate as you type').uncheck();
  const source = page.getByRole('textbox', { name: 'Source text' });
  const translation = page.getByRole('textbox', { name: 'Translation', exact: true });
  await source.fill('שלום, מה שלומך?');
  // Detected or not, the field reads the text: its first strong letter is Hebrew, so it runs right to left.
  await expect(source).toHaveAttribute('dir', 'auto');
  expect(await source.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await page.getByLabel('From').selectOption('he');
  await expect(source).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('From').selectOption('en');
  await source.fill('Good morning, how are you?');
  await page.getByLabel('Into').selectOption('ar');
  await expect(translation).toHaveAttribute('dir', 'rtl');
  expect(await translation.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await page.getByLabel('Into').selectOption('de');
  await expect(translation).toHaveAttribute('dir', 'auto');
  expect(await source.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
});

test('glossary CSV has a BOM, its two kinds say how they differ, and a one-entry save reads as one', async ({
  page,
}) => {
  await serviceCall(demo.service, 'POST', '/v3/glossaries', {
    name: 'Contracts',
    dictionaries: [
      { source_lang: 'en', target_lang: 'de', entries: 'buyer\tKäufer\n=SUM(A1)\tSumme', entries_format: 'tsv' },
    ],
  });
  await page.goto(demo.shell.url);
  await openSection(page, 'Glossaries');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Contracts' })
    .getByRole('button', { name: 'Edit en → de' })
    .click();

  const format = page.getByLabel('Export format');
  await expect(format.locator('option')).toHaveText(['TSV', 'CSV (Excel)', 'CSV (CAT tools)', 'XLSX', 'TBX']);
  const exported = async (choice: string) => {
    await format.selectOption(choice);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    return readFileSync(await download.path());
  };
  const spreadsheet = await exported('csv');
  await expect(page.getByTestId('export-hint')).toContainText('never runs as a formula');
  await expect(format).toHaveAccessibleDescription(/For Excel or LibreOffice/);
  const cat = await exported('csv-raw');
  await expect(page.getByTestId('export-hint')).toContainText('formulas not escaped');
  for (const file of [spreadsheet, cat]) expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(spreadsheet.toString('utf8')).toBe('\ufeffbuyer,Käufer\r\n"\'=SUM(A1)",Summe\r\n');
  expect(cat.toString('utf8')).toBe('\ufeffbuyer,Käufer\r\n=SUM(A1),Summe\r\n');

  await page.getByLabel('Target of entry 1', { exact: true }).fill('Käuferin');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-report')).toContainText(
    'Sent only the 1 new or changed entry (0 added, 1 changed).',
  );
});

test('Style rules: "Add a rule" and "Save configured rules" stand apart', async ({ page }) => {
  await serviceCall(demo.service, 'POST', '/v3/style_rules', { name: 'House style', language: 'en' });
  await page.goto(demo.shell.url);
  await openSection(page, 'Style rules');
  await page
    .getByRole('list', { name: /Style rule lists/ })
    .getByRole('button')
    .filter({ hasText: 'House style' })
    .click();
  const add = page.getByRole('button', { name: 'Add a rule' });
  const save = page.getByRole('button', { name: 'Save configured rules' });
  const [a, b] = [(await add.boundingBox())!, (await save.boundingBox())!];
  expect(b.x - (a.x + a.width)).toBeGreaterThanOrEqual(8);
});
