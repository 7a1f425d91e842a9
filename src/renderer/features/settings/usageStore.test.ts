// The active account's usage: read once, then kept current by main's readings.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsageView } from '../../../shared/calls/accounts';
import { NetworkError } from '../../../shared/errors';
import { switchedAccount } from '../../lib/testing/switchedAccount';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useUsage } = await import('./usageStore');

const usage = (accountId: string, characterCount: number): UsageView => ({
  accountId,
  characterCount,
  characterLimit: 500_000,
  level: 'ok',
  readAt: 1,
});

beforeEach(() => {
  main.calls.length = 0;
  useUsage.setState({ usage: null, error: null, busy: false });
});

describe("the account's usage", () => {
  it('shows what main read, and is not busy once the answer came', async () => {
    main.answer('accounts.usage', () => usage('a', 1200));
    await useUsage.getState().load();
    expect(useUsage.getState()).toMatchObject({ usage: usage('a', 1200), error: null, busy: false });
  });

  it('says why it could not be read, keeping the last reading', async () => {
    main.answer('accounts.usage', () => usage('a', 1200));
    await useUsage.getState().load();
    main.answer('accounts.usage', () => {
      throw new NetworkError();
    });
    await useUsage.getState().load();
    expect(useUsage.getState().error?.kind).toBe('network');
    expect(useUsage.getState().usage).toEqual(usage('a', 1200));
  });

  it("shows only the latest question's answer when the account changed in between", async () => {
    let release: (view: UsageView) => void = () => undefined;
    main.answer('accounts.usage', () => new Promise<UsageView>((resolve) => (release = resolve)));
    const first = useUsage.getState().load();
    const releaseFirst = release;
    main.answer('accounts.usage', () => usage('b', 7));
    await useUsage.getState().load();
    releaseFirst(usage('a', 999));
    await first;
    expect(useUsage.getState().usage).toEqual(usage('b', 7));
  });

  it('follows the readings main makes after each translation', () => {
    main.emit('accounts.onUsage', usage('a', 5000));
    expect(useUsage.getState().usage).toEqual(usage('a', 5000));
  });

  it('is read again for the newly active account', async () => {
    main.answer('accounts.usage', () => usage('b', 42));
    main.emit('accounts.onChanged', switchedAccount());
    await vi.waitFor(() => expect(useUsage.getState().usage).toEqual(usage('b', 42)));
  });
});
