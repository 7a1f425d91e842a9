// The user's accounts: which one is active, their keys (through the secret store, checked before they are
// stored) and the configured API client for the active one. With no account at all, the offline demo is
// the active connection. Other features ask only `current()` and `client()`.
import type { JsonParser } from '../api/transport';
import { randomUUID } from 'node:crypto';
import {
  type Account,
  type AccountsState,
  type AccountView,
  type AddAccountRequest,
  type ChooseGlossaryRequest,
  type Plan,
  REGIONS,
  type RegionTable,
  type SecretKind,
  type SecretStorage,
  type UpdateAccountRequest,
  EndpointSchema,
  LEGACY_AUTH_SCHEME,
  accountAuthScheme,
  accountBaseUrl,
  planOfKey,
  glossaryPairKey,
} from '../../shared/calls/accounts';
import { AuthError, NotFoundError, ValidationError, fieldIssue, isGlossaError } from '../../shared/errors';
import { MAX_ACCOUNTS } from '../../shared/settings';
import { LanguageServicesClient } from '../api/client';
import type { SecretStore } from '../secrets/secretStore';
import type { SettingsStore } from '../settings/settingsStore';
import { type KeyCheckOptions, checkAdminKey, checkApiKey } from './keyCheck';
import type { ProxyConfig } from '../api/proxy';
import { AppProxy } from '../network/appProxy';
import { regionsFromEnvironment } from './publicServiceOverride';
import type { OfflineDemo } from './offlineDemo';

/** The account requests go to right now; the demo when none is configured. Never holds a key. */
export interface Connection {
  /** The account id, or `demo`. */
  accountId: string;
  name: string;
  plan: Plan;
  baseUrl: string;
  demo: boolean;
}

const DEMO_ACCOUNT_ID = 'demo';

export interface AccountDirectoryOptions {
  settings: SettingsStore;
  secrets: SecretStore;
  demo: OfflineDemo;
  /** Replaceable so tests can point regions at a simulator (see publicServiceOverride.ts). */
  regions?: RegionTable;
  /** Where HTTPS_PROXY, HTTP_PROXY, NO_PROXY (and the test-only region override) are read; process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The app-wide proxy; by default one on the same settings, secrets and environment. */
  proxy?: AppProxy;
  /** Parses the service's large answers off main's thread (the work pool's `jsonAnswer`). */
  parseJson?: JsonParser;
}

interface CachedClient {
  key: string;
  baseUrl: string;
  client: LanguageServicesClient;
}

export class AccountDirectory {
  private readonly regions: RegionTable;
  private readonly clients = new Map<string, CachedClient>();
  private readonly listeners = new Set<(state: AccountsState) => void>();
  private readonly proxy: AppProxy;

  constructor(private readonly options: AccountDirectoryOptions) {
    this.proxy = options.proxy ?? new AppProxy(options);
    this.regions = options.regions ?? regionsFromEnvironment(options.env ?? process.env) ?? REGIONS;
  }

  /** What the Settings screen shows: accounts with masked keys, the active one, demo mode, keychain health. */
  async state(): Promise<AccountsState> {
    const { accounts } = this.options.settings.get();
    const views: AccountView[] = [];
    for (const account of accounts) {
      views.push({
        ...account,
        baseUrl: accountBaseUrl(account, this.regions),
        apiKey: await this.options.secrets.status({ accountId: account.id, kind: 'apiKey' }),
        adminKey: await this.options.secrets.status({ accountId: account.id, kind: 'adminKey' }),
      });
    }
    const health = this.options.secrets.keychainHealth();
    return {
      accounts: views,
      activeAccountId: this.activeAccount()?.id ?? null,
      demo: accounts.length === 0,
      keychain: { ...health, fallbacks: this.options.secrets.fallbacks() },
      proxy: await this.proxy.state(),
    };
  }

  /**
   * Sets or clears the proxy address of Settings (http://[user:password@]host:port). Settings keep the address
   * without its credentials; they go to the keychain like a key (for this session only when the keychain
   * cannot be used). Every client is made again, so the next request goes the new way. Nothing of it is sent
   * back to a window but `host:port`.
   */
  async setProxy(request: { proxyUrl: string | null }): Promise<AccountsState> {
    await this.proxy.set(request.proxyUrl);
    for (const id of new Set([...this.clients.keys()].map((key) => key.split(':')[0]!))) this.dropClient(id);
    return this.changed();
  }

  /** Re-checks the keychain (after the user unlocked it, say) and reports the new state. */
  async recheckKeychain(): Promise<AccountsState> {
    await this.options.secrets.checkKeychain();
    return this.changed();
  }

  /** Adds an account once its key is accepted by the service and stored; the first account becomes active. */
  async add(request: AddAccountRequest & { storage: SecretStorage }): Promise<AccountsState> {
    const { accounts } = this.options.settings.get();
    if (accounts.length >= MAX_ACCOUNTS)
      throw new ValidationError([fieldIssue('name', { id: 'accounts.error.tooMany', values: { max: MAX_ACCOUNTS } })]);
    refuseTakenName(accounts, request.name);
    const endpoint = EndpointSchema.parse(request.endpoint);
    // On the service's own addresses the key says its plan (Free keys end in `:fx`): a Free key chosen under
    // Pro is taken as the Free key it is, not refused.
    const plan = endpoint.kind === 'region' ? planOfKey(request.apiKey) : request.plan;
    const account: Account = { id: randomUUID(), name: request.name, plan, endpoint, glossaryByPair: {} };
    await checkApiKey(account, request.apiKey, await this.keyCheckOptions());
    await this.options.secrets.save({ accountId: account.id, kind: 'apiKey' }, request.apiKey, request.storage);
    await this.options.settings.update((s) => ({
      ...s,
      accounts: [...s.accounts, account],
      activeAccountId: s.accounts.length === 0 || s.activeAccountId === null ? account.id : s.activeAccountId,
    }));
    return this.changed();
  }

  /** Renames an account or changes its plan or address; a new plan or address is checked with the stored key. */
  async update(request: UpdateAccountRequest): Promise<AccountsState> {
    const current = this.find(request.accountId);
    const next: Account = {
      ...current,
      ...(request.name !== undefined ? { name: request.name } : {}),
      ...(request.plan !== undefined ? { plan: request.plan } : {}),
      ...(request.endpoint !== undefined ? { endpoint: EndpointSchema.parse(request.endpoint) } : {}),
    };
    const schemeChanged = accountAuthScheme(next, this.regions) !== accountAuthScheme(current, this.regions);
    const { accounts } = this.options.settings.get();
    refuseTakenName(accounts, next.name, next.id);
    if (
      accountBaseUrl(next, this.regions) !== accountBaseUrl(current, this.regions) ||
      next.plan !== current.plan ||
      schemeChanged
    ) {
      const key = await this.options.secrets.reveal({ accountId: next.id, kind: 'apiKey' });
      if (key !== undefined) await checkApiKey(next, key, await this.keyCheckOptions());
      // Glossaries belong to a data centre: another address cannot see the chosen ones.
      if (accountBaseUrl(next, this.regions) !== accountBaseUrl(current, this.regions)) next.glossaryByPair = {};
    }
    await this.options.settings.update((s) => ({
      ...s,
      accounts: s.accounts.map((a) => (a.id === next.id ? next : a)),
    }));
    this.dropClient(next.id);
    return this.changed();
  }

  /** Adds or replaces a key, after the service accepted it. */
  async setKey(request: {
    accountId: string;
    kind: SecretKind;
    key: string;
    storage: SecretStorage;
    plan?: Plan;
  }): Promise<AccountsState> {
    const current = this.find(request.accountId);
    const keyPlan = current.endpoint.kind === 'region' ? planOfKey(request.key) : request.plan;
    const account = request.kind === 'apiKey' && keyPlan ? { ...current, plan: keyPlan } : current;
    if (request.kind === 'apiKey') await checkApiKey(account, request.key, await this.keyCheckOptions());
    else await checkAdminKey(account, request.key, await this.keyCheckOptions());
    await this.options.secrets.save({ accountId: account.id, kind: request.kind }, request.key, request.storage);
    if (account.plan !== current.plan) {
      await this.options.settings.update((s) => ({
        ...s,
        accounts: s.accounts.map((a) => (a.id === account.id ? { ...a, plan: account.plan } : a)),
      }));
    }
    this.dropClient(account.id);
    return this.changed();
  }

  async removeKey(request: { accountId: string; kind: SecretKind }): Promise<AccountsState> {
    const account = this.find(request.accountId);
    await this.options.secrets.remove({ accountId: account.id, kind: request.kind });
    this.dropClient(account.id);
    return this.changed();
  }

  /** Removes the account and both its keys. Without accounts left, the offline demo takes over. */
  async remove(request: { accountId: string }): Promise<AccountsState> {
    const account = this.find(request.accountId);
    for (const kind of ['apiKey', 'adminKey'] as const) {
      const ref = { accountId: account.id, kind };
      if ((await this.options.secrets.status(ref)).state === 'missing') continue;
      // A keychain that cannot be asked right now does not block removing the account.
      await this.options.secrets.remove(ref).catch((error: unknown) => {
        if (!isGlossaError(error, 'keychain')) throw error;
      });
    }
    await this.options.settings.update((s) => {
      const accounts = s.accounts.filter((a) => a.id !== account.id);
      const activeAccountId = s.activeAccountId === account.id ? (accounts[0]?.id ?? null) : s.activeAccountId;
      return { ...s, accounts, activeAccountId };
    });
    this.dropClient(account.id);
    return this.changed();
  }

  /** Switching accounts: one call. */
  async activate(request: { accountId: string }): Promise<AccountsState> {
    const account = this.find(request.accountId);
    await this.options.settings.update((s) => ({ ...s, activeAccountId: account.id }));
    return this.changed();
  }

  /** Remembers the active account's glossary for a language pair (by base language: it covers variants). */
  async chooseGlossary(request: ChooseGlossaryRequest): Promise<AccountsState> {
    const account = this.activeAccount();
    if (!account) throw new ValidationError([fieldIssue('glossaryId', { id: 'accounts.error.demoNoGlossaryChoice' })]);
    const pair = glossaryPairKey(request.sourceLang, request.targetLang);
    const glossaryByPair = { ...account.glossaryByPair };
    if (request.glossaryId === null) delete glossaryByPair[pair];
    else glossaryByPair[pair] = request.glossaryId;
    await this.options.settings.update((s) => ({
      ...s,
      accounts: s.accounts.map((a) => (a.id === account.id ? { ...a, glossaryByPair } : a)),
    }));
    return this.changed();
  }

  /** The glossary the active account uses for a pair, if one was chosen. */
  glossaryFor(sourceLang: string, targetLang: string): string | undefined {
    return this.activeAccount()?.glossaryByPair[glossaryPairKey(sourceLang, targetLang)];
  }

  /** The active connection: the active account, or the offline demo when there is no account. */
  async current(): Promise<Connection> {
    const account = this.activeAccount();
    if (!account) {
      const demo = await this.options.demo.service();
      return { accountId: DEMO_ACCOUNT_ID, name: 'Offline demo', plan: 'pro', baseUrl: demo.proUrl, demo: true };
    }
    return {
      accountId: account.id,
      name: account.name,
      plan: account.plan,
      baseUrl: accountBaseUrl(account, this.regions),
      demo: false,
    };
  }

  /** A configured client for the active connection, reused until its key or address changes. */
  async client(): Promise<LanguageServicesClient> {
    return this.clientFor('apiKey');
  }

  /** A client with the active account's admin key, for developer key administration. */
  async adminClient(): Promise<LanguageServicesClient> {
    return this.clientFor('adminKey');
  }

  onChange(listener: (state: AccountsState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async dispose(): Promise<void> {
    for (const id of [...this.clients.keys()]) this.dropClient(id);
    await this.options.demo.stop();
  }

  private async clientFor(kind: SecretKind): Promise<LanguageServicesClient> {
    const connection = await this.current();
    const plan = kind === 'adminKey' ? 'pro' : connection.plan;
    let baseUrl = connection.baseUrl;
    let key: string | undefined;
    let authScheme: string;
    if (connection.demo) {
      const demo = await this.options.demo.service();
      key = kind === 'adminKey' ? demo.keys.admin : demo.keys.pro;
      // The demo keeps the simulator's own scheme word.
      authScheme = demo.authScheme ?? LEGACY_AUTH_SCHEME;
    } else {
      const account = this.find(connection.accountId);
      baseUrl = accountBaseUrl({ ...account, plan }, this.regions);
      authScheme = accountAuthScheme(account, this.regions);
      key = await this.options.secrets.reveal({ accountId: account.id, kind });
      if (key === undefined) {
        throw new AuthError(
          kind === 'apiKey'
            ? {
                says: { id: 'accounts.error.noApiKey', values: { name: account.name } },
                saysNextStep: { id: 'accounts.error.noApiKey.nextStep' },
              }
            : {
                says: { id: 'accounts.error.noAdminKey', values: { name: account.name } },
                saysNextStep: { id: 'accounts.error.noAdminKey.nextStep' },
              },
        );
      }
    }
    const cacheId = `${connection.accountId}:${kind}`;
    const cached = this.clients.get(cacheId);
    // The demo is on this computer: never through a proxy.
    const proxy = connection.demo ? { proxyUrl: null, env: {} } : await this.proxy.config();
    const fingerprint = `${authScheme} ${baseUrl} ${proxy.proxyUrl ?? ''}`;
    if (cached && cached.key === key && cached.baseUrl === fingerprint) return cached.client;
    if (cached) void cached.client.close().catch(() => undefined);
    const client = new LanguageServicesClient({
      authKey: key,
      plan,
      baseUrl,
      authScheme: authScheme,
      proxy,
      ...(this.options.parseJson ? { parseJson: this.options.parseJson } : {}),
    });
    this.clients.set(cacheId, { key, baseUrl: fingerprint, client });
    return client;
  }

  /** The proxy for requests to the service (`network/appProxy.ts`). */
  proxyConfig(): Promise<ProxyConfig> {
    return this.proxy.config();
  }

  private async keyCheckOptions(): Promise<KeyCheckOptions> {
    return { regions: this.regions, proxy: await this.proxy.config() };
  }

  private activeAccount(): Account | undefined {
    const { accounts, activeAccountId } = this.options.settings.get();
    return accounts.find((a) => a.id === activeAccountId) ?? accounts[0];
  }

  private find(accountId: string): Account {
    const account = this.options.settings.get().accounts.find((a) => a.id === accountId);
    if (!account)
      throw new NotFoundError({
        says: { id: 'accounts.error.gone' },
        saysNextStep: { id: 'accounts.error.gone.nextStep' },
      });
    return account;
  }

  /** Closes an account's clients (their in-flight calls finish first). */
  private dropClient(accountId: string): void {
    for (const kind of ['apiKey', 'adminKey'] as const) {
      const id = `${accountId}:${kind}`;
      const cached = this.clients.get(id);
      if (!cached) continue;
      this.clients.delete(id);
      void cached.client.close().catch(() => undefined);
    }
  }

  private async changed(): Promise<AccountsState> {
    const state = await this.state();
    for (const listener of this.listeners) listener(state);
    return state;
  }
}

/** Account names are unique whatever their casing; `ownId` is the account being renamed, if any. */
function refuseTakenName(accounts: readonly Account[], name: string, ownId?: string): void {
  if (accounts.some((a) => a.id !== ownId && a.name.toLowerCase() === name.toLowerCase())) {
    throw new ValidationError([fieldIssue('name', { id: 'accounts.error.nameTaken', values: { name } })]);
  }
}
