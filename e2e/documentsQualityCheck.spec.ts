// "Check quality" on a finished XLIFF document, against the simulator in the spec's dialect and the public
// service's: a CAT tool's XLIFF (1.2 in one, 2.0 in the other) dropped in Documents and translated into German,
// then checked: the doubtful segment shows beside the document with its number and id, both sides and the
// service's explanation; after a reload of the window the check is still there, and nothing was sent again; in Japanese
// the issue's category is named in Japanese.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, openSection, test } from './fixtures';
import { dropFile } from './dropFiles';
import { type DemoOnSimulator, startShellOnSimulator } from './textTools';

const UNITS: [string, string][] = [
  ['intro', 'Save the file.'],
  ['twice', 'Please save the the file.'],
  ['price', 'The price is 1,250 euros.'],
];

const XLIFF: Record<'1.2' | '2.0', string> = {
  '1.2': `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
 <file original="manual.html" source-language="en" target-language="de" datatype="html">
  <body>
${UNITS.map(([id, text]) => `   <trans-unit id="${id}"><source>${text}</source></trans-unit>`).join('\n')}
  </body>
 </file>
</xliff>
`,
  '2.0': `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
 <file id="f1">
${UNITS.map(([id, text]) => `  <unit id="${id}"><segment><source>${text}</source></segment></unit>`).join('\n')}
 </file>
</xliff>
`,
};

for (const [dialect, version] of [
  ['spec', '1.2'],
  ['public', '2.0'],
] as const) {
  test.describe(`Check quality of a translated XLIFF ${version} document against the ${dialect} dialect`, () => {
    let demo: DemoOnSimulator;
    let outDir: string;
    test.beforeEach(async () => {
      demo = await startShellOnSimulator({}, { dialect });
      outDir = mkdtempSync(join(tmpdir(), 'glossa-e2e-docs-quality-'));
    });
    test.afterEach(async () => {
      await demo.stop();
      rmSync(outDir, { recursive: true, force: true });
    });

    test('translate it, press Check quality, see the doubtful segment beside the document, still there after a reload', async ({
      page,
    }) => {
      await page.goto(demo.shell.url);
      await openSection(page, 'Documents');
      await page.getByLabel('Translate from').selectOption({ label: 'English' });
      await page.getByLabel('Into (required)').selectOption({ label: 'German' });
      await page.getByLabel(/^Output folder/).fill(outDir);
      await dropFile(page, 'manual.xlf', new TextEncoder().encode(XLIFF[version]));
      await page
        .getByTestId('pending-batch')
        .getByRole('button', { name: /^Translate 1 file/ })
        .click();
      const row = page.locator('[data-testid="document-job"][data-state="done"]');
      await expect(row).toHaveCount(1, { timeout: 30_000 });

      await row.getByRole('button', { name: 'Check quality: manual.de.xlf (German)' }).click();
      const check = page.getByRole('region', { name: 'Quality check of “manual.de.xlf”' });
      await expect(check.getByRole('status')).toHaveText('3 segments checked, 1 doubtful.', { timeout: 30_000 });
      await expect(check.getByTestId('quality-score')).toContainText(/Score \d+ of 100/);
      const doubtful = check.getByRole('list', { name: 'Doubtful segments' }).getByRole('listitem').filter({
        hasText: 'Segment 2 (ID twice)',
      });
      await expect(doubtful).toContainText('Please save the the file.');
      await expect(doubtful).toContainText('die die');
      await expect(doubtful).toContainText('Minor');
      await expect(doubtful).toContainText('Fluency: Grammar. "die" is written twice in a row.');
      await expect(doubtful.locator('mark')).toHaveText(['die die']);

      // Main keeps the check: a reloaded window shows it again, and the service was asked once.
      await page.reload();
      await openSection(page, 'Documents');
      await expect(
        page.getByRole('region', { name: 'Quality check of “manual.de.xlf”' }).getByRole('status'),
      ).toHaveText('3 segments checked, 1 doubtful.');
      const posts = demo.service.control
        .requests()
        .filter((r) => r.method === 'POST' && r.path === '/v1/quality-evaluation');
      expect(posts).toHaveLength(1);

      // In Japanese the issue's category is named in Japanese; the explanation stays the service's own words.
      await page.locator('nav button[data-section="settings"]').click();
      await page.getByLabel("Glossa's language").selectOption('ja');
      await page.locator('nav button[data-section="documents"]').click();
      const issue = page.getByTestId('document-quality-check').locator('.quality-issues li');
      await expect(issue).toContainText('軽微 流暢性：文法。 "die" is written twice in a row.');
      await page.locator('nav button[data-section="settings"]').click();
      await page.getByLabel('Glossa の表示言語').selectOption('en');
      await page.locator('nav button[data-section="documents"]').click();

      await page.getByRole('button', { name: 'Hide the quality check of manual.de.xlf' }).click();
      await expect(page.getByTestId('document-quality-check')).toHaveCount(0);
    });

    test('a 456 quota stops the check with a sentence and Check again; once the quota allows it the check is done', async ({
      page,
    }) => {
      await page.goto(demo.shell.url);
      await openSection(page, 'Documents');
      await page.getByLabel('Translate from').selectOption({ label: 'English' });
      await page.getByLabel('Into (required)').selectOption({ label: 'German' });
      await page.getByLabel(/^Output folder/).fill(outDir);
      await dropFile(page, 'manual.xlf', new TextEncoder().encode(XLIFF[version]));
      await page
        .getByTestId('pending-batch')
        .getByRole('button', { name: /^Translate 1 file/ })
        .click();
      const row = page.locator('[data-testid="document-job"][data-state="done"]');
      await expect(row).toHaveCount(1, { timeout: 30_000 });

      demo.service.control.addFault({
        path: '/v1/quality-evaluation',
        method: 'POST',
        status: 456,
        message: 'Quota exceeded',
      });
      await row.getByRole('button', { name: 'Check quality: manual.de.xlf (German)' }).click();
      const check = page.getByRole('region', { name: 'Quality check of “manual.de.xlf”' });
      const stopped = check.getByRole('alert');
      await expect(stopped).toContainText('The quality check did not go through.', { timeout: 30_000 });
      await expect(stopped).toContainText(/quota/i);
      await check.getByRole('button', { name: 'Check again' }).click();
      await expect(check.getByRole('status')).toHaveText('3 segments checked, 1 doubtful.', { timeout: 30_000 });
      await expect(check.getByRole('alert')).toHaveCount(0);
    });
  });
}
