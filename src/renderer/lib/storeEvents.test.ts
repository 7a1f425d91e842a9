// A section's data starts again when the account it comes from changes, and only then: Settings learning the
// keychain's health, or a proxy set, keeps every section as it is.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountsState, AccountView } from '../../shared/calls/accounts';

const main = await vi.hoisted(async () => (await import('./testing/fakeGlossa')).installFakeGlossa());

const account = (id: string, masked = '••••abcd'): AccountView =>
  ({
    id,
    name: id,
    plan: 'pro',
    endpoint: { kind: 'region', region: 'global' },
    baseUrl: 'https://api.example',
    apiKey: { state: 'stored', masked, storage: 'keychain' },
    adminKey: { state: 'missing' },
  }) as unknown as AccountView;

const state = (change: Partial<AccountsState> = {}): AccountsState =>
  ({
    accounts: [account('work')],
    activeAccountId: 'work',
    demo: false,
    keychain: { usable: 'unknown', fallbacks: [] },
    proxy: { source: 'none', hasCredentials: false },
    ...change,
  }) as AccountsState;

const { knowStartingAccount, onAccountChange, readForAccount } = await import('./storeEvents');
const reset = vi.fn();
onAccountChange(reset);
// The accounts as the window read them when it started.
knowStartingAccount(state());

beforeEach(() => reset.mockClear());

describe("a section's data", () => {
  it('stays when Settings learns the keychain works, or a proxy is set', () => {
    main.emit('accounts.onChanged', state({ keychain: { usable: true, fallbacks: [] } }));
    main.emit(
      'accounts.onChanged',
      state({ proxy: { source: 'settings', label: 'proxy:8080', hasCredentials: false } }),
    );
    expect(reset).not.toHaveBeenCalled();
  });

  it('starts again when another account becomes active, once per change', () => {
    const two = state({ accounts: [account('work'), account('client')], activeAccountId: 'client' });
    main.emit('accounts.onChanged', two);
    main.emit('accounts.onChanged', two);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("starts again when the active account's key is replaced (it may be another of the service's accounts)", () => {
    main.emit('accounts.onChanged', state({ accounts: [account('client')], activeAccountId: 'client' }));
    reset.mockClear();
    main.emit('accounts.onChanged', state({ accounts: [account('client', '••••wxyz')], activeAccountId: 'client' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('stays when the active account is renamed', () => {
    main.emit('accounts.onChanged', state());
    reset.mockClear();
    main.emit('accounts.onChanged', state({ accounts: [{ ...account('work'), name: 'Work (legal team)' }] }));
    expect(reset).not.toHaveBeenCalled();
  });

  it('starts again when the last account is removed and the offline demo takes over', () => {
    main.emit('accounts.onChanged', state({ accounts: [], activeAccountId: null, demo: true }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});

describe('a read from main', () => {
  it('answers for the account the stores show until the account changes, and not after', () => {
    main.emit('accounts.onChanged', state());
    const read = readForAccount();
    main.emit('accounts.onChanged', state({ keychain: { usable: false, fallbacks: [] } }));
    expect(read.current()).toBe(true);
    main.emit('accounts.onChanged', state({ accounts: [account('other')], activeAccountId: 'other' }));
    expect(read.current()).toBe(false);
    expect(readForAccount().current()).toBe(true);
  });
});
