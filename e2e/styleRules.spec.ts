// Style rules as a translator keeps them: create a list for one of the 8 languages, page through the lists,
// rename, configure rules (suggested or typed), add custom instructions against the 300-character prompt and
// the 200-instruction limit, see the version and time, delete after a confirmation; Pro only.
import { expect, openSection, snap, test } from './fixtures';
import {
  type DemoOnSimulator,
  NO_KEYCHAIN,
  addAccountInSettings,
  serviceCall,
  startShellOnSimulator,
} from './textTools';

let demo: DemoOnSimulator;
test.afterEach(async () => demo.stop());

test('creates, pages, renames, configures, instructs and deletes a style rule list', async ({ page }) => {
  demo = await startShellOnSimulator();
  await page.goto(demo.shell.url);
  await openSection(page, 'Style rules');
  await expect(page.getByRole('main')).toHaveAccessibleName('Style rules');
  await expect(page.getByText('No style rule lists yet.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages of style rule lists' })).toHaveCount(0);

  // Create: a name and one of the 8 languages.
  const create = page.getByRole('form', { name: 'New style rule list' });
  const language = create.getByRole('combobox', { name: 'Language' });
  await expect(language.locator('option')).toHaveText([
    'Choose…',
    'German',
    'English',
    'Spanish',
    'French',
    'Italian',
    'Japanese',
    'Korean',
    'Chinese',
  ]);
  await expect(create.getByRole('button', { name: 'Create list' })).toBeDisabled();
  await create.getByLabel('Name').fill('House style');
  await language.selectOption('en');
  await create.getByRole('button', { name: 'Create list' }).click();
  const detail = page.locator('.style-rule-detail');
  await expect(detail.getByRole('heading', { name: 'House style' })).toBeVisible();
  await expect(page.getByTestId('style-rule-version')).toHaveText('1');

  // Paging: five more lists made elsewhere; five per page.
  for (let i = 1; i <= 5; i++)
    await serviceCall(demo.service, 'POST', '/v3/style_rules', { name: `Client ${i}`, language: 'de' });
  await openSection(page, 'Translate');
  await openSection(page, 'Style rules');
  await page.getByLabel('Per page').selectOption('5');
  const items = page.getByRole('list', { name: /Style rule lists, page/ }).getByRole('button');
  await expect(items).toHaveCount(5);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('style-rule-page')).toHaveText('Page 2');
  await expect(items).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByLabel('Per page').selectOption('25');
  await expect(items).toHaveCount(6);

  // Rename: the version goes up.
  await items.filter({ hasText: 'House style' }).click();
  await detail.getByRole('button', { name: 'Rename' }).click();
  await detail.getByLabel('New name').fill('House style 2026');
  await detail.getByRole('button', { name: 'Save name' }).click();
  await expect(detail.getByRole('heading', { name: 'House style 2026' })).toBeVisible();
  await expect(page.getByTestId('style-rule-version')).toHaveText('2');
  await expect(items.filter({ hasText: 'House style 2026' })).toContainText('version 2');

  // Configured rules: one the spec names, chosen by its human label (the identifier shown as a hint), and one
  // typed freely; a new row shows no error before any input; saving replaces them all.
  await detail.getByRole('button', { name: 'Add a rule' }).click();
  await expect(detail.locator('.field-error')).toHaveCount(0);
  await expect(detail.getByRole('status')).toHaveText('Choose a category and a rule for the new row, or remove it.');
  const category1 = detail.getByLabel('Category of rule 1');
  await expect(category1.locator('option')).toContainText([
    'Dates and times',
    'Numbers',
    'Punctuation',
    'Style and tone',
  ]);
  await category1.selectOption({ label: 'Punctuation' });
  await expect(detail.getByText('punctuation', { exact: true })).toBeVisible();
  await detail.getByLabel('Rule 1', { exact: true }).selectOption({ label: 'Apostrophe' });
  await detail.getByLabel('Option of rule 1').selectOption({ label: 'Curly apostrophes (’)' });
  await expect(detail.getByText('use_curly_apostrophes', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Add a rule' }).click();
  await detail.getByLabel('Category of rule 2').selectOption({ label: 'Other (type its identifier)…' });
  await detail.getByLabel('Category of rule 2').fill('house');
  await detail.getByLabel('Rule 2', { exact: true }).selectOption({ label: 'Other (type its identifier)…' });
  await detail.getByLabel('Rule 2', { exact: true }).fill('brand_names');
  await expect(detail.getByText('Choose an option for the rule "brand_names".')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Save configured rules' })).toBeDisabled();
  await detail.getByLabel('Option of rule 2').selectOption({ label: 'Other (type its identifier)…' });
  await detail.getByLabel('Option of rule 2').fill('keep_in_english');
  await detail.getByRole('button', { name: 'Save configured rules' }).click();
  await expect(detail.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByTestId('style-rule-version')).toHaveText('3');

  // A custom instruction: the counter follows the prompt; over 300 characters it cannot be added.
  const instruction = detail.getByRole('form', { name: 'Add a custom instruction' });
  await expect(page.getByTestId('instruction-count')).toHaveText('0 of 200');
  await instruction.getByLabel('Label').fill('Brand names');
  await instruction.getByLabel('Prompt').fill('x'.repeat(301));
  await expect(page.getByTestId('prompt-counter')).toHaveText('301 / 300 characters');
  await expect(instruction.getByText('The prompt is 301 characters long; at most 300 are allowed.')).toBeVisible();
  await expect(instruction.getByRole('button', { name: 'Add instruction' })).toBeDisabled();
  await instruction.getByLabel('Prompt').fill('Keep the brand name "Glossa" in English.');
  await expect(page.getByTestId('prompt-counter')).toHaveText('40 / 300 characters');
  await instruction.getByRole('combobox', { name: /Source language/ }).selectOption('de');
  await instruction.getByRole('button', { name: 'Add instruction' }).click();
  await expect(page.getByTestId('instruction-count')).toHaveText('1 of 200');
  await expect(detail.getByText('for German sources')).toBeVisible();
  await expect(page.getByTestId('style-rule-version')).toHaveText('4');
  await expect(page.getByTestId('style-rule-facts')).toContainText('Updated');
  await snap(page, 'style-rules-light');

  // Delete after a confirmation that says it cannot be undone; "Keep it" keeps it.
  await detail.getByRole('button', { name: 'Delete list…' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('This cannot be undone.');
  await expect(confirm.getByRole('button', { name: 'Delete for good' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(detail.getByRole('button', { name: 'Delete list…' })).toBeFocused();
  await expect(items).toHaveCount(6);
  await detail.getByRole('button', { name: 'Delete list…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(items).toHaveCount(5);
  await expect(items.filter({ hasText: 'House style' })).toHaveCount(0);

  // A list with 200 instructions takes no more.
  const instructions = Array.from({ length: 200 }, (_, i) => ({
    label: `Rule ${i + 1}`,
    prompt: `Instruction ${i + 1}.`,
  }));
  await serviceCall(demo.service, 'POST', '/v3/style_rules', {
    name: 'Full list',
    language: 'fr',
    custom_instructions: instructions,
  });
  // Five lists fit on one page: no paging is shown; coming back to the section reads the lists again.
  await expect(page.getByRole('navigation', { name: 'Pages of style rule lists' })).toHaveCount(0);
  await openSection(page, 'Translate');
  await openSection(page, 'Style rules');
  await items.filter({ hasText: 'Full list' }).click();
  await expect(page.getByTestId('instruction-count')).toHaveText('200 of 200');
  await instruction.getByLabel('Label').fill('One more');
  await instruction.getByLabel('Prompt').fill('Anything.');
  await expect(instruction.getByText('This list already has 200 custom instructions, the most allowed.')).toBeVisible();
  await expect(instruction.getByRole('button', { name: 'Add instruction' })).toBeDisabled();

  await openSection(page, 'Settings');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await openSection(page, 'Style rules');
  await items.filter({ hasText: 'Client 1' }).click();
  await snap(page, 'style-rules-dark');
});

test('on a Free account, Style rules say they are for Pro subscribers and ask nothing', async ({ page }) => {
  demo = await startShellOnSimulator(NO_KEYCHAIN);
  await page.goto(demo.shell.url);
  await addAccountInSettings(page, {
    name: 'Personal',
    plan: 'Free',
    baseUrl: demo.service.freeUrl,
    key: demo.service.keys.free,
  });
  await openSection(page, 'Style rules');
  await expect(page.getByTestId('pro-only')).toContainText('Style rules are available only to Pro subscribers');
  await expect(page.getByRole('form', { name: 'New style rule list' })).toHaveCount(0);
  await snap(page, 'style-rules-free-plan');
  expect(demo.service.control.requests().filter((r) => r.path.startsWith('/v3/style_rules'))).toEqual([]);
});
