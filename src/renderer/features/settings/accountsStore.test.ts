// Accounts as the window sees them: masked state from main, a typed key sent once, errors beside the form.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountsState } from '../../../shared/calls/accounts';
import { AuthError } from '../../../shared/errors';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useAccounts } = await import('./accountsStore');

const accounts = (usable: string, activeId = 'a1') =>
  ({ activeId, accounts: [{ id: activeId, name: 'Work' }], keychain: { usable } }) as unknown as AccountsState;

beforeEach(() => {
  main.calls.length = 0;
  useAccounts.setState({ state: null, loadError: null });
  main.answer('accounts.state', () => accounts('unknown'));
  main.answer('accounts.checkKeychain', () => accounts('yes'));
});

describe('accounts', () => {
  it('are read once when the window starts and a view mounts at the same time', async () => {
    await Promise.all([useAccounts.getState().load(), useAccounts.getState().load()]);
    expect(main.requests('accounts.state')).toHaveLength(1);
    expect(useAccounts.getState().state).toEqual(accounts('unknown'));
  });

  it('learn whether the keychain works before the user types a key (Settings)', async () => {
    await useAccounts.getState().load({ probeKeychain: true });
    expect(useAccounts.getState().state).toEqual(accounts('yes'));
  });

  it('send a typed key once, and show the masked state main answers', async () => {
    main.answer('accounts.setKey', () => accounts('yes', 'a1'));
    const error = await useAccounts.getState().setKey('a1', 'apiKey', 'k-123:fx', 'keychain');
    expect(error).toBeNull();
    expect(main.requests('accounts.setKey')).toEqual([
      { accountId: 'a1', kind: 'apiKey', key: 'k-123:fx', storage: 'keychain' },
    ]);
    expect(JSON.stringify(useAccounts.getState())).not.toContain('k-123:fx');
  });

  it('give a refused key back as the error beside the form, leaving the state as it was', async () => {
    await useAccounts.getState().load();
    main.answer('accounts.setKey', () => {
      throw new AuthError();
    });
    const error = await useAccounts.getState().setKey('a1', 'apiKey', 'wrong', 'keychain');
    expect(error?.kind).toBe('auth');
    expect(useAccounts.getState().state).toEqual(accounts('unknown'));
  });

  it('say why they could not be read', async () => {
    main.answer('accounts.state', () => {
      throw new Error('store damaged');
    });
    await useAccounts.getState().load();
    expect(useAccounts.getState().loadError).not.toBeNull();
  });

  it("follow main's changes (another window switched the account)", () => {
    main.emit('accounts.onChanged', accounts('yes', 'a2'));
    expect(useAccounts.getState().state).toEqual(accounts('yes', 'a2'));
  });
});
