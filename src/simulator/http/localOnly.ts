// The simulator answers only its own callers on this computer. A web page can reach 127.0.0.1 too: through
// DNS rebinding (its own host name resolving to 127.0.0.1, so the Host header is foreign) or with a plain
// cross-site request (a "simple" text/plain POST, which browsers send without asking, with an Origin).
import type { IncomingMessage } from 'node:http';

/** The Host header names this server: 127.0.0.1 or localhost with its own port, nothing else. */
export function isOwnHost(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/**
 * Why a control API request is refused, or undefined. Browsers mark every cross-site POST with an Origin
 * header (and Sec-Fetch-Site); test code sends neither. A body must be JSON, which a page cannot send
 * across sites without a preflight the simulator never grants.
 */
export function controlRequestRefusal(req: IncomingMessage): string | undefined {
  if (req.headers.origin !== undefined) return 'The control API does not answer web pages (the request has an Origin).';
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'none') return 'The control API does not answer web pages.';
  const length = Number(req.headers['content-length'] ?? 0);
  const chunked = req.headers['transfer-encoding'] !== undefined;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if ((length > 0 || chunked) && type !== 'application/json')
    return 'A control API body must be JSON (content-type application/json).';
  return undefined;
}
