// Which proxy a request goes through, and the agents that send it there: one rule for REST (undici) and the
// voice WebSocket (ws). The proxy address in Settings wins over HTTPS_PROXY / HTTP_PROXY; NO_PROXY lists
// hosts reached directly. Proxy credentials travel only in the Proxy-Authorization header of the proxy
// connection: every text that leaves this file shows the proxy as `host:port`.
import type { Agent as HttpAgent } from 'node:http';
import { HttpsProxyAgent } from 'https-proxy-agent';
import { Agent, type Dispatcher } from 'undici';
import { type GlossaError, NetworkError } from '../../shared/errors';
import { errorCode } from './httpErrors';
import { tunnelConnector } from './proxyTunnel';
import { readProxyAddress, storedProxyAddress } from '../../shared/rules/proxyAddress';

export interface ProxyConfig {
  /** The proxy address chosen in Settings (http://[user:password@]host:port); wins over the environment. */
  proxyUrl?: string | null;
  /** The environment to read HTTPS_PROXY, HTTP_PROXY and NO_PROXY from (either casing). */
  env?: Readonly<Record<string, string | undefined>>;
}

/** A proxy in use for one address: where it is (for sentences, without credentials) and its full address. */
export interface ProxyRoute {
  url: URL;
  /** `host:port`, never with credentials. */
  label: string;
  hasCredentials: boolean;
}

const env = (vars: Readonly<Record<string, string | undefined>>, name: string): string | undefined => {
  const value = vars[name] ?? vars[name.toLowerCase()];
  return value && value.trim() !== '' ? value.trim() : undefined;
};

/** The proxy for `target`, or undefined to connect directly. */
export function proxyFor(target: string | URL, config: ProxyConfig = {}): ProxyRoute | undefined {
  const url = typeof target === 'string' ? new URL(target) : target;
  const vars = config.env ?? process.env;
  if (isExcluded(url, env(vars, 'NO_PROXY'))) return undefined;
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  const chosen =
    config.proxyUrl?.trim() ||
    (secure ? (env(vars, 'HTTPS_PROXY') ?? env(vars, 'HTTP_PROXY')) : env(vars, 'HTTP_PROXY'));
  if (!chosen) return undefined;
  const proxy = parseProxyUrl(chosen);
  return { url: proxy, label: proxyLabel(proxy), hasCredentials: proxy.username !== '' || proxy.password !== '' };
}

/** A proxy address as typed: `host:port` alone means http://host:port. Throws a plain Error on nonsense. */
export function parseProxyUrl(value: string): URL {
  const read = readProxyAddress(value);
  if ('problem' in read) throw new Error(`The proxy address ${read.problem}.`);
  return read.url;
}

/** The proxy's address as Settings keep it: no credentials, path, query or fragment (a `?token=` stays out). */
export function withoutCredentials(url: URL): string {
  return storedProxyAddress(url);
}

/** `host:port` of a proxy: what sentences and logs may show. */
function proxyLabel(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname}:${port}`;
}

/**
 * NO_PROXY: comma- or space-separated hosts; `*` is every host; `.example.com` and `example.com` both cover
 * sub-domains; `host:port` only that port.
 */
function isExcluded(url: URL, noProxy: string | undefined): boolean {
  if (!noProxy) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? '443' : '80');
  return noProxy
    .split(/[\s,]+/)
    .filter(Boolean)
    .some((entry) => {
      if (entry === '*') return true;
      const match = /^(.*?)(?::(\d+))?$/.exec(entry.toLowerCase().replace(/^\*?\./, '.'))!;
      const name = match[1]!.replace(/^\[|\]$/g, '');
      if (match[2] && match[2] !== port) return false;
      const bare = name.replace(/^\./, '');
      return host === bare || host.endsWith(`.${bare}`);
    });
}

/** The keep-alive pool for a client of `baseUrl`: through the proxy when one applies. */
export function restDispatcher(
  baseUrl: string,
  config: ProxyConfig = {},
): { dispatcher: Dispatcher; proxy?: ProxyRoute } {
  const pool = { keepAliveTimeout: 30_000, keepAliveMaxTimeout: 120_000, connections: 8 };
  const proxy = proxyFor(baseUrl, config);
  if (!proxy) return { dispatcher: new Agent(pool) };
  // Credentials in the proxy URL become the CONNECT request's Proxy-Authorization header (proxyTunnel.ts).
  return { dispatcher: new Agent({ ...pool, connect: tunnelConnector(proxy.url) }), proxy };
}

/** The agent for a WebSocket to `url` (wss:/ws:), or undefined to connect directly. */
export function webSocketAgent(url: string, config: ProxyConfig = {}): HttpAgent | undefined {
  const proxy = proxyFor(url, config);
  if (!proxy) return undefined;
  // Credentials in the URL become the CONNECT request's Proxy-Authorization header.
  return new HttpsProxyAgent(proxy.url.href) as unknown as HttpAgent;
}

/**
 * What went wrong with the proxy, as a sentence with the next step, or undefined when the failure was not the
 * proxy's. `retry` is false when trying again cannot help (the proxy wants credentials, or refused the host).
 */
export function proxyFailure(
  error: unknown,
  proxy: ProxyRoute,
  operation: string,
): { error: GlossaError; retry: boolean } | undefined {
  const status = /Proxy response \((\d{3})\)/.exec(messageChain(error))?.[1];
  if (status === '407') {
    return {
      retry: false,
      error: new NetworkError({
        says: {
          id: proxy.hasCredentials ? 'network.proxy.credentialsRefused' : 'network.proxy.credentialsWanted',
          values: { proxy: proxy.label, operation },
        },
        saysNextStep: { id: 'network.proxy.credentials.nextStep' },
      }),
    };
  }
  if (status) {
    return {
      retry: status.startsWith('5'),
      error: new NetworkError({
        says: { id: 'network.proxy.refusedHost', values: { proxy: proxy.label, status, operation } },
        saysNextStep: { id: 'network.proxy.refusedHost.nextStep' },
      }),
    };
  }
  const code = errorCode(error);
  if (code === 'GLOSSA_PROXY_DROPPED') {
    return {
      // Another try goes through the transport's bounded, jittered schedule, never a reconnect loop.
      retry: true,
      error: new NetworkError({
        says: { id: 'network.proxy.dropped', values: { proxy: proxy.label, operation } },
        saysNextStep: { id: 'network.proxy.dropped.nextStep' },
      }),
    };
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EHOSTUNREACH') {
    return {
      retry: true,
      error: new NetworkError({
        says: { id: 'network.proxy.unreachable', values: { proxy: proxy.label, code, operation } },
        saysNextStep: { id: 'network.proxy.unreachable.nextStep' },
      }),
    };
  }
  return undefined;
}

function messageChain(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string') parts.push(message);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(' | ');
}
