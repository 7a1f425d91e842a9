// Developer key administration: all five routes, the 25-key limit, permanent deactivation and limits.
import { describe, expect, it } from 'vitest';
import { simulatorPerFile } from '../testing/simulatorPerFile';

const { call } = simulatorPerFile();
const GUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const createKey = async (label?: string) =>
  (await call('POST', '/v2/admin/developer-keys', { key: 'admin', json: label === undefined ? {} : { label } })).body;

describe('POST /v2/admin/developer-keys', () => {
  it('creates an active key whose key_id is two GUIDs joined by ":"', async () => {
    const res = await call('POST', '/v2/admin/developer-keys', { key: 'admin', json: { label: 'CAT tool' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ label: 'CAT tool', is_deactivated: false, usage_limits: { characters: null } });
    expect(res.body.key_id).toMatch(new RegExp(`^${GUID}:${GUID}$`));
    expect(res.body.creation_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('gives a fixed default label when none is sent', async () => {
    const first = await createKey();
    const second = await createKey();
    expect(first.label).toEqual(expect.any(String));
    expect(first.label).toBe(second.label);
  });

  it('refuses a 26th active key, and allows one again after a deactivation', async () => {
    const keys = [];
    for (let i = 0; i < 25; i++) keys.push(await createKey(`k${i}`));
    const refused = await call('POST', '/v2/admin/developer-keys', { key: 'admin', json: {} });
    expect(refused.status).toBe(400);
    await call('PUT', '/v2/admin/developer-keys/deactivate', { key: 'admin', json: { key_id: keys[0].key_id } });
    expect((await call('POST', '/v2/admin/developer-keys', { key: 'admin', json: {} })).status).toBe(200);
  });

  it('refuses a label that is not a string', async () => {
    expect((await call('POST', '/v2/admin/developer-keys', { key: 'admin', json: { label: 5 } })).status).toBe(400);
  });
});

describe('GET /v2/admin/developer-keys', () => {
  it('lists active and deactivated keys', async () => {
    const a = await createKey('a');
    const b = await createKey('b');
    await call('PUT', '/v2/admin/developer-keys/deactivate', { key: 'admin', json: { key_id: b.key_id } });
    const res = await call('GET', '/v2/admin/developer-keys', { key: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.map((k: { key_id: string; is_deactivated: boolean }) => [k.key_id, k.is_deactivated])).toEqual([
      [a.key_id, false],
      [b.key_id, true],
    ]);
  });
});

describe('developer keys as API keys', () => {
  it('work as Pro keys of the same account until deactivated, then stop at once and for good', async () => {
    const key = await createKey('app');
    expect((await call('GET', '/v3/languages/products', { key: key.key_id })).status).toBe(200);
    expect((await call('GET', '/v3/languages/products', { plan: 'free', key: key.key_id })).status).toBe(403);
    const res = await call('PUT', '/v2/admin/developer-keys/deactivate', {
      key: 'admin',
      json: { key_id: key.key_id },
    });
    expect(res.status).toBe(200);
    expect(res.body.is_deactivated).toBe(true);
    expect(res.body.deactivated_time).toEqual(expect.any(String));
    const refused = await call('GET', '/v3/languages/products', { key: key.key_id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/deactivated/);
    // No route reactivates a key: deactivating again leaves it deactivated.
    const again = await call('PUT', '/v2/admin/developer-keys/deactivate', {
      key: 'admin',
      json: { key_id: key.key_id },
    });
    expect(again.body.is_deactivated).toBe(true);
    expect((await call('GET', '/v3/languages/products', { key: key.key_id })).status).toBe(403);
  });

  it('cannot call the admin routes', async () => {
    const key = await createKey();
    expect((await call('GET', '/v2/admin/developer-keys', { key: key.key_id })).status).toBe(403);
  });
});

describe('PUT /v2/admin/developer-keys/deactivate', () => {
  it('answers 404 for an unknown key_id and 400 without key_id', async () => {
    expect(
      (await call('PUT', '/v2/admin/developer-keys/deactivate', { key: 'admin', json: { key_id: 'nope' } })).status,
    ).toBe(404);
    expect((await call('PUT', '/v2/admin/developer-keys/deactivate', { key: 'admin', json: {} })).status).toBe(400);
  });
});

describe('PUT /v2/admin/developer-keys/label', () => {
  it('renames the key', async () => {
    const key = await createKey('old');
    const res = await call('PUT', '/v2/admin/developer-keys/label', {
      key: 'admin',
      json: { key_id: key.key_id, label: 'new' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ key_id: key.key_id, label: 'new' });
  });

  it('needs a label', async () => {
    const key = await createKey('old');
    expect(
      (await call('PUT', '/v2/admin/developer-keys/label', { key: 'admin', json: { key_id: key.key_id } })).status,
    ).toBe(400);
  });
});

describe('PUT /v2/admin/developer-keys/limits', () => {
  it('sets a character limit, and null removes it', async () => {
    const key = await createKey();
    const set = await call('PUT', '/v2/admin/developer-keys/limits', {
      key: 'admin',
      json: { key_id: key.key_id, characters: 1000 },
    });
    expect(set.status).toBe(200);
    expect(set.body.usage_limits).toEqual({ characters: 1000, speech_to_text_milliseconds: null });
    const cleared = await call('PUT', '/v2/admin/developer-keys/limits', {
      key: 'admin',
      json: { key_id: key.key_id, characters: null },
    });
    expect(cleared.body.usage_limits).toEqual({ characters: null, speech_to_text_milliseconds: null });
  });

  it('sets a speech limit in milliseconds beside the character limit, leaving the other as it was', async () => {
    const key = await createKey();
    await call('PUT', '/v2/admin/developer-keys/limits', {
      key: 'admin',
      json: { key_id: key.key_id, characters: 500 },
    });
    const set = await call('PUT', '/v2/admin/developer-keys/limits', {
      key: 'admin',
      json: { key_id: key.key_id, speech_to_text_milliseconds: 3_600_000 },
    });
    expect(set.body.usage_limits).toEqual({ characters: 500, speech_to_text_milliseconds: 3_600_000 });
    const listed = await call('GET', '/v2/admin/developer-keys', { key: 'admin' });
    expect(listed.body.find((k: { key_id: string }) => k.key_id === key.key_id).usage_limits).toEqual({
      characters: 500,
      speech_to_text_milliseconds: 3_600_000,
    });
    for (const speech_to_text_milliseconds of [-1, 0.5, 'an hour'])
      expect(
        (
          await call('PUT', '/v2/admin/developer-keys/limits', {
            key: 'admin',
            json: { key_id: key.key_id, speech_to_text_milliseconds },
          })
        ).status,
      ).toBe(400);
  });

  it('refuses a negative or fractional limit, and a missing characters field', async () => {
    const key = await createKey();
    for (const characters of [-1, 1.5, 'many']) {
      expect(
        (
          await call('PUT', '/v2/admin/developer-keys/limits', {
            key: 'admin',
            json: { key_id: key.key_id, characters },
          })
        ).status,
      ).toBe(400);
    }
    expect(
      (await call('PUT', '/v2/admin/developer-keys/limits', { key: 'admin', json: { key_id: key.key_id } })).status,
    ).toBe(400);
  });
});
