// The screenshot tour of screens holding data, which the section tour (screenshotTour.shots.ts) shows empty:
// Translate with a result and its options open, History with entries, a glossary open with its entries, Developer
// keys listed, Documents with a finished text and a finished XLIFF with its quality check open, Live captions with a
// spoken translation (its Sound format list), and the quick translate popup with a result. The data is
// made once through the app (in English, as the e2e tests do), then each screen is shot in every UI language at
// 1366×768 and 1024×640, light and dark, into SHOTS_DIR/<language>/<size>-<theme>/data-<screen>.png. Capture only:
//   npx playwright test -c playwright.shots.config.ts --grep "holding data" [--grep-invert ...]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, openSection, test } from '../e2e/fixtures';
import { dropFiles } from '../e2e/dropFiles';
import { serviceCall, startShellOnSimulator } from '../e2e/textTools';
import { buildTxt } from '../src/node/formats/documents/testing/fixtures';
import { UI_LANGUAGES } from '../src/shared/i18n/uiLanguages';

const SHOTS_DIR = process.env['SHOTS_DIR'] ?? '/work/shots';
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 640 },
];
const THEMES = ['light', 'dark'] as const;
/** A CAT tool's XLIFF 1.2, one segment of which the simulator's quality check doubts. */
const XLIFF = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
 <file original="manual.html" source-language="en" target-language="de" datatype="html">
  <body>
   <trans-unit id="intro"><source>Save the file.</source></trans-unit>
   <trans-unit id="twice"><source>Please save the the file.</source></trans-unit>
   <trans-unit id="price"><source>The price is 1,250 euros.</source></trans-unit>
  </body>
 </file>
</xliff>
`;
const LANGUAGES = (process.env['SHOTS_LANGUAGES']?.split(',') ?? UI_LANGUAGES) as readonly string[];

test('screens holding data, in every UI language, at both sizes, light and dark', async ({ page, context }) => {
  test.setTimeout(1_800_000);
  const demo = await startShellOnSimulator();
  const outDir = mkdtempSync(join(tmpdir(), 'glossa-shots-out-'));
  try {
    await page.setViewportSize(SIZES[0]!);
    await page.goto(demo.shell.url);
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();

    // A glossary with entries.
    await serviceCall(demo.service, 'POST', '/v3/glossaries', {
      name: 'Contract terms (client ACME)',
      dictionaries: [
        {
          source_lang: 'en',
          target_lang: 'de',
          entries: ['contract\tVertrag', 'buyer\tKäufer', 'seller\tVerkäufer', 'delivery date\tLiefertermin'].join(
            '\n',
          ),
          entries_format: 'tsv',
        },
      ],
    });
    // Team usage: a colleague's tool billed under its own key, and a request with a reporting tag.
    const tool = await serviceCall<{ key_id: string }>(
      demo.service,
      'POST',
      '/v2/admin/developer-keys',
      { label: 'CAT tool' },
      demo.service.keys.admin,
    );
    await serviceCall(
      demo.service,
      'POST',
      '/v2/translate',
      { text: ['Good morning, team'], target_lang: 'de' },
      tool.key_id,
    );
    const tagged = await fetch(`${demo.service.proUrl}/v2/translate`, {
      method: 'POST',
      headers: {
        authorization: `${demo.service.authScheme} ${demo.service.keys.pro}`,
        'content-type': 'application/json',
        'x-deepl-reporting-tag': 'Client-Acme',
      },
      body: JSON.stringify({ text: ['Quarterly report for Acme'], target_lang: 'fr' }),
    });
    expect(tagged.status).toBe(200);
    // Translate: a result (and so a history entry).
    await openSection(page, 'Translate');
    await page.getByLabel('From').selectOption('en');
    await page.getByLabel('Into').selectOption('de');
    await page
      .getByRole('textbox', { name: 'Source text' })
      .fill('The contract is signed by the buyer.\n\nDelivery is due in May.');
    await page.getByRole('main').getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Translation', exact: true })).not.toHaveValue('');
    // Documents: one finished row.
    await openSection(page, 'Documents');
    await page.getByLabel('Into (required)').selectOption({ label: 'German' });
    await page.getByLabel(/^Output folder/).fill(outDir);
    await dropFiles(page, [{ name: 'Kaufvertrag Entwurf 2026.txt', bytes: buildTxt(['The contract is signed.']) }]);
    await page
      .getByTestId('pending-batch')
      .getByRole('button', { name: /^Translate 1 file/ })
      .click();
    await expect(page.locator('[data-testid="document-job"][data-state="done"]')).toHaveCount(1, { timeout: 30_000 });
    // A finished XLIFF with its quality check open under its row.
    await page.getByLabel('Translate from').selectOption({ label: 'English' });
    await dropFiles(page, [{ name: 'manual.xlf', bytes: new TextEncoder().encode(XLIFF) }]);
    await page
      .getByTestId('pending-batch')
      .getByRole('button', { name: /^Translate 1 file/ })
      .click();
    await expect(page.locator('[data-testid="document-job"][data-state="done"]')).toHaveCount(2, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Check quality: manual.de.xlf (German)' }).click();
    await expect(page.getByTestId('document-quality-check').getByRole('status')).toContainText('3 segments checked', {
      timeout: 30_000,
    });
    // Live captions with a spoken translation: its voice, Sound format (14 formats) and output lists show.
    await openSection(page, 'Live captions');
    await page.getByRole('button', { name: 'German', exact: true }).click();
    await page.getByRole('combobox', { name: /^Spoken translation/ }).selectOption({ label: 'German' });
    await page.getByRole('combobox', { name: /^Sound format/ }).selectOption('audio/pcm;encoding=s16le;rate=24000');
    // Developer keys: two keys, one limited.
    await openSection(page, 'Developer keys');
    const create = page.getByRole('form', { name: 'Create a developer key' });
    for (const label of ['Agency laptop', 'Translation memory server']) {
      await create.getByLabel('Label (optional)').fill(label);
      await create.getByRole('button', { name: 'Create key' }).click();
      await expect(page.getByTestId('developer-key-row').filter({ hasText: label })).toBeVisible();
    }

    const popup = await context.newPage();
    await popup.goto(demo.shell.url.replace('/#', '/?view=popup#'));
    await popup
      .getByRole('main', { name: 'Quick translate' })
      .getByRole('textbox')
      .fill('The contract is signed today.');
    await popup.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(popup.getByTestId('quick-result')).not.toBeEmpty();

    const screens: { name: string; section: string; arrange?: () => Promise<void> }[] = [
      {
        name: 'translate',
        section: 'translate',
        arrange: async () => {
          const options = page.getByTestId('translate-options');
          if ((await options.getAttribute('open')) === null) await options.locator('summary').click();
        },
      },
      { name: 'history', section: 'history' },
      {
        name: 'glossary-open',
        section: 'glossaries',
        arrange: async () => {
          const heading = page.getByRole('heading', { level: 1 });
          if ((await heading.textContent())?.includes('Contract terms')) return;
          await page
            .getByRole('listitem')
            .filter({ hasText: 'Contract terms' })
            .getByRole('button')
            .first()
            .click({ timeout: 10_000 });
          await expect(heading).toContainText('Contract terms');
        },
      },
      { name: 'developer-keys', section: 'developer-keys' },
      {
        name: 'developer-keys-usage',
        section: 'developer-keys',
        arrange: () => page.locator('.team-usage').evaluate((element) => element.scrollIntoView({ block: 'start' })),
      },
      { name: 'documents', section: 'documents' },
      {
        name: 'documents-quality',
        section: 'documents',
        arrange: () =>
          page.getByTestId('document-quality-check').evaluate((element) => element.scrollIntoView({ block: 'end' })),
      },
      {
        name: 'voice-speech',
        section: 'voice',
        arrange: () => page.locator('.voice-speech').evaluate((element) => element.scrollIntoView({ block: 'center' })),
      },
    ];
    for (const language of LANGUAGES) {
      await expect(async () => {
        await page.locator('nav button[data-section="settings"]').click();
        await page.locator('section[aria-labelledby="language-heading"] select').selectOption(language);
        await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        await popup.emulateMedia({ colorScheme: theme });
        await popup.reload();
        await popup.getByRole('textbox').fill('The contract is signed today.');
        await popup.getByRole('textbox').press('Control+Enter');
        await expect(popup.getByTestId('quick-result')).not.toBeEmpty();
        for (const size of SIZES) {
          const dir = join(SHOTS_DIR, language, `${size.width}x${size.height}-${theme}`);
          mkdirSync(dir, { recursive: true });
          await page.setViewportSize(size);
          for (const screen of screens) {
            await page.locator(`nav button[data-section="${screen.section}"]`).click();
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await page.waitForTimeout(300);
            await screen.arrange?.();
            await page.waitForTimeout(200);
            await page.screenshot({ path: join(dir, `data-${screen.name}.png`) });
          }
          await popup.setViewportSize({ width: 460, height: 340 });
          await popup.screenshot({ path: join(dir, 'data-popup.png') });
        }
      }
    }
  } finally {
    await demo.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
});
