// Document translation as a translator does it, in Chromium through the browser shell: drop files, choose
// the options, get translated files on disk. The service is a simulator owned by the test (it runs in the
// test's process, so it outlives a browser shell that is killed), used by the shell as its offline demo.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type Simulator, startSimulator } from '../src/simulator';
import {
  buildDocx,
  buildHtml,
  buildTxt,
  officePackageProblems,
  readZipText,
} from '../src/node/formats/documents/testing/fixtures';
import { type ShellProcess, expect, snap, startShell, test } from './fixtures';

interface Scene {
  service: Simulator;
  shell: ShellProcess;
  outDir: string;
  userDataDir: string;
}

let scene: Scene | undefined;
const cleanup: (() => Promise<void> | void)[] = [];

async function setUp(page: Page, timings = { queuedMs: 200, translatingMs: 800 }): Promise<Scene> {
  const service = await startSimulator({ port: 0, glossaryReadyDelayMs: 0, documentTimings: timings });
  const userDataDir = mkdtempSync(join(tmpdir(), 'glossa-e2e-docs-'));
  const outDir = mkdtempSync(join(tmpdir(), 'glossa-e2e-out-'));
  const shell = await startShell({ userDataDir, env: { GLOSSA_DEMO_SIMULATOR: demoLine(service) } });
  cleanup.push(async () => {
    await scene?.shell.stop();
    await service.close();
    rmSync(userDataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  });
  scene = { service, shell, outDir, userDataDir };
  await openDocuments(page, shell);
  return scene;
}

const demoLine = (service: Simulator) =>
  JSON.stringify({ pro_url: service.proUrl, free_url: service.freeUrl, keys: service.keys });

async function openDocuments(page: Page, shell: ShellProcess): Promise<void> {
  await page.goto(shell.url);
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { name: 'Translate documents' })).toBeVisible();
}

async function chooseOptions(page: Page, outDir: string, target = 'German'): Promise<void> {
  await page.getByLabel('Into (required)').selectOption({ label: target });
  await page.getByLabel(/^Output folder/).fill(outDir);
}

/** Drops files on the window the way a file manager does: a DataTransfer with File objects. */
async function dropFiles(
  page: Page,
  files: { name: string; bytes: Uint8Array }[],
  target = '.doc-dropzone',
): Promise<void> {
  const payload = files.map((f) => ({ name: f.name, base64: Buffer.from(f.bytes).toString('base64') }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const binary = atob(item.base64);
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      transfer.items.add(new File([bytes], item.name));
    }
    return transfer;
  }, payload);
  await page.dispatchEvent(target, 'drop', { dataTransfer });
}

/** Every chosen file waits with what it will bill: "Translate N files" sends them. */
async function translateChosen(page: Page, count: number): Promise<void> {
  const button = page
    .getByTestId('pending-batch')
    .getByRole('button', { name: new RegExp(`^Translate ${count} files?`) });
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
}

const jobs = (page: Page, state?: string) =>
  page.locator(`[data-testid="document-job"]${state ? `[data-state="${state}"]` : ''}`);
const requests = (service: Simulator, method: string, pattern: RegExp) =>
  service.control.requests().filter((r) => r.method === method && pattern.test(r.path));
const UPLOAD = /^\/v2\/document$/;
const RESULT = /^\/v2\/document\/[^/]+\/result$/;
const contract = (n = '') => buildTxt([`The contract${n} is signed by the buyer.`]);

test.afterEach(async () => {
  for (const step of cleanup.splice(0)) await step();
  scene = undefined;
});

test('drop a txt, a docx and an html file: translated files appear on disk, the docx a valid docx', async ({
  page,
}) => {
  const { outDir, service } = await setUp(page, { queuedMs: 300, translatingMs: 2500 });
  await snap(page, 'documents-empty');
  await chooseOptions(page, outDir);
  const docx = buildDocx({
    paragraphs: [['The contract ', 'is signed']],
    header: 'The buyer',
    footer: 'The contract',
    footnote: 'The buyer',
  });
  await dropFiles(page, [
    { name: 'letter.txt', bytes: contract() },
    { name: 'terms.docx', bytes: docx },
    {
      name: 'page.html',
      bytes: buildHtml({
        title: 'The contract',
        heading: 'The contract',
        paragraph: 'The buyer is signed.',
        imageAlt: 'logo',
        script: 'x',
      }),
    },
  ]);
  // The docx is billed at least 50,000 characters: the batch waits until the user has seen that.
  await expect(page.getByTestId('billing-preview').first()).toContainText(
    'terms.docx is billed at least 50,000 characters',
  );
  await page.getByRole('button', { name: /^Translate 3 files/ }).click();
  await expect(jobs(page)).toHaveCount(3);
  await expect(jobs(page, 'translating')).toHaveCount(3, { timeout: 15_000 });
  await expect(jobs(page, 'translating').first()).toContainText(/left \(the service's estimate\)/);
  await snap(page, 'documents-in-progress');
  await expect(jobs(page, 'done')).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByTestId('batch-summary')).toContainText('3 of 3 translated');
  await expect(page.getByTestId('batch-summary')).toContainText('characters billed');
  await snap(page, 'documents-finished');

  expect(readdirSync(outDir).sort()).toEqual(['letter.de.txt', 'page.de.html', 'terms.de.docx']);
  expect(readFileSync(join(outDir, 'letter.de.txt'), 'utf8').trim()).toBe(
    'Die Vertrag ist unterschrieben von die buyeren.',
  );
  expect(readFileSync(join(outDir, 'page.de.html'), 'utf8')).toContain('Vertrag');
  const translatedDocx = new Uint8Array(readFileSync(join(outDir, 'terms.de.docx')));
  expect(officePackageProblems(docx, translatedDocx, 'docx')).toEqual([]);
  expect(readZipText(translatedDocx)['word/document.xml']).toContain('Vertrag');
  expect(requests(service, 'POST', UPLOAD)).toHaveLength(3);
  expect(requests(service, 'POST', RESULT)).toHaveLength(3);

  // Dark theme, same screen: the colours come from the theme variables.
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'documents-finished-dark');
});

test('an unsupported file is refused at once with the reason, before anything is sent', async ({ page }) => {
  const { outDir, service } = await setUp(page);
  await chooseOptions(page, outDir);
  await dropFiles(page, [{ name: 'clip.mp4', bytes: new Uint8Array([1, 2, 3]) }]);
  await expect(page.getByRole('alert').filter({ hasText: 'clip.mp4' })).toContainText(
    '".mp4" files cannot be translated',
  );
  await expect(jobs(page)).toHaveCount(0);
  expect(requests(service, 'POST', UPLOAD)).toHaveLength(0);
});

test('files picked with "Choose files…" (the browser\'s file picker) are translated too, by keyboard', async ({
  page,
}) => {
  const { outDir } = await setUp(page);
  await chooseOptions(page, outDir, 'French');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files…' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([{ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from(contract()) }]);
  const send = page.getByTestId('pending-batch').getByRole('button', { name: /^Translate 1 file/ });
  await expect(send).toBeEnabled({ timeout: 15_000 });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(jobs(page, 'done')).toHaveCount(1, { timeout: 20_000 });
  expect(readdirSync(outDir)).toEqual(['note.fr.txt']);
});

test('files dropped on the window while another section is open: Documents opens, shows their count, and translates them', async ({
  page,
}) => {
  const { outDir, service } = await setUp(page);
  await chooseOptions(page, outDir);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Translate documents' })).toHaveCount(0);
  await dropFiles(page, [{ name: 'memo.txt', bytes: contract() }], 'main');
  await expect(page.getByRole('heading', { name: 'Translate documents' })).toBeVisible();
  // A text file bills what it holds, no minimum: its count is shown before anything is sent.
  const characters = new TextDecoder().decode(contract()).trim().length;
  await expect(page.getByTestId('pending-batch')).toContainText(characters.toLocaleString('en-US'), {
    timeout: 15_000,
  });
  expect(requests(service, 'POST', UPLOAD)).toHaveLength(0);
  await translateChosen(page, 1);
  await expect(jobs(page, 'done')).toHaveCount(1, { timeout: 20_000 });
  expect(readdirSync(outDir)).toEqual(['memo.de.txt']);
});

test('with a glossary, its terms appear in the output; the UI explains why a glossary needs the source language', async ({
  page,
}) => {
  const { outDir, service } = await setUp(page);
  await fetch(`${service.proUrl}/v3/glossaries`, {
    method: 'POST',
    headers: { authorization: `${service.authScheme} ${service.keys.pro}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Legal EN-DE',
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'contract\tKontrakt', entries_format: 'tsv' }],
    }),
  }).then((r) => expect(r.status).toBe(201));
  await chooseOptions(page, outDir);
  // Detecting the language: no glossary, and the reason is on screen.
  await expect(page.getByLabel('Glossary')).toBeDisabled();
  await expect(page.getByText('the service cannot detect the language when a glossary is used')).toBeVisible();
  await page.getByLabel('Translate from').selectOption({ label: 'English' });
  await expect(page.getByLabel('Glossary')).toBeEnabled();
  await page.getByLabel('Glossary').selectOption({ label: 'Legal EN-DE' });
  await dropFiles(page, [{ name: 'letter.txt', bytes: contract() }]);
  await translateChosen(page, 1);
  await expect(jobs(page, 'done')).toHaveCount(1, { timeout: 20_000 });
  expect(readFileSync(join(outDir, 'letter.de.txt'), 'utf8')).toContain('Kontrakt');

  // Remembered: a fresh page load has the same options.
  await page.reload();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Documents' }).click();
  await expect(page.getByLabel('Glossary')).toHaveValue(/.+/);
  await expect(page.getByLabel('Translate from')).toHaveValue('en');
});

test('a document the service fails on shows its message and what to do; translating again works', async ({ page }) => {
  const { outDir, service } = await setUp(page);
  service.control.failNextDocuments(1, 'The document is password protected.');
  await chooseOptions(page, outDir);
  await dropFiles(page, [{ name: 'locked.txt', bytes: contract() }]);
  await translateChosen(page, 1);
  const failed = jobs(page, 'error');
  await expect(failed).toHaveCount(1, { timeout: 20_000 });
  await expect(failed).toContainText('The service said: “The document is password protected.”');
  await expect(failed).toContainText('Translate again');
  await snap(page, 'documents-error');
  await failed.getByRole('button', { name: 'Translate locked.txt again' }).click();
  await expect(failed.getByTestId('retry-warning')).toContainText(
    'Translating locked.txt again uploads it once more and bills it again',
  );
  await failed.getByRole('button', { name: 'Translate again and bill it' }).click();
  await expect(jobs(page, 'done')).toHaveCount(1, { timeout: 20_000 });
  expect(readdirSync(outDir)).toEqual(['locked.de.txt']);
});

test('a 456 in the middle of a batch pauses the queue with one message; resume finishes it', async ({ page }) => {
  const { outDir, service } = await setUp(page, { queuedMs: 200, translatingMs: 1500 });
  await chooseOptions(page, outDir);
  await dropFiles(
    page,
    [1, 2, 3, 4, 5].map((n) => ({ name: `c${n}.txt`, bytes: contract(` ${n}`) })),
  );
  await translateChosen(page, 5);
  // The first three are on the service; then the key's limit is reached.
  await expect(jobs(page, 'translating')).toHaveCount(3, { timeout: 15_000 });
  service.control.setKeyLimit(service.keys.pro, 0);
  const banner = page.getByRole('alert').filter({ hasText: 'The queue is paused.' });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText('quota');
  await expect(jobs(page, 'done')).toHaveCount(3, { timeout: 20_000 });
  await expect(jobs(page, 'waiting')).toHaveCount(2);
  await expect(jobs(page, 'error')).toHaveCount(0);
  await snap(page, 'documents-paused');

  service.control.setKeyLimit(service.keys.pro, null);
  await banner.getByRole('button', { name: 'Resume' }).click();
  await expect(jobs(page, 'done')).toHaveCount(5, { timeout: 20_000 });
  await expect(banner).toHaveCount(0);
  expect(readdirSync(outDir).sort()).toEqual(['c1.de.txt', 'c2.de.txt', 'c3.de.txt', 'c4.de.txt', 'c5.de.txt']);
});

test('the main process killed while translating: started again, the batch finishes, each file uploaded and downloaded once', async ({
  page,
}) => {
  const first = await setUp(page, { queuedMs: 200, translatingMs: 4000 });
  await chooseOptions(page, first.outDir);
  await dropFiles(
    page,
    ['a', 'b', 'c'].map((n) => ({ name: `${n}.txt`, bytes: contract(` ${n}`) })),
  );
  await translateChosen(page, 3);
  await expect(jobs(page, 'translating')).toHaveCount(3, { timeout: 15_000 });

  // No goodbye: SIGKILL, as a crash or a power cut would.
  const exited = new Promise((resolve) => first.shell.process.once('exit', resolve));
  first.shell.process.kill('SIGKILL');
  await exited;

  const second = await startShell({
    userDataDir: first.userDataDir,
    env: { GLOSSA_DEMO_SIMULATOR: demoLine(first.service) },
  });
  scene = { ...first, shell: second };
  await openDocuments(page, second);
  await expect(jobs(page, 'done')).toHaveCount(3, { timeout: 30_000 });
  expect(readdirSync(first.outDir).sort()).toEqual(['a.de.txt', 'b.de.txt', 'c.de.txt']);
  expect(requests(first.service, 'POST', UPLOAD)).toHaveLength(3);
  expect(requests(first.service, 'POST', RESULT)).toHaveLength(3);
});

test('files chosen before a target language are kept, with what they will bill, until the batch can start', async ({
  page,
}) => {
  const { outDir } = await setUp(page);
  await expect(page.getByLabel('Into (required)')).toHaveValue('');
  await dropFiles(page, [
    {
      name: 'memo.docx',
      bytes: buildDocx({
        paragraphs: [['The contract ', 'is signed']],
        header: 'The buyer',
        footer: 'The contract',
        footnote: 'The buyer',
      }),
    },
    { name: 'notes.txt', bytes: contract() },
  ]);
  const pending = page.getByTestId('pending-batch');
  await expect(pending).toContainText('2 files ready to translate');
  await expect(pending.getByTestId('billing-preview').first()).toContainText(
    "memo.docx is billed at least 50,000 characters, however short (the service's minimum for Word, PowerPoint, Excel and PDF files)",
  );
  await expect(pending).toContainText('Choose the language to translate into. The files stay here until then.');
  // Each file's characters are counted before anything is sent: the docx is billed the 50,000 minimum, the
  // text by what it holds, and the total adds them.
  const counts = pending.getByTestId('billing-count');
  await expect(counts.filter({ hasText: 'memo.docx' })).toContainText('50,000');
  await expect(counts.filter({ hasText: 'memo.docx' })).toContainText('minimum');
  const notes = 'The contract is signed by the buyer.'.length;
  await expect(counts.filter({ hasText: 'notes.txt' })).toContainText(notes.toLocaleString('en-US'));
  await expect(pending.getByTestId('billing-total')).toContainText((50_000 + notes).toLocaleString('en-US'));
  const send = pending.getByRole('button', {
    name: `Translate 2 files (${(50_000 + notes).toLocaleString('en-US')} characters)`,
  });
  await expect(send).toBeDisabled();
  expect(requests(scene!.service, 'POST', UPLOAD)).toEqual([]);
  await snap(page, 'documents-pending-billing');

  await chooseOptions(page, outDir);
  await expect(pending).toContainText('into German');
  await send.click();
  await expect(jobs(page, 'done')).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByTestId('batch-summary')).toHaveClass(/all-done/);
  expect(readdirSync(outDir).sort()).toEqual(['memo.de.docx', 'notes.de.txt']);
});

test('one drop into several target languages; a cancelled batch is not reported as a success', async ({ page }) => {
  const { outDir } = await setUp(page, { queuedMs: 200, translatingMs: 600 });
  await chooseOptions(page, outDir);
  await page.getByLabel('Also into').selectOption({ label: 'French' });
  await dropFiles(page, [{ name: 'letter.txt', bytes: contract() }]);
  await page.getByTestId('pending-batch').getByRole('button', { name: 'Translate 1 file' }).click();
  await expect(jobs(page, 'done')).toHaveCount(2, { timeout: 20_000 });
  expect(readdirSync(outDir).sort()).toEqual(['letter.de.txt', 'letter.fr.txt']);

  await page.getByRole('button', { name: 'Do not translate into French' }).click();
  await expect(page.getByRole('list', { name: 'More target languages' })).toHaveCount(0);
});

test('a cancelled batch is reported as cancelled, not in the colour of success', async ({ page }) => {
  const { outDir } = await setUp(page, { queuedMs: 200, translatingMs: 20_000 });
  await chooseOptions(page, outDir);
  await dropFiles(page, [{ name: 'slow.txt', bytes: contract() }]);
  await translateChosen(page, 1);
  await expect(jobs(page, 'translating')).toHaveCount(1, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Cancel slow.txt (German)' }).click();
  const summary = page.getByTestId('batch-summary');
  await expect(summary).toHaveText(/^Cancelled: 0 of 1 translated, 1 cancelled/);
  await expect(summary).toHaveClass(/was-cancelled/);
  await expect(summary).not.toHaveClass(/all-done/);
});

test('a finished row names what its file holds that nobody translates, as the batch said before sending', async ({
  page,
}) => {
  const { outDir } = await setUp(page, { queuedMs: 100, translatingMs: 300 });
  await chooseOptions(page, outDir);
  // A real workbook from Apache POI's tests, with two embedded OLE objects (src/node/formats/documentCorpus).
  const workbook = readFileSync(join(__dirname, '../src/node/formats/documentCorpus/xlsx-poi-WithEmbeded.xlsx'));
  await dropFiles(page, [{ name: 'budget.xlsx', bytes: new Uint8Array(workbook) }]);
  await expect(page.getByTestId('billing-untranslated')).toContainText('2 embedded objects');
  await translateChosen(page, 1);
  const row = jobs(page, 'done');
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row.getByTestId('job-untranslated')).toHaveText(
    'Left in the original language: 2 embedded objects (oleObject1.bin, Microsoft_Office_Excel_97-2003_Worksheet1.xls). Translate an embedded object on its own if it needs it.',
  );
  expect(readdirSync(outDir)).toEqual(['budget.de.xlsx']);
});

test('in German at 1024×640, a finished document’s buttons keep their labels on one line and its long name is whole', async ({
  page,
}) => {
  const { outDir } = await setUp(page);
  await chooseOptions(page, outDir);
  const name = 'Kaufvertrag Entwurf für die Rechtsabteilung 2026.txt';
  await dropFiles(page, [{ name, bytes: contract() }]);
  await translateChosen(page, 1);
  await expect(jobs(page, 'done')).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel("Glossa's language").selectOption('de');
  await page.locator('nav button[data-section="documents"]').click();
  await page.setViewportSize({ width: 1024, height: 640 });
  const row = jobs(page, 'done');
  await expect(row.getByRole('button', { name: /^Im Ordner zeigen/ })).toBeVisible();
  // Lines of text in each button (a Range gives one box per line), and whether the name is cut.
  const lines = await row.locator('.doc-job-actions button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return `${button.textContent}: ${new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size}`;
    }),
  );
  expect(lines).toEqual(['Öffnen: 1', 'Im Ordner zeigen: 1', 'Erneut übersetzen: 1']);
  const nameBox = row.locator('.doc-job-name');
  await expect(nameBox).toHaveText(name);
  expect(await nameBox.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});
