// Translate text as a translator uses it: detected or explicit source, variants, a glossary offered only for
// a matching pair with an explicit source, paragraphs in order, swap and copy, Ctrl+Enter.
import { expect, openSection, snap, test } from './fixtures';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.beforeEach(async () => {
  demo = await startShellOnSimulator();
  const glossary = (name: string, source: string, target: string, entries: string) =>
    serviceCall(demo.service, 'POST', '/v3/glossaries', {
      name,
      dictionaries: [{ source_lang: source, target_lang: target, entries, entries_format: 'tsv' }],
    });
  await glossary('Contracts EN-DE', 'en', 'de', 'contract\tVertragswerk');
  await glossary('Verträge DE-EN', 'de', 'en', 'Vertrag\tagreement');
  await glossary('Contrats FR-DE', 'fr', 'de', 'contrat\tVertragswerk');
});
test.afterEach(async () => demo.stop());

test('translates paragraphs in order, offers only matching glossaries with an explicit source, swaps and copies', async ({
  page,
  context,
}) => {
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
  // The glossary's terms are marked in the translation, and named below it.
  await expect(page.getByTestId('glossary-terms')).toHaveText('Glossary terms used (marked): contract → Vertragswerk');
  await expect(page.getByTestId('glossary-marks').locator('mark')).toHaveText(['Vertragswerk']);
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

test('when the service cannot be reached, the pane says so, keeps the text, and works again once it is back', async ({
  page,
}) => {
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
  await expect(problem).toContainText(/could not reach 127\.0\.0\.1:\d+: the connection was interrupted/, {
    timeout: 60_000,
  });
  await expect(problem).toContainText('Check your internet connection');
  await expect(source).toHaveValue('The meeting starts at nine.');
  await snap(page, 'translate-network-error');

  demo.service.control.clearFaults();
  await translateButton.click();
  await expect(translation).not.toHaveValue('');
  await expect(problem).toHaveCount(0);
});

test('translates as you type, marks a result stale after an edit, keeps it on an error, and lets the translator edit it', async ({
  page,
}) => {
  await page.goto(demo.shell.url);
  await openSection(page, 'Translate');
  const source = page.getByRole('textbox', { name: 'Source text' });
  const translation = page.getByRole('textbox', { name: 'Translation', exact: true });
  const translateButton = page.getByRole('main').getByRole('button', { name: 'Translate', exact: true });
  const translateRequests = () => demo.service.control.requests().filter((r) => r.path === '/v2/translate').length;
  await page.getByLabel('Into').selectOption('de');

  // Typing, then pausing: the text is translated without a key press, once.
  await source.pressSequentially('The meeting starts at nine.', { delay: 20 });
  await expect(translation).not.toHaveValue('');
  const first = await translation.inputValue();
  expect(translateRequests()).toBe(1);

  // With translating as you type off, an edited source leaves the old result marked stale until Translate.
  await page.getByLabel('Translate as you type').uncheck();
  await source.fill('The contract is signed today.');
  await expect(page.getByTestId('translation-stale')).toContainText(
    'The source or the options changed since this translation was made',
  );
  await expect(translation).toHaveValue(first);
  await snap(page, 'translate-stale');

  // An error keeps the previous translation (still marked stale) and says what happened.
  demo.service.control.addFault({ path: '/v2/translate', status: 456, count: 1 });
  await translateButton.click();
  await expect(page.getByRole('alert').filter({ hasText: 'The translation did not go through.' })).toContainText(
    'quota',
  );
  await expect(translation).toHaveValue(first);
  await expect(page.getByTestId('translation-stale')).toBeVisible();

  await translateButton.click();
  await expect(translation).toHaveValue(/^Die Vertrag ist unterschrieben heute\.$/);
  await expect(page.getByTestId('translation-stale')).toHaveCount(0);

  // The translation is editable, and an edit is not taken for a stale result.
  await translation.fill('Der Vertrag wird heute unterschrieben.');
  await expect(translation).toHaveValue('Der Vertrag wird heute unterschrieben.');
  await expect(page.getByTestId('translation-stale')).toHaveCount(0);
});

test('a long text (800 paragraphs, 318,000 characters) goes in several requests within the limits and comes back in order', async ({
  page,
}) => {
  await page.goto(demo.shell.url);
  await openSection(page, 'Translate');
  const source = page.getByRole('textbox', { name: 'Source text' });
  const translation = page.getByRole('textbox', { name: 'Translation', exact: true });
  await page.getByLabel('Into').selectOption('de');
  const paragraphs = Array.from({ length: 800 }, (_, i) =>
    `Paragraph ${i + 1}. ${'The meeting starts at nine and the contract is signed. '.repeat(8)}`.slice(0, 397),
  );
  const text = paragraphs.join('\n');
  expect(text.length).toBeGreaterThanOrEqual(318_000);
  await source.fill(text);
  await page.getByRole('main').getByRole('button', { name: 'Translate', exact: true }).click();
  await expect.poll(async () => (await translation.inputValue()).split('\n').length, { timeout: 30_000 }).toBe(800);
  const lines = (await translation.inputValue()).split('\n');
  // Each paragraph's translation stands where its source stood.
  expect(lines.map((line) => /^\S+ (\d+)\./.exec(line)?.[1])).toEqual(paragraphs.map((_, i) => String(i + 1)));
  const sent = demo.service.control.requests().filter((r) => r.path === '/v2/translate');
  expect(sent.length).toBeGreaterThan(1);
  expect(sent.every((r) => r.status === 200 && r.bytes <= 128 * 1024)).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // One paragraph too long for any request is named, and the source field is highlighted.
  await source.fill(`Short.\n${'x'.repeat(140_000)}`);
  await page.getByRole('main').getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Paragraph 2 is too long for one request');
  await expect(source).toHaveAttribute('aria-invalid', 'true');
  await expect(translation).not.toHaveValue('');
});

test('a newer request replaces the one in flight: only the latest text is shown, at once', async ({ page }) => {
  await page.goto(demo.shell.url);
  await openSection(page, 'Translate');
  const source = page.getByRole('textbox', { name: 'Source text' });
  const translation = page.getByRole('textbox', { name: 'Translation', exact: true });
  await page.getByLabel('Into').selectOption('de');
  // The first request hangs at the service; typing on sends a second one, which cancels it.
  demo.service.control.addFault({ path: '/v2/translate', delayMs: 20_000, count: 1 });
  await source.fill('The meeting starts.');
  await expect
    .poll(() => demo.service.control.requests().filter((r) => r.path === '/v2/translate').length, { timeout: 5_000 })
    .toBe(0);
  await page.waitForTimeout(1_200); // the first request is now in flight (held by the service)
  await source.fill('The contract is signed today.');
  await expect(translation).toHaveValue('Die Vertrag ist unterschrieben heute.', { timeout: 8_000 });
  // (Main aborts the held request through app.cancelCall: src/main/ipc/router.test.ts.)
  await expect(page.getByTestId('translation-stale')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
