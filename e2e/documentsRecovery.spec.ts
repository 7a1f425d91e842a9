// What a translator sees when Glossa had to keep a translation safe or found its journal damaged: the state is
// what Glossa itself journals (a recovered job, a damaged record), written into the app's data before start.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Simulator, startSimulator } from '../src/simulator';
import type { Page } from '@playwright/test';
import { type ShellProcess, expect, snap, startShell, test } from './fixtures';
import { demoEnv } from './textTools';

let service: Simulator | undefined;
let shell: ShellProcess | undefined;
const dirs: string[] = [];

test.afterEach(async () => {
  await shell?.stop();
  await service?.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Screenshots at 1366x768 and 1024x640, light and dark; `settle` runs after each resize (e.g. to scroll). */
async function snapEverySize(page: Page, name: string, settle?: () => Promise<void>): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [1024, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settle?.();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await snap(page, `${name}-${width}-${scheme}`);
    }
  }
}

function seedUserData(): { userDataDir: string; outDir: string } {
  const userDataDir = mkdtempSync(join(tmpdir(), 'glossa-e2e-recovery-'));
  const outDir = mkdtempSync(join(tmpdir(), 'glossa-e2e-saveas-'));
  dirs.push(userDataDir, outDir);
  const documents = join(userDataDir, 'documents');
  const recovered = join(documents, 'recovered', 'job-1', 'contract.de.txt');
  mkdirSync(join(documents, 'recovered', 'job-1'), { recursive: true });
  writeFileSync(recovered, 'Die Vertrag ist unterschrieben.');
  const job = {
    id: 'job-1',
    batchId: 'b1',
    sourcePath: join(outDir, 'contract.txt'),
    name: 'contract.txt',
    size: 36,
    staged: false,
    options: { targetLang: 'de', pdfOutput: 'pdf', outputFolder: '/media/usb-stick' },
    state: 'done',
    billedCharacters: 36,
    recoveredPath: recovered,
    error: {
      kind: 'recovered',
      message: `The translation could not be saved in “/media/usb-stick” (the disk is full). It is kept safe in Glossa’s data: ${recovered}`,
      nextStep: 'Choose "Save as…" to put it in another folder.',
    },
    createdAt: Date.now(),
  };
  const lines = [
    JSON.stringify({ version: 2 }),
    JSON.stringify({ job }),
    '{"job":{"id":"job-2","name":"annual report.docx","sta',
    JSON.stringify({ batch: { id: 'b1', createdAt: Date.now(), finishedAt: Date.now(), notified: true } }),
  ];
  writeFileSync(join(documents, 'journal.json'), `${lines.join('\n')}\n`);
  return { userDataDir, outDir };
}

test('a damaged journal is reported with what was lost, and a kept translation is saved elsewhere with "Save as…"', async ({
  page,
}) => {
  const { userDataDir, outDir } = seedUserData();
  service = await startSimulator({ port: 0 });
  shell = await startShell({
    userDataDir,
    env: demoEnv(service),
  });
  await page.goto(shell.url);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Documents' }).click();

  const notice = page.getByTestId('journal-notices');
  await expect(notice).toContainText('1 record could not be read');
  await expect(notice).toContainText('Not readable: annual report.docx');
  await expect(notice).toContainText('journal.json.damaged-');
  const kept = page.getByTestId('recovered-translation');
  await expect(kept).toContainText('the disk is full');

  for (const [width, height] of [
    [1366, 768],
    [1024, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await snap(page, `documents-recovery-${width}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: 'Save the translation of contract.txt as…' }).click();
  await page.getByLabel('Save in folder').fill(outDir);
  await snap(page, 'documents-save-as-1024-light');
  await page.getByRole('button', { name: 'Save here' }).click();
  await expect(page.getByText('Saved as')).toContainText('contract.de.txt');
  await expect(kept).toHaveCount(0);
  expect(readFileSync(join(outDir, 'contract.de.txt'), 'utf8')).toBe('Die Vertrag ist unterschrieben.');

  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

test('a kept translation survives "Clear finished", is deleted only after a confirmation, and files no job knows are listed', async ({
  page,
}) => {
  const { userDataDir } = seedUserData();
  const orphan = join(userDataDir, 'documents', 'recovered', 'job-0', 'minutes.de.docx');
  mkdirSync(join(userDataDir, 'documents', 'recovered', 'job-0'), { recursive: true });
  writeFileSync(orphan, 'kept from an earlier version');
  const kept = join(userDataDir, 'documents', 'recovered', 'job-1', 'contract.de.txt');
  service = await startSimulator({ port: 0 });
  shell = await startShell({
    userDataDir,
    env: demoEnv(service),
  });
  await page.goto(shell.url);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Documents' }).click();

  const notice = page.getByTestId('journal-notices');
  await expect(notice).toContainText('Translations kept from before.');
  await expect(notice).toContainText(orphan);
  const recovered = page.getByTestId('recovered-translation');
  await expect(recovered).toContainText('“Clear finished” leaves it here');

  await page.getByRole('button', { name: 'Clear finished' }).click();
  await expect(recovered).toHaveCount(1);
  await snapEverySize(page, 'documents-orphans');
  await page.getByRole('button', { name: 'Discard the translation of contract.txt…' }).scrollIntoViewIfNeeded();
  await snapEverySize(page, 'documents-recovered-actions');

  await page.getByRole('button', { name: 'Discard the translation of contract.txt…' }).click();
  await expect(recovered).toContainText('Delete this translation for good? Its 36 characters were billed');
  await page.getByRole('button', { name: 'Keep it' }).scrollIntoViewIfNeeded();
  await snapEverySize(
    page,
    'documents-discard',
    async () => void (await page.getByRole('button', { name: 'Keep it' }).scrollIntoViewIfNeeded()),
  );
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: 'Keep it' }).click();
  expect(readFileSync(kept, 'utf8')).toBe('Die Vertrag ist unterschrieben.');

  await page.getByRole('button', { name: 'Discard the translation of contract.txt…' }).click();
  await page.getByRole('button', { name: 'Delete translation' }).click();
  await expect(recovered).toHaveCount(0);
  await expect.poll(() => existsSync(kept)).toBe(false);
  expect(readFileSync(orphan, 'utf8')).toBe('kept from an earlier version');
});
