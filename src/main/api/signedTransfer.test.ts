import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GlossaError } from '../../shared/errors';
import { putFileSigned, signedRequest } from './signedTransfer';

const dir = mkdtempSync(join(tmpdir(), 'glossa-signed-'));
const file = join(dir, 'memory.tmx');
writeFileSync(file, Buffer.alloc(300_000, 'x'));

interface Received {
  method: string;
  headers: IncomingMessage['headers'];
  bytes: number;
}
let server: Server;
let base: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      received.push({ method: req.method!, headers: req.headers, bytes });
      if (req.url?.includes('signature=forged')) {
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Signature forged does not match' }));
      } else res.end('ok');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the transfer should have been refused'),
    (error: unknown) => error as GlossaError,
  );

describe('a file sent to an address the service handed out', () => {
  it('is PUT whole with its length, type and the address’s own authorization, progress reaching the total', async () => {
    const progress: [number, number][] = [];
    await putFileSigned(
      { operation: 'PUT recording', url: `${base}/upload`, authorization: 'DeepL-Signature abc', secrets: ['abc'] },
      file,
      'application/xml',
      { onProgress: (sent, total) => progress.push([sent, total]) },
    );
    const put = received.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', bytes: 300_000 });
    expect(put.headers).toMatchObject({
      'content-type': 'application/xml',
      'content-length': '300000',
      authorization: 'DeepL-Signature abc',
    });
    expect(progress.at(-1)).toEqual([300_000, 300_000]);
    expect(progress.map(([sent]) => sent)).toEqual([...progress.map(([sent]) => sent)].sort((a, b) => a - b));
  });

  it('sends no Authorization header when the signature is in the address', async () => {
    await putFileSigned(
      { operation: 'PUT tmx', url: `${base}/u?signature=ok`, secrets: ['?signature=ok'] },
      file,
      'a/b',
    );
    expect(received.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('turns a refusal into a typed error that never repeats the signature', async () => {
    const error = await failureOf(
      putFileSigned({ operation: 'PUT tmx', url: `${base}/u?signature=forged`, secrets: ['forged'] }, file, 'a/b'),
    );
    expect(error).toBeInstanceOf(GlossaError);
    expect(error.status).toBe(403);
    expect(JSON.stringify(error.toData())).not.toContain('forged');
  });

  it('refuses an address that is neither https nor http, and a transfer already cancelled', async () => {
    const odd = await failureOf(
      signedRequest({ operation: 'GET result', url: 'file:///etc/passwd', secrets: [] }, { method: 'GET' }, undefined),
    );
    expect(odd.kind).toBe('network');
    expect(odd.serverDetail).toContain('GET result');
    const stop = new AbortController();
    stop.abort();
    const cancelled = await failureOf(
      signedRequest({ operation: 'GET result', url: `${base}/r`, secrets: [] }, { method: 'GET' }, stop.signal),
    );
    expect(cancelled.kind).toBe('cancelled');
  });

  it('is a network error naming the transfer when nothing answers there', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const error = await failureOf(
      signedRequest(
        { operation: 'GET result', url: `http://127.0.0.1:${port}/r`, secrets: [] },
        { method: 'GET' },
        undefined,
      ),
    );
    expect(error.kind).toBe('network');
    expect(error.serverDetail).toBe('GET result, ECONNREFUSED');
  });
});
