// What the main window asks main for before React renders, and that it fetches the first section's code at
// once; and that the window's start and a view that mounts meanwhile share one read of the accounts.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountsState } from '../../shared/calls/accounts';
import { defaultSettings } from '../../shared/settings';

const main = await vi.hoisted(async () => {
  const fake = (await import('../lib/testing/fakeGlossa')).installFakeGlossa();
  const media = { matches: false, addEventListener: () => undefined };
  Object.assign(globalThis.window, { matchMedia: () => media, addEventListener: () => undefined });
  return fake;
});
const { startWindow } = await import('./startWindow');
const { sections } = await import('./sections');
const { useAccounts } = await import('../features/settings/accountsStore');

const accountsState = (accounts: number): AccountsState =>
  ({
    accounts: Array.from({ length: accounts }, (_, i) => ({ id: `account-${i}`, name: `Account ${i}` })),
    activeAccountId: accounts > 0 ? 'account-0' : null,
    demo: accounts === 0,
  }) as unknown as AccountsState;

const preload = vi.fn();

beforeEach(() => {
  main.calls.length = 0;
  preload.mockReset();
  sections[0]!.preload = preload;
  useAccounts.setState({ state: null, loadError: null });
  main.answer('settings.get', () => defaultSettings());
  main.answer('app.getInfo', () => ({ version: '0.1.0' }));
});

describe('starting the main window', () => {
  it('fetches the first section, and asks for the accounts and the theme, before anything renders', async () => {
    main.answer('accounts.state', () => accountsState(1));
    const started = startWindow();
    expect(preload).toHaveBeenCalledOnce();
    expect(main.calls.map((c) => c.method)).toEqual(
      expect.arrayContaining(['accounts.state', 'settings.get', 'app.getInfo']),
    );
    await started;
    expect(useAccounts.getState().state?.accounts).toHaveLength(1);
    // The theme and the language share one read of the settings and the app's facts.
    expect(main.requests('app.getInfo')).toHaveLength(1);
  });

  it('keeps why the accounts could not be read, for the first section to show', async () => {
    main.answer('accounts.state', () => {
      throw new Error('disk gone');
    });
    await startWindow();
    expect(useAccounts.getState().loadError).not.toBeNull();
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
