// The browser shell: one Node process on 127.0.0.1 that serves the built renderer and carries the IPC
// contract over a WebSocket. It hosts the very same main-process services as the Electron app.
// Protection: the Host header must be ours (no DNS rebinding), the WebSocket's Origin must be ours, and
// both the connection and every message must carry the per-run secret. Robustness: a bad frame (invalid
// UTF-8, over MAX_FRAME_BYTES, not our protocol) closes that one connection; long calls arrive in parts, and
// long answers leave in parts, paced by what the window reads (outbox.ts); a window that stops reading is
// dropped once MAX_UNREAD_BYTES wait for it. A call joined from parts longer than LARGE_CALL_CHARS (a glossary's
// entries, a file's chunk) is parsed in the work pool, not on main's thread; a window's later messages wait
// for it, so each window's messages are still taken in the order they came.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { contract, type Contract } from '../shared/contract';
import { IpcRouter } from '../main/ipc/router';
import { contentSecurityPolicy, resolveAppAsset, APP_ORIGIN } from '../main/shell/security';
import type { Services } from '../main/services';
import { MAX_FRAME_BYTES, PartJoiner, checkClientMessage } from '../shared/ipc/shellProtocol';
import { Outbox } from './outbox';

/** A call joined from parts longer than this is parsed in the work pool (about 1 ms of parsing on main). */
export const LARGE_CALL_CHARS = 256 * 1024;

export interface BrowserShellOptions {
  services: Services;
  rendererDir: string;
  port?: number;
  secret?: string;
  log?: (line: string) => void;
}

export interface BrowserShell {
  /** The address to open, with the secret in the fragment (never sent to the server or its logs). */
  url: string;
  origin: string;
  secret: string;
  close(): Promise<void>;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

function secretsMatch(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function startBrowserShell(options: BrowserShellOptions): Promise<BrowserShell> {
  const secret = options.secret ?? randomBytes(24).toString('base64url');
  const log = options.log ?? (() => undefined);
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The browser shell could not bind a port.');
  const host = `127.0.0.1:${address.port}`;
  const origin = `http://${host}`;
  const csp = contentSecurityPolicy({ connectSrc: [`ws://${host}`] });

  const sockets = new Map<number, WebSocket>();
  const outboxes = new Map<number, Outbox>();
  let nextId = 1;
  const router = new IpcRouter<Contract>(contract, options.services.handlers, {
    isTrustedUrl: (url) => url === origin || url.startsWith(`${origin}/`),
    deliver: (senderId, channel, payload) => {
      outboxes.get(senderId)?.send({ type: 'event', channel, payload });
    },
    onInternalError: (channel, error) =>
      log(`internal error in ${channel}: ${(error as Error)?.stack ?? String(error)}`),
  });
  const detach = options.services.events.attach(router);

  server.on('request', (req, res) => {
    void serveStatic(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.headers.host !== host) return void res.writeHead(421, { 'content-type': 'text/plain' }).end('Wrong host');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();
    // Reuse the custom protocol's path rules: no traversal, no backslashes, no NUL.
    const pathname = new URL(req.url ?? '/', origin).pathname;
    const asset = resolveAppAsset(`${APP_ORIGIN}${pathname}`);
    if (asset === null) return void res.writeHead(400).end();
    const file = join(options.rendererDir, asset);
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
    res.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const wss = new WebSocketServer({
    server,
    path: '/ipc',
    maxPayload: MAX_FRAME_BYTES,
    verifyClient: ({ req }, done) => {
      if (req.headers.host !== host) return done(false, 421, 'Wrong host');
      if (req.headers.origin !== origin) return done(false, 403, 'Foreign origin');
      const given = new URL(req.url ?? '/', origin).searchParams.get('secret');
      if (!secretsMatch(given, secret)) return done(false, 401, 'Missing or wrong secret');
      done(true);
    },
  });

  // The server re-emits the HTTP server's errors; the process logs them instead of exiting.
  wss.on('error', (error) => log(`websocket server error: ${error.message}`));

  wss.on('connection', (socket) => {
    const id = nextId++;
    sockets.set(id, socket);
    const outbox = new Outbox(
      {
        get bufferedAmount() {
          return socket.bufferedAmount;
        },
        isOpen: () => socket.readyState === socket.OPEN,
        send: (frame, done) => socket.send(frame, done),
        terminate: () => socket.terminate(),
      },
      (unread) => log(`dropped a client that left ${unread} bytes unread`),
    );
    outboxes.set(id, outbox);
    const sender = { id, frameUrl: origin, isTopFrame: true };
    const joiner = new PartJoiner();
    // ws closes the connection itself after a protocol error (1007 invalid UTF-8, 1009 too big, 1002);
    // without a listener the error would be thrown and end the whole shell.
    socket.on('error', (error) => log(`connection ${id} closed after a protocol error: ${error.message}`));
    const refuse = (reason: string): undefined => {
      log(`connection ${id} refused a message: ${reason}`);
      socket.close(1008, reason.slice(0, 120));
      return undefined;
    };
    /** Handles one message's JSON text; a promise while a long call is parsed in the pool (it never rejects). */
    const handleText = (text: string, partOf?: number): Promise<void> | undefined => {
      if (partOf !== undefined && text.length > LARGE_CALL_CHARS) {
        return options.services.work.run('jsonText', { text }, { label: 'Reading a call from the window' }).then(
          (read) => ('value' in read ? handleMessage(read.value, partOf) : refuse('Message refused')),
          () => refuse('Message refused'),
        );
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return refuse('Message refused');
      }
      return handleMessage(value, partOf);
    };
    const handleMessage = (value: unknown, partOf?: number): Promise<void> | undefined => {
      const message = checkClientMessage(value);
      if (!message || !secretsMatch(message.secret, secret)) return refuse('Message refused');
      if (partOf !== undefined && (message.type !== 'call' || message.id !== partOf))
        return refuse('The parts did not make a call');
      if (message.type === 'part') {
        const joined = joiner.add(message);
        if (joined === null) return;
        if ('error' in joined) return refuse(joined.error);
        return handleText(joined.text, message.id);
      }
      if (message.type === 'call') {
        void router.handle(message.channel, sender, message.payload, message.callId).then((result) => {
          outbox.send({ type: 'result', id: message.id, result });
        });
      } else if (!router.setSubscription(message.channel, sender, message.type === 'subscribe')) {
        refuse('Unknown channel');
      }
    };
    // While a long call is parsed in the pool, the messages after it wait behind it, in order.
    let held: Promise<unknown> | null = null;
    const hold = (parsing: Promise<unknown> | undefined) => {
      if (!parsing) return;
      held = parsing;
      void parsing.then(() => {
        if (held === parsing) held = null;
      });
    };
    socket.on('message', (raw, isBinary) => {
      if (isBinary) return refuse('Binary frames are not part of the protocol');
      const text = raw.toString();
      if (held) hold(held.then(() => handleText(text)));
      else hold(handleText(text));
    });
    socket.on('close', () => {
      sockets.delete(id);
      outboxes.delete(id);
      router.dropSender(id);
    });
  });

  return {
    url: `${origin}/#secret=${secret}`,
    origin,
    secret,
    close: async () => {
      detach();
      for (const socket of sockets.values()) socket.terminate();
      const closed = new Promise<void>((resolve) => wss.close(() => resolve()));
      // A socket still opening was never handed to us: ws waits for every client before it reports closed.
      for (const client of wss.clients) client.terminate();
      await closed;
      // Keep-alive connections of the page (idle or mid-request) would hold the HTTP server open.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
