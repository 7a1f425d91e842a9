// Team usage on Developer keys, against the simulator in the spec's dialect and the public service's: what each
// key and each reporting tag was billed this month, as a chart and a table, another period chosen, a period the
// service refuses explained before anything is asked, and the report saved as CSV.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, openSection, snap, test } from './fixtures';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';

/** Screenshots at both sizes and themes, with `shown` scrolled to the top of the window. */
async function snapSizes(page: Page, shown: Locator, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [1024, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await shown.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await snap(page, `${name}-${width}-${scheme}`);
    }
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const dialect of ['spec', 'public'] as const) {
  test.describe(`Team usage against the ${dialect} dialect`, () => {
    let demo: DemoOnSimulator;
    test.afterEach(async () => demo.stop());

    test('shows characters per key and per tag over a period, and exports them as CSV', async ({ page }) => {
      demo = await startShellOnSimulator({}, { dialect });
      const { service } = demo;
      // Colleagues' tools use developer keys; one request carries a reporting tag.
      const key = await serviceCall<{ key_id: string }>(
        service,
        'POST',
        '/v2/admin/developer-keys',
        { label: 'CAT tool' },
        service.keys.admin,
      );
      await serviceCall(
        service,
        'POST',
        '/v2/translate',
        { text: ['Good morning, team'], target_lang: 'de' },
        key.key_id,
      );
      await serviceCall(service, 'POST', '/v2/write/rephrase', { text: ['A text to improve.'] }, key.key_id);
      const tagged = await fetch(`${service.proUrl}/v2/translate`, {
        method: 'POST',
        headers: {
          authorization: `${service.authScheme} ${service.keys.pro}`,
          'content-type': 'application/json',
          'x-deepl-reporting-tag': 'Client-Acme',
        },
        body: JSON.stringify({ text: ['Quarterly report for Acme'], target_lang: 'fr' }),
      });
      expect(tagged.status).toBe(200);

      await page.goto(demo.shell.url);
      await openSection(page, 'Developer keys');
      const usage = page.getByRole('region', { name: 'Team usage' });
      await expect(usage.getByTestId('team-usage-total')).toContainText('61 characters');
      const perKey = usage.locator('.usage-table').first();
      await expect(perKey.getByRole('row', { name: /CAT tool/ })).toContainText('36');
      await expect(perKey.getByRole('row', { name: /Default key/ })).toContainText('25');
      await expect(usage.locator('.usage-chart canvas')).toHaveCount(2);
      const perTag = usage.locator('.usage-table').nth(1);
      await expect(perTag.getByRole('row', { name: /client-acme/ })).toContainText('25');
      await snapSizes(page, usage.getByRole('heading', { name: 'Team usage' }), `team-usage-${dialect}`);

      // The CSV has the same figures.
      const downloading = page.waitForEvent('download');
      await usage.getByRole('button', { name: 'Export CSV' }).click();
      const file = await downloading;
      const csv = await readFile((await file.path())!, 'utf8');
      expect(csv).toContain('key,CAT tool,');
      expect(csv).toContain('tag,client-acme,,25,25,0,0,0');

      // Last month had nothing; a reversed period is explained and not asked.
      await usage.getByLabel('Period').selectOption({ label: 'Last month' });
      await expect(usage.getByTestId('team-usage-total')).toContainText('0 characters');
      await expect(usage.getByText('No key used any characters in this period.')).toBeVisible();
      await usage.getByLabel('From').fill('2026-03-10');
      await usage.getByLabel('To').fill('2026-03-01');
      await expect(usage.getByRole('alert')).toHaveText('The end date comes before the start date.');
      await expect(usage.getByRole('button', { name: 'Show' })).toBeDisabled();
    });
  });
}

test('the period’s dates are shown and typed in the UI language’s form, ↑ and ↓ move a day, and the German table fits at 1024×640', async ({
  app,
}) => {
  // Something billed this month, for the report's table.
  await app.getByRole('navigation').getByRole('button', { name: 'Translate' }).click();
  await app.getByLabel('Into').selectOption('de');
  await app.getByRole('textbox', { name: 'Source text' }).fill('The contract is signed.');
  await app.getByRole('main').getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(app.getByRole('textbox', { name: 'Translation', exact: true })).not.toHaveValue('');
  await app.getByRole('navigation').getByRole('button', { name: 'Settings' }).click();
  await app.getByLabel("Glossa's language").selectOption('de');
  await app.getByRole('navigation').getByRole('button', { name: 'Entwicklerschlüssel' }).click();
  const usage = app.getByRole('region', { name: 'Verbrauch des Teams' });
  const from = usage.getByLabel('Von', { exact: true });
  const to = usage.getByLabel('Bis', { exact: true });
  // This month starts on the first: 01.MM.YYYY, as German writes a date.
  await expect(from).toHaveValue(/^01\.\d{2}\.\d{4}$/);
  await from.fill('10.03.2026');
  await to.fill('1.3.2026');
  await expect(usage.getByRole('alert')).toHaveText('Das Enddatum liegt vor dem Startdatum.');
  await to.press('ArrowUp');
  await expect(to).toHaveValue('02.03.2026');
  await to.fill('31.03.2026');
  await expect(usage.getByRole('alert')).toHaveCount(0);
  await usage.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(usage.getByTestId('team-usage-total')).toContainText('10.03.2026');
  // At 1024×640 this month's table of figures fits its card in German: no column is cut or scrolled away.
  await app.setViewportSize({ width: 1024, height: 640 });
  await usage.getByLabel('Zeitraum').selectOption('thisMonth');
  const table = usage.locator('.usage-table-scroll').first();
  await expect(table).toContainText('Dokumentübersetzung');
  expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await usage.getByRole('button', { name: 'Anzeigen' }).click();
  await to.fill('31.02.2026');
  await expect(usage.getByRole('alert')).toHaveText('Geben Sie das Enddatum als Kalenderdatum ein.');

  await app.getByRole('navigation').getByRole('button', { name: 'Einstellungen' }).click();
  await app.getByLabel('Sprache von Glossa').selectOption('ja');
  await app.getByRole('navigation').getByRole('button', { name: '開発者キー' }).click();
  const usageJa = app.getByRole('region', { name: 'チームの使用状況' });
  await expect(usageJa.getByLabel('開始日', { exact: true })).toHaveValue(/^\d{4}\/\d{2}\/01$/);
  await usageJa.getByLabel('終了日', { exact: true }).fill('2026/3/20');
  await usageJa.getByLabel('終了日', { exact: true }).press('ArrowDown');
  await expect(usageJa.getByLabel('終了日', { exact: true })).toHaveValue('2026/03/19');
});
