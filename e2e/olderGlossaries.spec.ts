// Older (v2) glossaries in Glossaries, against the simulator in the spec's dialect and the public service's: listed
// with the others and marked as older, viewed, exported, converted to a current glossary in one step, and deleted.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, openSection, snap, test } from './fixtures';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';

async function snapSizes(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [1024, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page
        .getByRole('heading', { name: 'Older glossaries' })
        .evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await snap(page, `${name}-${width}-${scheme}`);
    }
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const dialect of ['spec', 'public'] as const) {
  test.describe(`Older glossaries against the ${dialect} dialect`, () => {
    let demo: DemoOnSimulator;
    test.afterEach(async () => demo.stop());

    test('views, exports, converts and deletes older glossaries', async ({ page }) => {
      demo = await startShellOnSimulator({}, { dialect });
      const older = (name: string, entries: string) =>
        serviceCall(demo.service, 'POST', '/v2/glossaries', {
          name,
          source_lang: 'en',
          target_lang: 'de',
          entries,
          entries_format: 'tsv',
        });
      await older('Client terms 2019', 'invoice\tRechnung\n=SUM(A1)\tSumme');
      await older('Old notes', 'note\tNotiz');

      await page.goto(demo.shell.url);
      await openSection(page, 'Glossaries');
      const section = page.getByRole('region', { name: 'Older glossaries' });
      const rows = section.getByTestId('older-glossary');
      await expect(rows).toHaveCount(2);
      const client = rows.filter({ hasText: 'Client terms 2019' });
      await expect(client).toContainText('Older (v2)');
      await expect(client).toContainText('EN → DE · 2 entries');
      await client.getByRole('button', { name: 'View entries' }).click();
      await expect(client.getByRole('table', { name: 'Entries of Client terms 2019' })).toContainText('Rechnung');
      await snapSizes(page, `older-glossaries-${dialect}`);

      // Exported as CSV for spreadsheets: the formula-like phrase is written as text.
      await client.getByLabel('Export format for Client terms 2019').selectOption({ label: 'CSV (Excel)' });
      const downloading = page.waitForEvent('download');
      await client.getByRole('button', { name: 'Export' }).click();
      const csv = await readFile((await (await downloading).path())!, 'utf8');
      expect(csv).toContain('"\'=SUM(A1)",Summe');

      // Converted in one step: a current glossary with the same entries, the older one gone.
      await client.getByRole('button', { name: 'Convert to a current glossary' }).click();
      await expect(section.getByRole('status')).toHaveText(
        '“Client terms 2019” is now a current glossary with the same entries; the older one was deleted.',
      );
      await expect(rows).toHaveCount(1);
      const v3 = await serviceCall<{ glossaries: { name: string; glossary_id: string }[] }>(
        demo.service,
        'GET',
        '/v3/glossaries',
      );
      expect(v3.glossaries.map((g) => g.name).sort()).toEqual(['Client terms 2019', 'Old notes']);

      // Deleted after a confirmation.
      const notes = rows.filter({ hasText: 'Old notes' });
      await notes.getByRole('button', { name: 'Delete…' }).click();
      await notes
        .getByRole('group', { name: 'Confirm deleting Old notes' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(section.getByRole('status')).toHaveText('The older glossary “Old notes” was deleted.');
      await expect(rows).toHaveCount(0);
    });
  });
}
