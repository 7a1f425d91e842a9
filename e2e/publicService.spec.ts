// Glossa against the public service, as a new user meets it with a real key. Nothing but a loopback simulator
// is reachable here, so the built-in "DeepL API" region is mapped to one (GLOSSA_TEST_PUBLIC_SERVICE, a
// test-only variable the UI never sets) that speaks the public scheme word. Every journey runs against the
// simulator in the spec's dialect and in the public service's: account set-up, language pickers, style rules
// in Translate and Documents, the usage meter, and editing a custom instruction.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type Simulator, type SimulatorDialect, startSimulator } from '../src/simulator';
import { expect, openSection, type ShellProcess, snap, startShell, test } from './fixtures';

const KEYS = {
  pro: 'e2e-pro-key-0000-1111-2222',
  free: 'e2e-free-key-3333-4444-5555:fx',
  admin: 'e2e-admin-key-6666-7777',
};

interface PublicScene {
  service: Simulator;
  shell: ShellProcess;
  stop(): Promise<void>;
}

async function startPublicScene(dialect: SimulatorDialect): Promise<PublicScene> {
  const service = await startSimulator({
    port: 0,
    dialect,
    authScheme: 'DeepL-Auth-Key',
    keys: KEYS,
    glossaryReadyDelayMs: 0,
  });
  const ready = JSON.stringify({ pro_url: service.proUrl, free_url: service.freeUrl });
  // No keychain in the shell: keys are kept for the session, as a user would choose.
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

/** Calls the service as another program would (setting the scene). */
async function serviceCall<T>(service: Simulator, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${service.proUrl}${path}`, {
    method,
    headers: { authorization: `DeepL-Auth-Key ${KEYS.pro}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Adds an account on the built-in region, as a user does: name and key; the plan is read from the key. */
async function addDeepLAccount(page: Page, name: string, key: string): Promise<void> {
  await openSection(page, 'Settings');
  const adding = page.getByRole('button', { name: 'Add an account' });
  if (await adding.isVisible()) await adding.click();
  const form = page.getByRole('form', { name: 'Add an account' });
  await form.getByLabel('Account name').fill(name);
  await form.getByLabel('DeepL API key').fill(key);
  await form.getByRole('button', { name: 'Check and add' }).click();
  await form.getByRole('button', { name: 'Keep the key for this session only' }).click();
  await expect(page.getByTestId('account-row').filter({ hasText: name })).toBeVisible();
}

for (const dialect of ['spec', 'public'] as const) {
  test.describe(`against the ${dialect} dialect`, () => {
    let scene: PublicScene;
    test.afterEach(async () => scene.stop());

    test('account set-up on the DeepL API: a wrong key says what to do and stays; a Free key under Pro is recognised', async ({
      page,
    }) => {
      scene = await startPublicScene(dialect);
      await page.goto(scene.shell.url);
      await openSection(page, 'Settings');
      const form = page.getByRole('form', { name: 'Add an account' });
      await expect(form.getByLabel('Service address')).toHaveValue('global');
      // The form names the public address; main sends requests where the test mapped it.
      await expect(form.getByLabel('Service address').locator('option:checked')).toHaveText(
        'DeepL API (https://api.deepl.com)',
      );
      await form.getByLabel('Account name').fill('Mine');
      await expect(form.getByRole('radio', { name: 'API Pro' })).toBeChecked();

      // A wrong key: a sentence with what to do, and the key is still in the field to correct.
      await form.getByLabel('DeepL API key').fill('not-my-real-key-1234');
      await form.getByRole('button', { name: 'Check and add' }).click();
      await expect(form.getByRole('alert')).toContainText('refused this key');
      await expect(form.getByRole('alert')).toContainText('Copy the whole key again from your DeepL account');
      await expect(form.getByLabel('DeepL API key')).toHaveValue('not-my-real-key-1234');

      // A Free key typed while "API Pro" is chosen: the plan follows the key before anything is checked.
      await form.getByLabel('DeepL API key').fill(KEYS.free);
      await expect(form.getByRole('radio', { name: 'API Free' })).toBeChecked();
      await expect(form.getByTestId('plan-from-key')).toHaveText('This is an API Free key (it ends in :fx).');
      await snap(page, `public-${dialect}-account-form`);
      await form.getByRole('button', { name: 'Check and add' }).click();
      await form.getByRole('button', { name: 'Keep the key for this session only' }).click();
      const row = page.getByTestId('account-row').filter({ hasText: 'Mine' });
      await expect(row).toContainText('API Free');
      await expect(row).toContainText(`DeepL API (${scene.service.freeUrl})`);
      // Requests carried the public scheme word (the simulator refuses any other).
      expect(scene.service.control.requests().some((r) => r.status === 200 && r.path === '/v3/languages')).toBe(true);
    });

    test('language pickers, style rules and inline instructions in Translate, and the usage meter', async ({
      page,
    }) => {
      scene = await startPublicScene(dialect);
      const list = await serviceCall<{ style_id: string }>(scene.service, 'POST', '/v3/style_rules', {
        name: 'House style',
        language: 'de',
      });
      await serviceCall(scene.service, 'POST', '/v3/style_rules', { name: 'Spanish house style', language: 'es' });
      await page.goto(scene.shell.url);
      await addDeepLAccount(page, 'Agency', KEYS.pro);
      const usage = page.getByTestId('usage-panel');
      // A Pro key without a limit: used characters, no percentage.
      await expect(usage).toContainText('0 characters used (no limit)');

      await openSection(page, 'Translate');
      const into = page.getByLabel('Into');
      await expect(into.locator('option', { hasText: 'German' })).toHaveCount(1);
      await expect(page.getByLabel('From').locator('option', { hasText: 'English' }).first()).toBeAttached();
      await into.selectOption('de');
      const styles = page.getByLabel('Style rules');
      await expect(styles.locator('option')).toHaveText(['No style rules', 'House style']);
      await styles.selectOption(list.style_id);
      await page.getByLabel(/^Custom instructions/).fill('Use a friendly tone');
      await page.getByLabel('Source text').fill('Hello world');
      await page.getByRole('main').getByRole('button', { name: 'Translate', exact: true }).click();
      // The simulator marks a translation made with a style rule list and instructions.
      await expect(page.getByLabel('Translation', { exact: true })).toHaveValue(/style: House style, 1 instruction/);
      await snap(page, `public-${dialect}-translate-style`);

      // Into Japanese there is no list: the picker says so.
      await into.selectOption('ja');
      await expect(page.getByLabel('Style rules').locator('option')).toHaveText(['None for this language']);

      // The meter counted the translation (11 characters), in Settings and beside the account name.
      await openSection(page, 'Settings');
      await expect(page.getByTestId('usage-panel')).toContainText('11 characters used');
      await expect(page.getByTestId('usage-compact')).toContainText('11 characters used');
    });

    test('style rules in Documents: the lists of the target are offered and the document is translated', async ({
      page,
    }) => {
      scene = await startPublicScene(dialect);
      await serviceCall(scene.service, 'POST', '/v3/style_rules', { name: 'Hausstil', language: 'de' });
      const outDir = mkdtempSync(join(tmpdir(), 'glossa-e2e-out-'));
      try {
        await page.goto(scene.shell.url);
        await addDeepLAccount(page, 'Agency', KEYS.pro);
        await openSection(page, 'Documents');
        await page.getByLabel('Into (required)').selectOption({ label: 'German' });
        await page.getByLabel(/^Output folder/).fill(outDir);
        const styles = page.getByLabel('Style rules');
        await expect(styles.locator('option')).toHaveText(['No style rules', 'Hausstil']);
        await styles.selectOption({ label: 'Hausstil' });
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: 'Choose files…' }).click();
        await (
          await chooser
        ).setFiles([{ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('The contract is signed.') }]);
        // Every chosen file waits with what it will bill until "Translate" sends it.
        await page
          .getByTestId('pending-batch')
          .getByRole('button', { name: /^Translate 1 file/ })
          .click();
        await expect(page.locator('[data-testid="document-job"][data-state="done"]')).toHaveCount(1, {
          timeout: 20_000,
        });
        expect(readdirSync(outDir)).toEqual(['note.de.txt']);
        // The simulator marks each segment translated with a style rule list: style_id went with the upload.
        expect(readFileSync(join(outDir, 'note.de.txt'), 'utf8')).toContain('style: Hausstil');
        await snap(page, `public-${dialect}-documents-style`);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    });

    test('a custom instruction is edited and deleted; a Free account sees why style rules are hidden', async ({
      page,
    }) => {
      scene = await startPublicScene(dialect);
      const list = await serviceCall<{ style_id: string }>(scene.service, 'POST', '/v3/style_rules', {
        name: 'House style',
        language: 'en',
        custom_instructions: [{ label: 'Dates', prompt: 'Write dates as 1 May 2026.' }],
      });
      scene.service.control.setKeyLimit(KEYS.free, 20);
      await page.goto(scene.shell.url);
      await addDeepLAccount(page, 'Agency', KEYS.pro);
      await openSection(page, 'Style rules');
      await page
        .getByRole('list', { name: /Style rule lists, page/ })
        .getByRole('button', { name: /House style/ })
        .click();
      await page.getByRole('button', { name: 'Edit instruction Dates' }).click();
      const edit = page.getByRole('form', { name: 'Edit instruction Dates' });
      await edit.getByLabel('Prompt').fill('Write dates as May 1, 2026.');
      await edit.getByRole('button', { name: 'Save instruction' }).click();
      await expect(page.getByTestId('instruction-item')).toContainText('Write dates as May 1, 2026.');
      const stored = await serviceCall<{ custom_instructions: { prompt: string }[] }>(
        scene.service,
        'GET',
        `/v3/style_rules/${list.style_id}`,
      );
      expect(stored.custom_instructions.map((i) => i.prompt)).toEqual(['Write dates as May 1, 2026.']);
      await snap(page, `public-${dialect}-instruction-edited`);
      await page.getByRole('button', { name: 'Delete instruction Dates' }).click();
      await page.getByRole('button', { name: 'Delete “Dates”' }).click();
      await expect(page.getByTestId('instruction-count')).toHaveText('0 of 200');

      // A Free account: Translate hides the picker and says why.
      await addDeepLAccount(page, 'Personal', KEYS.free);
      const personal = page.getByTestId('account-row').filter({ hasText: 'Personal' });
      await personal.getByRole('radio').click();
      await expect(personal.getByRole('radio')).toBeChecked();
      // On API Free the meter has a limit (20 characters here): a percentage, no warning at 0%.
      await expect(page.getByTestId('usage-panel')).toContainText('0 of 20 characters (0%)');
      await expect(page.getByTestId('usage-warning')).toHaveCount(0);
      await openSection(page, 'Translate');
      await page.getByLabel('Into').selectOption('de');
      await expect(page.getByTestId('translate-style-unavailable')).toContainText('available only to Pro subscribers');

      // 17 of 20 characters: the meter warns (over 80%); then the limit is reached and a 456 points to it.
      await page.getByLabel('Source text').fill('Good morning, all');
      await page.getByRole('main').getByRole('button', { name: 'Translate', exact: true }).click();
      await expect(page.getByLabel('Translation', { exact: true })).not.toHaveValue('');
      await openSection(page, 'Settings');
      await expect(page.getByTestId('usage-warning')).toContainText('Over 80%');
      await expect(page.getByTestId('usage-compact')).toContainText('17 of 20 characters (85%)');
      await openSection(page, 'Translate');
      await page.getByLabel('Source text').fill('Good morning, everyone');
      await page.getByRole('main').getByRole('button', { name: 'Translate', exact: true }).click();
      await expect(page.getByRole('main')).toContainText('usage meter next to the account name in Settings');
      await snap(page, `public-${dialect}-quota`);
    });
  });
}
