// Configured rules in the translator's language: in German, a category, a rule and an option are picked by their
// German labels (sorted as German sorts them), the raw identifier stays below as a hint, a long date format fits
// its cell at 1024×640 with its whole label in the title, and the service receives the identifiers. In French, a
// choice too long for its closed menu is shown whole beneath it.
import { expect, snap, test } from './fixtures';
import { cutPlaceholders, cutSelects } from './screens';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.afterEach(async () => demo.stop());

test('in German, configured rules are chosen by their German labels and saved as the identifiers', async ({ page }) => {
  demo = await startShellOnSimulator();
  const list = await serviceCall<{ style_id: string }>(demo.service, 'POST', '/v3/style_rules', {
    name: 'Hausstil',
    language: 'de',
  });
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.goto(demo.shell.url);
  await page.locator('nav button[data-section="settings"]').click();
  await page.locator('section[aria-labelledby="language-heading"] select').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('nav button[data-section="style-rules"]').click();
  await page
    .getByRole('list', { name: /Stilregellisten/ })
    .getByRole('button', { name: /Hausstil/ })
    .click();
  const detail = page.locator('.style-rule-detail');

  await detail.getByRole('button', { name: 'Regel hinzufügen' }).click();
  const category1 = detail.getByLabel('Kategorie von Regel 1');
  await expect(category1.locator('option')).toHaveText([
    'Kategorie wählen',
    'Datum und Uhrzeit',
    'Formatierung',
    'Rechtschreibung und Grammatik',
    'Stil und Ton',
    'Wortschatz',
    'Zahlen',
    'Zeichensetzung',
    'Andere (Kennung eingeben)…',
  ]);
  await category1.selectOption({ label: 'Zeichensetzung' });
  await expect(detail.getByText('punctuation', { exact: true })).toBeVisible();
  await detail.getByLabel('Regel 1', { exact: true }).selectOption({ label: 'Anführungszeichen in Zitaten' });
  await detail.getByLabel('Option von Regel 1').selectOption({ label: '„ “ für Zitate, ‚ ‘ darin' });
  await expect(
    detail.getByText(
      'use_double_german_quotation_marks_for_primary_quotations_and_single_german_quotation_marks_for_secondary_quotations',
      { exact: true },
    ),
  ).toBeVisible();

  // The date format: 28 options, some with long labels; the chosen one fits its cell, whole in the title.
  await detail.getByRole('button', { name: 'Regel hinzufügen' }).click();
  await detail.getByLabel('Kategorie von Regel 2').selectOption({ label: 'Datum und Uhrzeit' });
  await detail.getByLabel('Regel 2', { exact: true }).selectOption({ label: 'Datumsformat' });
  const option2 = detail.getByLabel('Option von Regel 2');
  await expect(option2.locator('option')).toHaveCount(28 + 2);
  const longest = '5. März 2026 (Jan., Febr., März, Apr., Mai, Juni, Juli, Aug., Sept., Okt., Nov., Dez.)';
  await option2.selectOption({ label: longest });
  await expect(option2).toHaveAttribute('title', longest);
  await snap(page, 'style-rules-labels-de-1024');
  const table = await detail.locator('.rule-table').boundingBox();
  for (const select of await detail.locator('.rule-table select').all()) {
    const box = await select.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(table!.x + table!.width + 1);
  }
  expect(
    await detail.locator('.configured-rules').evaluate((section) => section.scrollWidth <= section.clientWidth + 1),
  ).toBe(true);

  await detail.getByRole('button', { name: 'Konfigurierte Regeln speichern' }).click();
  await expect(detail.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible();
  const saved = await serviceCall<{ configured_rules: unknown }>(
    demo.service,
    'GET',
    `/v3/style_rules/${list.style_id}`,
  );
  expect(saved.configured_rules).toEqual({
    punctuation: {
      quotation_style:
        'use_double_german_quotation_marks_for_primary_quotations_and_single_german_quotation_marks_for_secondary_quotations',
    },
    dates_and_times: {
      date_format:
        'use_dd_period_space_abbreviated_month_yyyy_with_abbreviations_jan_period_febr_period_maerz_apr_period_mai_juni_juli_aug_period_sept_period_okt_period_nov_period_dez_period_without_leading_zeros_for_single_digit_days',
    },
  });

  // Coming back, the saved rules are named in German again, by the same labels.
  await page.locator('nav button[data-section="translate"]').click();
  await page.locator('nav button[data-section="style-rules"]').click();
  await page
    .getByRole('list', { name: /Stilregellisten/ })
    .getByRole('button', { name: /Hausstil/ })
    .click();
  await expect(detail.getByLabel('Regel 1', { exact: true }).locator('option:checked')).toHaveText(
    'Anführungszeichen in Zitaten',
  );
  await expect(detail.getByLabel('Option von Regel 2').locator('option:checked')).toHaveText(longest);
});

test('in French at 1024×640, a chosen option too long for its closed menu is shown whole beneath it, and a short one is not repeated', async ({
  page,
}) => {
  demo = await startShellOnSimulator();
  await serviceCall(demo.service, 'POST', '/v3/style_rules', { name: 'House style', language: 'en' });
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.goto(demo.shell.url);
  await page.locator('nav button[data-section="settings"]').click();
  await page.locator('section[aria-labelledby="language-heading"] select').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.locator('nav button[data-section="style-rules"]').click();
  await page.getByRole('button', { name: /House style/ }).click();
  const detail = page.locator('.style-rule-detail');
  // The lists yield room, and keep their own fields whole: the detail takes most of the 1024 px window's main area.
  expect((await detail.boundingBox())!.width).toBeGreaterThanOrEqual(420);
  expect(await cutPlaceholders(page, '.style-rule-list')).toEqual([]);

  await detail.getByRole('button', { name: 'Ajouter une règle' }).click();
  await detail.getByLabel('Catégorie de la règle 1').selectOption('dates_and_times');
  await detail.getByLabel('Règle 1', { exact: true }).selectOption('time_format');
  const whole =
    'Format 12 heures sans zéro initial ni minutes pour les heures pleines, deux-points, am ou pm en minuscules sans points (2 pm, 2:30 pm)';
  await detail.getByLabel('Option de la règle 1').selectOption({ label: whole });
  // Only the option is too long for its menu; it is shown once more, whole and wrapped, below the menu.
  await expect(detail.locator('.rule-choice-whole')).toHaveText([whole]);
  expect(await cutSelects(page, '.rule-table')).toEqual([expect.stringContaining(whole)]);
  const section = detail.locator('.configured-rules');
  expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  // The identifier is whole too, wrapped rather than cut.
  const identifier = detail.getByText(
    'use_12_hour_clock_without_leading_zero_or_minutes_for_full_hours_use_colon_as_separator_and_lowercase_am_or_pm_without_periods',
    { exact: true },
  );
  expect(await identifier.evaluate((code) => code.scrollHeight <= code.clientHeight + 1)).toBe(true);
  await snap(page, 'style-rules-whole-choice-fr-1024');

  // A shorter choice fits its menu: nothing is repeated beneath it.
  await detail.getByLabel('Option de la règle 1').selectOption({ index: 2 });
  await expect(detail.locator('.rule-choice-whole')).toHaveCount((await cutSelects(page, '.rule-table')).length);
});
