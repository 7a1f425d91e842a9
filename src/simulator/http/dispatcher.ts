// Every request to either port goes through here: control API, injected faults, the auth_key refusal,
// routing (404/405), the key check, the body (with the route's size limit), the route, the error body and
// the request log. Route modules only see an Exchange with a checked caller and a read body, except routes
// that stream their body themselves (`streamsBody`: uploads), whose bytes the Exchange counts for the log.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Exchange, type Plan, type Reply } from './exchange';
import { DEFAULT_MAX_BODY_BYTES, type Route, type RouteTable } from './routeTable';
import { ServiceError, forbidden, toServiceError } from './serviceError';
import { controlRequestRefusal } from './localOnly';
import type { Accounts, Caller } from '../state/accounts';
import type { Faults, FaultSpec } from '../faults';
import type { RequestLog } from '../requestLog';

export interface DispatcherOptions {
  routes: RouteTable;
  control: RouteTable;
  accounts: Accounts;
  faults: Faults;
  requestLog: RequestLog;
  /** The scheme word of the Authorization header, e.g. `Service-Auth-Key`. */
  authScheme: () => string;
  /** Off for the app's own simulator: /_simulator/ is then an unknown path like any other. */
  controlApi: boolean;
}

const CONTROL_PREFIX = '/_simulator/';

export function createDispatcher(options: DispatcherOptions) {
  return (plan: Plan) => (req: IncomingMessage, res: ServerResponse) => {
    void dispatch(options, plan, req, res).catch((error: unknown) => {
      console.error('simulator: request failed unexpectedly:', error);
      if (!res.headersSent) sendReply(res, errorReply(toServiceError(error)));
      else res.destroy();
    });
  };
}

async function dispatch(
  options: DispatcherOptions,
  plan: Plan,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const started = performance.now();
  const method = (req.method ?? 'GET').toUpperCase();
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const path = url.pathname;

  if (options.controlApi && path.startsWith(CONTROL_PREFIX)) {
    await serveControl(options.control, plan, req, res, method, path);
    return;
  }

  const match = options.routes.match(method, path);
  const route = match && 'route' in match ? match.route : undefined;
  const query = new URLSearchParams(url.search);
  if (query.has('auth_key')) query.set('auth_key', '(hidden)');
  let bytes = 0;
  const log = (status: number | 'dropped') =>
    options.requestLog.add({
      time: new Date().toISOString(),
      plan,
      method,
      path,
      query: query.toString(),
      route: route?.path,
      status,
      bytes,
      authScheme: schemeOf(req.headers.authorization),
      durationMs: Math.round(performance.now() - started),
    });

  const fault = options.faults.take(method, path, route?.path ?? path);
  if (fault) {
    const handled = await applyFault(fault, req, res, (n) => (bytes = n));
    if (handled) {
      log(handled);
      return;
    }
  }

  let reply: Reply;
  let exchange: Exchange | undefined;
  try {
    if (url.searchParams.has('auth_key')) {
      throw forbidden(
        'Authentication with the auth_key query parameter is no longer accepted.',
        'Send the key in the Authorization header.',
      );
    }
    if (!match) throw new ServiceError(404, `There is no endpoint ${method} ${path}.`);
    if (!route) {
      const allowed = 'allowed' in match ? match.allowed : [];
      throw new ServiceError(405, `${path} does not accept ${method}.`, `Use ${allowed.join(' or ')}.`, {
        allow: allowed.join(', '),
      });
    }
    // A signed address (a voice job's upload or result) is checked by its route: there is no key.
    const caller =
      route.access === 'signature' ? undefined : authenticate(options, plan, route, req.headers.authorization);
    const maxBodyBytes = route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    let body: Buffer = Buffer.alloc(0);
    if (!route.streamsBody) {
      const read = await readBody(req, maxBodyBytes);
      bytes = read.bytes;
      if (read.tooLarge)
        throw new ServiceError(
          413,
          'The request body is too large.',
          `At most ${maxBodyBytes} bytes are accepted here.`,
        );
      body = read.data;
    }
    exchange = new Exchange(req, res, plan, body, route.bodies ?? ['json'], maxBodyBytes);
    if (caller) exchange.caller = caller;
    exchange.params = match && 'params' in match ? match.params : {};
    reply = await route.handle(exchange);
  } catch (error) {
    reply = errorReply(toServiceError(error));
  }
  if (route?.streamsBody && exchange) bytes = exchange.receivedBytes;
  if (!req.complete) {
    // Answered before the body was read (e.g. refused key): discard the rest and close.
    req.resume();
    reply.headers = { ...reply.headers, connection: 'close' };
  }
  sendReply(res, reply);
  log(reply.status);
}

function authenticate(options: DispatcherOptions, plan: Plan, route: Route, header: string | undefined): Caller {
  const scheme = options.authScheme();
  if (!header) throw forbidden('Missing Authorization header.', `Send "Authorization: ${scheme} <key>".`);
  const space = header.indexOf(' ');
  const given = space < 0 ? '' : header.slice(0, space);
  const key = space < 0 ? '' : header.slice(space + 1).trim();
  if (given.toLowerCase() !== scheme.toLowerCase() || key === '') {
    throw forbidden('The Authorization header has the wrong form.', `Send "Authorization: ${scheme} <key>".`);
  }
  const found = options.accounts.lookup(key);
  if (!found) throw forbidden('Invalid API key.', 'Check the key.');
  if ('deactivated' in found)
    throw forbidden('This API key was deactivated.', 'Deactivated keys cannot be used again; use another key.');
  const { caller } = found;
  if (route.access === 'admin') {
    if (caller.kind !== 'admin') throw forbidden('This endpoint needs an admin key.');
  } else if (caller.kind === 'admin') {
    throw forbidden('An admin key works only on the admin endpoints.', 'Use an API key of the account.');
  }
  if (caller.plan !== plan) {
    throw forbidden(
      caller.plan === 'free'
        ? 'Wrong endpoint: a free key works only on the free API address.'
        : 'Wrong endpoint: a Pro key works only on the Pro API address.',
      'Use the base address of the key’s plan.',
    );
  }
  if (route.access === 'pro' && caller.plan !== 'pro')
    throw forbidden('This endpoint is available only to Pro subscribers.');
  return caller;
}

async function readBody(
  req: IncomingMessage,
  max: number,
): Promise<{ data: Buffer; bytes: number; tooLarge: boolean }> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes <= max) chunks.push(chunk);
  }
  return { data: Buffer.concat(chunks), bytes, tooLarge: bytes > max };
}

/** Applies a fault; returns what to log when the fault answered the request, or undefined to go on. */
async function applyFault(
  fault: FaultSpec,
  req: IncomingMessage,
  res: ServerResponse,
  setBytes: (n: number) => void,
): Promise<number | 'dropped' | undefined> {
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.drop) {
    const socket = req.socket; // reading stops by destroying req, which detaches its socket
    const want = fault.dropAfterBytes ?? 0;
    let got = 0;
    if (want > 0) {
      for await (const chunk of req as AsyncIterable<Buffer>) {
        got += chunk.length;
        if (got >= want) break;
      }
    }
    setBytes(got);
    socket.destroy();
    return 'dropped';
  }
  if (fault.status !== undefined) {
    let got = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) got += chunk.length;
    setBytes(got);
    const headers: Record<string, string> =
      fault.retryAfterSeconds !== undefined ? { 'retry-after': String(fault.retryAfterSeconds) } : {};
    sendReply(
      res,
      errorReply(
        new ServiceError(fault.status, fault.message ?? `Injected fault: status ${fault.status}.`, undefined, headers),
      ),
    );
    return fault.status;
  }
  return undefined;
}

async function serveControl(
  control: RouteTable,
  plan: Plan,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  path: string,
): Promise<void> {
  let reply: Reply;
  try {
    const refusal = controlRequestRefusal(req);
    if (refusal) throw forbidden(refusal);
    const match = control.match(method, path);
    if (!match) throw new ServiceError(404, `There is no control endpoint ${method} ${path}.`);
    if (!('route' in match))
      throw new ServiceError(405, `${path} does not accept ${method}.`, `Use ${match.allowed.join(' or ')}.`);
    const body = await readBody(req, DEFAULT_MAX_BODY_BYTES);
    const exchange = new Exchange(req, res, plan, body.data, ['json']);
    exchange.params = match.params;
    reply = await match.route.handle(exchange);
  } catch (error) {
    reply = errorReply(toServiceError(error));
  }
  if (!req.complete) {
    req.resume();
    reply.headers = { ...reply.headers, connection: 'close' };
  }
  sendReply(res, reply);
}

function schemeOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const space = header.indexOf(' ');
  return space < 0 ? header : header.slice(0, space);
}

function errorReply(error: ServiceError): Reply {
  return { status: error.status, json: error.body, headers: error.headers };
}

function sendReply(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...reply.headers };
  let payload: Uint8Array | string | undefined;
  if (reply.json !== undefined) {
    payload = JSON.stringify(reply.json);
    headers['content-type'] = 'application/json; charset=utf-8';
  } else if (reply.bytes !== undefined) {
    payload = reply.bytes;
    headers['content-type'] = reply.contentType ?? 'application/octet-stream';
  }
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  res.writeHead(reply.status, headers);
  res.end(payload);
}
