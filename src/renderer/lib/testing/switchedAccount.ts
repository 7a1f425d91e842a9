// For store tests: what main reports when the user switches to another account (each call another one), so that
// the stores' `onAccountChange` resets run (lib/storeEvents.ts).
import type { AccountsState } from '../../../shared/calls/accounts';

let switches = 0;

export function switchedAccount(): AccountsState {
  const id = `account-${++switches}`;
  return {
    accounts: [
      {
        id,
        name: id,
        plan: 'pro',
        endpoint: { kind: 'region', region: 'global' },
        baseUrl: 'https://api.example',
        apiKey: { state: 'stored', masked: '••••abcd', storage: 'keychain' },
        adminKey: { state: 'missing' },
      },
    ],
    activeAccountId: id,
    demo: false,
    keychain: { usable: true, fallbacks: [] },
    proxy: { source: 'none', hasCredentials: false },
  } as unknown as AccountsState;
}
