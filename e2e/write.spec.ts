// Write (text improvement) as a translator uses it: one control for a writing style or a tone, only the
// fallback choices where a language has none, the live 10 KiB meter, the word diff, accept and copy, and
// the Pro-only gate on a Free account.
import { expect, openSection, snap, test } from './fixtures';
import { type DemoOnSimulator, NO_KEYCHAIN, addAccountInSettings, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.afterEach(async () => demo.stop());

const writeRequests = (d: DemoOnSimulator) =>
  d.service.control.requests().filter((r) => r.path === '/v2/write/rephrase');

test('improves paragraphs with one style-or-tone control, shows the changes, accepts and copies', async ({
  page,
  context,
}) => {
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

  // Each style and tone is offered once, by its name, for every language; where the language has none the
  // note says what a choice does there.
  await expect(language).toBeEnabled();
  await language.selectOption('ja');
  await expect(note).toContainText(
    'Japanese has no writing styles or tones: a choice here leaves the text in the default style',
  );
  const labels = await adjust.locator('option').allTextContents();
  expect(labels).toEqual([
    'Default (no style or tone)',
    'Academic',
    'Business',
    'Casual',
    'Simple',
    'Confident',
    'Diplomatic',
    'Enthusiastic',
    'Friendly',
  ]);

  // A style and a tone are one control, so choosing a tone replaces the style.
  await language.selectOption('en-GB');
  await expect(note).toContainText('one at a time');
  await adjust.selectOption('writing_style:business');
  await adjust.selectOption('tone:friendly');
  await expect(adjust).toHaveValue('tone:friendly');
  await expect(adjust.locator('option:checked')).toHaveCount(1);
  await adjust.selectOption('writing_style:business');

  // The meter follows the text; paragraphs keep their order; the changes are shown word by word.
  await original.fill('the color of the center is gray.\n\nwe  analyze the favorite options.');
  await expect(page.getByTestId('size-meter')).toHaveText('0.2 KiB of 10 KiB');
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
  await expect(page.getByTestId('size-meter')).toHaveText(/^1\d\.\d KiB of 10 KiB$/);
  await expect(page.getByTestId('size-meter')).not.toHaveText('10.0 KiB of 10 KiB');
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

test('accepting never replaces text pasted after the improvement, and Ctrl+Z brings the text before Accept back', async ({
  page,
}) => {
  demo = await startShellOnSimulator();
  await page.goto(demo.shell.url);
  await openSection(page, 'Write');
  const original = page.getByRole('textbox', { name: 'Original' });
  const improved = page.getByRole('textbox', { name: 'Improved' });
  await page.getByRole('combobox', { name: /^Language/ }).selectOption('en-GB');

  // Improve A, then paste B over it: the improvement of A is marked as made from another text, and cannot be accepted.
  await original.fill('the color of the center is gray.');
  await page.getByRole('button', { name: 'Improve', exact: true }).click();
  await expect(improved).toHaveValue('The colour of the centre is grey.');
  await original.fill('we analyze the favorite options.');
  await expect(page.getByTestId('improvement-stale')).toContainText(
    'The original has changed since this improvement was made',
  );
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await snap(page, 'write-stale-improvement');

  // Improve again makes one for B; accepting it replaces B, and Ctrl+Z brings B back.
  await page.getByRole('button', { name: 'Improve again' }).click();
  await expect(improved).toHaveValue('We analyse the favourite options.');
  await expect(page.getByTestId('improvement-stale')).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(original).toHaveValue('We analyse the favourite options.');
  await original.press('Control+z');
  await expect(original).toHaveValue('we analyze the favorite options.');
});

test('on a Free account, Write says it is for Pro subscribers and sends nothing', async ({ page }) => {
  demo = await startShellOnSimulator(NO_KEYCHAIN);
  await page.goto(demo.shell.url);
  await addAccountInSettings(page, {
    name: 'Personal',
    plan: 'Free',
    baseUrl: demo.service.freeUrl,
    key: demo.service.keys.free,
  });
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
