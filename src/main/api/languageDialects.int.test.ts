// Which form of the v3 language routes an address speaks is decided by evidence, kept per endpoint and checked
// again after later failures (issue 25: one passing 400 flipped the client to the other form for its
// lifetime, and later calls failed). Against a small server on 127.0.0.1 whose answers each test scripts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageServicesClient } from './client';
import { failure } from './testing/simulatorClients';

const LIST = JSON.stringify([
  { lang: 'de', name: 'German', usable_as_source: true, usable_as_target: true, features: ['formality'] },
]);
const PRODUCTS = JSON.stringify([{ name: 'translate_text', features: [] }]);

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
});

type Answer = [status: number, body: string];
/** A server whose answer to each request `script` decides; the requests it got, as `path?query`. */
async function scripted(script: (url: URL) => Answer): Promise<{ client: LanguageServicesClient; asked: string[] }> {
  const asked: string[] = [];
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(`${url.pathname}${url.search}`);
    const [status, body] = script(url);
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new LanguageServicesClient({
    baseUrl,
    authKey: 'key:fx',
    plan: 'free',
    sleep: async () => undefined,
    maxAttempts: 1,
  });
  return { client, asked };
}

const renamed: Answer = [400, JSON.stringify({ message: "The 'product' parameter was renamed to 'resource'." })];

describe('the form of the v3 language query', () => {
  it('stays the spec’s after a 400 that names no other form: the caller hears it, the next call asks the same way', async () => {
    let passingFault = true;
    const { client, asked } = await scripted((url) => {
      if (passingFault) {
        passingFault = false;
        return [400, JSON.stringify({ message: 'Bad request.' })];
      }
      return url.searchParams.has('product') ? [200, LIST] : [400, JSON.stringify({ message: 'Unknown parameter.' })];
    });
    expect((await failure(client.languages.list('translate_text'))).kind).toBe('validation');
    expect(asked).toEqual(['/v3/languages?product=translate_text']);
    expect(client.languages.queryDialect).toBeUndefined();
    expect((await client.languages.list('translate_text'))[0]?.lang).toBe('de');
    expect(client.languages.queryDialect).toBe('spec');
    expect(asked.every((a) => a.includes('product='))).toBe(true);
  });

  it('moves to the public form on a 400 that names it, and back when a kept form is later refused the same way', async () => {
    let form: 'spec' | 'public' = 'public';
    const { client, asked } = await scripted((url) => {
      if (form === 'public') return url.searchParams.has('resource') ? [200, LIST] : renamed;
      return url.searchParams.has('product')
        ? [200, LIST]
        : [400, JSON.stringify({ message: "Value for 'product' is required." })];
    });
    await client.languages.list('translate_text');
    expect(client.languages.queryDialect).toBe('public');
    // The address changes its form (an update, another server behind the same name): checked again.
    form = 'spec';
    client.languages.clearCache();
    await client.languages.list('translate_text');
    expect(client.languages.queryDialect).toBe('spec');
    expect(asked).toEqual([
      '/v3/languages?product=translate_text',
      '/v3/languages?resource=translate_text',
      '/v3/languages?resource=translate_text',
      '/v3/languages?product=translate_text',
    ]);
  });

  it('is kept per endpoint: the product list’s path is found on its own', async () => {
    const { client, asked } = await scripted((url) => {
      if (url.pathname === '/v3/languages/products') return [404, JSON.stringify({ message: 'Not found.' })];
      if (url.pathname === '/v3/languages/resources') return [200, PRODUCTS];
      return url.searchParams.has('product') ? [200, LIST] : renamed;
    });
    await client.languages.products();
    await client.languages.list('translate_text');
    expect(client.languages.queryDialect).toBe('spec');
    expect(asked).toEqual([
      '/v3/languages/products',
      '/v3/languages/resources',
      '/v3/languages?product=translate_text',
    ]);
  });
});
