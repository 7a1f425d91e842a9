// The user's own right-to-left text keeps its direction whatever the language of Glossa's screens: Arabic or
// Hebrew typed into Write, a glossary cell or a custom instruction is laid out right to left, and Latin text in
// the same fields left to right (dir="auto": the first strong character decides).
import type { Locator } from '@playwright/test';
import { expect, openSection, test } from './fixtures';
import { serviceCall, startShellOnSimulator, type DemoOnSimulator } from './textTools';

const direction = (field: Locator) => field.evaluate((element) => (element.matches(':dir(rtl)') ? 'rtl' : 'ltr'));

let demo: DemoOnSimulator;
test.beforeEach(async () => {
  demo = await startShellOnSimulator();
});
test.afterEach(async () => {
  await demo.stop();
});
test.describe.configure({ timeout: 120_000 });

test('Arabic in Write and Hebrew in a glossary cell read right to left, English left to right', async ({ page }) => {
  await serviceCall(demo.service, 'POST', '/v3/glossaries', {
    name: 'Kivun',
    dictionaries: [{ source_lang: 'en', target_lang: 'he', entries: 'invoice\tחשבונית', entries_format: 'tsv' }],
  });
  await page.goto(demo.shell.url);

  await openSection(page, 'Write');
  const original = page.getByLabel('Original');
  await original.fill('مرحبا بالعالم، هذا نص عربي.');
  expect(await direction(original)).toBe('rtl');
  await original.fill('Hello world, this is English.');
  expect(await direction(original)).toBe('ltr');

  await openSection(page, 'Glossaries');
  await page.getByRole('listitem').filter({ hasText: 'Kivun' }).getByRole('button', { name: 'Edit en → he' }).click();
  const target = page.getByLabel('Target of entry 1', { exact: true });
  await expect(target).toHaveValue('חשבונית');
  expect(await direction(target)).toBe('rtl');
  expect(await direction(page.getByLabel('Source of entry 1', { exact: true }))).toBe('ltr');
});
