// Accounts as the window sees them: names, plans, addresses and masked keys (never a key). A key typed
// here goes to main in one call and is forgotten; main answers with the new masked state.
import { create } from 'zustand';
import type {
  AccountsState,
  AddAccountRequest,
  Plan,
  SecretKind,
  SecretStorage,
  UpdateAccountRequest,
} from '../../../shared/calls/accounts';
import type { TrialTranslation } from '../../../shared/calls/accounts';
import type { ErrorData } from '../../../shared/errors';
import { errorDataOf, type GlossaError, glossa, unwrap } from '../../lib/ipc';
import { knowStartingAccount } from '../../lib/storeEvents';

interface AccountsStore {
  state: AccountsState | null;
  loadError: ErrorData | null;
  /** `probeKeychain`: also learn whether the keychain works (Settings does; the sidebar badge does not). */
  load(options?: { probeKeychain?: boolean }): Promise<void>;
  checkKeychain(): Promise<void>;
  /** These resolve to an error to show next to the form, or null when it worked. */
  add(request: AddAccountRequest): Promise<GlossaError | null>;
  update(request: UpdateAccountRequest): Promise<GlossaError | null>;
  /** `plan`: an API key of the other plan, saved together with the switch to that plan. */
  setKey(
    accountId: string,
    kind: SecretKind,
    key: string,
    storage: SecretStorage,
    plan?: Plan,
  ): Promise<GlossaError | null>;
  removeKey(accountId: string, kind: SecretKind): Promise<GlossaError | null>;
  remove(accountId: string): Promise<GlossaError | null>;
  activate(accountId: string): Promise<GlossaError | null>;
  tryTranslation(text: string, targetLang: string): Promise<TrialTranslation | GlossaError>;
}

async function attempt(
  run: () => Promise<AccountsState>,
  set: (s: Partial<AccountsStore>) => void,
): Promise<GlossaError | null> {
  try {
    set({ state: await run() });
    return null;
  } catch (error) {
    return error as GlossaError;
  }
}

/** The plain read in flight: the window's start and a view that mounts meanwhile share one call. */
let reading: Promise<void> | null = null;

export const useAccounts = create<AccountsStore>((set) => ({
  state: null,
  loadError: null,
  load(options = {}) {
    if (options.probeKeychain) return read(options);
    return (reading ??= read(options).finally(() => (reading = null)));
  },
  async checkKeychain() {
    await attempt(() => unwrap(glossa.accounts.checkKeychain()), set);
  },
  add: (request) => attempt(() => unwrap(glossa.accounts.add(request)), set),
  update: (request) => attempt(() => unwrap(glossa.accounts.update(request)), set),
  setKey: (accountId, kind, key, storage, plan) =>
    attempt(() => unwrap(glossa.accounts.setKey({ accountId, kind, key, storage, ...(plan ? { plan } : {}) })), set),
  removeKey: (accountId, kind) => attempt(() => unwrap(glossa.accounts.removeKey({ accountId, kind })), set),
  remove: (accountId) => attempt(() => unwrap(glossa.accounts.remove({ accountId })), set),
  activate: (accountId) => attempt(() => unwrap(glossa.accounts.activate({ accountId })), set),
  async tryTranslation(text, targetLang) {
    try {
      return await unwrap(glossa.accounts.tryTranslation({ text, targetLang }));
    } catch (error) {
      return error as GlossaError;
    }
  },
}));

async function read(options: { probeKeychain?: boolean }): Promise<void> {
  const set = useAccounts.setState;
  try {
    const state = await unwrap(glossa.accounts.state());
    knowStartingAccount(state);
    set({ state, loadError: null });
    // Learn whether the keychain works before the user types a key.
    if (options.probeKeychain && useAccounts.getState().state?.keychain.usable === 'unknown')
      set({ state: await unwrap(glossa.accounts.checkKeychain()) });
  } catch (error) {
    set({ loadError: errorDataOf(error) });
  }
}

glossa.accounts.onChanged((state) => useAccounts.setState({ state }));
