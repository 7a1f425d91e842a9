// The transport against the simulator over real HTTP: retries, Retry-After, no retry on 456 or other 4xx,
// timeouts, cancellation, the Authorization header, and keys kept out of errors and logs.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LanguageServicesClient } from './client';
import { isGlossaError } from '../../shared/errors';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from './testing/simulatorClients';

let env: ClientsOnSimulator;
beforeAll(async () => {
  env = await startClientsOnSimulator();
});
afterAll(() => env.close());
beforeEach(() => {
  env.simulator.control.reset();
  env.waits.length = 0;
  env.pro.languages.clearCache();
});

const requestsTo = (path: string) => env.simulator.control.requests().filter((r) => r.path === path);

describe('requests', () => {
  it('carry the key in the Authorization header with the scheme word, and a Glossa User-Agent', async () => {
    await env.pro.languages.products();
    const [logged] = requestsTo('/v3/languages/products');
    expect(logged?.authScheme).toBe('Service-Auth-Key');
    expect(logged?.query).not.toContain(env.simulator.keys.pro);
  });

  it('send exactly "Authorization: <scheme> <key>" and the User-Agent, never the key in the URL, over one kept-alive connection', async () => {
    const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
    let connections = 0;
    const server = createServer((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const key = 'header-only-key-42';
    const client = new LanguageServicesClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      authKey: key,
      userAgent: 'Glossa/9.9.9 (test)',
    });
    try {
      // Calls a moment apart, as the app makes them: each finds the previous connection idle and reuses it.
      const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
      await client.languages.products();
      await pause();
      await client.languages.list('voice');
      await pause();
      await client.languages.listV2('target');
      expect(seen.map((s) => s.headers.authorization)).toEqual([
        `DeepL-Auth-Key ${key}`,
        `DeepL-Auth-Key ${key}`,
        `DeepL-Auth-Key ${key}`,
      ]);
      expect(seen.every((s) => s.headers['user-agent'] === 'Glossa/9.9.9 (test)' && !s.url.includes(key))).toBe(true);
      expect(connections).toBe(1);
    } finally {
      await client.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('use another scheme word when configured', async () => {
    const client = env.client({ authScheme: 'Other-Scheme' });
    const error = await failure(client.languages.products());
    expect(error.kind).toBe('auth');
    expect(requestsTo('/v3/languages/products').at(-1)?.authScheme).toBe('Other-Scheme');
  });
});

describe('retries', () => {
  it('retry 429 twice, then succeed, waiting 1 s then 1.6 s (jitter off)', async () => {
    const client = env.client({ random: () => 0.5 });
    env.simulator.control.addFault({ path: '/v3/languages/products', status: 429, count: 2 });
    const products = await client.languages.products();
    expect(products.length).toBeGreaterThan(0);
    expect(requestsTo('/v3/languages/products').map((r) => r.status)).toEqual([429, 429, 200]);
    expect(env.waits).toEqual([1000, 1600]);
  });

  it('retry a 503, then succeed', async () => {
    env.simulator.control.addFault({ path: '/v3/languages/products', status: 503 });
    await env.pro.languages.products();
    expect(requestsTo('/v3/languages/products').map((r) => r.status)).toEqual([503, 200]);
    expect(env.waits).toHaveLength(1);
  });

  it('retry 529 and 500 like 429 and 503', async () => {
    env.simulator.control.addFault({ path: '/v3/languages/products', status: 529 });
    env.simulator.control.addFault({ path: '/v3/languages/products', status: 500 });
    await env.pro.languages.products();
    expect(requestsTo('/v3/languages/products').map((r) => r.status)).toEqual([529, 500, 200]);
  });

  it('honor Retry-After', async () => {
    env.simulator.control.addFault({ path: '/v3/languages/products', status: 429, retryAfterSeconds: 3 });
    await env.pro.languages.products();
    expect(env.waits).toEqual([3000]);
  });

  it('give up after maxAttempts with the typed error of the last answer', async () => {
    const client = env.client({ maxAttempts: 3 });
    env.simulator.control.addFault({
      path: '/v3/languages/products',
      status: 503,
      count: 5,
      message: 'Down for maintenance',
    });
    const error = await failure(client.languages.products());
    expect(error.kind).toBe('unavailable');
    expect(error.status).toBe(503);
    expect(error.serverMessage).toBe('Down for maintenance');
    expect(requestsTo('/v3/languages/products')).toHaveLength(3);
  });

  it('give up on 429 as a rate-limit error', async () => {
    const client = env.client({ maxAttempts: 2 });
    env.simulator.control.addFault({ path: '/v3/languages/products', status: 429, count: 2 });
    expect((await failure(client.languages.products())).kind).toBe('rateLimited');
  });

  it('surface 456 at once, without a retry', async () => {
    env.simulator.control.addFault({ path: '/v3/languages/products', status: 456, message: 'Quota exceeded' });
    const error = await failure(env.pro.languages.products());
    expect(error.kind).toBe('quota');
    expect(error.serverMessage).toBe('Quota exceeded');
    expect(requestsTo('/v3/languages/products')).toHaveLength(1);
    expect(env.waits).toEqual([]);
  });

  it.each([
    [400, 'validation'],
    [403, 'auth'],
    [404, 'notFound'],
    [413, 'payloadTooLarge'],
  ])('never retry a %i (%s)', async (status, kind) => {
    env.simulator.control.addFault({ path: '/v3/languages/products', status });
    expect((await failure(env.pro.languages.products())).kind).toBe(kind);
    expect(requestsTo('/v3/languages/products')).toHaveLength(1);
  });

  it('retry a dropped connection', async () => {
    env.simulator.control.addFault({ path: '/v3/languages/products', drop: true });
    await env.pro.languages.products();
    expect(requestsTo('/v3/languages/products').map((r) => r.status)).toEqual(['dropped', 200]);
  });

  it('report a refused connection as a network error after the attempts', async () => {
    const client = env.client({ baseUrl: 'http://127.0.0.1:1', maxAttempts: 2 });
    const error = await failure(client.languages.products());
    expect(error.kind).toBe('network');
    expect(env.waits).toHaveLength(1);
    // Said in a sentence that names the address, with the system code kept out of it.
    expect(error.message).toBe('Glossa could not reach 127.0.0.1:1: nothing answers at that address.');
    expect(error.nextStep).toMatch(/^Check the address and port in Settings/);
  });
});

describe('time limits and cancellation', () => {
  it('time out an attempt that gets no answer, and retry it', async () => {
    const client = env.client({ timeoutMs: 200 });
    env.simulator.control.addFault({ path: '/v3/languages/products', delayMs: 2000 });
    await client.languages.products();
    expect(env.waits).toHaveLength(1);
  });

  it('report a timeout when every attempt times out', async () => {
    const client = env.client({ timeoutMs: 150, maxAttempts: 2 });
    env.simulator.control.addFault({ path: '/v3/languages/products', delayMs: 2000, count: 2 });
    const error = await failure(client.languages.products());
    expect(error.kind).toBe('timeout');
  });

  it('cancel a call in flight by AbortSignal, without retrying', async () => {
    env.simulator.control.addFault({ path: '/v3/glossaries', delayMs: 3000 });
    const controller = new AbortController();
    const call = env.pro.glossaries.list({ signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const error = await failure(call);
    expect(error.kind).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(env.waits).toEqual([]);
  });

  it('refuse to start a call whose signal is already aborted', async () => {
    const error = await failure(env.pro.glossaries.list({ signal: AbortSignal.abort() }));
    expect(error.kind).toBe('cancelled');
    expect(requestsTo('/v3/glossaries')).toHaveLength(0);
  });

  it('cancel during the wait between attempts', async () => {
    const controller = new AbortController();
    const client = env.client({
      sleep: (_ms, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          controller.abort();
        }),
    });
    env.simulator.control.addFault({ path: '/v3/glossaries', status: 503 });
    const error = await failure(client.glossaries.list({ signal: controller.signal }));
    expect(error.kind).toBe('cancelled');
    expect(requestsTo('/v3/glossaries')).toHaveLength(1);
  });
});

describe('the key stays secret', () => {
  it('is in no thrown error and no debug log line, even when the server echoes it', async () => {
    const key = 'leaky-key-0123456789-SECRET';
    const lines: string[] = [];
    const client = env.client({ authKey: key, logger: { debug: (line) => lines.push(line) } });
    env.simulator.control.addFault({ path: '/v3/languages/products', status: 503, message: `echo ${key}` });
    env.simulator.control.addFault({ path: '/v3/languages/products', status: 400, message: `bad key ${key}` });
    const error = await failure(client.languages.products());
    expect(error.kind).toBe('validation');
    expect(error.serverMessage).toBe('bad key [redacted]');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    const everything = [error.message, error.stack ?? '', JSON.stringify(error.toData()), ...lines].join('\n');
    expect(everything).not.toContain(key);
  });

  it('is in no auth error when the service refuses it', async () => {
    const key = 'wrong-key-0123456789-SECRET';
    const lines: string[] = [];
    const client = env.client({ authKey: key, logger: { debug: (line) => lines.push(line) } });
    const error = await failure(client.languages.products());
    expect(isGlossaError(error, 'auth')).toBe(true);
    expect([error.message, error.stack ?? '', JSON.stringify(error.toData()), ...lines].join('\n')).not.toContain(key);
  });
});

describe('a document result cut off part-way', () => {
  // The service deletes a result once it has sent it, so a broken download is reported, never retried, and
  // leaves no file behind (neither the target nor the temp file beside it).
  it.each([
    ['a dropped connection', 'network', 'drop'],
    ['a stalled answer', 'timeout', 'stall'],
  ])('by %s is a %s error, tried once, with nothing left on disk', async (_name, kind, behaviour) => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits += 1;
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': '1000000' });
      res.write(Buffer.alloc(100_000, 1));
      if (behaviour === 'drop') setTimeout(() => res.socket?.destroy(), 20);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const dir = await mkdtemp(join(tmpdir(), 'glossa-result-'));
    const client = new LanguageServicesClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      authKey: 'test-key-1234',
      timeoutMs: 300,
      sleep: async () => undefined,
    });
    try {
      const error = await failure(
        client.documents.downloadResult({ document_id: 'd1', document_key: 'k1' }, join(dir, 'result.docx')),
      );
      expect(error.kind).toBe(kind);
      expect(hits).toBe(1);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await client.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    }
  });
});
