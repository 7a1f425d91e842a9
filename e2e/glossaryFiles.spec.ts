// Glossary files as CAT tools, platforms and office suites write them, imported in the editor and into a new
// glossary: a header row judged from its content (English<TAB>German), the source and target columns chosen
// among many, # comment lines, a termbase's synonyms, and a file larger than one dictionary.
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, openSection, test } from './fixtures';
import { serviceCall, startShellOnSimulator, type DemoOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.beforeEach(async () => {
  demo = await startShellOnSimulator();
});
test.afterEach(async () => {
  await demo.stop();
});

async function openDictionary(page: Page, name: string, pair = { source: 'en', target: 'de' }): Promise<void> {
  await serviceCall(demo.service, 'POST', '/v3/glossaries', {
    name,
    dictionaries: [
      { source_lang: pair.source, target_lang: pair.target, entries: 'seed\tSaat', entries_format: 'tsv' },
    ],
  });
  await page.goto(demo.shell.url);
  await openSection(page, 'Glossaries');
  await page
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: `Edit ${pair.source} → ${pair.target}` })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['GLOSSA_SHOTS_DIR'] ?? join(__dirname, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

const file = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') });

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Terms');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

test('New glossary → Entries from a file: a header English<TAB>German is left out, and can be taken back', async ({
  page,
}) => {
  await page.goto(demo.shell.url);
  await openSection(page, 'Glossaries');
  await page.getByRole('button', { name: 'New glossary' }).click();
  const form = page.getByRole('form', { name: 'New glossary' });
  await form.getByLabel('Glossary name', { exact: true }).fill('Household');
  const pair = form.getByRole('group', { name: 'Language pair' });
  await pair.getByLabel(/^From/).selectOption('en');
  await pair.getByLabel(/^To/).selectOption('de');
  await pair
    .getByTestId('create-pair-file')
    .setInputFiles(file('household.tsv', 'English\tGerman\nhouse\tHaus\ncat\tKatze\n'));
  const report = pair.getByTestId('pair-file-report');
  await expect(report).toContainText('“household.tsv” (TSV): 2 entries');
  await expect(report.getByLabel('First row is a header')).toBeChecked();
  await report.getByLabel('First row is a header').uncheck();
  await expect(report).toContainText('3 entries');
  await report.getByLabel('First row is a header').check();
  await expect(report).toContainText('2 entries');
  await form.getByRole('button', { name: 'Create and open' }).click();
  await expect(page.getByLabel('Source of entry 1')).toHaveValue('house');
  await expect(page.getByText('2 entries', { exact: true })).toBeVisible();
});

test('the editor ticks the header box for English/German in TSV and XLSX', async ({ page }) => {
  await openDictionary(page, 'Household');
  const preview = page.getByRole('region', { name: 'Import preview' });
  await page.getByTestId('import-file').setInputFiles(file('terms.tsv', 'English\tGerman\nhouse\tHaus\n'));
  await expect(preview.getByLabel('First row is a header')).toBeChecked();
  await expect(preview).toContainText('1 entry can be imported');
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'terms.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx([
      ['English', 'German'],
      ['house', 'Haus'],
    ]),
  });
  await expect(preview.getByLabel('First row is a header')).toBeChecked();
  await expect(preview).toContainText('1 entry can be imported');
});

test('a CSV with en,pt,pos,description columns and # comments imports, and the columns can be chosen', async ({
  page,
}) => {
  await openDictionary(page, 'Casa', { source: 'en', target: 'pt' });
  const csv =
    '# Project glossary, en → pt\n# columns: en, pt, pos, description\nen,pt,pos,description\n' +
    'house,casa,noun,a building\ncar,carro,noun,\nto run,correr,verb,\n';
  await page.getByTestId('import-file').setInputFiles(file('pt.csv', csv));
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview).toContainText('3 entries can be imported');
  await expect(preview).not.toContainText('another language pair');
  await expect(preview.getByLabel('Skip lines starting with # as comments (2 lines)')).toBeChecked();
  await expect(preview.getByLabel('Source column')).toHaveValue('0');
  await expect(preview.getByLabel('Target column')).toHaveValue('1');
  await preview.getByLabel('Target column').selectOption({ label: 'pos' });
  await expect(preview).toContainText('3 entries can be imported');
  await preview.getByLabel('Target column').selectOption({ label: 'pt' });
  for (const [width, height] of [
    [1366, 768],
    [1024, 640],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: theme });
      await expect(preview.getByLabel('Target column')).toHaveValue('1');
      await shot(page, `glossary-import-columns-${width}-${theme}`);
    }
  }
  await preview.getByRole('button', { name: /^Add 3 entries/ }).click();
  await expect(page.getByLabel('Target of entry 2')).toHaveValue('casa');
});

test('a termbase: synonyms become entries, deprecated terms are skipped, and the preview says so', async ({ page }) => {
  await openDictionary(page, 'Cars');
  const tig = (term: string, status?: string) =>
    `<tig><term>${term}</term>${status ? `<termNote type="administrativeStatus">${status}Term-admn-sts</termNote>` : ''}</tig>`;
  const tbx =
    '<?xml version="1.0"?>\n<!-- exported from <termEntry> elements -->\n<martif type="TBX"><text><body>' +
    `<termEntry><langSet xml:lang="en">${tig('car', 'preferred')}${tig('automobile', 'admitted')}${tig('motorcar', 'deprecated')}</langSet>` +
    `<langSet xml:lang="de">${tig('Kraftwagen', 'admitted')}${tig('Auto', 'preferred')}</langSet></termEntry></body></text></martif>`;
  await page.getByTestId('import-file').setInputFiles(file('cars.tbx', tbx));
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview).toContainText('1 concept ·');
  await expect(preview).toContainText('2 entries can be imported');
  await expect(preview.getByTestId('term-report')).toHaveText(
    '1 source synonym became an entry of its own · 1 deprecated or superseded term was skipped · 1 other target term was not used (each entry takes the preferred one)',
  );
  await shot(page, 'glossary-import-tbx-1366-light');
});

test('a TSV of 250,000 lines over the 10 MB a dictionary holds says how many fit and where the file is cut', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDictionary(page, 'Large');
  const lines: string[] = [];
  for (let i = 0; i < 250_000; i++) lines.push(`source term no. ${i}\tZielbegriff Nr. ${i}`);
  const text = lines.join('\n') + '\n';
  expect(Buffer.byteLength(text)).toBeGreaterThan(11_000_000);
  await page.getByTestId('import-file').setInputFiles(file('large.tsv', text));
  const preview = page.getByRole('region', { name: 'Import preview' });
  const notice = preview.getByRole('status');
  await expect(notice).toContainText(
    /^The file's 250,000 entries hold 11\.\d MB; a dictionary holds at most 10 MB\. The first ([\d,]+) fit, up to line \1 of the file/,
    { timeout: 60_000 },
  );
  const fit = /The first ([\d,]+) fit/.exec((await notice.textContent()) ?? '')![1]!;
  await expect(preview).toContainText(`${fit} entries can be imported`);
  await expect(preview).not.toContainText('Line 1');
  await expect(preview.getByRole('button', { name: new RegExp(`^Add ${fit} entries`) })).toBeEnabled();
  await shot(page, 'glossary-import-too-large-1366-light');
});
