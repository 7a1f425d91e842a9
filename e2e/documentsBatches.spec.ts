// Documents, round two, as a translator meets it in the browser shell: an output folder that does not exist
// yet keeps the chosen files and offers to create it; one drop into several languages reads as one batch
// (file × language, moving rows first, one total); the same file twice and an empty file are refused at once;
// Open and Show in folder say when the system cannot, with names that tell the languages apart; every
// translated file, XLIFF included, gets the same file mode.
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type Simulator, startSimulator } from '../src/simulator';
import { buildTxt } from '../src/node/formats/documents/testing/fixtures';
import { type ShellProcess, expect, startShell, test } from './fixtures';
import { dropFiles } from './dropFiles';
import { demoEnv } from './textTools';

interface Scene {
  service: Simulator;
  shell: ShellProcess;
  outDir: string;
}
const cleanup: (() => Promise<void> | void)[] = [];
test.afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const temp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function setUp(
  page: Page,
  timings = { queuedMs: 200, translatingMs: 800 },
  env: Record<string, string> = {},
): Promise<Scene> {
  const service = await startSimulator({ port: 0, glossaryReadyDelayMs: 0, documentTimings: timings });
  const shell = await startShell({
    userDataDir: temp('glossa-e2e-docs-'),
    env: { ...demoEnv(service), ...env },
  });
  cleanup.push(async () => {
    await shell.stop();
    await service.close();
  });
  await page.goto(shell.url);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { name: 'Translate documents' })).toBeVisible();
  return { service, shell, outDir: temp('glossa-e2e-out-') };
}

const jobs = (page: Page, state?: string) =>
  page.locator(`[data-testid="document-job"]${state ? `[data-state="${state}"]` : ''}`);
const text = (line: string) => buildTxt([line]);
const uploads = (service: Simulator) =>
  service.control.requests().filter((r) => r.method === 'POST' && r.path === '/v2/document');

test('an output folder that does not exist yet keeps the chosen files, is highlighted in view, and can be created', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  const { outDir, service } = await setUp(page);
  const missing = join(outDir, 'Translations', 'Client A');
  await page.getByLabel('Into (required)').selectOption({ label: 'German' });
  await page.getByLabel(/^Output folder/).fill(missing);
  await dropFiles(page, [
    { name: 'letter.txt', bytes: text('The contract is signed.') },
    { name: 'notes.txt', bytes: text('The buyer pays.') },
  ]);
  const folder = page.getByLabel(/^Output folder/);
  await expect(folder).toHaveAttribute('aria-invalid', 'true');
  await expect(folder).toBeInViewport();
  await expect(folder).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'This folder does not exist yet.' })).toContainText(
    'The chosen files are kept until then.',
  );
  // Nothing was sent, and nothing was dropped: both files wait.
  await expect(page.getByTestId('pending-batch')).toContainText('2 files ready to translate');
  expect(uploads(service)).toEqual([]);

  await page.getByRole('button', { name: 'Create the folder and translate the 2 files' }).click();
  await expect(jobs(page, 'done')).toHaveCount(2, { timeout: 20_000 });
  await expect(folder).not.toHaveAttribute('aria-invalid');
  expect(readdirSync(missing).sort()).toEqual(['letter.de.txt', 'notes.de.txt']);
});

test('one drop into three languages is one batch of file × language, moving rows first, with one total', async ({
  page,
}) => {
  const { outDir } = await setUp(page, { queuedMs: 300, translatingMs: 1500 });
  await page.getByLabel('Into (required)').selectOption({ label: 'German' });
  await page.getByLabel(/^Output folder/).fill(outDir);
  await page.getByLabel('Also into').selectOption({ label: 'French' });
  await page.getByLabel('Also into').selectOption({ label: 'Italian' });
  const files = Array.from({ length: 4 }, (_, i) => ({
    name: `part${i + 1}.txt`,
    bytes: text(`The contract part ${i + 1} is signed.`),
  }));
  await dropFiles(page, files);
  await page.getByTestId('pending-batch').getByRole('button', { name: 'Translate 4 files' }).click();

  const batches = page.locator('.doc-batch');
  await expect(batches).toHaveCount(1);
  await expect(batches.first()).toHaveAccessibleName(/^4 files into German, French, and Italian, started /);
  await expect(jobs(page)).toHaveCount(12);
  // While it runs, rows that move sit above the waiting ones.
  await expect(jobs(page, 'waiting').first()).toBeVisible({ timeout: 10_000 });
  const order = await jobs(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state')));
  const firstWaiting = order.indexOf('waiting');
  expect(order.slice(firstWaiting).every((s) => s === 'waiting' || ['done', 'error', 'cancelled'].includes(s!))).toBe(
    true,
  );
  expect(order.slice(0, firstWaiting).length).toBeGreaterThan(0);
  await expect(page.getByTestId('batch-progress')).toContainText(/characters billed so far/);

  await expect(jobs(page, 'done')).toHaveCount(12, { timeout: 60_000 });
  const summary = page.getByTestId('batch-summary');
  await expect(summary).toHaveCount(1);
  await expect(summary).toContainText('12 of 12 translated');
  await expect(summary).toContainText(/characters billed in total$/);
  // The finished rows read file by file, each in its three languages.
  const rows = await jobs(page).evaluateAll((els) =>
    els.map(
      (el) => `${el.querySelector('.doc-job-name')?.textContent} ${el.querySelector('.doc-job-lang')?.textContent}`,
    ),
  );
  expect(rows.slice(0, 3)).toEqual(['part1.txt → German', 'part1.txt → French', 'part1.txt → Italian']);
  expect(readdirSync(outDir)).toHaveLength(12);
});

test('the same file dropped twice is refused with a word, and an empty file is refused at once, not counted', async ({
  page,
}) => {
  const { outDir, service } = await setUp(page);
  await page.getByLabel('Into (required)').selectOption({ label: 'German' });
  await page.getByLabel(/^Output folder/).fill(outDir);
  await page.getByLabel('Also into').selectOption({ label: 'French' });
  const letter = { name: 'letter.txt', bytes: text('The contract is signed.') };
  await dropFiles(page, [letter, { name: 'empty.txt', bytes: new Uint8Array(0) }, letter]);
  const refused = page.getByRole('alert').filter({ hasText: 'files were not added' });
  await expect(refused).toContainText('empty.txt: The file is empty (0 bytes): there is nothing to translate.');
  await expect(refused).toContainText('letter.txt: Already chosen: each file is translated once.');
  const pending = page.getByTestId('pending-batch');
  await expect(pending.getByRole('button', { name: 'Translate 1 file' })).toBeVisible();

  // Dropped again while it waits: refused again, still one file.
  await dropFiles(page, [letter]);
  await expect(page.getByRole('alert').filter({ hasText: 'One file was not added' })).toContainText('Already chosen');
  await pending.getByRole('button', { name: 'Translate 1 file' }).click();
  await expect(jobs(page)).toHaveCount(2);
  await expect(jobs(page, 'done')).toHaveCount(2, { timeout: 20_000 });
  expect(uploads(service)).toHaveLength(2);
});

test('Open and Show in folder say when the system cannot, and their names carry the label, the file and the language', async ({
  page,
}) => {
  // An opener that finds no application, as xdg-open does on a desktop without one for the type.
  const bin = temp('glossa-e2e-bin-');
  writeFileSync(join(bin, 'xdg-open'), '#!/bin/sh\necho "no application" >&2\nexit 3\n');
  chmodSync(join(bin, 'xdg-open'), 0o755);
  const { outDir } = await setUp(page, undefined, { PATH: `${bin}:${process.env['PATH']}` });
  await page.getByLabel('Into (required)').selectOption({ label: 'German' });
  await page.getByLabel(/^Output folder/).fill(outDir);
  await page.getByLabel('Also into').selectOption({ label: 'French' });
  await dropFiles(page, [{ name: 'letter.txt', bytes: text('The contract is signed.') }]);
  await page.getByTestId('pending-batch').getByRole('button', { name: 'Translate 1 file' }).click();
  await expect(jobs(page, 'done')).toHaveCount(2, { timeout: 20_000 });

  const openGerman = page.getByRole('button', { name: 'Open letter.de.txt (German)' });
  await expect(openGerman).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open letter.fr.txt (French)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show in folder: letter.fr.txt (French)' })).toBeVisible();

  await openGerman.click();
  const german = jobs(page).filter({ hasText: 'German' });
  await expect(german.getByRole('alert')).toContainText('Your system could not open “letter.de.txt”');
  await expect(german.getByRole('alert')).toContainText(`The translation is saved in ${outDir}`);
  await page.getByRole('button', { name: 'Show in folder: letter.fr.txt (French)' }).click();
  const french = jobs(page).filter({ hasText: 'French' });
  await expect(french.getByRole('alert')).toContainText('Your system could not show the folder of “letter.fr.txt”');
});

test('a translated XLIFF file gets the same file mode as every other translated file', async ({ page }) => {
  const { outDir } = await setUp(page);
  await page.getByLabel('Into (required)').selectOption({ label: 'German' });
  await page.getByLabel(/^Output folder/).fill(outDir);
  const xliff = readFileSync(join(__dirname, '../src/node/formats/xliff/samples/okapi-html.xlf'));
  await dropFiles(page, [
    { name: 'welcome.xlf', bytes: new Uint8Array(xliff) },
    { name: 'letter.txt', bytes: text('The contract is signed.') },
  ]);
  await page
    .getByTestId('pending-batch')
    .getByRole('button', { name: /^Translate 2 files/ })
    .click();
  await expect(jobs(page, 'done')).toHaveCount(2, { timeout: 20_000 });
  const modes = Object.fromEntries(readdirSync(outDir).map((f) => [f, statSync(join(outDir, f)).mode & 0o777]));
  expect(Object.keys(modes).sort()).toEqual(['letter.de.txt', 'welcome.de.xlf']);
  expect(modes['welcome.de.xlf']).toBe(modes['letter.de.txt']);
  expect(modes['letter.de.txt']).toBe(0o666 & ~process.umask());
});
