// Documents start from the defaults Settings keep for the batch's target language, against the simulator in the
// spec's dialect and the public service's: two glossaries in priority order, a translation memory and a formality
// kept for German reach the upload (the simulator's record of its fields shows them) once German is chosen, while a
// formality the user changed by hand for this batch stays.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_MEMORIES } from '../src/simulator/state/translationMemories';
import { buildTxt } from '../src/node/formats/documents/testing/fixtures';
import { expect, openSection, test } from './fixtures';
import { dropFile } from './dropFiles';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';

const LEGAL = DEMO_MEMORIES[0]!.translation_memory_id;

for (const dialect of ['spec', 'public'] as const) {
  test.describe(`Documents' per-target defaults against the ${dialect} dialect`, () => {
    let demo: DemoOnSimulator;
    let outDir: string;
    let client: string;
    let house: string;
    test.beforeEach(async () => {
      demo = await startShellOnSimulator({}, { dialect });
      outDir = mkdtempSync(join(tmpdir(), 'glossa-e2e-docs-defaults-'));
      const glossary = async (name: string, entries: string) =>
        (
          await serviceCall<{ glossary_id: string }>(demo.service, 'POST', '/v3/glossaries', {
            name,
            dictionaries: [{ source_lang: 'en', target_lang: 'de', entries, entries_format: 'tsv' }],
          })
        ).glossary_id;
      client = await glossary('Client terms', 'invoice\tFaktura');
      house = await glossary('House style', 'invoice\tRechnungsbeleg');
    });
    test.afterEach(async () => {
      await demo.stop();
      rmSync(outDir, { recursive: true, force: true });
    });

    test('choosing German brings its glossaries in order, memory and formality to the upload; a formality changed by hand stays', async ({
      page,
    }) => {
      await page.goto(demo.shell.url);
      await openSection(page, 'Settings');
      const perTarget = page.getByRole('region', { name: 'Defaults per target language' });
      await perTarget.getByLabel('Target language').selectOption('de');
      await perTarget.getByLabel('Add a default glossary').selectOption({ label: 'House style' });
      await perTarget.getByLabel('Add a default glossary').selectOption({ label: 'Client terms' });
      await expect(perTarget.getByRole('listitem')).toHaveText([/House style/, /Client terms/]);
      await perTarget.getByLabel('Translation memory').selectOption(LEGAL);
      await expect(perTarget.getByTestId('target-defaults-kept')).toContainText('German');

      await openSection(page, 'Documents');
      await page.getByLabel('Translate from').selectOption({ label: 'English' });
      await page.getByLabel('Into (required)').selectOption({ label: 'French' });
      await page.getByLabel(/^Output folder/).fill(outDir);
      // Changed by hand for this batch: the target's defaults leave it.
      await page.getByLabel('Formality').selectOption({ label: 'Less formal' });
      await page.getByLabel('Into (required)').selectOption({ label: 'German' });
      await expect(page.getByLabel('Glossary')).toHaveValue(house);
      await expect(page.locator('.doc-more-glossaries').getByRole('listitem')).toHaveText([/Client terms/]);
      await expect(page.getByLabel('Translation memory')).toHaveValue(LEGAL);
      await expect(page.getByLabel('Formality')).toHaveValue('less');

      await dropFile(page, 'letter.txt', buildTxt(['The invoice is paid.']));
      await page
        .getByTestId('pending-batch')
        .getByRole('button', { name: /^Translate 1 file/ })
        .click();
      await expect(page.locator('[data-testid="document-job"][data-state="done"]')).toHaveCount(1, {
        timeout: 30_000,
      });
      const [upload] = demo.service.control.documentUploads();
      expect(upload).toMatchObject({
        source_lang: 'en',
        target_lang: 'de',
        formality: 'less',
        translation_memory_id: LEGAL,
      });
      const glossaryIds = upload!.glossary_ids ?? upload!.glossary_id;
      expect(String(glossaryIds).split(',')).toEqual([house, client]);
    });
  });
}
