// A client profile in Translate, against the public service's dialect (where profiles exist): a profile with nothing
// for the text's languages is refused before anything is sent, with the reason in the window's language, and the
// Translate button waits; once the languages fit, the profile is sent and its glossary reaches the translation.
import { expect, openSection, test } from './fixtures';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.beforeEach(async () => {
  demo = await startShellOnSimulator({}, { dialect: 'public' });
  const terms = await serviceCall<{ glossary_id: string }>(demo.service, 'POST', '/v3/glossaries', {
    name: 'ACME terms',
    dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'contract\tKontrakt', entries_format: 'tsv' }],
  });
  await serviceCall(demo.service, 'POST', '/v3/style_profiles', { name: 'ACME', glossary_ids: [terms.glossary_id] });
});
test.afterEach(async () => demo.stop());

const translateCalls = () => demo.service.control.requests().filter((r) => r.path === '/v2/translate');

test('a client profile with nothing for the languages is refused before sending, with the reason; one that fits is sent', async ({
  page,
}) => {
  await page.goto(demo.shell.url);
  await openSection(page, 'Translate');
  await page.getByLabel('From').selectOption('en');
  await page.getByLabel('Into').selectOption('ja');
  await page.getByLabel('Client profile').selectOption({ label: 'ACME' });
  await page.getByRole('textbox', { name: 'Source text' }).fill('The contract is signed.');

  const translateButton = page.getByRole('main').getByRole('button', { name: 'Translate', exact: true });
  await expect(page.getByText('The client profile "ACME" has nothing for English to Japanese')).toBeVisible();
  await expect(translateButton).toBeDisabled();
  // Ctrl+Enter and the pause after typing send nothing either.
  await page.getByRole('textbox', { name: 'Source text' }).press('Control+Enter');
  await page.waitForTimeout(1_000);
  expect(translateCalls()).toHaveLength(0);

  await page.getByLabel('Into').selectOption('de');
  await expect(page.getByText('has nothing for')).toHaveCount(0);
  await translateButton.click();
  await expect(page.getByRole('textbox', { name: 'Translation', exact: true })).toHaveValue(/Kontrakt/);
  // Only the translation into German went out: the profile's glossary (no glossary was chosen here) gave its term.
  expect(translateCalls().map((r) => r.status)).toEqual([200]);
});
