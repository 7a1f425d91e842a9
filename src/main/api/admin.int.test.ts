// Developer key administration through a client with the admin key: the 5 routes, and the rules that refuse
// a bad request before it leaves.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ClientsOnSimulator, startClientsOnSimulator } from './testSupport';

let env: ClientsOnSimulator;
beforeAll(async () => {
  env = await startClientsOnSimulator();
});
afterAll(() => env.close());
beforeEach(() => env.simulator.control.reset());

const adminRequests = () => env.simulator.control.requests().filter((r) => r.path.startsWith('/v2/admin/')).length;

describe('developer keys', () => {
  it('create (with and without a label), list, rename, limit and deactivate', async () => {
    const labelled = await env.admin.admin.createKey('CAT tool');
    const unlabelled = await env.admin.admin.createKey();
    expect(labelled).toMatchObject({ label: 'CAT tool', is_deactivated: false, usage_limits: { characters: null } });
    expect(labelled.key_id).toMatch(/^[0-9a-f-]{36}:[0-9a-f-]{36}$/);
    expect(unlabelled.label).not.toBe('');

    expect((await env.admin.admin.listKeys()).map((k) => k.key_id).sort()).toEqual(
      [labelled.key_id, unlabelled.key_id].sort(),
    );
    expect((await env.admin.admin.renameKey(labelled.key_id, 'Translation memory')).label).toBe('Translation memory');
    expect((await env.admin.admin.setKeyLimits(labelled.key_id, { characters: 50_000 })).usage_limits).toEqual({
      characters: 50_000,
      speech_to_text_milliseconds: null,
    });
    // A speech limit alone leaves the character limit as it is.
    expect((await env.admin.admin.setKeyLimits(labelled.key_id, { speechMs: 600_000 })).usage_limits).toEqual({
      characters: 50_000,
      speech_to_text_milliseconds: 600_000,
    });
    expect(
      (await env.admin.admin.setKeyLimits(labelled.key_id, { characters: null, speechMs: null })).usage_limits,
    ).toEqual({ characters: null, speech_to_text_milliseconds: null });
    const deactivated = await env.admin.admin.deactivateKey(labelled.key_id);
    expect(deactivated.is_deactivated).toBe(true);
  });

  it('need an admin key: a developer key is refused as an auth error', async () => {
    await expect(env.pro.admin.listKeys()).rejects.toMatchObject({ kind: 'auth' });
  });

  it('refuse a 26th active key before creating it', async () => {
    for (let i = 0; i < 25; i++) await env.admin.admin.createKey(`key ${i}`);
    const before = adminRequests();
    await expect(env.admin.admin.createKey('one too many')).rejects.toMatchObject({ kind: 'validation' });
    // Only the listing that counted the active keys went out; no POST.
    expect(
      env.simulator.control
        .requests()
        .slice(before)
        .map((r) => r.method),
    ).toEqual(['GET']);
  });

  it('refuse a malformed key id, a blank label and a negative limit before sending', async () => {
    const { key_id } = await env.admin.admin.createKey('x');
    const before = adminRequests();
    await expect(env.admin.admin.deactivateKey('not-a-key-id')).rejects.toMatchObject({
      kind: 'validation',
      fields: [{ field: 'key_id' }],
    });
    await expect(env.admin.admin.renameKey(key_id, '  ')).rejects.toMatchObject({
      kind: 'validation',
      fields: [{ field: 'label' }],
    });
    await expect(env.admin.admin.setKeyLimits(key_id, { characters: -1 })).rejects.toMatchObject({
      kind: 'validation',
      fields: [{ field: 'characters' }],
    });
    await expect(env.admin.admin.setKeyLimits(key_id, { characters: 1.5 })).rejects.toMatchObject({
      kind: 'validation',
      fields: [{ field: 'characters' }],
    });
    await expect(env.admin.admin.setKeyLimits(key_id, { speechMs: 0.5 })).rejects.toMatchObject({
      kind: 'validation',
      fields: [{ field: 'speech_to_text_milliseconds' }],
    });
    await expect(env.admin.admin.setKeyLimits(key_id, {})).rejects.toMatchObject({ kind: 'validation' });
    expect(adminRequests()).toBe(before);
  });
});
