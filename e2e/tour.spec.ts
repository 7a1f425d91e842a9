// Every section as a newcomer sees it, at the two window sizes people use most (1366×768 and 1024×640), in
// the light and the dark theme, with something in each list. The screenshots are for a person to look at
// (GLOSSA_SHOTS_DIR, or e2e/screenshots/tour); the test also checks that no section scrolls sideways.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, openSection, test } from './fixtures';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';

const SECTIONS = [
  'Documents',
  'Translate',
  'Write',
  'Glossaries',
  'Style rules',
  'Live captions',
  'Developer keys',
  'Settings',
];
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 640 },
];
const shotsDir = process.env['GLOSSA_SHOTS_DIR'] ?? join(__dirname, 'screenshots', 'tour');

let demo: DemoOnSimulator;
test.afterEach(async () => demo.stop());

test('every section at 1366×768 and 1024×640, light and dark, fits its width', async ({ page }) => {
  test.setTimeout(180_000);
  mkdirSync(shotsDir, { recursive: true });
  demo = await startShellOnSimulator();
  await serviceCall(demo.service, 'POST', '/v3/glossaries', {
    name: 'Contracts EN-DE',
    dictionaries: [
      {
        source_lang: 'en',
        target_lang: 'de',
        entries: 'contract\tVertrag\nbuyer\tKäufer\nseller\tVerkäufer',
        entries_format: 'tsv',
      },
    ],
  });
  await serviceCall(demo.service, 'POST', '/v3/style_rules', {
    name: 'House style',
    language: 'en',
    configured_rules: { punctuation: { apostrophe: 'use_curly_apostrophes' } },
  });
  await page.goto(demo.shell.url);
  const welcome = page.getByRole('button', { name: 'Explore the offline demo' });
  if (await welcome.isVisible()) await welcome.click();
  await openSection(page, 'Developer keys');
  await page.getByRole('form', { name: 'Create a developer key' }).getByLabel('Label (optional)').fill('Agency laptop');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByTestId('developer-key-row')).toHaveCount(1);

  for (const theme of ['Light', 'Dark']) {
    await openSection(page, 'Settings');
    await page.getByRole('radio', { name: theme }).check();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const section of SECTIONS) {
        await openSection(page, section);
        await expect(page.getByRole('main')).toHaveAccessibleName(section);
        await page.waitForTimeout(400); // lists settle (the shot is for a person; nothing is measured)
        const name = `${section.toLowerCase().replace(/ /g, '-')}-${size.width}x${size.height}-${theme.toLowerCase()}`;
        await page.screenshot({ path: join(shotsDir, `${name}.png`) });
        const overflow = await page.locator('.content').evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
  }
});
