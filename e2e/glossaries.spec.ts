// Glossaries as a translator uses them: create one, import a CSV (with a rejected line), edit three rows and
// add one, save (a PATCH with only those entries), delete a row and save again (a PUT). After each save the
// service holds exactly the entries the editor shows. And create one with two dictionaries straight from files.
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { type Simulator, startSimulator } from '../src/simulator';
import { expect, snap, startShell, test } from './fixtures';
import { submitNewAccount } from './textTools';

async function addSessionAccount(page: Page, service: Simulator): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  await submitNewAccount(page, { name: 'Agency', plan: 'Pro', baseUrl: service.proUrl, key: service.keys.pro });
  await page
    .getByRole('form', { name: 'Add an account' })
    .getByRole('button', { name: 'Keep the key for this session only' })
    .click();
  await expect(page.getByTestId('account-row')).toHaveCount(1);
}

/** Signs in to the simulator, opens Glossaries and the New glossary form, and names the glossary. */
async function openNewGlossaryForm(page: Page, service: Simulator, name: string): Promise<Locator> {
  await addSessionAccount(page, service);
  await page.getByRole('button', { name: 'Glossaries' }).click();
  await page.getByRole('button', { name: 'New glossary' }).click();
  const form = page.getByRole('form', { name: 'New glossary' });
  await form.getByLabel('Glossary name', { exact: true }).fill(name);
  return form;
}

/** The entries the service holds for the dictionary, read with plain fetch (not the app's client). */
async function heldEntries(service: Simulator, glossaryId: string, targetLang = 'en'): Promise<string[]> {
  const response = await fetch(
    `${service.proUrl}/v3/glossaries/${glossaryId}/entries?source_lang=de&target_lang=${targetLang}`,
    {
      headers: { authorization: `${service.authScheme} ${service.keys.pro}` },
    },
  );
  const body = (await response.json()) as { dictionaries: { entries: string }[] };
  return body.dictionaries[0]!.entries.split('\n').filter(Boolean).sort();
}

const writes = (service: Simulator) => service.control.requests().filter((r) => r.method !== 'GET');

test('import a CSV, edit three rows and add one, save with a PATCH; delete a row, save with a PUT', async ({
  page,
}) => {
  const service = await startSimulator({ port: 0, glossaryReadyDelayMs: 0 });
  const shell = await startShell({ env: { DBUS_SESSION_BUS_ADDRESS: '' } });
  try {
    await page.goto(shell.url);
    const create = await openNewGlossaryForm(page, service, 'Medical terms');
    await expect(create.getByLabel(/^From/)).toBeEnabled();
    await create.getByLabel(/^From/).selectOption('de');
    await create.getByLabel(/^To/).selectOption('en');
    await create.getByRole('button', { name: 'Create and open' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Medical terms');
    const glossaryId = (
      await (
        await fetch(`${service.proUrl}/v3/glossaries`, {
          headers: { authorization: `${service.authScheme} ${service.keys.pro}` },
        })
      ).json()
    ).glossaries[0].glossary_id as string;

    // Import: a BOM, CRLF, quotes, and a quoted phrase with a line break (rejected, on line 4).
    const csv =
      '\ufeffHerz,heart\r\nLunge,lung\r\n"Niere, links",left kidney\r\n"zwei\r\nZeilen",two lines\r\nLeber,liver\r\nMagen,stomach\r\n';
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'organs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview).toContainText('5 entries can be imported');
    await expect(preview).toContainText('UTF-8 with BOM');
    await expect(preview.getByRole('list', { name: 'Rejected lines' })).toContainText('Line 4 (source)');
    await snap(page, 'glossary-import-preview');
    await preview.getByRole('button', { name: 'Add 5 entries, skip the rejected lines' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('save-report')).toContainText('the service holds exactly what you see');
    expect(await heldEntries(service, glossaryId)).toEqual([
      'Herz\theart',
      'Leber\tliver',
      'Lunge\tlung',
      'Magen\tstomach',
      'Niere, links\tleft kidney',
    ]);

    // Edit three rows and add one.
    service.control.clearRequests();
    await page.getByLabel('Target of entry 1').fill('heart (organ)');
    await page.getByLabel('Target of entry 2').fill('lungs');
    await page.getByLabel('Target of entry 4').fill('liver (organ)');
    await page.getByRole('button', { name: 'Add entry' }).click();
    // The new row takes the focus.
    await expect(page.getByLabel('Source of entry 6')).toBeFocused();
    await page.getByLabel('Source of entry 6').fill('Milz');
    await page.getByLabel('Target of entry 6').fill('spleen');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('save-report')).toContainText(
      'Sent only the 4 new or changed entries (1 added, 3 changed)',
    );
    const patchBody = JSON.stringify({
      dictionaries: [
        {
          source_lang: 'de',
          target_lang: 'en',
          entries: 'Herz\theart (organ)\nLunge\tlungs\nLeber\tliver (organ)\nMilz\tspleen',
          entries_format: 'tsv',
        },
      ],
    });
    expect(writes(service).map((r) => [r.method, r.route, r.bytes])).toEqual([
      ['PATCH', '/v3/glossaries/:glossary_id', Buffer.byteLength(patchBody)],
    ]);
    const afterPatch = [
      'Herz\theart (organ)',
      'Leber\tliver (organ)',
      'Lunge\tlungs',
      'Magen\tstomach',
      'Milz\tspleen',
      'Niere, links\tleft kidney',
    ];
    expect(await heldEntries(service, glossaryId)).toEqual(afterPatch);
    await expect(page.getByText(/ of 10 MB$/)).toHaveText('101 bytes of 10 MB');

    // Validation as you type: a duplicate source and a leading space, with a one-click trim.
    // A user who moves to the target cell right after adding the row keeps the focus there: it is never taken back late.
    await page.evaluate(async () => {
      [...document.querySelectorAll('button')].find((b) => b.textContent === 'Add entry')!.click();
      await new Promise(requestAnimationFrame);
      document.querySelector<HTMLInputElement>('[aria-label="Target of entry 7"]')!.focus();
      for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
    });
    await expect(page.getByLabel('Target of entry 7')).toBeFocused();
    await page.getByLabel('Source of entry 7').fill('Herz');
    await page.getByLabel('Target of entry 7').fill(' cardiac');
    await expect(page.getByTestId('problem-count')).toContainText('2 entries need fixing');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await snap(page, 'glossary-editor-validation');
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'glossary-editor-validation-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Trim' }).click();
    await expect(page.getByLabel('Target of entry 7')).toHaveValue('cardiac');
    await page.getByRole('button', { name: 'Delete entry 7' }).click();
    await expect(page.getByTestId('problem-count')).toHaveText('No problems');

    // Delete a row: the whole dictionary goes with a PUT.
    service.control.clearRequests();
    await page.getByRole('button', { name: 'Delete entry 4' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('save-report')).toContainText(
      '1 deleted, so the whole dictionary (5 entries) was sent',
    );
    expect(writes(service).map((r) => [r.method, r.route])).toEqual([
      ['PUT', '/v3/glossaries/:glossary_id/dictionaries'],
    ]);
    expect(await heldEntries(service, glossaryId)).toEqual(afterPatch.filter((e) => !e.startsWith('Leber')));

    // Export gives a file with exactly these entries.
    await page.getByLabel('Export format').selectOption('csv');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Medical terms (de-en).csv');
    const exported = readFileSync(await download.path(), 'utf8');
    expect(exported).toBe(
      '\ufeffHerz,heart (organ)\r\nLunge,lungs\r\n"Niere, links",left kidney\r\nMagen,stomach\r\nMilz,spleen\r\n',
    );

    // Leaving with unsaved changes asks first.
    await page.getByLabel('Target of entry 1').fill('heart!');
    await page.getByRole('button', { name: '← All glossaries' }).click();
    await page
      .getByRole('alertdialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await expect(page.getByRole('list', { name: 'Glossaries' })).toContainText('5 entries');
    await snap(page, 'glossary-list');
  } finally {
    await shell.stop();
    await service.close();
  }
});

test('create a glossary with two dictionaries filled from files, rejected lines skipped', async ({ page }) => {
  const service = await startSimulator({ port: 0, glossaryReadyDelayMs: 0 });
  const shell = await startShell({ env: { DBUS_SESSION_BUS_ADDRESS: '' } });
  try {
    await page.goto(shell.url);
    const create = await openNewGlossaryForm(page, service, 'Organs');
    await create.getByRole('button', { name: 'Add another language pair' }).click();

    const first = create.getByRole('group', { name: 'Language pair 1' });
    await expect(first.getByLabel(/^From/)).toBeEnabled();
    await first.getByLabel(/^From/).selectOption('de');
    await first.getByLabel(/^To/).selectOption('en');
    // A CSV with a UTF-8 BOM, CRLF, a line for another pair (ignored) and an empty target (rejected).
    const csv = '\ufeffHerz,heart,de,en\r\nLunge,lung,de,en\r\ncœur,heart,fr,en\r\nNiere,,de,en\r\n';
    await first
      .getByTestId('create-pair-file')
      .setInputFiles({ name: 'organs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    const firstReport = first.getByTestId('pair-file-report');
    await expect(firstReport).toContainText(
      '“organs.csv” (CSV): 2 entries · 1 line rejected, skipped · 1 for another language pair, ignored',
    );
    await expect(firstReport.getByRole('list', { name: 'Rejected lines' })).toContainText('Line 4 (target)');

    const second = create.getByRole('group', { name: 'Language pair 2' });
    await second.getByLabel(/^From/).selectOption('de');
    await second.getByLabel(/^To/).selectOption('en');
    await create.getByRole('button', { name: 'Create and open' }).click();
    await expect(create.getByRole('alert')).toHaveText(
      'de → en is there twice. A glossary holds one dictionary per language pair.',
    );
    await second.getByLabel(/^To/).selectOption('fr');
    const tsv = 'Herz\tcœur\nLeber\tfoie\nMilz\trate\n';
    await second
      .getByTestId('create-pair-file')
      .setInputFiles({ name: 'organes.tsv', mimeType: 'text/tab-separated-values', buffer: Buffer.from(tsv, 'utf8') });
    await expect(second.getByTestId('pair-file-report')).toContainText('3 entries');
    await expect(create.getByTestId('create-summary')).toHaveText('2 dictionaries, 5 entries');
    await snap(page, 'glossary-create-from-files');

    await create.getByRole('button', { name: 'Create and open' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Organs');
    await expect(page.getByLabel('Source of entry 2')).toHaveValue('Lunge');

    const listed = (await (
      await fetch(`${service.proUrl}/v3/glossaries`, {
        headers: { authorization: `${service.authScheme} ${service.keys.pro}` },
      })
    ).json()) as {
      glossaries: {
        glossary_id: string;
        name: string;
        dictionaries: { source_lang: string; target_lang: string; entry_count: number }[];
      }[];
    };
    expect(
      listed.glossaries.map((g) => [
        g.name,
        g.dictionaries.map((d) => `${d.source_lang}>${d.target_lang}:${d.entry_count}`),
      ]),
    ).toEqual([['Organs', ['de>en:2', 'de>fr:3']]]);
    expect(await heldEntries(service, listed.glossaries[0]!.glossary_id)).toEqual(['Herz\theart', 'Lunge\tlung']);
    expect(await heldEntries(service, listed.glossaries[0]!.glossary_id, 'fr')).toEqual([
      'Herz\tcœur',
      'Leber\tfoie',
      'Milz\trate',
    ]);
  } finally {
    await shell.stop();
    await service.close();
  }
});
