// Client profiles, as a translator working for several clients meets them: against the public service's
// dialect, a profile is made from the account's glossary, style rule list and memory, picked once in
// Translate (which shows what it bundles and sends it in place of the separate IDs), and a profile deleted
// elsewhere is cleared with a sentence; against the spec's dialect, the screen says the service has none.
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { type Simulator, type SimulatorDialect, startSimulator } from '../src/simulator';
import { expect, openSection, type ShellProcess, snap, startShell, test } from './fixtures';

const KEYS = { pro: 'e2e-pro-key-0000-1111-2222', free: 'e2e-free-key-3333-4444-5555:fx', admin: 'e2e-admin-key-6666' };

async function startScene(
  dialect: SimulatorDialect,
): Promise<{ service: Simulator; shell: ShellProcess; stop(): Promise<void> }> {
  const service = await startSimulator({
    port: 0,
    dialect,
    authScheme: 'DeepL-Auth-Key',
    keys: KEYS,
    glossaryReadyDelayMs: 0,
  });
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

async function serviceCall<T>(service: Simulator, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${service.proUrl}${path}`, {
    method,
    headers: { authorization: `DeepL-Auth-Key ${KEYS.pro}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
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

let scene: Awaited<ReturnType<typeof startScene>> | undefined;
test.afterEach(async () => {
  await scene?.stop();
  scene = undefined;
});

test('a client profile is made, picked in Translate, and cleared when deleted elsewhere (public dialect)', async ({
  page,
}) => {
  scene = await startScene('public');
  await serviceCall(scene.service, 'POST', '/v3/glossaries', {
    name: 'ACME terms',
    dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'contract\tKontrakt', entries_format: 'tsv' }],
  });
  await serviceCall(scene.service, 'POST', '/v3/style_rules', { name: 'ACME German', language: 'de' });
  await page.goto(scene.shell.url);
  await addAccount(page);

  await openSection(page, 'Client profiles');
  await page.getByRole('button', { name: 'New profile' }).click();
  const form = page.getByRole('form', { name: 'New client profile' });
  await form.getByLabel('Profile name').fill('ACME');
  // Ticked, a glossary moves into the ordered list (a new element), so it is clicked and then checked for.
  await form.getByRole('checkbox', { name: 'ACME terms' }).click();
  await expect(form.getByRole('checkbox', { name: 'ACME terms' })).toBeChecked();
  await form.getByLabel('Legal (from EN)').check();
  await snap(page, 'client-profiles-form');
  await form.getByRole('button', { name: 'Save profile' }).click();
  // Once made, the profile is in the list and its form turns into the edit form.
  await expect(page.getByRole('form', { name: 'Edit client profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ACME', exact: true })).toBeVisible();
  const [profile] = (await serviceCall<{ style_profiles: { style_profile_id: string; name: string }[] }>(
    scene.service,
    'GET',
    '/v3/style_profiles',
  ))!.style_profiles;
  expect(profile?.name).toBe('ACME');

  await openSection(page, 'Translate');
  await page.getByLabel('From').selectOption('en');
  await page.getByLabel('Into').selectOption('de');
  await page.getByLabel('Client profile').selectOption({ label: 'ACME' });
  await expect(page.getByTestId('profile-bundle')).toContainText('ACME terms');
  await expect(page.getByTestId('profile-bundle')).toContainText('Legal');
  await page.getByLabel('Source text').fill('The contract is signed.');
  await page.getByRole('main').getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(page.getByLabel('Translation', { exact: true })).toHaveValue(/Kontrakt/);
  const sent = scene.service.control.requests().filter((r) => r.path === '/v2/translate');
  expect(sent.length).toBeGreaterThan(0);
  await snap(page, 'client-profiles-translate');
  // The two screens at the sizes and themes a person uses, for a person to look at.
  for (const [width, height] of [
    [1366, 768],
    [1024, 640],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await snap(page, `client-profiles-translate-${width}-${scheme}`);
      await openSection(page, 'Client profiles');
      await page.getByRole('button', { name: 'ACME', exact: true }).click();
      await snap(page, `client-profiles-${width}-${scheme}`);
      await openSection(page, 'Translate');
    }
  }

  // Deleted in another app: the next visit clears the choice and says so.
  await serviceCall(scene.service, 'DELETE', `/v3/style_profiles/${profile!.style_profile_id}`);
  await openSection(page, 'Client profiles');
  await openSection(page, 'Translate');
  await expect(page.getByRole('alert').filter({ hasText: 'The client profile "ACME" no longer exists' })).toBeVisible();
});

test('the spec dialect has no client profiles, and the screen says so', async ({ page }) => {
  scene = await startScene('spec');
  await page.goto(scene.shell.url);
  await addAccount(page);
  await openSection(page, 'Client profiles');
  await expect(page.getByText('This service does not offer client profiles')).toBeVisible();
});
