// For the e2e tests of the text screens: a simulator the test owns, used by the browser shell as its offline
// demo (so the test can set up glossaries or keys through the service itself), and a Free account added the
// way a user adds one in Settings.
import type { Page } from '@playwright/test';
import { type Simulator, type SimulatorDialect, type SimulatorOptions, startSimulator } from '../src/simulator';
import { expect, openSection, type ShellProcess, startShell } from './fixtures';

export interface DemoOnSimulator {
  service: Simulator;
  shell: ShellProcess;
  stop(): Promise<void>;
}

/** The environment that makes a browser shell's offline demo use this simulator (and its keys). */
export const demoEnv = (service: Simulator): Record<string, string> => ({
  GLOSSA_DEMO_SIMULATOR: JSON.stringify({ pro_url: service.proUrl, free_url: service.freeUrl, keys: service.keys }),
});

/** A browser shell in offline-demo mode whose demo service is a simulator this test controls. */
export async function startShellOnSimulator(
  env: Record<string, string> = {},
  options: { userDataDir?: string; dialect?: SimulatorDialect; simulator?: SimulatorOptions } = {},
): Promise<DemoOnSimulator> {
  const { dialect = 'spec', simulator, ...shellOptions } = options;
  const service = await startSimulator({ port: 0, glossaryReadyDelayMs: 0, dialect, ...simulator });
  const shell = await startShell({ env: { ...demoEnv(service), ...env }, ...shellOptions });
  return {
    service,
    shell,
    stop: async () => {
      await shell.stop();
      await service.close();
    },
  };
}

/** Calls the service as another program would (setting the scene, not the app under test). */
export async function serviceCall<T>(
  service: Simulator,
  method: string,
  path: string,
  body?: unknown,
  key = service.keys.pro,
): Promise<T> {
  const response = await fetch(`${service.proUrl}${path}`, {
    method,
    headers: { authorization: `${service.authScheme} ${key}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface NewAccount {
  name: string;
  plan: 'Pro' | 'Free';
  /** The scheme word under Advanced; the simulator's (`Service-Auth-Key`) unless told. */
  authScheme?: string;
  baseUrl: string;
  key: string;
}

/** Fills Settings' open "Add an account" form (with a custom address) and presses "Check and add". */
export async function submitNewAccount(page: Page, options: NewAccount): Promise<void> {
  const form = page.getByRole('form', { name: 'Add an account' });
  await form.getByLabel('Account name').fill(options.name);
  await form.getByRole('radio', { name: options.plan }).check();
  await form.getByLabel('Service address').selectOption('custom');
  await form.getByLabel('Custom base URL').fill(options.baseUrl);
  // The simulator speaks the spec's scheme word; a custom address starts with the public service's.
  await form.getByText('Advanced').click();
  await form.getByLabel('Scheme word').fill(options.authScheme ?? 'Service-Auth-Key');
  await form.getByLabel('API key').fill(options.key);
  await form.getByRole('button', { name: 'Check and add' }).click();
}

/**
 * Adds an account in Settings with its key kept for this session (the shell runs without a keychain), as a
 * user does; it becomes the active account.
 */
export async function addAccountInSettings(page: Page, options: NewAccount): Promise<void> {
  await openSection(page, 'Settings');
  const adding = page.getByRole('button', { name: 'Add an account' });
  if (await adding.isVisible()) await adding.click();
  await submitNewAccount(page, options);
  await page
    .getByRole('form', { name: 'Add an account' })
    .getByRole('button', { name: 'Keep the key for this session only' })
    .click();
  await expect(page.getByTestId('account-row').filter({ hasText: options.name })).toBeVisible();
}

/** A shell without a keychain: keys are kept for the session only (the user's choice in Settings). */
export const NO_KEYCHAIN = { DBUS_SESSION_BUS_ADDRESS: '' };
