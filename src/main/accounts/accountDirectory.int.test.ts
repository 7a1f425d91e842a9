// Accounts against a real simulator on 127.0.0.1: keys are checked before they are stored, a key of the
// other plan is recognised, switching is one call, and no state a window receives ever holds a key.
// The keychain is made unusable here (keytar "missing"), so keys are kept for the session as the user
// would choose; the real keychain is covered by src/main/secrets/*.keychain.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountsState, RegionTable } from '../../shared/calls/accounts';
import { type Simulator, startSimulator } from '../../simulator';
import { request } from 'undici';
import { SecretStore } from '../secrets/secretStore';
import { SettingsStore } from '../settings/settingsStore';
import { AccountDirectory } from './accountDirectory';
import { OfflineDemo } from './offlineDemo';

const KEYS = {
  pro: 'pro-key-1111-2222-3333-aaaa',
  free: 'free-key-4444-5555-6666:fx',
  admin: 'admin-key-7777-8888-9999-bbbb',
};
const region = { kind: 'region', region: 'global' } as const;

let simulator: Simulator;
let regions: RegionTable;
let dir: string;
let accounts: AccountDirectory;
let emitted: AccountsState[];

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, keys: KEYS });
  regions = {
    global: { label: 'Test', pro: simulator.proUrl, free: simulator.freeUrl, authScheme: simulator.authScheme },
  };
});
afterAll(async () => {
  await simulator.close();
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'glossa-accounts-'));
  const secrets = new SecretStore({
    userDataDir: dir,
    loadKeytar: () => Promise.reject(new Error('keytar.node is missing')),
  });
  accounts = new AccountDirectory({
    settings: await SettingsStore.open(dir),
    secrets,
    demo: new OfflineDemo(dir, ({ dataDir }) => startSimulator({ port: 0, dataDir })),
    regions,
  });
  emitted = [];
  accounts.onChange((state) => emitted.push(state));
});
afterEach(async () => {
  await accounts.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** An admin request straight to the simulator, as the service's self-admin area would make it. */
async function adminCall(method: 'POST' | 'PUT', path: string, body: object): Promise<string> {
  const response = await request(`${simulator.proUrl}${path}`, {
    method,
    headers: { authorization: `${simulator.authScheme} ${KEYS.admin}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(200);
  return ((await response.body.json()) as { key_id: string }).key_id;
}

const expectNoKeys = (value: unknown) => {
  const text = JSON.stringify(value);
  for (const key of Object.values(KEYS)) expect(text).not.toContain(key);
};

describe('with no account, the offline demo is the connection', () => {
  it('says so, and its client reaches the in-process simulator with the demo key', async () => {
    expect((await accounts.state()).demo).toBe(true);
    const connection = await accounts.current();
    expect(connection).toMatchObject({ accountId: 'demo', demo: true, plan: 'pro' });
    expect(connection.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const languages = await (await accounts.client()).languages.list('translate_text');
    expect(languages.some((l) => l.usable_as_target)).toBe(true);
  });
});

describe('adding an account', () => {
  it('checks the key with the service, stores it, makes the account active and leaves the demo', async () => {
    const state = await accounts.add({
      name: 'Work',
      plan: 'pro',
      endpoint: region,
      apiKey: KEYS.pro,
      storage: 'session',
    });
    expect(state.demo).toBe(false);
    expect(state.accounts).toHaveLength(1);
    expect(state.accounts[0]).toMatchObject({
      name: 'Work',
      plan: 'pro',
      baseUrl: simulator.proUrl,
      apiKey: { state: 'stored', masked: '••••aaaa', storage: 'session' },
    });
    // With the keychain unusable, Glossa cannot know whether an admin key is stored: it says so.
    expect(state.accounts[0]!.adminKey.state).toBe('unreadable');
    expect(state.activeAccountId).toBe(state.accounts[0]!.id);
    expect(await accounts.current()).toMatchObject({ name: 'Work', demo: false, baseUrl: simulator.proUrl });
    expect((await (await accounts.client()).languages.list('glossary')).length).toBeGreaterThan(0);
    expect(emitted.at(-1)).toEqual(state);
    expectNoKeys([state, emitted]);
    expectNoKeys(await readFile(join(dir, 'settings.json'), 'utf8'));
  });

  it('reads the plan from the key: a Free key (":fx") chosen under Pro is added as API Free, not refused', async () => {
    const saved = await accounts.add({
      name: 'Mine',
      plan: 'pro',
      endpoint: region,
      apiKey: KEYS.free,
      storage: 'session',
    });
    expect(saved.accounts[0]).toMatchObject({ plan: 'free', baseUrl: simulator.freeUrl });
    expect((await accounts.current()).baseUrl).toBe(simulator.freeUrl);
  });

  it('on a custom address, where the key cannot say its plan, a key of the other plan is still refused', async () => {
    const custom = { kind: 'custom', baseUrl: simulator.proUrl, authScheme: simulator.authScheme } as const;
    await expect(
      accounts.add({ name: 'Mine', plan: 'pro', endpoint: custom, apiKey: KEYS.free, storage: 'session' }),
    ).rejects.toMatchObject({ kind: 'auth' });
    expect((await accounts.state()).accounts).toEqual([]);
  });

  it('a custom address sends its own scheme word, and a wrong one is refused with what to check', async () => {
    const wrongWord = { kind: 'custom', baseUrl: simulator.proUrl, authScheme: 'DeepL-Auth-Key' } as const;
    await expect(
      accounts.add({ name: 'Lab', plan: 'pro', endpoint: wrongWord, apiKey: KEYS.pro, storage: 'session' }),
    ).rejects.toMatchObject({
      kind: 'auth',
      nextStep: expect.stringMatching(/scheme word/),
    });
    const saved = await accounts.add({
      name: 'Lab',
      plan: 'pro',
      endpoint: { ...wrongWord, authScheme: simulator.authScheme },
      apiKey: KEYS.pro,
      storage: 'session',
    });
    expect(saved.accounts[0]?.endpoint).toEqual({
      kind: 'custom',
      baseUrl: simulator.proUrl,
      authScheme: simulator.authScheme,
    });
    expect((await (await accounts.client()).languages.list('translate_text')).length).toBeGreaterThan(0);
  });

  it('an address nobody answers at gives a sentence naming it and what to check, and stores nothing', async () => {
    const nowhere = { kind: 'custom', baseUrl: 'http://127.0.0.1:9', authScheme: simulator.authScheme } as const;
    await expect(
      accounts.add({ name: 'Gone', plan: 'pro', endpoint: nowhere, apiKey: KEYS.pro, storage: 'session' }),
    ).rejects.toMatchObject({
      kind: 'network',
      uiMessage: { id: 'accounts.keyCheck.unreachable', values: { address: 'http://127.0.0.1:9' } },
      uiNextStep: { id: 'accounts.keyCheck.unreachable.nextStep' },
      message: 'Glossa could not reach the service at http://127.0.0.1:9.',
    });
    expect((await accounts.state()).accounts).toEqual([]);
  });

  it('refuses a key the service does not know, and stores nothing', async () => {
    await expect(
      accounts.add({ name: 'Typo', plan: 'pro', endpoint: region, apiKey: 'not-a-real-key-0000', storage: 'session' }),
    ).rejects.toMatchObject({
      kind: 'auth',
      uiMessage: { id: 'accounts.keyCheck.refused', values: { address: simulator.proUrl, plan: 'API Pro' } },
      uiNextStep: { id: 'accounts.keyCheck.refused.nextStep' },
    });
    expect((await accounts.state()).accounts).toEqual([]);
  });

  it('when the keychain cannot be used it says why, creates nothing, and the session-only choice then works', async () => {
    const error = await accounts
      .add({ name: 'Work', plan: 'pro', endpoint: region, apiKey: KEYS.pro, storage: 'keychain' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'keychain',
      message: expect.stringMatching(/keychain component could not be loaded/),
    });
    const state = await accounts.state();
    expect(state.accounts).toEqual([]);
    expect(state.keychain).toMatchObject({
      usable: false,
      cause: 'keytarMissing',
      fallbacks: [
        { storage: 'session', offered: true },
        { storage: 'encrypted', offered: false },
      ],
    });
    await accounts.add({ name: 'Work', plan: 'pro', endpoint: region, apiKey: KEYS.pro, storage: 'session' });
    expect((await accounts.state()).accounts[0]!.apiKey.storage).toBe('session');
  });

  it('refuses a second account with the same name', async () => {
    await accounts.add({ name: 'Work', plan: 'pro', endpoint: region, apiKey: KEYS.pro, storage: 'session' });
    await expect(
      accounts.add({ name: 'work', plan: 'free', endpoint: region, apiKey: KEYS.free, storage: 'session' }),
    ).rejects.toMatchObject({ fields: [{ field: 'name' }] });
  });
});

describe('switching, replacing and removing', () => {
  it('switches the connection with one call', async () => {
    const first = await accounts.add({
      name: 'Agency',
      plan: 'pro',
      endpoint: region,
      apiKey: KEYS.pro,
      storage: 'session',
    });
    const second = await accounts.add({
      name: 'Personal',
      plan: 'free',
      endpoint: { kind: 'custom', baseUrl: simulator.freeUrl, authScheme: simulator.authScheme },
      apiKey: KEYS.free,
      storage: 'session',
    });
    const agency = first.accounts[0]!.id;
    const personal = second.accounts[1]!.id;
    expect(second.activeAccountId).toBe(agency);
    await accounts.activate({ accountId: personal });
    expect(await accounts.current()).toMatchObject({ name: 'Personal', plan: 'free', baseUrl: simulator.freeUrl });
    expect((await accounts.client()).baseUrl).toBe(simulator.freeUrl);
    await accounts.activate({ accountId: agency });
    expect((await accounts.client()).baseUrl).toBe(simulator.proUrl);
  });

  it('replacing a key checks the new one, and the client uses it from then on', async () => {
    const developerKey = await adminCall('POST', '/v2/admin/developer-keys', { label: 'replacement' });
    const {
      accounts: [account],
    } = await accounts.add({ name: 'Work', plan: 'pro', endpoint: region, apiKey: KEYS.pro, storage: 'session' });
    const before = await accounts.client();
    await expect(
      accounts.setKey({ accountId: account!.id, kind: 'apiKey', key: 'wrong-key-0000-0000', storage: 'session' }),
    ).rejects.toMatchObject({ kind: 'auth' });
    expect(await accounts.client()).toBe(before);
    const state = await accounts.setKey({
      accountId: account!.id,
      kind: 'apiKey',
      key: developerKey,
      storage: 'session',
    });
    expect(state.accounts[0]!.apiKey.masked).toBe(`••••${developerKey.slice(-4)}`);
    const after = await accounts.client();
    expect(after).not.toBe(before);
    await after.languages.list('voice');
    // Proof that the client sends the new key: once it is deactivated, the client is refused.
    await adminCall('PUT', '/v2/admin/developer-keys/deactivate', { key_id: developerKey });
    await expect(after.languages.list('write')).rejects.toMatchObject({ kind: 'auth' });
    expectNoKeys(state);
    expect(JSON.stringify(state)).not.toContain(developerKey);
  });

  it('an admin key is checked on the admin endpoints and kept apart from the API key', async () => {
    const {
      accounts: [account],
    } = await accounts.add({ name: 'Work', plan: 'pro', endpoint: region, apiKey: KEYS.pro, storage: 'session' });
    await expect(
      accounts.setKey({ accountId: account!.id, kind: 'adminKey', key: KEYS.pro, storage: 'session' }),
    ).rejects.toMatchObject({
      kind: 'auth',
      uiMessage: { id: 'accounts.keyCheck.adminRefused' },
      uiNextStep: { id: 'accounts.keyCheck.adminRefused.nextStep' },
    });
    const state = await accounts.setKey({
      accountId: account!.id,
      kind: 'adminKey',
      key: KEYS.admin,
      storage: 'session',
    });
    expect(state.accounts[0]).toMatchObject({
      apiKey: { masked: '••••aaaa' },
      adminKey: { state: 'stored', masked: '••••bbbb' },
    });
    expect(Array.isArray(await (await accounts.adminClient()).admin.listKeys())).toBe(true);
    const removed = await accounts.removeKey({ accountId: account!.id, kind: 'adminKey' });
    expect(removed.accounts[0]!.adminKey).toEqual({ state: 'missing' });
    await expect(accounts.adminClient()).rejects.toMatchObject({
      kind: 'auth',
      uiMessage: { id: 'accounts.error.noAdminKey', values: { name: 'Work' } },
      uiNextStep: { id: 'accounts.error.noAdminKey.nextStep' },
    });
  });

  it('a new key of the other plan switches the account to the plan the key names', async () => {
    const {
      accounts: [account],
    } = await accounts.add({ name: 'Work', plan: 'pro', endpoint: region, apiKey: KEYS.pro, storage: 'session' });
    const state = await accounts.setKey({ accountId: account!.id, kind: 'apiKey', key: KEYS.free, storage: 'session' });
    expect(state.accounts[0]).toMatchObject({
      plan: 'free',
      baseUrl: simulator.freeUrl,
      apiKey: { masked: `••••${KEYS.free.slice(-4)}` },
    });
    expect((await accounts.client()).baseUrl).toBe(simulator.freeUrl);
  });

  it('changing the plan is checked with the stored key', async () => {
    const {
      accounts: [account],
    } = await accounts.add({ name: 'Work', plan: 'pro', endpoint: region, apiKey: KEYS.pro, storage: 'session' });
    await expect(accounts.update({ accountId: account!.id, plan: 'free' })).rejects.toMatchObject({
      fields: [
        {
          field: 'plan',
          message: 'This key belongs to API Pro, not API Free.',
          uiMessage: { id: 'accounts.keyCheck.otherPlan', values: { other: 'API Pro', chosen: 'API Free' } },
        },
      ],
      uiNextStep: { id: 'accounts.keyCheck.otherPlan.nextStep', values: { other: 'API Pro' } },
    });
    const renamed = await accounts.update({ accountId: account!.id, name: 'Agency' });
    expect(renamed.accounts[0]).toMatchObject({ name: 'Agency', plan: 'pro' });
  });

  it("renaming refuses another account's name whatever its casing, and may change the casing of its own", async () => {
    await accounts.add({ name: 'Work', plan: 'pro', endpoint: region, apiKey: KEYS.pro, storage: 'session' });
    const added = await accounts.add({
      name: 'Home',
      plan: 'free',
      endpoint: region,
      apiKey: KEYS.free,
      storage: 'session',
    });
    const home = added.accounts.find((a) => a.name === 'Home')!;
    await expect(accounts.update({ accountId: home.id, name: 'WORK' })).rejects.toMatchObject({
      fields: [{ field: 'name', uiMessage: { id: 'accounts.error.nameTaken', values: { name: 'WORK' } } }],
    });
    const renamed = await accounts.update({ accountId: home.id, name: 'HOME' });
    expect(renamed.accounts.map((a) => a.name)).toEqual(['Work', 'HOME']);
  });

  it('remembers the glossary per language pair for the active account, variants included', async () => {
    await expect(
      accounts.chooseGlossary({ sourceLang: 'en', targetLang: 'de', glossaryId: 'g-1' }),
    ).rejects.toMatchObject({ kind: 'validation' });
    await accounts.add({ name: 'Work', plan: 'pro', endpoint: region, apiKey: KEYS.pro, storage: 'session' });
    const state = await accounts.chooseGlossary({ sourceLang: 'EN-gb', targetLang: 'de', glossaryId: 'g-1' });
    expect(state.accounts[0]!.glossaryByPair).toEqual({ 'en>de': 'g-1' });
    expect(accounts.glossaryFor('en-US', 'DE')).toBe('g-1');
    expect(accounts.glossaryFor('de', 'en')).toBeUndefined();
    await accounts.chooseGlossary({ sourceLang: 'en', targetLang: 'de', glossaryId: null });
    expect(accounts.glossaryFor('en', 'de')).toBeUndefined();
  });

  it('removing the last account removes its keys and brings back the offline demo', async () => {
    const {
      accounts: [account],
    } = await accounts.add({ name: 'Work', plan: 'pro', endpoint: region, apiKey: KEYS.pro, storage: 'session' });
    const state = await accounts.remove({ accountId: account!.id });
    expect(state).toMatchObject({ accounts: [], activeAccountId: null, demo: true });
    expect((await accounts.current()).demo).toBe(true);
  });
});

describe('settings from an older version', () => {
  it('a version-2 settings file with a custom address goes on working: the account keeps the scheme word it was sent', async () => {
    const old = await mkdtemp(join(tmpdir(), 'glossa-accounts-old-'));
    try {
      const account = {
        id: 'lab',
        name: 'Lab',
        plan: 'pro',
        endpoint: { kind: 'custom', baseUrl: simulator.proUrl },
        glossaryByPair: {},
      };
      await writeFile(
        join(old, 'settings.json'),
        JSON.stringify({ version: 2, theme: 'dark', accounts: [account], activeAccountId: 'lab' }),
      );
      const secrets = new SecretStore({
        userDataDir: old,
        loadKeytar: () => Promise.reject(new Error('keytar.node is missing')),
      });
      const settings = await SettingsStore.open(old);
      const directory = new AccountDirectory({
        settings,
        secrets,
        demo: new OfflineDemo(old, () => Promise.reject(new Error('no demo'))),
        regions,
        env: {},
      });
      try {
        await directory.setKey({ accountId: 'lab', kind: 'apiKey', key: KEYS.pro, storage: 'session' });
        const state = await directory.state();
        expect(state.accounts[0]).toMatchObject({
          name: 'Lab',
          endpoint: { kind: 'custom', baseUrl: simulator.proUrl, authScheme: 'Service-Auth-Key' },
        });
        expect((await (await directory.client()).languages.list('translate_text')).length).toBeGreaterThan(0);
        // The next change writes the file in the new version.
        await directory.activate({ accountId: 'lab' });
        expect(JSON.parse(await readFile(join(old, 'settings.json'), 'utf8'))).toMatchObject({
          version: 3,
          theme: 'dark',
          accounts: [{ endpoint: { authScheme: 'Service-Auth-Key' } }],
        });
      } finally {
        await directory.dispose();
      }
    } finally {
      await rm(old, { recursive: true, force: true });
    }
  });
});

describe('the proxy of Settings', () => {
  it('is stored, shown as host:port without its credentials, and refused when it is not an address', async () => {
    const state = await accounts.setProxy({ proxyUrl: 'http://ana:s3cret-pass@proxy.example.com:3128' });
    expect(state.proxy).toEqual({ source: 'settings', label: 'proxy.example.com:3128', hasCredentials: true });
    expect(JSON.stringify([state, emitted])).not.toContain('s3cret-pass');
    await expect(accounts.setProxy({ proxyUrl: 'ftp://nowhere' })).rejects.toMatchObject({
      kind: 'validation',
      fields: [{ field: 'proxyUrl' }],
    });
    expect((await accounts.setProxy({ proxyUrl: null })).proxy.source).not.toBe('settings');
  });

  it('keeps its credentials with the keys, never in the settings file, and sends them to the proxy', async () => {
    await accounts.setProxy({ proxyUrl: 'http://ana:s3cret%20pass@proxy.example.com:3128' });
    const file = await readFile(join(dir, 'settings.json'), 'utf8');
    expect(file).not.toContain('s3cret');
    expect(JSON.parse(file).network).toEqual({ proxyUrl: 'http://proxy.example.com:3128/', proxyCredentials: true });
    expect((await accounts.proxyConfig()).proxyUrl).toBe('http://ana:s3cret%20pass@proxy.example.com:3128/');
    // A proxy without credentials forgets the old ones.
    await accounts.setProxy({ proxyUrl: 'proxy.example.com:8080' });
    expect((await accounts.proxyConfig()).proxyUrl).toBe('http://proxy.example.com:8080/');
  });

  it('is stored without its path, query or fragment: a ?token= in the address never reaches settings.json', async () => {
    await accounts.setProxy({ proxyUrl: 'http://proxy.example.com:3128/route?token=t0ps3cret#frag' });
    const file = await readFile(join(dir, 'settings.json'), 'utf8');
    expect(file).not.toContain('t0ps3cret');
    expect(file).not.toContain('frag');
    expect(JSON.parse(file).network).toEqual({ proxyUrl: 'http://proxy.example.com:3128/', proxyCredentials: false });
    expect((await accounts.proxyConfig()).proxyUrl).toBe('http://proxy.example.com:3128/');
  });

  it('finds its credentials in the keychain after a restart', async () => {
    const keychain = new Map<string, string>();
    const keytar = async () => ({
      getPassword: async (_service: string, account: string) => keychain.get(account) ?? null,
      setPassword: async (_service: string, account: string, password: string) => void keychain.set(account, password),
      deletePassword: async (_service: string, account: string) => keychain.delete(account),
    });
    const open = async () =>
      new AccountDirectory({
        settings: await SettingsStore.open(dir),
        secrets: new SecretStore({ userDataDir: dir, loadKeytar: keytar }),
        demo: new OfflineDemo(dir, () => Promise.reject(new Error('no demo here'))),
        regions,
      });
    const first = await open();
    await first.setProxy({ proxyUrl: 'http://ana:s3cret@proxy.example.com:3128' });
    await first.dispose();
    expect([...keychain.values()]).toEqual(['ana:s3cret']);
    const again = await open();
    try {
      expect((await again.proxyConfig()).proxyUrl).toBe('http://ana:s3cret@proxy.example.com:3128/');
    } finally {
      await again.dispose();
    }
  });

  it('written by an older version with its credentials in the file, moves them out at first use', async () => {
    await accounts.dispose();
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ version: 3, network: { proxyUrl: 'http://ana:s3cret@proxy.example.com:3128' } }),
    );
    accounts = new AccountDirectory({
      settings: await SettingsStore.open(dir),
      secrets: new SecretStore({
        userDataDir: dir,
        loadKeytar: () => Promise.reject(new Error('keytar.node is missing')),
      }),
      demo: new OfflineDemo(dir, () => Promise.reject(new Error('no demo here'))),
      regions,
    });
    expect((await accounts.proxyConfig()).proxyUrl).toBe('http://ana:s3cret@proxy.example.com:3128/');
    expect(await readFile(join(dir, 'settings.json'), 'utf8')).not.toContain('s3cret');
  });
});
