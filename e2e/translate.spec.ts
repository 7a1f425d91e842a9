// Translate text as a translator uses it: detected or explicit source, variants, a glossary offered only for
// a matching pair with an explicit source, paragraphs in order, swap and copy, Ctrl+Enter.
import { expect, openSection, snap, test } from './fixtures';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.beforeEach(async () => {
  demo = await startShellOnSimulator();
  const glossary = (name: string, source: string, target: string, entries: string) =>
    serviceCall(demo.service, 'POST', '/v3/glossaries', { name, dictionaries: [{ source_lang: source, target_lang: target, entries, entries_format: 'tsv' }] });
  await glossary('Contracts EN-DE', 'en', 'de', 'contract\tVertragswerk');
  await glossary('Verträge DE-EN', 'de', 'en', 'Vertrag\tagreement');
  await glossary('Contrats FR-DE', 'fr', 'de', 'contrat\tVertragswerk');
});
test.afterEach(async () => demo.stop());

test('translates paragraphs in order, offers only matching glossaries with an explicit source, swaps and copies', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(demo.shell.url);
  await openSection(page, 'Translate');
  await expect(page.getByRole('main')).toHaveAccessibleName('Translate');

  const from = page.getByLabel('From');
  const into = page.getByLabel('Into');
  const glossary = page.getByLabel('Glossary');
  const note = page.getByTestId('glossary-note');
  const source = page.getByRole('textbox', { name: 'Source text' });
  const translation = page.getByRole('textbox', { name: 'Translation', exact: true });
  const translateButton = page.getByRole('main').getByRole('button', { name: 'Translate', exact: true });

  // Detected source: no glossary, and the pane says why.
  await expect(into).toBeEnabled();
  await into.selectOption('de');
  await expect(glossary).toBeDisabled();
  await expect(note).toContainText('A glossary needs an explicit source language');

  // Paragraphs keep their order and their blank lines; Ctrl+Enter translates.
  await source.fill('The contract is signed today.\n\nThe meeting starts at nine.');
  await source.press('Control+Enter');
  await expect(translation).toHaveValue(/^Die Vertrag ist unterschrieben heute\.\n\nDie Besprechung /);
  await expect(page.getByTestId('detected-language')).toHaveText('Detected: English');

  // An explicit source: only the glossary for this pair is offered, and it is used.
  await from.selectOption('en');
  await expect(glossary).toBeEnabled();
  await expect(glossary.locator('option')).toHaveText(['No glossary', 'Contracts EN-DE']);
  await glossary.selectOption({ label: 'Contracts EN-DE' });
  await translateButton.click();
  await expect(translation).toHaveValue(/^Die Vertragswerk/);
  await snap(page, 'translate-light');

  // Going back to detection drops the glossary: it cannot be used with detection.
  await from.selectOption('');
  await expect(glossary).toHaveValue('');
  await expect(glossary).toBeDisabled();
  await from.selectOption('en');

  // A pair without a glossary says so.
  await into.selectOption('fr');
  await expect(glossary).toBeDisabled();
  await expect(note).toContainText('No glossary has a dictionary for English → French');

  // Swap: German into a variant of English; the de->en glossary serves en-GB (a base language covers variants).
  await into.selectOption('de');
  await translateButton.click();
  // The glossary was dropped above, so this is the plain translation (not the earlier "Die Vertragswerk …").
  await expect(translation).toHaveValue(/^Die Vertrag ist/);
  const german = await translation.inputValue();
  await page.getByRole('button', { name: 'Swap languages' }).click();
  await expect(from).toHaveValue('de');
  await expect(into).toHaveValue(/^en-(GB|US)$/);
  await expect(source).toHaveValue(german);
  await expect(glossary.locator('option')).toHaveText(['No glossary', 'Verträge DE-EN']);

  // Copy puts the translation on the clipboard. The swap put the English source into the translation field:
  // wait for the new translation to replace it before copying.
  const swapped = await translation.inputValue();
  await translateButton.click();
  await expect(translation).not.toHaveValue(swapped);
  await page.getByRole('button', { name: 'Copy translation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await translation.inputValue());

  // The key's quota is used up: the pane says what happened and what to do next, and keeps the texts.
  demo.service.control.addFault({ path: '/v2/translate', status: 456, count: 1 });
  await translateButton.click();
  const problem = page.getByRole('alert').filter({ hasText: 'The translation did not go through.' });
  await expect(problem).toContainText('quota');
  await expect(problem).toContainText('see the usage meter next to the account name in Settings');
  await expect(source).not.toHaveValue('');
  await snap(page, 'translate-quota-error');

  await openSection(page, 'Settings');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await openSection(page, 'Translate');
  await snap(page, 'translate-dark');
});

test('when the service cannot be reached, the pane says so, keeps the text, and works again once it is back', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(demo.shell.url);
  await openSection(page, 'Translate');
  const source = page.getByRole('textbox', { name: 'Source text' });
  const translation = page.getByRole('textbox', { name: 'Translation', exact: true });
  const translateButton = page.getByRole('main').getByRole('button', { name: 'Translate', exact: true });
  await page.getByLabel('Into').selectOption('de');
  await source.fill('The meeting starts at nine.');

  // Every attempt's connection is dropped (the client retries network failures, then gives up).
  demo.service.control.addFault({ path: '/v2/translate', drop: true, count: 20 });
  await translateButton.click();
  const problem = page.getByRole('alert').filter({ hasText: 'The translation did not go through.' });
  await expect(problem).toContainText('could not reach the service', { timeout: 60_000 });
  await expect(problem).toContainText('Check your internet connection');
  await expect(source).toHaveValue('The meeting starts at nine.');
  await snap(page, 'translate-network-error');

  demo.service.control.clearFaults();
  await translateButton.click();
  await expect(translation).not.toHaveValue('');
  await expect(problem).toHaveCount(0);
});
