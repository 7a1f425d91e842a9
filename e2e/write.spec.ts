// Write (text improvement) as a translator uses it: one control for a writing style or a tone, only the
// fallback choices where a language has none, the live 10 KiB meter, the word diff, accept and copy, and
// the Pro-only gate on a Free account.
import { expect, openSection, snap, test } from './fixtures';
import { type DemoOnSimulator, NO_KEYCHAIN, addAccountInSettings, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.afterEach(async () => demo.stop());

const writeRequests = (d: DemoOnSimulator) => d.service.control.requests().filter((r) => r.path === '/v2/write/rephrase');

test('improves paragraphs with one style-or-tone control, shows the changes, accepts and copies', async ({ page, context }) => {
  demo = await startShellOnSimulator();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(demo.shell.url);
  await openSection(page, 'Write');
  await expect(page.getByRole('main')).toHaveAccessibleName('Write');

  const language = page.getByRole('combobox', { name: /^Language/ });
  const adjust = page.getByLabel('Writing style or tone');
  const note = page.getByTestId('adjustment-note');
  const original = page.getByRole('textbox', { name: 'Original' });
  const improved = page.getByRole('textbox', { name: 'Improved' });
  const improve = page.getByRole('button', { name: 'Improve', exact: true });

  // A language without styles and tones offers only the fallback choices, and says why.
  await expect(language).toBeEnabled();
  await language.selectOption('ja');
  await expect(note).toContainText('Japanese has no writing styles or tones');
  const offered = await adjust.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(offered.filter((v) => v !== 'none').every((v) => v.split(':')[1]!.startsWith('prefer_'))).toBe(true);
  expect(offered).not.toContain('writing_style:business');

  // A supported variant offers all; a style and a tone are one control, so choosing a tone replaces the style.
  await language.selectOption('en-GB');
  await expect(note).toContainText('one at a time');
  await adjust.selectOption('writing_style:business');
  await adjust.selectOption('tone:friendly');
  await expect(adjust).toHaveValue('tone:friendly');
  await expect(adjust.locator('option:checked')).toHaveCount(1);
  // A plain tone is not kept for a language without tones (the service would refuse it with HTTP 400).
  await language.selectOption('ja');
  await expect(adjust).toHaveValue('none');
  await language.selectOption('en-GB');
  await adjust.selectOption('writing_style:business');

  // The meter follows the text; paragraphs keep their order; the changes are shown word by word.
  await original.fill('the color of the center is gray.\n\nwe  analyze the favorite options.');
  await expect(page.getByTestId('size-meter')).toHaveText('0.1 KiB of 10 KiB');
  await original.press('Control+Enter');
  await expect(improved).toHaveValue(/^The colour of the centre is grey\.\n\nWe analyse the favourite options\.$/);
  await expect(page.getByRole('heading', { name: /^Changes/ })).toHaveText('Changes (7 words replaced by 7)');
  const diff = page.getByTestId('write-diff');
  await expect(diff.locator('del').first()).toBeVisible();
  await expect(diff.locator('ins', { hasText: 'colour' })).toBeVisible();
  await expect(diff.locator('del', { hasText: 'color' })).toBeVisible();
  await snap(page, 'write-light');

  // Copy, then accept: the improved text becomes the original.
  await page.getByRole('button', { name: 'Copy improved text' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await improved.inputValue());
  const accepted = await improved.inputValue();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(original).toHaveValue(accepted);
  await expect(improved).toHaveValue('');

  // More than 10 KiB (as UTF-8 bytes of the request) cannot be sent, and the meter says so.
  const before = writeRequests(demo).length;
  await original.fill('Ein schöner Übergang über die Brücke. '.repeat(280));
  await expect(page.getByTestId('size-meter')).toHaveText(/^1\d\.\d KiB of 10 KiB$|^1\d KiB of 10 KiB$/);
  await expect(page.getByRole('alert')).toContainText('too long to improve at once');
  await expect(improve).toBeDisabled();
  await original.press('Control+Enter');
  expect(writeRequests(demo).length).toBe(before);
  await snap(page, 'write-over-limit');

  await openSection(page, 'Settings');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await openSection(page, 'Write');
  await original.fill('the color of the center is gray.');
  await improve.click();
  await expect(improved).toHaveValue('The colour of the centre is grey.');
  await snap(page, 'write-dark');
});

test('on a Free account, Write says it is for Pro subscribers and sends nothing', async ({ page }) => {
  demo = await startShellOnSimulator(NO_KEYCHAIN);
  await page.goto(demo.shell.url);
  await addAccountInSettings(page, { name: 'Personal', plan: 'Free', baseUrl: demo.service.freeUrl, key: demo.service.keys.free });
  await openSection(page, 'Write');
  const gate = page.getByTestId('pro-only');
  await expect(gate).toContainText('Text improvement is available only to Pro subscribers');
  await expect(gate).toContainText('Personal');
  await expect(page.getByRole('textbox', { name: 'Original' })).toHaveCount(0);
  await snap(page, 'write-free-plan');
  await gate.getByRole('button', { name: 'Open Settings' }).click();
  await expect(page.getByRole('main')).toHaveAccessibleName('Settings');
  expect(writeRequests(demo)).toEqual([]);
});
