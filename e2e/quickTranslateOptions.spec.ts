// Quick translate takes what a translator sets, against the simulator in the spec's dialect and the public
// service's: the defaults Settings keep for a target language (two glossaries in priority order and a translation
// memory) reach the popup, which shows them and lets the user change them (a glossary removed, context typed, a
// client profile chosen where the service has them); a glossary deleted elsewhere is named and cleared. The bodies
// sent are checked in src/main/quickTranslate/quickTranslateChoices.int.test.ts. Screenshots at 1366×768 and
// 1024×640, light and dark.
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
  test.describe(`Quick translate's options against the ${dialect} dialect`, () => {
    let demo: DemoOnSimulator;
    let client: string;
    let house: string;
    test.beforeEach(async () => {
      demo = await startShellOnSimulator({}, { dialect });
      const glossary = async (name: string, entries: string) =>
        (
          await serviceCall<{ glossary_id: string }>(demo.service, 'POST', '/v3/glossaries', {
            name,
            dictionaries: [{ source_lang: 'en', target_lang: 'de', entries, entries_format: 'tsv' }],
          })
        ).glossary_id;
      client = await glossary('Client terms', 'invoice\tFaktura');
      house = await glossary('House style', 'invoice\tRechnungsbeleg\ndate\tStichtag');
    });
    test.afterEach(async () => demo.stop());

    const openPopup = async (page: Page) => {
      await page.goto(demo.shell.url.replace('/#', '/?view=popup#'));
      const popup = page.getByRole('main', { name: 'Quick translate' });
      await expect(popup).toBeVisible();
      return popup;
    };
    const translate = async (popup: ReturnType<Page['getByRole']>, text: string) => {
      await popup.getByRole('textbox', { name: /Type or paste text/ }).fill(text);
      await popup.getByRole('button', { name: 'Translate', exact: true }).click();
    };

    test('the defaults Settings keep for German reach the popup, which shows them and sends its changes', async ({
      page,
    }) => {
      await page.goto(demo.shell.url);
      await openSection(page, 'Settings');
      const perTarget = page.getByRole('region', { name: 'Defaults per target language' });
      await perTarget.getByLabel('Target language').selectOption('de');
      await perTarget.getByLabel('Add a default glossary').selectOption({ label: 'Client terms' });
      await perTarget.getByLabel('Add a default glossary').selectOption({ label: 'House style' });
      await expect(perTarget.getByRole('listitem')).toHaveText([/Client terms/, /House style/]);
      await perTarget.getByLabel('Translation memory').selectOption(LEGAL);
      await expect(perTarget.getByTestId('target-defaults-kept')).toContainText('German');
      if (dialect === 'spec') {
        await perTarget.scrollIntoViewIfNeeded();
        await snapSizes(page, 'settings-target-defaults');
      }

      const popup = await openPopup(page);
      await popup.getByLabel('Into').selectOption('de');
      const options = popup.getByTestId('quick-options');
      await expect(options.locator('summary')).toHaveText(
        'Using 2 glossaries, the memory “Legal”, no client profile, and no context',
      );
      // Detected as English: the glossaries and the memory go with the detected source.
      await translate(popup, 'the invoice date');
      const result = popup.getByTestId('quick-result');
      await expect(result).toHaveText(/Faktura/);
      await expect(result).toHaveText(/Stichtag/);
      await expect(popup.getByTestId('quick-glossary')).toHaveText('Client terms and House style');

      // A sentence the memory holds almost word for word: its stored translation, marked as a fuzzy match.
      await translate(popup, 'Payment is due within 45 days of the invoice date.');
      await expect(result).toHaveText(/^Die Zahlung ist innerhalb von 30 Tagen .*⟦memory: 9\d% match⟧$/);

      // The popup's changes: the first glossary removed, then context typed.
      await options.locator('summary').click();
      await options.getByRole('button', { name: 'Remove Client terms' }).click();
      await expect(options.getByRole('listitem')).toHaveText([/House style/]);
      await options.getByLabel('Translation memory').selectOption('');
      await translate(popup, 'the invoice');
      await expect(result).toHaveText(/Rechnungsbeleg/);
      await options.getByLabel('Context').fill('An invoice sent to a client.');
      await options.getByRole('button', { name: 'Translate with this context' }).click();
      await expect(options.locator('summary')).toHaveText(
        'Using 1 glossary, no memory, no client profile, and the context typed here',
      );
      await expect(result).toHaveText(/Rechnungsbeleg/);
      await snapSizes(page, `quick-options-${dialect}`);
    });

    test('a glossary deleted elsewhere is named, cleared, and the text translated without it', async ({ page }) => {
      const popup = await openPopup(page);
      await popup.getByLabel('Into').selectOption('de');
      const options = popup.getByTestId('quick-options');
      await options.locator('summary').click();
      await options.getByLabel('Add a glossary').selectOption({ label: 'Client terms' });
      await options.getByLabel('Add a glossary').selectOption({ label: 'House style' });
      await serviceCall(demo.service, 'DELETE', `/v3/glossaries/${client}`).catch(() => undefined);
      await translate(popup, 'the invoice date');
      await expect(popup.getByRole('status').filter({ hasText: 'no longer exists' })).toHaveText(
        'The glossary “Client terms” no longer exists, so it is no longer chosen.',
      );
      await expect(options.getByRole('listitem')).toHaveText([/House style/]);
      await expect(popup.getByTestId('quick-result')).toHaveText(/Rechnungsbeleg/);
      expect(house).not.toBe(client);
    });

    if (dialect === 'public') {
      test('a client profile chosen in the popup is used in place of the glossaries', async ({ page }) => {
        await serviceCall(demo.service, 'POST', '/v3/style_profiles', { name: 'ACME', glossary_ids: [client] });
        const popup = await openPopup(page);
        await popup.getByLabel('Into').selectOption('de');
        const options = popup.getByTestId('quick-options');
        await options.locator('summary').click();
        await options.getByLabel('Client profile').selectOption({ label: 'ACME' });
        await expect(
          options.getByText("The profile's glossaries and memory are used in place of those below."),
        ).toBeVisible();
        await translate(popup, 'the invoice');
        await expect(popup.getByTestId('quick-result')).toHaveText(/Faktura/);
        await expect(options.locator('summary')).toHaveText(
          'Using no glossary, no memory, the client profile “ACME”, and no context',
        );
      });
    }
  });
}
