// No typed work is lost: Translate, Write, the glossary editor's unsaved changes, the caption set-up and the chosen
// files come back after a reload, and after the browser shell was killed and started again over the same data,
// with a quiet "Restored your draft" and a way to discard it. A damaged draft file never stops the app.
import type { Page } from '@playwright/test';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { devicesListed, expect, openSection, snap, startShell, test, type ShellProcess } from './fixtures';
import { demoEnv, serviceCall, startShellOnSimulator, type DemoOnSimulator } from './textTools';

let demo: DemoOnSimulator;
/** Set once the test killed the first shell: it is the one to stop. */
let restarted: ShellProcess | null = null;
test.beforeEach(async () => {
  restarted = null;
  demo = await startShellOnSimulator();
});
test.afterEach(async () => {
  if (restarted) {
    await restarted.stop();
    await demo.service.close();
    rmSync(restarted.userDataDir, { recursive: true, force: true });
  } else await demo.stop();
});
test.describe.configure({ timeout: 150_000 });

/** Kills the shell as a crash would (no goodbye), then starts it again over the same data folder. */
async function killAndRestart(): Promise<string> {
  const { userDataDir } = demo.shell;
  const dead = new Promise((resolve) => demo.shell.process.once('exit', resolve));
  demo.shell.process.kill('SIGKILL');
  await dead;
  restarted = await startShell({ userDataDir, env: demoEnv(demo.service) });
  demo.shell = restarted;
  return restarted.url;
}

/** The draft is on disk once main has it: the file changes after a pause in typing. */
async function draftWritten(kind: string, text: string): Promise<void> {
  const path = join(demo.shell.userDataDir, 'drafts', `${kind}.json`);
  await expect
    .poll(() => {
      try {
        return JSON.stringify(JSON.parse(readFileSync(path, 'utf8')));
      } catch {
        return '';
      }
    })
    .toContain(text);
  expect(statSync(path).mode & 0o777).toBe(0o600);
}

/** Screenshots at 1366×768 and 1024×640, light and dark, for a person to look at (e2e/screenshots/). */
async function snapEverySize(page: Page, name: string): Promise<void> {
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
}

async function openApp(page: Page, url: string, section: string): Promise<void> {
  await page.goto(url);
  await openSection(page, section);
}

test('Translate and Write come back after a reload and after the shell was killed, and can be discarded', async ({
  page,
}) => {
  await openApp(page, demo.shell.url, 'Translate');
  const source = page.getByRole('textbox', { name: 'Source text' });
  await source.fill('Der Vertrag ist unterschrieben.\n\nZweiter Absatz, noch nicht übersetzt');
  await openSection(page, 'Write');
  const original = page.getByRole('textbox', { name: 'Original' });
  await original.fill('Ein Text, den ich verbessern will');
  // A reload right after typing: what waited for a pause is sent as the page goes.
  await page.reload();
  await openSection(page, 'Write');
  await expect(original).toHaveValue('Ein Text, den ich verbessern will');
  await expect(page.getByTestId('draft-restored-write')).toContainText('Restored your draft.');
  await snapEverySize(page, 'draft-restored-write');
  await openSection(page, 'Translate');
  await expect(source).toHaveValue('Der Vertrag ist unterschrieben.\n\nZweiter Absatz, noch nicht übersetzt');
  await expect(page.getByTestId('draft-restored-translate')).toBeVisible();
  await snapEverySize(page, 'draft-restored-translate');

  await source.fill('Nach dem Neustart noch da');
  await draftWritten('translate', 'Nach dem Neustart noch da');
  await openApp(page, await killAndRestart(), 'Translate');
  await expect(source).toHaveValue('Nach dem Neustart noch da');
  await page.getByTestId('draft-restored-translate').getByRole('button', { name: 'Discard draft' }).click();
  await expect(source).toHaveValue('');
  await expect(page.getByTestId('draft-restored-translate')).toHaveCount(0);
  await page.reload();
  await openSection(page, 'Translate');
  await openSection(page, 'Write');
  await expect(original).toHaveValue('Ein Text, den ich verbessern will');
  await openSection(page, 'Translate');
  await expect(source).toHaveValue('');
});

test('unsaved glossary edits: the window asks before a reload, and they come back after a reload and a kill', async ({
  page,
}) => {
  const created = await serviceCall<{ glossary_id: string }>(demo.service, 'POST', '/v3/glossaries', {
    name: 'Kaufvertrag',
    dictionaries: [
      {
        source_lang: 'de',
        target_lang: 'en',
        entries: 'Käufer\tbuyer\nVerkäufer\tseller\nVertrag\tcontract',
        entries_format: 'tsv',
      },
    ],
  });
  expect(created.glossary_id).toBeTruthy();
  await openApp(page, demo.shell.url, 'Glossaries');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Kaufvertrag' })
    .getByRole('button', { name: 'Edit de → en' })
    .click();
  const target = (n: number) => page.getByRole('textbox', { name: `Target of entry ${n}` });
  await target(1).fill('purchaser');
  await page.getByRole('button', { name: 'Delete entry 3' }).click();
  await page.getByRole('button', { name: 'Add entry' }).click();
  await page.getByRole('textbox', { name: 'Source of entry 3' }).fill('Kaufpreis');
  await page.getByRole('textbox', { name: 'Target of entry 3' }).fill('purchase price');
  await draftWritten('glossary', 'purchase price');

  // A reload asks first (beforeunload); dismissing keeps the page and its edits.
  let asked = 0;
  page.once('dialog', (dialog) => {
    asked++;
    expect(dialog.type()).toBe('beforeunload');
    void dialog.dismiss();
  });
  await page.reload({ timeout: 3000 }).catch(() => undefined);
  await expect.poll(() => asked).toBe(1);
  await expect(target(1)).toHaveValue('purchaser');

  // Accepting reloads; the list offers the kept changes, and opening them restores them.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await openSection(page, 'Glossaries');
  await expect(page.getByTestId('glossary-held-draft')).toContainText('Unsaved changes to “Kaufvertrag” (de → en)');
  await snapEverySize(page, 'draft-held-glossary');
  await page.getByTestId('glossary-held-draft').getByRole('button', { name: 'Open them' }).click();
  await expect(page.getByTestId('draft-restored-glossary')).toBeVisible();
  await expect(target(1)).toHaveValue('purchaser');
  await snapEverySize(page, 'draft-restored-glossary');
  await expect(page.getByRole('textbox', { name: 'Source of entry 3' })).toHaveValue('Kaufpreis');
  await expect(page.getByRole('textbox', { name: 'Source of entry 4' })).toHaveCount(0);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

  // Killed and started again: the same changes come back when the dictionary is opened.
  await draftWritten('glossary', 'purchase price');
  await openApp(page, await killAndRestart(), 'Glossaries');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Kaufvertrag' })
    .getByRole('button', { name: 'Edit de → en' })
    .click();
  await expect(page.getByTestId('draft-restored-glossary')).toBeVisible();
  await expect(target(1)).toHaveValue('purchaser');
  await expect(target(3)).toHaveValue('purchase price');
  // Saving sends them; the draft is dropped, and a reload no longer asks.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-report')).toContainText('Saved.');
  await expect.poll(() => existsSync(join(demo.shell.userDataDir, 'drafts', 'glossary.json'))).toBe(false);
  await page.reload();
  await openSection(page, 'Glossaries');
  await expect(page.getByTestId('glossary-held-draft')).toHaveCount(0);
});

test('the caption set-up and a damaged draft file: the set-up comes back, the damaged file is set aside', async ({
  page,
}) => {
  await openApp(page, demo.shell.url, 'Live captions');
  await devicesListed(page);
  await page.getByLabel('Audio source').selectOption('file');
  const path = page.getByLabel('Recording', { exact: true });
  await path.fill('/home/me/meetings/monday.wav');
  await draftWritten('voice', 'monday.wav');
  writeFileSync(join(demo.shell.userDataDir, 'drafts', 'write.json'), '{"version":1,"draft":{"kind":"wri');
  await openApp(page, await killAndRestart(), 'Live captions');
  // The path comes back (from the draft, or from the settings, which remember a recording once it is used).
  await expect(path).toHaveValue('/home/me/meetings/monday.wav');
  await snapEverySize(page, 'draft-restored-voice');
  await openSection(page, 'Write');
  await expect(page.getByRole('textbox', { name: 'Original' })).toHaveValue('');
});

test("Documents' chosen files: a dropped file comes back whole after a reload and a kill, and is translated", async ({
  page,
}) => {
  const out = join(demo.shell.userDataDir, 'translations');
  mkdirSync(out);
  await openApp(page, demo.shell.url, 'Documents');
  await page.getByLabel('Into (required)').selectOption({ label: 'German' });
  await page.getByLabel(/^Output folder/).fill(out);
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['The contract is signed by the buyer.\n'], 'letter.txt'));
    return transfer;
  });
  await page.dispatchEvent('.doc-dropzone', 'drop', { dataTransfer });
  const waiting = page.getByTestId('pending-batch');
  await expect(waiting.getByTestId('billing-count')).toContainText('36');
  await draftWritten('documents', 'stagingId');

  await page.reload();
  await openSection(page, 'Documents');
  await expect(page.getByText('Restored your draft')).toBeVisible();
  await expect(waiting.getByTestId('billing-count')).toContainText('36');

  await openApp(page, await killAndRestart(), 'Documents');
  await expect(page.getByText('Restored your draft')).toBeVisible();
  await expect(page.getByText(/drop these again/)).toHaveCount(0);
  await expect(waiting.getByTestId('billing-count')).toContainText('letter.txt');
  await expect(waiting.getByTestId('billing-count')).toContainText('36');
  await snapEverySize(page, 'drafts-documents-restored');
  await page.getByLabel('Also into').selectOption({ label: 'French' });
  await waiting.getByRole('button', { name: /^Translate 1 file/ }).click();
  await expect(page.locator('[data-testid="document-job"][data-state="done"]')).toHaveCount(2, { timeout: 30_000 });
  expect(readdirSync(out).sort()).toEqual(['letter.de.txt', 'letter.fr.txt']);
  expect(readFileSync(join(out, 'letter.de.txt'), 'utf8')).not.toBe('The contract is signed by the buyer.\n');
  // Sent: the draft is gone.
  await expect.poll(() => existsSync(join(demo.shell.userDataDir, 'drafts', 'documents.json'))).toBe(false);
});
