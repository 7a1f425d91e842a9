// The CONNECT tunnel through an HTTP proxy for REST calls, as undici's connector. Not undici's ProxyAgent:
// when a proxy closes each CONNECT without an answer, ProxyAgent reports it as a recoverable socket error and
// its pool connects again at once, forever (30,000-40,000 connections in 40 s, and the call never ends, even
// when aborted; issue 25). Here a CONNECT that fails ends the request with an error of our own
// (`ProxyTunnelError`, code GLOSSA_PROXY_DROPPED or GLOSSA_PROXY_STATUS), which the transport turns into one
// sentence (proxy.ts: proxyFailure) and retries only within its bounded, jittered schedule.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import { buildConnector } from 'undici';

/** A CONNECT that failed: the proxy answered with `status`, or closed or stalled without an answer. */
class ProxyTunnelError extends Error {
  constructor(
    message: string,
    readonly code: 'GLOSSA_PROXY_DROPPED' | 'GLOSSA_PROXY_STATUS',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProxyTunnelError';
  }
}

/** How long the proxy may take to answer a CONNECT. */
const CONNECT_TIMEOUT_MS = 15_000;

/** undici's connector that reaches each origin through a CONNECT tunnel of `proxy` (TLS inside for https). */
export function tunnelConnector(proxy: URL, timeoutMs = CONNECT_TIMEOUT_MS): buildConnector.connector {
  const tls = buildConnector({});
  const authorization =
    proxy.username || proxy.password
      ? `Basic ${Buffer.from(`${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`).toString('base64')}`
      : undefined;
  return (options, callback) => {
    const port = options.port || (options.protocol === 'https:' ? '443' : '80');
    const target = `${options.hostname.includes(':') ? `[${options.hostname}]` : options.hostname}:${port}`;
    const connect = (proxy.protocol === 'https:' ? httpsRequest : httpRequest)({
      host: proxy.hostname.replace(/^\[|\]$/g, ''),
      port: proxy.port || (proxy.protocol === 'https:' ? 443 : 80),
      method: 'CONNECT',
      path: target,
      headers: { host: target, ...(authorization ? { 'proxy-authorization': authorization } : {}) },
      agent: false,
      timeout: timeoutMs,
    });
    let done = false;
    const fail = (error: Error) => {
      if (done) return;
      done = true;
      connect.destroy();
      callback(error, null);
    };
    connect.once('connect', (response, socket: Socket) => {
      if (done) return socket.destroy();
      if (response.statusCode !== 200) {
        socket.destroy();
        return fail(
          new ProxyTunnelError(
            `Proxy response (${response.statusCode}) to CONNECT`,
            'GLOSSA_PROXY_STATUS',
            response.statusCode,
          ),
        );
      }
      done = true;
      connect.setTimeout(0);
      if (options.protocol !== 'https:') return callback(null, socket);
      tls({ ...options, httpSocket: socket }, callback);
    });
    connect.once('timeout', () =>
      fail(new ProxyTunnelError(`The proxy did not answer CONNECT within ${timeoutMs} ms`, 'GLOSSA_PROXY_DROPPED')),
    );
    connect.once('error', (error: Error & { code?: string }) => {
      // Refused, unknown host and the like keep their system code (proxyFailure names them); a proxy that
      // accepted the connection and closed it without an answer is a dropped CONNECT.
      if (error.code === 'ECONNRESET' || /socket hang up/.test(error.message))
        fail(
          Object.assign(
            new ProxyTunnelError('The proxy closed the CONNECT without an answer', 'GLOSSA_PROXY_DROPPED'),
            { cause: error },
          ),
        );
      else fail(error);
    });
    connect.end();
  };
}
