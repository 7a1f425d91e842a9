// A client profile in Documents, as a translator working for several clients meets it: against the public
// service's dialect the profile picked once is sent as `style_profile_id` on the upload in place of the separate
// glossaries and memory (the simulator's record of the upload's fields shows it) and its glossary reaches the
// file; a profile with nothing for the batch's languages is refused before sending, with the reason; a profile
// deleted elsewhere is named, cleared, and the files wait. Against the spec's dialect Documents offer no profile.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type Simulator, type SimulatorDialect, startSimulator } from '../src/simulator';
import { buildTxt } from '../src/node/formats/documents/testing/fixtures';
import { type ShellProcess, expect, openSection, snap, startShell, test } from './fixtures';
import { dropFile } from './dropFiles';
import { demoEnv, serviceCall } from './textTools';

let service: Simulator;
let shell: ShellProcess;
let outDir: string;

async function open(page: Page, dialect: SimulatorDialect): Promise<void> {
  service = await startSimulator({
    port: 0,
    glossaryReadyDelayMs: 0,
    dialect,
    documentTimings: { queuedMs: 50, translatingMs: 200 },
  });
  shell = await startShell({ env: demoEnv(service) });
  outDir = mkdtempSync(join(tmpdir(), 'glossa-e2e-docs-profiles-'));
}

test.afterEach(async () => {
  await shell?.stop();
  await service?.close();
  rmSync(outDir, { recursive: true, force: true });
});

test('a client profile is sent on the upload in place of the separate choices; one that does not fit, or deleted elsewhere, is refused before sending (public dialect)', async ({
  page,
}) => {
  await open(page, 'public');
  const glossary = (name: string, entries: string) =>
    serviceCall<{ glossary_id: string }>(service, 'POST', '/v3/glossaries', {
      name,
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entries, entries_format: 'tsv' }],
    });
  const acmeTerms = (await glossary('ACME terms', 'contract\tKontrakt')).glossary_id;
  await glossary('House style', 'contract\tVereinbarung');
  const french = await serviceCall<{ style_id: string }>(service, 'POST', '/v3/style_rules', {
    name: 'Paris style',
    language: 'fr',
  });
  const acme = await serviceCall<{ style_profile_id: string }>(service, 'POST', '/v3/style_profiles', {
    name: 'ACME',
    glossary_ids: [acmeTerms],
  });
  await serviceCall(service, 'POST', '/v3/style_profiles', { name: 'Paris client', style_rule_ids: [french.style_id] });

  await page.goto(shell.url);
  await openSection(page, 'Documents');
  await page.getByLabel('Translate from').selectOption({ label: 'English' });
  await page.getByLabel('Into (required)').selectOption({ label: 'German' });
  await page.getByLabel(/^Output folder/).fill(outDir);
  // Chosen separately, this glossary would win; the profile stands for the glossaries, so it is not sent.
  await page.getByRole('combobox', { name: /^Glossary/ }).selectOption({ label: 'House style' });

  // A profile whose parts are all for other languages is refused before anything is sent, with the reason.
  await page.getByLabel('Client profile').selectOption({ label: 'Paris client' });
  await expect(page.getByTestId('problem-style_profile_id')).toHaveText(
    /The client profile "Paris client" has nothing for English to German/,
  );
  await dropFile(page, 'letter.txt', buildTxt(['The contract is signed.']));
  const translate = page.getByTestId('pending-batch').getByRole('button', { name: /^Translate 1 file/ });
  await expect(translate).toBeDisabled();
  expect(service.control.documentUploads()).toEqual([]);

  await page.getByLabel('Client profile').selectOption({ label: 'ACME' });
  await expect(page.getByTestId('profile-bundle')).toContainText('ACME terms');
  await expect(page.getByTestId('problem-style_profile_id')).toHaveCount(0);
  await snap(page, 'documents-profile-1366-light');
  await translate.click();
  await expect(page.locator('[data-testid="document-job"][data-state="done"]')).toHaveCount(1, { timeout: 30_000 });
  const [upload] = service.control.documentUploads();
  expect(upload).toMatchObject({ source_lang: 'en', target_lang: 'de', style_profile_id: acme.style_profile_id });
  expect(upload).not.toHaveProperty('glossary_id');
  expect(upload).not.toHaveProperty('glossary_ids');
  expect(readFileSync(join(outDir, 'letter.de.txt'), 'utf8')).toMatch(/Kontrakt/);

  // Deleted in another app: the next batch finds it gone, says so, clears it, and keeps the files waiting.
  await serviceCall(service, 'DELETE', `/v3/style_profiles/${acme.style_profile_id}`).catch(() => undefined);
  await dropFile(page, 'second.txt', buildTxt(['The contract is long.']));
  await page
    .getByTestId('pending-batch')
    .getByRole('button', { name: /^Translate 1 file/ })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'The client profile "ACME" no longer exists' })).toBeVisible();
  await expect(page.getByLabel('Client profile')).toHaveValue('');
  await expect(page.getByTestId('pending-batch')).toContainText('second.txt');
  expect(service.control.documentUploads()).toHaveLength(1);
  for (const [width, height] of [
    [1366, 768],
    [1024, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await snap(page, `documents-profile-gone-${width}-${scheme}`);
    }
  }
});

test('against the spec dialect, which has no client profiles, Documents offer none and upload without one', async ({
  page,
}) => {
  await open(page, 'spec');
  await page.goto(shell.url);
  await openSection(page, 'Documents');
  await page.getByLabel('Translate from').selectOption({ label: 'English' });
  await page.getByLabel('Into (required)').selectOption({ label: 'German' });
  await page.getByLabel(/^Output folder/).fill(outDir);
  await expect(page.getByRole('heading', { name: 'Options for the next files' })).toBeVisible();
  await expect(page.getByLabel('Client profile')).toHaveCount(0);
  await dropFile(page, 'letter.txt', buildTxt(['The contract is signed.']));
  await page
    .getByTestId('pending-batch')
    .getByRole('button', { name: /^Translate 1 file/ })
    .click();
  await expect(page.locator('[data-testid="document-job"][data-state="done"]')).toHaveCount(1, { timeout: 30_000 });
  expect(service.control.documentUploads()[0]).not.toHaveProperty('style_profile_id');
});
