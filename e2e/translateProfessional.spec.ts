// Translate as a professional sets it, against the simulator in the spec's dialect and the public service's:
// Options holds context, several glossaries in priority order, a translation memory (a fuzzy match marked),
// markup, model and billed characters; a memory for another language is refused before sending, and one
// deleted elsewhere is named and cleared. Screenshots at 1366×768 and 1024×640, light and dark.
import type { Page } from '@playwright/test';
import { DEMO_MEMORIES } from '../src/simulator/state/translationMemories';
import { expect, openSection, snap, test } from './fixtures';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';

const LEGAL = DEMO_MEMORIES[0]!.translation_memory_id;

async function snapSizes(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [1024, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await snap(page, `${name}-${width}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const dialect of ['spec', 'public'] as const) {
  test.describe(`Translate options against the ${dialect} dialect`, () => {
    let demo: DemoOnSimulator;
    test.beforeEach(async () => {
      demo = await startShellOnSimulator({}, { dialect });
      const glossary = (name: string, entries: string) =>
        serviceCall(demo.service, 'POST', '/v3/glossaries', {
          name,
          dictionaries: [{ source_lang: 'en', target_lang: 'de', entries, entries_format: 'tsv' }],
        });
      await glossary('Client terms', 'invoice\tFaktura');
      await glossary('House style', 'invoice\tRechnungsbeleg\ndate\tStichtag');
    });
    test.afterEach(async () => demo.stop());

    test('a memory, two glossaries in order, context and billed characters reach the translation', async ({ page }) => {
      await page.goto(demo.shell.url);
      await openSection(page, 'Translate');
      const translation = page.getByRole('textbox', { name: 'Translation', exact: true });
      await page.getByLabel('From').selectOption('en');
      await page.getByLabel('Into').selectOption('de');
      await page.getByLabel('Glossary').selectOption({ label: 'Client terms' });

      const options = page.getByTestId('translate-options');
      await options.getByText('Options').click();
      await options.getByLabel('Add to the glossaries used').selectOption({ label: 'House style' });
      await expect(options.getByRole('listitem')).toHaveText([/House style/]);
      await options.getByLabel('Translation memory').selectOption(LEGAL);
      await expect(options.getByLabel('Least match (%)')).toHaveValue('75');
      await options.getByLabel('Context').fill('An invoice sent to a client.');
      await options.getByLabel('Show billed characters').check();
      await expect(options.getByText('(5 set)')).toBeVisible();

      // A sentence the memory holds almost word for word: its stored translation, marked as a fuzzy match.
      const source = 'Payment is due within 45 days of the invoice date.';
      await page.getByRole('textbox', { name: 'Source text' }).fill(source);
      await page.getByRole('main').getByRole('button', { name: 'Translate', exact: true }).click();
      await expect(translation).toHaveValue(/^Die Zahlung ist innerhalb von 30 Tagen .*⟦memory: 9\d% match⟧$/);
      await expect(page.getByTestId('billed-characters')).toHaveText(`Billed: ${source.length} characters`);
      await snapSizes(page, `translate-options-${dialect}`);

      // Without the memory, the glossaries apply: the first one's term wins, the second adds its own.
      await options.getByLabel('Translation memory').selectOption('');
      await page.getByRole('textbox', { name: 'Source text' }).fill('the invoice date');
      await page.getByRole('main').getByRole('button', { name: 'Translate', exact: true }).click();
      await expect(translation).toHaveValue(/Faktura/);
      await expect(translation).toHaveValue(/Stichtag/);
      await expect(translation).not.toHaveValue(/Rechnungsbeleg/);
      const sent = demo.service.control
        .requests()
        .filter((r) => r.path === '/v2/translate')
        .at(-1);
      expect(sent?.status).toBe(200);
    });

    test('the Options come back with the text after a reload, and with them open the panes stay above the fold', async ({
      page,
    }) => {
      await page.goto(demo.shell.url);
      await openSection(page, 'Translate');
      await page.getByLabel('From').selectOption('en');
      await page.getByLabel('Into').selectOption('de');
      await page.getByLabel('Glossary').selectOption({ label: 'Client terms' });
      const options = page.getByTestId('translate-options');
      await options.getByText('Options').click();
      await options.getByLabel('Add to the glossaries used').selectOption({ label: 'House style' });
      await options.getByLabel('Translation memory').selectOption(LEGAL);
      await options.getByLabel('Least match (%)').fill('85');
      await options.getByLabel('Context').fill('We walked along the river to the bank.');
      await options.getByLabel('Markup').selectOption('html');
      await page.getByRole('textbox', { name: 'Source text' }).fill('The bank was steep.');
      await expect(options.getByText('(5 set)')).toBeVisible();

      await page.reload();
      await openSection(page, 'Translate');
      await expect(page.getByRole('textbox', { name: 'Source text' })).toHaveValue('The bank was steep.');
      await options.getByText('Options').click();
      await expect(options.getByText('(5 set)')).toBeVisible();
      await expect(options.getByLabel('Context')).toHaveValue('We walked along the river to the bank.');
      await expect(options.getByLabel('Translation memory')).toHaveValue(LEGAL);
      await expect(options.getByLabel('Least match (%)')).toHaveValue('85');
      await expect(options.getByLabel('Markup')).toHaveValue('html');
      await expect(options.getByRole('listitem')).toHaveText([/House style/]);

      // 1024×640 with the Options open: both panes start, and show a usable field, inside the window.
      await page.setViewportSize({ width: 1024, height: 640 });
      for (const name of ['Source text', 'Translation']) {
        const box = await page.getByRole('textbox', { name, exact: true }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.y + 100, `${name} starts above the fold`).toBeLessThanOrEqual(640);
      }
      await snapSizes(page, `translate-options-open-${dialect}`);
    });

    test('a memory for another language is refused before sending; one deleted elsewhere is named and cleared', async ({
      page,
    }) => {
      await page.goto(demo.shell.url);
      await openSection(page, 'Translate');
      await page.getByLabel('From').selectOption('fr');
      await page.getByLabel('Into').selectOption('de');
      const options = page.getByTestId('translate-options');
      await options.getByText('Options').click();
      await options.getByLabel('Translation memory').selectOption(LEGAL);
      await page.getByRole('textbox', { name: 'Source text' }).fill('Bonjour');
      await expect(
        options.getByText('The memory "Legal" is for English texts, not French.', { exact: false }),
      ).toBeVisible();
      const translateButton = page.getByRole('main').getByRole('button', { name: 'Translate', exact: true });
      await expect(translateButton).toBeDisabled();
      await snapSizes(page, `translate-options-refused-${dialect}`);

      await page.getByLabel('From').selectOption('en');
      await page.getByRole('textbox', { name: 'Source text' }).fill('Hello');
      demo.service.control.deleteMemory(LEGAL);
      const before = demo.service.control.requests().filter((r) => r.path === '/v2/translate').length;
      await translateButton.click();
      await expect(
        page.getByText('The translation memory “Legal” no longer exists, so it is no longer chosen.').first(),
      ).toBeVisible();
      await expect(options.getByLabel('Translation memory')).toHaveValue('');
      expect(demo.service.control.requests().filter((r) => r.path === '/v2/translate').length).toBe(before);
    });
  });
}
