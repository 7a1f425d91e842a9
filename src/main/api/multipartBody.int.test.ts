// A streamed upload over real HTTP arrives byte for byte, also when the receiver reads slowly (so the socket
// fills and the client must wait for 'drain' before it reuses a read buffer).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LanguageServicesClient } from './client';

let dir: string;
let path: string;
let expectedHash: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'glossa-upload-'));
  path = join(dir, 'random.txt');
  const content = randomBytes(6 * 1024 * 1024 + 12345);
  await writeFile(path, content);
  expectedHash = createHash('sha256').update(content).digest('hex');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A receiver that hashes the uploaded file part; `slow` reads with pauses. */
async function withReceiver(
  slow: boolean,
  run: (baseUrl: string, received: () => Promise<{ hash: string; name: string }>) => Promise<void>,
) {
  let result: Promise<{ hash: string; name: string }> | undefined;
  const readAll = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    // A slow receiver first stalls, so the kernel's buffers fill and the client's writes queue up.
    if (slow) await new Promise((resolve) => setTimeout(resolve, 500));
    for await (const chunk of req as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      if (slow && chunks.length % 4 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const form = await new Response(new Uint8Array(Buffer.concat(chunks)), {
      headers: { 'content-type': String(req.headers['content-type']) },
    }).formData();
    const file = form.get('file') as File;
    return {
      hash: createHash('sha256')
        .update(Buffer.from(await file.arrayBuffer()))
        .digest('hex'),
      name: file.name,
    };
  };
  const server = createServer((req, res) => {
    result = readAll(req);
    void result.then(() =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"document_id":"d1","document_key":"k1"}'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, () => result!);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('a streamed upload', () => {
  it.each([
    ['a fast receiver', false],
    ['a slow receiver', true],
  ])('arrives byte for byte at %s', async (_name, slow) => {
    await withReceiver(slow, async (baseUrl, received) => {
      const client = new LanguageServicesClient({ baseUrl, authKey: 'test-key-1234' });
      try {
        await expect(client.documents.upload({ path, target_lang: 'de' })).resolves.toEqual({
          document_id: 'd1',
          document_key: 'k1',
        });
        expect(await received()).toEqual({ hash: expectedHash, name: 'random.txt' });
      } finally {
        await client.close();
      }
    });
  });
});
