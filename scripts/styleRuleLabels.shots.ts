// Screenshots of the Style rules screen with configured rules open (a long date format, a time format, quotation
// marks, and an identifier Glossa does not know), in every UI language at 1366×768 and 1024×640, light and dark,
// into SHOTS_DIR/<language>/<size>-<theme>/style-rules-configured.png, for a person to look at. Capture only:
//   npx playwright test -c playwright.shots.config.ts --grep "configured rules open"
// SHOTS_LANGUAGES=en,de limits the languages.
import { join } from 'node:path';
import { expect, test } from '../e2e/fixtures';
import { serviceCall, startShellOnSimulator } from '../e2e/textTools';
import { UI_LANGUAGES } from '../src/shared/i18n/uiLanguages';

const SHOTS_DIR = process.env['SHOTS_DIR'] ?? '/work/shots';
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 640 },
];
const THEMES = ['light', 'dark'] as const;
const LANGUAGES = (process.env['SHOTS_LANGUAGES']?.split(',') ?? UI_LANGUAGES) as readonly string[];

test('the Style rules screen with configured rules open, in every UI language, at both sizes, light and dark', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const demo = await startShellOnSimulator();
  try {
    await serviceCall(demo.service, 'POST', '/v3/style_rules', {
      name: 'House style (German)',
      language: 'de',
      configured_rules: {
        dates_and_times: {
          date_format:
            'use_dd_period_space_abbreviated_month_yyyy_with_abbreviations_jan_period_febr_period_maerz_apr_period_mai_juni_juli_aug_period_sept_period_okt_period_nov_period_dez_period_without_leading_zeros_for_single_digit_days',
          time_format: 'use_hh_colon_mm_german_word_uhr_without_leading_zeros_for_single_digit_hours',
        },
        punctuation: {
          quotation_style:
            'use_double_german_quotation_marks_for_primary_quotations_and_single_german_quotation_marks_for_secondary_quotations',
        },
        numbers: { thousands_separator: 'use_period_as_thousands_separator' },
        house: { brand_names: 'keep_in_english' },
      },
    });
    await page.setViewportSize(SIZES[0]!);
    await page.goto(demo.shell.url);
    for (const language of LANGUAGES) {
      await page.locator('nav button[data-section="settings"]').click();
      await page.locator('section[aria-labelledby="language-heading"] select').selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.locator('nav button[data-section="style-rules"]').click();
      await page.locator('.style-rule-item').first().click();
      await expect(page.locator('.rule-table select').first()).toBeVisible();
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await page.locator('.configured-rules').scrollIntoViewIfNeeded();
          const dir = join(SHOTS_DIR, language, `${size.width}x${size.height}-${theme}`);
          await page.screenshot({ path: join(dir, 'style-rules-configured.png') });
        }
      }
    }
  } finally {
    await demo.stop();
  }
});
