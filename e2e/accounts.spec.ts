// Accounts and keys, as a user meets them: the first start in the offline demo, adding a real key that is
// checked and kept in the OS keychain, using and replacing it, a keychain that cannot be used, and
// switching accounts. Every message the window receives is recorded: no key may ever be in one.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type Simulator, startSimulator } from '../src/simulator';
import { expect, snap, startShell, test } from './fixtures';
import { type KeychainSession, startKeychainSession } from './keychainSession';
import { submitNewAccount } from './textTools';

/** Records every WebSocket frame the page receives from main (and, to prove the recording works, sends). */
function recordMessages(page: Page): { received: string[]; sent: string[] } {
  const log = { received: [] as string[], sent: [] as string[] };
  page.on('websocket', (ws) => {
    ws.on('framereceived', (frame) => log.received.push(String(frame.payload)));
    ws.on('framesent', (frame) => log.sent.push(String(frame.payload)));
  });
  return log;
}

/** A developer key made by the service's admin API, as an admin would hand one out. */
async function createDeveloperKey(service: Simulator): Promise<string> {
  const response = await fetch(`${service.proUrl}/v2/admin/developer-keys`, {
    method: 'POST',
    headers: { authorization: `${service.authScheme} ${service.keys.admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ label: 'replacement' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { key_id: string }).key_id;
}

const translateRequests = (service: Simulator) =>
  service.control.requests().filter((r) => r.method === 'POST' && r.path === '/v2/translate');

test('first start opens on a welcome screen: add your API key, or explore the offline demo', async ({ app }) => {
  await expect(app.getByRole('main')).toHaveAccessibleName('Welcome');
  await expect(app.getByRole('heading', { name: 'Welcome to Glossa' })).toBeVisible();
  await snap(app, 'welcome');
  await app.getByRole('button', { name: 'Explore the offline demo' }).click();
  await expect(app.getByRole('main')).toHaveAccessibleName('Documents');

  // The choice is remembered: a reload opens the demo, not the welcome screen again.
  await app.reload();
  await expect(app.getByRole('main')).toHaveAccessibleName('Documents');
  await expect(app.getByRole('heading', { name: 'Welcome to Glossa' })).toHaveCount(0);
});

test('the welcome screen\'s "Add your API key" opens the form in Settings', async ({ app }) => {
  await app.getByRole('button', { name: 'Add your API key' }).click();
  await expect(app.getByRole('main')).toHaveAccessibleName('Settings');
  await expect(app.getByRole('form', { name: 'Add an account' })).toBeVisible();
});

test('first start with no account: the demo badge shows, and a translation round-trips through the in-process simulator', async ({
  app,
}) => {
  const badge = app.getByRole('link', { name: 'Offline demo: translations are simulated' });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(app.getByRole('main')).toHaveAccessibleName('Settings');
  await expect(app.getByTestId('demo-notice')).toContainText('Offline demo: translations are simulated.');
  // Adding a real key is one step from here: the form is already open.
  await expect(app.getByRole('form', { name: 'Add an account' })).toBeVisible();

  const trial = app.getByRole('form', { name: 'Try a translation' });
  await expect(trial.getByRole('heading')).toHaveText('Try a translation with the offline demo');
  // The sample sentence is whole in its field, at both sizes (it read "Good morning! The meet").
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1024, height: 640 },
  ]) {
    await app.setViewportSize(size);
    const sentence = trial.getByLabel('Try a sentence');
    await expect(sentence).toHaveValue('Good morning! The meeting starts at ten.');
    expect(await sentence.evaluate((input) => input.scrollWidth <= input.clientWidth), `${size.width}`).toBe(true);
  }
  await trial.getByLabel('Try a sentence').fill('Good morning, colleagues.');
  await expect(trial.getByLabel('Into')).toBeEnabled();
  await trial.getByLabel('Into').selectOption('de');
  await trial.getByRole('button', { name: 'Translate' }).click();
  const result = app.getByTestId('trial-result');
  await expect(result).not.toBeEmpty();
  expect(await result.textContent()).not.toBe('Good morning, colleagues.');
  await snap(app, 'settings-offline-demo');
});

test.describe('with the OS keychain', () => {
  let keychain: KeychainSession;
  let service: Simulator;
  test.beforeEach(async () => {
    keychain = await startKeychainSession();
    service = await startSimulator({ port: 0 });
  });
  test.afterEach(async () => {
    await service.close();
    await keychain.stop();
  });

  test('a key is added, used and replaced, and no message to the window ever carries it', async ({ page }) => {
    const shell = await startShell({ env: keychain.env });
    try {
      const messages = recordMessages(page);
      await page.goto(shell.url);
      await page.getByRole('button', { name: 'Settings' }).click();
      const firstKey = service.keys.pro;

      // Added: checked with the service, stored in the keychain, shown masked.
      await submitNewAccount(page, { name: 'Agency', plan: 'Pro', baseUrl: service.proUrl, key: firstKey });
      const row = page.getByTestId('account-row');
      await expect(row).toContainText('Agency');
      await expect(row.getByTestId('key-API key')).toHaveText(`••••${firstKey.slice(-4)} in the system keychain`);
      await expect(page.getByRole('link', { name: 'Offline demo: translations are simulated' })).toBeHidden();
      await expect(page.getByLabel('API key')).toHaveCount(0);

      // Used: a translation goes to the account's service with that key.
      const trial = page.getByRole('form', { name: 'Try a translation' });
      await expect(trial.getByRole('heading')).toHaveText('Try a translation with Agency');
      await trial.getByLabel('Into').selectOption('fr');
      await trial.getByRole('button', { name: 'Translate' }).click();
      await expect(page.getByTestId('trial-result')).not.toBeEmpty();
      expect(translateRequests(service)).toHaveLength(1);

      // Replaced: a wrong key is refused and changes nothing; the new key is checked and shown masked.
      const secondKey = await createDeveloperKey(service);
      await row.getByRole('button', { name: 'Replace API key' }).click();
      const editor = page.getByRole('form', { name: 'New API key for Agency' });
      await editor.getByLabel('New API key for Agency').fill('not-a-valid-key-000');
      await editor.getByRole('button', { name: 'Check and save API key' }).click();
      await expect(editor.getByRole('alert')).toContainText('refused this key');
      await editor.getByLabel('New API key for Agency').fill(secondKey);
      await editor.getByRole('button', { name: 'Check and save API key' }).click();
      await expect(row.getByTestId('key-API key')).toHaveText(`••••${secondKey.slice(-4)} in the system keychain`);
      await trial.getByRole('button', { name: 'Translate' }).click();
      await expect.poll(() => translateRequests(service).length).toBe(2);
      await snap(page, 'settings-account-keychain');

      // The key survives a restart of the app (it is in the keychain, not in the page or a file).
      await shell.stop();
      const restarted = await startShell({ env: keychain.env, userDataDir: shell.userDataDir });
      try {
        await page.goto(restarted.url);
        await page.getByRole('button', { name: 'Settings' }).click();
        await expect(page.getByTestId('key-API key')).toHaveText(`••••${secondKey.slice(-4)} in the system keychain`);
        expect(restarted.log.join('\n')).not.toContain(secondKey);
        expect(await page.content()).not.toContain(secondKey);
        // Removed: gone from the keychain; the account stays and asks for a key.
        await page.getByRole('button', { name: 'Remove API key' }).click();
        await expect(page.getByTestId('key-API key')).toHaveText('None');
        await page.getByRole('form', { name: 'Try a translation' }).getByRole('button', { name: 'Translate' }).click();
        await expect(page.getByRole('form', { name: 'Try a translation' }).getByRole('alert')).toContainText(
          'has no API key on this computer',
        );
      } finally {
        await restarted.stop();
      }

      expect(
        messages.sent.some((m) => m.includes(firstKey)),
        'the recording saw the key leave the window',
      ).toBe(true);
      expect(messages.received.length).toBeGreaterThan(10);
      expect(messages.received.some((m) => m.includes(`••••${secondKey.slice(-4)}`))).toBe(true);
      for (const key of [firstKey, secondKey]) {
        expect(messages.received.filter((m) => m.includes(key))).toEqual([]);
        expect(shell.log.join('\n')).not.toContain(key);
      }
    } finally {
      await shell.stop();
    }
  });
});

test('without a keychain the user is told why, keeps the key for this session only, and switches accounts in one click', async ({
  page,
}) => {
  const service = await startSimulator({ port: 0 });
  // An empty bus address: keytar finds no Secret Service.
  const shell = await startShell({ env: { DBUS_SESSION_BUS_ADDRESS: '' } });
  try {
    const messages = recordMessages(page);
    await page.goto(shell.url);
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('region', { name: 'Accounts and keys' }).getByRole('status')).toContainText(
      'No system keychain is running in this desktop session',
    );

    await submitNewAccount(page, { name: 'Agency', plan: 'Pro', baseUrl: service.proUrl, key: service.keys.pro });
    const problem = page.getByRole('form', { name: 'Add an account' }).getByRole('alert');
    await expect(problem).toContainText('The key was checked, but the system keychain cannot keep it now (see above).');
    // The keychain's problem is said once on the screen, and the key is still in its field.
    await expect(page.getByText('No system keychain is running in this desktop session')).toHaveCount(1);
    await expect(page.getByRole('form', { name: 'Add an account' }).getByLabel('API key')).toHaveValue(
      service.keys.pro,
    );
    await expect(problem).toContainText('Glossa never stores a key as plain text.');
    await expect(problem.getByRole('button', { name: 'Store it encrypted by the system' })).toBeDisabled();
    await snap(page, 'settings-keychain-unavailable');
    await problem.getByRole('button', { name: 'Keep the key for this session only' }).click();
    await expect(page.getByTestId('key-API key')).toHaveText(`••••${service.keys.pro.slice(-4)} for this session only`);
    // An admin key Glossa cannot look up is not reported as an error (none may ever have been set).
    await expect(page.getByTestId('key-Admin key')).toHaveText('Not known while the system keychain cannot be read');
    await expect(page.getByTestId('key-Admin key').locator('.field-error')).toHaveCount(0);

    // A second account, on the Free plan: a Free key with the Pro plan chosen is recognised.
    await page.getByRole('button', { name: 'Add an account' }).click();
    await submitNewAccount(page, { name: 'Personal', plan: 'Free', baseUrl: service.freeUrl, key: service.keys.free });
    await page
      .getByRole('form', { name: 'Add an account' })
      .getByRole('button', { name: 'Keep the key for this session only' })
      .click();
    const rows = page.getByTestId('account-row');
    await expect(rows).toHaveCount(2);

    // One click switches: the next translation goes to the Free address.
    const trial = page.getByRole('form', { name: 'Try a translation' });
    await expect(trial.getByRole('heading')).toHaveText('Try a translation with Agency');
    await rows.nth(1).getByRole('radio').click();
    await expect(rows.nth(1).getByRole('radio')).toBeChecked();
    await expect(trial.getByRole('heading')).toHaveText('Try a translation with Personal');
    await trial.getByRole('button', { name: 'Translate' }).click();
    await expect(page.getByTestId('trial-result')).not.toBeEmpty();
    expect(translateRequests(service).map((r) => r.plan)).toEqual(['free']);

    for (const key of [service.keys.pro, service.keys.free])
      expect(messages.received.filter((m) => m.includes(key))).toEqual([]);
  } finally {
    await shell.stop();
    await service.close();
  }
});

test('an output folder that does not exist is caught in Settings, with the offer to create it', async ({ app }) => {
  const parent = mkdtempSync(join(tmpdir(), 'glossa-e2e-outfolder-'));
  try {
    await app.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Settings' }).click();
    const folder = app.getByLabel('Output folder for translated documents');
    const status = app.getByTestId('output-folder-status');
    const wanted = join(parent, 'Translations');
    await folder.fill(wanted);
    await expect(status).toContainText('This folder does not exist yet.');
    await expect(folder).toHaveAttribute('aria-invalid', 'true');
    await snap(app, 'settings-output-folder-missing');
    await status.getByRole('button', { name: 'Create this folder' }).click();
    await expect(status).toHaveText('✓ Translations can be saved here.');
    expect(statSync(wanted).isDirectory()).toBe(true);
    await folder.fill('relative/folder');
    await expect(status).toContainText('Give the full path of the folder');
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});

test('in German and French at 1024×640, the offline demo’s sample sentence is whole in its field', async ({ app }) => {
  await app.setViewportSize({ width: 1024, height: 640 });
  for (const language of ['de', 'fr']) {
    await app.locator('nav button[data-section="settings"]').click();
    await app.locator('section[aria-labelledby="language-heading"] select').selectOption(language);
    await expect(app.locator('html')).toHaveAttribute('lang', language);
    const sentence = app.locator('form.trial input[type="text"]');
    await expect(sentence).not.toHaveValue('');
    expect(await sentence.evaluate((input) => input.scrollWidth <= input.clientWidth), language).toBe(true);
  }
});
