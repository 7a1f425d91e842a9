// What the main window asks main for before React renders, and when it fetches the first section's code: at
// once for someone with an account (the first section is what they see), only once the window is idle for a
// newcomer (the welcome screen comes first and must not wait behind it).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountsState } from '../../shared/calls/accounts';
import { defaultSettings } from '../../shared/settings';

const main = await vi.hoisted(async () => {
  const fake = (await import('../lib/testSupport')).installFakeGlossa();
  const media = { matches: false, addEventListener: () => undefined };
  Object.assign(globalThis.window, { matchMedia: () => media });
  return fake;
});
const { startWindow, showsWelcome } = await import('./startWindow');
const { sections } = await import('./sections');
const { useAccounts } = await import('../features/settings/accountsStore');
const { useNavigation } = await import('./navigationStore');

const accountsState = (accounts: number): AccountsState =>
  ({
    accounts: Array.from({ length: accounts }, (_, i) => ({ id: `account-${i}`, name: `Account ${i}` })),
    activeAccountId: accounts > 0 ? 'account-0' : null,
    demo: accounts === 0,
  }) as unknown as AccountsState;

const preload = vi.fn();
const whenIdle = vi.fn();

beforeEach(() => {
  main.calls.length = 0;
  preload.mockReset();
  whenIdle.mockReset();
  sections[0]!.preload = preload;
  useAccounts.setState({ state: null, loadError: null });
  useNavigation.setState({ active: null });
  main.answer('settings.get', () => defaultSettings());
  main.answer('app.getInfo', () => ({ version: '0.1.0' }));
});

describe('starting the main window', () => {
  it('asks for the accounts and the theme before anything renders', async () => {
    main.answer('accounts.state', () => accountsState(1));
    await startWindow(whenIdle);
    expect(main.calls.map((c) => c.method)).toEqual(expect.arrayContaining(['accounts.state', 'settings.get', 'app.getInfo']));
  });

  it('fetches the first section at once for someone with an account', async () => {
    main.answer('accounts.state', () => accountsState(1));
    await startWindow(whenIdle);
    expect(showsWelcome()).toBe(false);
    expect(preload).toHaveBeenCalledOnce();
    expect(whenIdle).not.toHaveBeenCalled();
  });

  it('leaves the first section until the window is idle for a newcomer, who sees the welcome screen', async () => {
    main.answer('accounts.state', () => accountsState(0));
    await startWindow(whenIdle);
    expect(showsWelcome()).toBe(true);
    expect(preload).not.toHaveBeenCalled();
    expect(whenIdle).toHaveBeenCalledOnce();
    whenIdle.mock.calls[0]![0]();
    expect(preload).toHaveBeenCalledOnce();
  });

  it('fetches the first section at once when the accounts cannot be read (that section shows why)', async () => {
    main.answer('accounts.state', () => {
      throw new Error('disk gone');
    });
    await startWindow(whenIdle);
    expect(useAccounts.getState().loadError).not.toBeNull();
    expect(preload).toHaveBeenCalledOnce();
  });
});

describe('reading the accounts', () => {
  it('shares one call between the start and a view that asks while it is on its way', async () => {
    main.answer('accounts.state', () => accountsState(1));
    await Promise.all([useAccounts.getState().load(), useAccounts.getState().load()]);
    expect(main.requests('accounts.state')).toHaveLength(1);
    await useAccounts.getState().load();
    expect(main.requests('accounts.state')).toHaveLength(2);
  });

  it('asks again when Settings also wants to know whether the keychain works', async () => {
    main.answer('accounts.state', () => ({ ...accountsState(0), keychain: { usable: true, fallbacks: [] } }));
    await Promise.all([useAccounts.getState().load(), useAccounts.getState().load({ probeKeychain: true })]);
    expect(main.requests('accounts.state')).toHaveLength(2);
  });
});
