// Developer key administration as the windows call it, on a simulator on 127.0.0.1: each rule is refused here
// before a request leaves, and the service's typed answer to a raw request that breaks it is checked too.
import { describe, expect, it } from 'vitest';
import { MAX_ACTIVE_DEVELOPER_KEYS } from '../../shared/rules/admin';
import { ctx, failure, servicesOnSimulator } from '../services/testSupport';

const env = servicesOnSimulator('glossa-developer-keys-');

describe('developerKeys', () => {
  it('creates with a label and a limit, renames, sets and removes the limit, deactivates for good', async () => {
    const key = await env.services.handlers.developerKeys.create(
      { label: 'Agency laptop', characterLimit: 0, speechLimitMs: null },
      ctx,
    );
    expect(key).toMatchObject({ label: 'Agency laptop', characterLimit: 0, speechLimitMs: null, deactivated: false });
    expect(
      (await env.services.handlers.developerKeys.rename({ keyId: key.keyId, label: 'Agency desktop' }, ctx)).label,
    ).toBe('Agency desktop');
    expect(
      await env.services.handlers.developerKeys.setLimit(
        { keyId: key.keyId, characterLimit: 500_000, speechLimitMs: 5_400_000 },
        ctx,
      ),
    ).toMatchObject({ characterLimit: 500_000, speechLimitMs: 5_400_000 });
    expect(
      await env.services.handlers.developerKeys.setLimit(
        { keyId: key.keyId, characterLimit: null, speechLimitMs: null },
        ctx,
      ),
    ).toMatchObject({ characterLimit: null, speechLimitMs: null });
    const speechOnly = await env.services.handlers.developerKeys.create(
      { label: 'Meeting room', characterLimit: null, speechLimitMs: 0 },
      ctx,
    );
    expect(speechOnly).toMatchObject({ characterLimit: null, speechLimitMs: 0 });
    const gone = await env.services.handlers.developerKeys.deactivate({ keyId: key.keyId }, ctx);
    expect(gone).toMatchObject({ deactivated: true, deactivatedTime: expect.any(String) });
    const { keys } = await env.services.handlers.developerKeys.list(undefined, ctx);
    expect(keys.find((k) => k.keyId === key.keyId)?.deactivated).toBe(true);
  });

  it('refuses a 26th active key before creating it; the service refuses it too', async () => {
    for (let i = 0; i < MAX_ACTIVE_DEVELOPER_KEYS; i++)
      await env.services.handlers.developerKeys.create(
        { label: `Key ${i + 1}`, characterLimit: null, speechLimitMs: null },
        ctx,
      );
    const before = env.sent('POST', '/v2/admin/developer-keys');
    const refused = await failure(
      env.services.handlers.developerKeys.create(
        { label: 'One too many', characterLimit: null, speechLimitMs: null },
        ctx,
      ),
    );
    expect(refused.message).toMatch(/already 25 active keys/);
    expect(env.sent('POST', '/v2/admin/developer-keys')).toBe(before);
    const answer = await failure(
      env.raw(env.simulator.keys.admin)('POST', '/v2/admin/developer-keys', { label: 'One too many' }),
    );
    expect(answer).toMatchObject({ kind: 'validation', status: 400 });
    expect(answer.serverMessage).toMatch(/already 25 active keys/);
  });

  it('refuses a negative limit before sending; the service refuses it too', async () => {
    const key = await env.services.handlers.developerKeys.create({ characterLimit: null, speechLimitMs: null }, ctx);
    // The contract's schema already refuses it from a window; main's client refuses it from any caller.
    const client = await env.services.accounts.adminClient();
    expect((await failure(client.admin.setKeyLimits(key.keyId, { characters: -1 }))).fields?.[0]?.field).toBe(
      'characters',
    );
    expect(
      (
        await failure(
          env.raw(env.simulator.keys.admin)('PUT', '/v2/admin/developer-keys/limits', {
            key_id: key.keyId,
            characters: -1,
          }),
        )
      ).status,
    ).toBe(400);
  });
});
