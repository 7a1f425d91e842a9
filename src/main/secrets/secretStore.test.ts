// The secret store without a keychain: what happens when keytar cannot even load, and the fallbacks the
// user can choose then. The real keychain is exercised in secretStore.keychain.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { isGlossaError } from '../../shared/errors';
import type { SecretEncryption, SecretEncryptionStatus } from '../host';
import { SecretStore } from './secretStore';

const KEY = 'c0ffee00-1234-5678-9abc-def012345678';
const apiKey = { accountId: 'acc-1', kind: 'apiKey' as const };
const missingKeytar = () => Promise.reject(new Error("Cannot find module '../build/Release/keytar.node'"));

/** OS encryption as Electron's safeStorage provides it: AES-GCM under a key the OS keeps. */
function osEncryption(status: SecretEncryptionStatus): SecretEncryption {
  const key = randomBytes(32);
  return {
    status: () => status,
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(blob) {
      const bytes = Buffer.from(blob);
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'glossa-secrets-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('when keytar cannot be loaded', () => {
  it('saving to the keychain fails with a clear message and a next step, not a crash', async () => {
    const store = new SecretStore({ userDataDir: dir, loadKeytar: missingKeytar, platform: 'linux' });
    const error = await store.save(apiKey, KEY).catch((e: unknown) => e);
    expect(isGlossaError(error, 'keychain')).toBe(true);
    expect((error as Error).message).toMatch(/keychain component could not be loaded/);
    expect((error as { nextStep: string }).nextStep).toMatch(/Reinstall Glossa.*this session only/);
    expect(store.keychainHealth()).toMatchObject({ usable: false, cause: 'keytarMissing' });
  });
  it('reports the key as unreadable rather than missing, so nobody re-enters a key that is still stored', async () => {
    const store = new SecretStore({ userDataDir: dir, loadKeytar: missingKeytar });
    expect(await store.status(apiKey)).toMatchObject({
      state: 'unreadable',
      problem: expect.stringMatching(/could not be loaded/),
    });
  });
  it('a key kept for this session works until Glossa quits, and is written nowhere', async () => {
    const store = new SecretStore({ userDataDir: dir, loadKeytar: missingKeytar });
    expect(await store.save(apiKey, KEY, 'session')).toEqual({
      state: 'stored',
      masked: '••••5678',
      storage: 'session',
    });
    expect(await store.reveal(apiKey)).toBe(KEY);
    expect(await readdir(dir)).toEqual([]);
    const afterRestart = new SecretStore({ userDataDir: dir, loadKeytar: missingKeytar });
    expect(await afterRestart.status(apiKey)).toMatchObject({ state: 'unreadable' });
  });
});

describe('the encrypted fallback', () => {
  it('stores only ciphertext, and a restarted app decrypts it', async () => {
    const encryption = osEncryption({ available: true, backend: 'gnome_libsecret' });
    const store = new SecretStore({ userDataDir: dir, loadKeytar: missingKeytar, encryption, platform: 'linux' });
    expect(await store.save(apiKey, KEY, 'encrypted')).toEqual({
      state: 'stored',
      masked: '••••5678',
      storage: 'encrypted',
    });
    const files = await readdir(dir);
    expect(files).toEqual(['secrets.encrypted.json']);
    expect(await readFile(join(dir, files[0]!), 'utf8')).not.toContain(KEY.slice(4));
    const afterRestart = new SecretStore({
      userDataDir: dir,
      loadKeytar: missingKeytar,
      encryption,
      platform: 'linux',
    });
    expect(await afterRestart.reveal(apiKey)).toBe(KEY);
    await afterRestart.remove(apiKey);
    expect(await readdir(dir)).toEqual([]);
  });
  it('is refused on Linux with the basic_text backend: no silent fallback to obscured text', async () => {
    const encryption = osEncryption({ available: true, backend: 'basic_text' });
    const store = new SecretStore({ userDataDir: dir, loadKeytar: missingKeytar, encryption, platform: 'linux' });
    await expect(store.save(apiKey, KEY, 'encrypted')).rejects.toMatchObject({
      kind: 'keychain',
      message: expect.stringMatching(/would not protect/),
    });
    expect(await readdir(dir)).toEqual([]);
  });
  it('is refused where the host has no OS encryption (browser shell)', async () => {
    const store = new SecretStore({ userDataDir: dir, loadKeytar: missingKeytar, platform: 'darwin' });
    await expect(store.save(apiKey, KEY, 'encrypted')).rejects.toMatchObject({ kind: 'keychain' });
  });
});

describe('in a data folder that cannot be written (the app runs read-only)', () => {
  const encryption = osEncryption({ available: true, backend: 'gnome_libsecret' });
  const readOnlyStore = () =>
    new SecretStore({
      userDataDir: dir,
      loadKeytar: missingKeytar,
      encryption,
      platform: 'linux',
      readOnlyFolder: true,
    });

  it('refuses the encrypted fallback with the reason and the next step, and writes nothing', async () => {
    const store = readOnlyStore();
    expect(store.fallbacks()).toContainEqual({
      storage: 'encrypted',
      offered: false,
      reason: expect.stringMatching(/cannot write to its data folder.*Keep the key for this session/),
      reasonSays: { id: 'settings.keys.fallbackReason.readOnly' },
    });
    const error = await store.save(apiKey, KEY, 'encrypted').catch((e: unknown) => e);
    expect(isGlossaError(error, 'keychain')).toBe(true);
    expect((error as Error).message).toMatch(/cannot write to its data folder/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('still reads a key kept encrypted there before, keeps a new one for the session, and leaves the file', async () => {
    await new SecretStore({ userDataDir: dir, loadKeytar: missingKeytar, encryption, platform: 'linux' }).save(
      apiKey,
      KEY,
      'encrypted',
    );
    const before = await readFile(join(dir, 'secrets.encrypted.json'), 'utf8');
    const store = readOnlyStore();
    expect(await store.reveal(apiKey)).toBe(KEY);
    const other = 'beefbeef-1234-5678-9abc-def012345678';
    expect(await store.save(apiKey, other, 'session')).toMatchObject({ state: 'stored', storage: 'session' });
    expect(await store.reveal(apiKey)).toBe(other);
    await store.remove(apiKey);
    expect(await store.reveal(apiKey)).toBeUndefined();
    expect(await readFile(join(dir, 'secrets.encrypted.json'), 'utf8')).toBe(before);
  });
});

describe('what a key may look like', () => {
  it('refuses an empty key and one with line breaks, before touching any storage', async () => {
    const store = new SecretStore({ userDataDir: dir, loadKeytar: missingKeytar });
    await expect(store.save(apiKey, '   ', 'session')).rejects.toMatchObject({
      kind: 'validation',
      fields: [{ field: 'key' }],
    });
    await expect(store.save(apiKey, 'abc\ndef', 'session')).rejects.toMatchObject({ kind: 'validation' });
  });
  it('trims what was pasted around the key', async () => {
    const store = new SecretStore({ userDataDir: dir, loadKeytar: missingKeytar });
    await store.save(apiKey, `  ${KEY}\n`, 'session');
    expect(await store.reveal(apiKey)).toBe(KEY);
  });
  it('a status shows the last 4 characters at most, and nothing of a short secret', async () => {
    const store = new SecretStore({ userDataDir: dir, loadKeytar: missingKeytar });
    const status = await store.save(apiKey, KEY, 'session');
    expect(JSON.stringify(status)).not.toContain(KEY.slice(0, -4));
    expect((await store.save(apiKey, 'short-key', 'session')).masked).toBe('••••');
  });
});
