// The secret store with the real keytar and a real Secret Service (run by `npm run test:keychain`, which
// wraps vitest in scripts/with-keychain.sh: a private D-Bus session with an unlocked GNOME Keyring).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadKeytar } from './keytarLoader';
import { KEYCHAIN_SERVICE, SecretStore } from './secretStore';

const API_KEY = 'a1b2c3d4-0000-4000-8000-00000000beef';
const ADMIN_KEY = 'admin-9f8e7d6c-1111-4111-8111-00000000cafe';
const apiKey = { accountId: 'work', kind: 'apiKey' as const };
const adminKey = { accountId: 'work', kind: 'adminKey' as const };

let dir: string;
beforeAll(async () => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS'])
    throw new Error('Run through `npm run test:keychain` (scripts/with-keychain.sh).');
  dir = await mkdtemp(join(tmpdir(), 'glossa-keychain-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('keys in the OS keychain', () => {
  it('stores the API key and the admin key separately under the service "Glossa", and nothing on disk', async () => {
    const store = new SecretStore({ userDataDir: dir });
    expect(await store.save(apiKey, API_KEY)).toEqual({ state: 'stored', masked: '••••beef', storage: 'keychain' });
    expect(await store.save(adminKey, ADMIN_KEY)).toEqual({ state: 'stored', masked: '••••cafe', storage: 'keychain' });
    const keytar = await loadKeytar();
    expect(await keytar.getPassword(KEYCHAIN_SERVICE, 'work:apiKey')).toBe(API_KEY);
    expect(await keytar.getPassword(KEYCHAIN_SERVICE, 'work:adminKey')).toBe(ADMIN_KEY);
    expect(await readdir(dir)).toEqual([]);
  });

  it('a restarted app finds both keys again, and shows only their masked forms', async () => {
    const store = new SecretStore({ userDataDir: dir });
    expect(await store.status(apiKey)).toEqual({ state: 'stored', masked: '••••beef', storage: 'keychain' });
    expect(await store.status(adminKey)).toEqual({ state: 'stored', masked: '••••cafe', storage: 'keychain' });
    expect(await store.reveal(apiKey)).toBe(API_KEY);
    expect(await store.reveal(adminKey)).toBe(ADMIN_KEY);
  });

  it('replacing a key overwrites it; removing one key leaves the other', async () => {
    const store = new SecretStore({ userDataDir: dir });
    await store.save(apiKey, 'replaced-key-0000-0000-0000-00000000f00d');
    await store.remove(adminKey);
    const restarted = new SecretStore({ userDataDir: dir });
    expect(await restarted.status(apiKey)).toMatchObject({ state: 'stored', masked: '••••f00d' });
    expect(await restarted.status(adminKey)).toEqual({ state: 'missing' });
    await restarted.remove(apiKey);
    expect(await new SecretStore({ userDataDir: dir }).status(apiKey)).toEqual({ state: 'missing' });
  });

  it('reports a working keychain after a check', async () => {
    expect(await new SecretStore({ userDataDir: dir }).checkKeychain()).toEqual({ usable: true });
  });

  it('a session-only key replaces the keychain copy, so the old key does not come back after a restart', async () => {
    const store = new SecretStore({ userDataDir: dir });
    await store.save(apiKey, API_KEY);
    await store.save(apiKey, 'session-key-0000-0000-0000-000000001234', 'session');
    expect(await store.reveal(apiKey)).toBe('session-key-0000-0000-0000-000000001234');
    expect(await new SecretStore({ userDataDir: dir }).status(apiKey)).toEqual({ state: 'missing' });
  });
});
