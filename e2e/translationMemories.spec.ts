// Translation memories as a translator manages them (the service's beta), against the public service's dialect:
// a TMX exported by a CAT tool imported with its progress, its segments browsed page by page, exported as TMX
// and deleted after a confirmation; a malformed file refused with the reason; a memory deleted in another app
// cleared with a sentence. Against the spec's dialect, which lists memories but cannot manage them, the screen
// says so.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type Simulator, type SimulatorDialect, startSimulator } from '../src/simulator';
import { writeTmx } from '../src/node/formats/tmx/tmxUnits';
import { expect, openSection, type ShellProcess, snap, startShell, test } from './fixtures';

const KEYS = { pro: 'e2e-pro-key-0000-1111-2222', free: 'e2e-free-key-3333-4444-5555:fx', admin: 'e2e-admin-key-6666' };
const LEGAL = 'a74d88fb-ed2a-4943-a664-a4512398b994';
const SAMPLE = readFileSync(join(__dirname, '../src/node/formats/tmx/samples/sampleTMX2.tmx'));

async function startScene(
  dialect: SimulatorDialect,
): Promise<{ service: Simulator; shell: ShellProcess; stop(): Promise<void> }> {
  const service = await startSimulator({ port: 0, dialect, authScheme: 'DeepL-Auth-Key', keys: KEYS });
  const ready = JSON.stringify({ pro_url: service.proUrl, free_url: service.freeUrl });
  const shell = await startShell({ env: { GLOSSA_TEST_PUBLIC_SERVICE: ready, DBUS_SESSION_BUS_ADDRESS: '' } });
  return {
    service,
    shell,
    stop: async () => {
      await shell.stop();
      await service.close();
      rmSync(shell.userDataDir, { recursive: true, force: true });
    },
  };
}

async function addAccount(page: Page): Promise<void> {
  await openSection(page, 'Settings');
  const adding = page.getByRole('button', { name: 'Add an account' });
  if (await adding.isVisible()) await adding.click();
  const form = page.getByRole('form', { name: 'Add an account' });
  await form.getByLabel('Account name').fill('Agency');
  await form.getByLabel('DeepL API key').fill(KEYS.pro);
  await form.getByRole('button', { name: 'Check and add' }).click();
  await form.getByRole('button', { name: 'Keep the key for this session only' }).click();
  await expect(page.getByTestId('account-row').filter({ hasText: 'Agency' })).toBeVisible();
}

async function importTmx(page: Page, fileName: string, bytes: Buffer, name?: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Import a TMX file' });
  await form.getByLabel('TMX file').setInputFiles({ name: fileName, mimeType: 'application/xml', buffer: bytes });
  if (name) await form.getByLabel('Name of the new memory').fill(name);
  await form.getByRole('button', { name: 'Import' }).click();
}

let scene: Awaited<ReturnType<typeof startScene>> | undefined;
test.afterEach(async () => {
  await scene?.stop();
  scene = undefined;
});

test('a TMX is imported with progress, browsed page by page, exported and deleted (public dialect)', async ({
  page,
}) => {
  scene = await startScene('public');
  await page.goto(scene.shell.url);
  await addAccount(page);
  await openSection(page, 'Translation memories');
  await expect(page.getByRole('heading', { name: /Translation memories\s*Beta/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Legal/ })).toBeVisible();

  // A malformed file: the reason, in one sentence, and nothing declared to the service.
  await importTmx(page, 'broken.tmx', Buffer.from(SAMPLE.toString('utf8').replace('</body>', '')));
  await expect(page.getByRole('alert')).toContainText(/“broken.tmx” is not well-formed XML \(line \d+\)/);
  expect(scene.service.control.requests().filter((r) => r.path === '/v3/translation_memories/import')).toEqual([]);

  // The Okapi sample, with the name the file suggests replaced by the translator's own.
  await importTmx(page, 'sampleTMX2.tmx', SAMPLE, 'Okapi sample');
  await expect(page.getByRole('status').filter({ hasText: 'Imported “Okapi sample”: 2 segments.' })).toBeVisible();
  const okapi = page.getByRole('table', { name: 'Segments of Okapi sample' });
  await expect(okapi.getByRole('cell', { name: 'menu', exact: true })).toBeVisible();

  // Forty units: two pages of 25, found by the service's cursor and back.
  const units = Array.from({ length: 40 }, (_, i) => ({
    source: `Clause ${i + 1} applies.`,
    targets: { de: `Klausel ${i + 1} gilt.` },
  }));
  await importTmx(page, 'contracts.tmx', Buffer.from(writeTmx('en', units)));
  await expect(page.getByRole('status').filter({ hasText: 'Imported “contracts”: 40 segments.' })).toBeVisible();
  const contracts = page.getByRole('table', { name: 'Segments of contracts' });
  await expect(contracts.getByRole('row')).toHaveCount(26);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
  await expect(contracts.getByRole('row')).toHaveCount(16);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(contracts.getByRole('cell', { name: 'Clause 1 applies.' })).toBeVisible();
  await page.getByLabel('Find in segments').fill('Clause 33');
  await expect(contracts.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Find in segments').fill('');

  // The screen at the sizes and themes a person uses, for a person to look at.
  for (const [width, height] of [
    [1366, 768],
    [1024, 640],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByRole('main').evaluate((main) => main.scrollTo(0, 0));
      await snap(page, `translation-memories-${width}-${scheme}`);
    }
  }

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export TMX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('contracts.tmx');
  const exported = readFileSync((await download.path())!, 'utf8');
  expect(exported).toContain('<tuv xml:lang="de"><seg>Klausel 40 gilt.</seg></tuv>');
  await expect(page.getByRole('status').filter({ hasText: 'Exported as “contracts.tmx”.' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete memory' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete “contracts” for good?');
  await snap(page, 'translation-memories-delete');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '“contracts” was deleted.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^contracts/ })).toHaveCount(0);

  // Deleted in another app while shown here: the next look says so, and the list no longer offers it.
  await page.getByRole('button', { name: /^Legal/ }).click();
  await expect(page.getByRole('table', { name: 'Segments of Legal' })).toBeVisible();
  const gone = await fetch(`${scene.service.proUrl}/v3/translation_memories/${LEGAL}`, {
    method: 'DELETE',
    headers: { authorization: `DeepL-Auth-Key ${KEYS.pro}` },
  });
  expect(gone.ok).toBe(true);
  await page.getByLabel('Find in segments').fill('agreement');
  await expect(page.getByRole('alert')).toContainText('This translation memory no longer exists');
  await expect(page.getByRole('button', { name: /^Legal/ })).toHaveCount(0);
  await snap(page, 'translation-memories-gone');
});

test('the spec dialect lists memories but cannot manage them, and the screen says so', async ({ page }) => {
  scene = await startScene('spec');
  await page.goto(scene.shell.url);
  await addAccount(page);
  await openSection(page, 'Translation memories');
  await page.getByRole('button', { name: /^Legal/ }).click();
  await expect(page.getByRole('alert')).toContainText('This service does not offer managing translation memories');
});

test("the TMX file chooser speaks Glossa's language, not the browser's, and names the chosen file", async ({ app }) => {
  await openSection(app, 'Settings');
  await app.getByLabel("Glossa's language").selectOption('de');
  await app.locator('nav button[data-section="translation-memories"]').click();
  const form = app.getByRole('form', { name: 'TMX-Datei importieren' });
  // The browser's own control would say "Choose File" and "No file chosen" whatever Glossa's language is.
  await expect(form.getByText('TMX-Datei auswählen …')).toBeVisible();
  await expect(form.getByText('Keine Datei ausgewählt')).toBeVisible();
  await form.getByLabel('TMX-Datei').setInputFiles({ name: 'Recht.tmx', mimeType: 'application/xml', buffer: SAMPLE });
  await expect(form.getByText('Recht.tmx')).toBeVisible();
  await expect(form.getByText('Keine Datei ausgewählt')).toHaveCount(0);
  await expect(form.getByLabel('Name des neuen Memorys')).toHaveValue('Recht');
});
