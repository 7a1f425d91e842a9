// The app-wide proxy: Settings' address (its credentials kept in the keychain like a key, never in the settings
// file), else HTTPS_PROXY / HTTP_PROXY / NO_PROXY from the environment. Every API client asks it for its route
// (accounts/accountDirectory.ts makes the clients); a window sees only where the proxy comes from and host:port.
import { type ProxyState, PUBLIC_SERVICE } from '../../shared/calls/accounts';
import { KeychainError, ValidationError, fieldIssue } from '../../shared/errors';
import { type ProxyConfig, parseProxyUrl, proxyFor, withoutCredentials } from '../api/proxy';
import type { SecretRef, SecretStore } from '../secrets/secretStore';
import type { SettingsStore } from '../settings/settingsStore';

/** Where the proxy's credentials are kept: with the keys, never in the settings file. */
const PROXY_CREDENTIALS: SecretRef = { accountId: 'network', kind: 'proxyCredentials' };

export interface AppProxyOptions {
  settings: SettingsStore;
  secrets: SecretStore;
  /** Where HTTPS_PROXY, HTTP_PROXY and NO_PROXY are read; process.env. */
  env?: Readonly<Record<string, string | undefined>>;
}

export class AppProxy {
  constructor(private readonly options: AppProxyOptions) {}

  /**
   * Sets or clears the proxy address of Settings (http://[user:password@]host:port). Settings keep the address
   * without its credentials; they go to the keychain like a key (for this session only when the keychain
   * cannot be used).
   */
  async set(proxyUrl: string | null): Promise<void> {
    const value = proxyUrl?.trim() || null;
    let url: URL | null = null;
    if (value !== null) {
      try {
        url = parseProxyUrl(value);
      } catch {
        throw new ValidationError([fieldIssue('proxyUrl', { id: 'settings.proxy.invalid' })]);
      }
    }
    await this.store(url);
  }

  /** The proxy as a window may see it: where it comes from and `host:port`, never its credentials. */
  async state(): Promise<ProxyState> {
    const config = await this.config();
    const env = config.env ?? {};
    const noProxy = env.NO_PROXY ?? env.no_proxy;
    // What an https address (the service's) would go through; NO_PROXY is shown beside it.
    const route = config.proxyUrl
      ? proxyFor(PUBLIC_SERVICE.urls.pro, { proxyUrl: config.proxyUrl, env: {} })
      : proxyFor(PUBLIC_SERVICE.urls.pro, { env: { ...env, NO_PROXY: '' } });
    const source = config.proxyUrl ? 'settings' : route ? 'environment' : 'none';
    return {
      source,
      ...(route ? { label: route.label } : {}),
      hasCredentials: route?.hasCredentials ?? false,
      ...(noProxy ? { noProxy } : {}),
    };
  }

  /** The proxy for requests to the service: Settings (with its credentials from the keychain) first, then the environment. */
  async config(): Promise<ProxyConfig> {
    const env = this.options.env ?? process.env;
    const { proxyUrl, proxyCredentials } = this.options.settings.get().network;
    if (!proxyUrl) return { proxyUrl: null, env };
    let url: URL;
    try {
      url = parseProxyUrl(proxyUrl);
    } catch {
      return { proxyUrl, env }; // a hand-edited file: the request fails with the proxy's own message
    }
    // Settings written before credentials moved to the keychain: move them now.
    if (url.username !== '' || url.password !== '') await this.store(url);
    else if (proxyCredentials) {
      const credentials = await this.options.secrets.reveal(PROXY_CREDENTIALS).catch(() => undefined);
      const colon = credentials?.indexOf(':') ?? -1;
      if (credentials !== undefined && colon !== -1) {
        url.username = credentials.slice(0, colon);
        url.password = credentials.slice(colon + 1);
      }
    }
    return { proxyUrl: url.href, env };
  }

  private async store(url: URL | null): Promise<void> {
    const credentials = url && (url.username !== '' || url.password !== '') ? `${url.username}:${url.password}` : null;
    if (credentials !== null) {
      await this.options.secrets.save(PROXY_CREDENTIALS, credentials).catch(async (error: unknown) => {
        if (!(error instanceof KeychainError)) throw error;
        await this.options.secrets.save(PROXY_CREDENTIALS, credentials, 'session');
      });
    } else {
      await this.options.secrets.remove(PROXY_CREDENTIALS).catch(() => undefined);
    }
    const address = url ? withoutCredentials(url) : null;
    await this.options.settings.update((s) => ({
      ...s,
      network: { ...s.network, proxyUrl: address, proxyCredentials: credentials !== null },
    }));
  }
}
