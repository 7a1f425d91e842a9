// Documents take what Translate takes, against the simulator in the spec's dialect and the public service's: two
// glossaries in priority order and a translation memory reach the translated file (`glossary_ids` and
// `translation_memory_id` on the upload); a memory for another language is refused before anything is sent, and
// a glossary or memory deleted elsewhere is named and cleared. Screenshots at 1366×768 and 1024×640, light and dark.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type Simulator, startSimulator } from '../src/simulator';
import { DEMO_MEMORIES } from '../src/simulator/state/translationMemories';
import { buildTxt } from '../src/node/formats/documents/testing/fixtures';
import { type ShellProcess, expect, openSection, snap, startShell, test } from './fixtures';
import { dropFile } from './dropFiles';
import { demoEnv, serviceCall } from './textTools';

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
  await page.setViewportSize({ width: 1366, height: 768 });
}

for (const dialect of ['spec', 'public'] as const) {
  test.describe(`Documents with several glossaries and a memory against the ${dialect} dialect`, () => {
    let service: Simulator;
    let shell: ShellProcess;
    let outDir: string;
    let house: string;
    test.beforeEach(async ({ page }) => {
      service = await startSimulator({
        port: 0,
        glossaryReadyDelayMs: 0,
        dialect,
        documentTimings: { queuedMs: 50, translatingMs: 200 },
      });
      shell = await startShell({ env: demoEnv(service) });
      outDir = mkdtempSync(join(tmpdir(), 'glossa-e2e-docs-pro-'));
      const glossary = (name: string, entries: string) =>
        serviceCall<{ glossary_id: string }>(service, 'POST', '/v3/glossaries', {
          name,
          dictionaries: [{ source_lang: 'en', target_lang: 'de', entries, entries_format: 'tsv' }],
        });
      await glossary('Client terms', 'contract\tKontrakt');
      house = (await glossary('House style', 'contract\tVereinbarung\ninvoice\tFaktura')).glossary_id;
      await page.goto(shell.url);
      await openSection(page, 'Documents');
      await page.getByLabel('Translate from').selectOption({ label: 'English' });
      await page.getByLabel('Into (required)').selectOption({ label: 'German' });
      await page.getByLabel(/^Output folder/).fill(outDir);
    });
    test.afterEach(async () => {
      await shell.stop();
      await service.close();
      rmSync(outDir, { recursive: true, force: true });
    });

    test('two glossaries in priority order and a memory reach the translated document', async ({ page }) => {
      await page.getByLabel('Glossary').selectOption({ label: 'Client terms' });
      await page.getByLabel('Add to the glossaries used').selectOption({ label: 'House style' });
      await expect(page.locator('.doc-more-glossaries').getByRole('listitem')).toHaveText([/House style/]);
      await page.getByLabel('Translation memory').selectOption(LEGAL);
      await page.getByLabel('Least match (%)').fill('80');
      await snapSizes(page, `documents-glossaries-memory-${dialect}`);

      await dropFile(
        page,
        'letter.txt',
        buildTxt(['The contract and the invoice.', 'Payment is due within 45 days of the invoice date.']),
      );
      await page
        .getByTestId('pending-batch')
        .getByRole('button', { name: /^Translate 1 file/ })
        .click();
      await expect(page.locator('[data-testid="document-job"][data-state="done"]')).toHaveCount(1, {
        timeout: 30_000,
      });
      const [glossaryLine, memoryLine] = readFileSync(join(outDir, 'letter.de.txt'), 'utf8').split(/\r?\n/);
      expect(glossaryLine).toMatch(/Kontrakt/);
      expect(glossaryLine).toMatch(/Faktura/);
      expect(glossaryLine).not.toMatch(/Vereinbarung/);
      expect(memoryLine).toMatch(/^Die Zahlung ist innerhalb von 30 Tagen .*⟦memory: 9\d% match⟧$/);
    });

    test('a memory for another language is refused before sending; a glossary or memory deleted elsewhere is cleared with a sentence', async ({
      page,
    }) => {
      await page.getByLabel('Translate from').selectOption({ label: 'French' });
      await page.getByLabel('Translation memory').selectOption(LEGAL);
      await expect(
        page.getByText('The memory "Legal" is for English texts, not French.', { exact: false }),
      ).toBeVisible();
      await dropFile(page, 'lettre.txt', buildTxt(['Bonjour']));
      await expect(page.getByTestId('pending-batch').getByRole('button', { name: /^Translate 1 file/ })).toBeDisabled();
      await snapSizes(page, `documents-memory-refused-${dialect}`);
      expect(service.control.requests().filter((r) => r.path === '/v2/document')).toEqual([]);
      await page.getByTestId('pending-batch').getByRole('button', { name: 'Don’t translate' }).click();

      await page.getByLabel('Translate from').selectOption({ label: 'English' });
      await page.getByLabel('Glossary').selectOption({ label: 'Client terms' });
      await page.getByLabel('Add to the glossaries used').selectOption({ label: 'House style' });
      await serviceCall(service, 'DELETE', `/v3/glossaries/${house}`).catch(() => undefined);
      service.control.deleteMemory(LEGAL);
      await page.reload();
      await openSection(page, 'Documents');
      await expect(
        page.getByText(
          'One of the chosen glossaries no longer exists (or no longer has this language pair), so it is no longer chosen.',
        ),
      ).toBeVisible();
      await expect(page.locator('.doc-more-glossaries').getByRole('listitem')).toHaveCount(0);
      await expect(page.getByLabel('Translation memory')).toHaveValue('');
    });
  });
}
