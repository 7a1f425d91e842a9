// Language discovery through the client: v3 per product, products, v2; the one-hour cache per product; and
// forward-compatible parsing (unknown codes, features and fields are kept).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GlossaError } from '../../shared/errors';
import { LanguageServicesClient } from './client';
import { type ClientsOnSimulator, startClientsOnSimulator } from './testing/simulatorClients';

let env: ClientsOnSimulator;
beforeAll(async () => {
  env = await startClientsOnSimulator();
});
afterAll(() => env.close());
beforeEach(() => env.simulator.control.reset());

const countRequests = (path: string) => env.simulator.control.requests().filter((r) => r.path === path).length;

describe('GET /v3/languages', () => {
  it('lists the languages of a product in BCP 47 casing, with features', async () => {
    const languages = await env.client().languages.list('translate_text');
    const german = languages.find((l) => l.lang === 'de');
    expect(german).toMatchObject({ name: 'German', usable_as_source: true, usable_as_target: true });
    expect(german?.features).toContain('formality');
    expect(languages.some((l) => l.lang === 'en-GB')).toBe(true);
  });

  it('lists beta languages only when asked', async () => {
    const client = env.client();
    const normal = await client.languages.list('translate_text');
    const withBeta = await client.languages.list('translate_text', { includeBeta: true });
    expect(withBeta.length).toBeGreaterThanOrEqual(normal.length);
    expect(
      env.simulator.control
        .requests()
        .filter((r) => r.path === '/v3/languages')
        .map((r) => r.query),
    ).toEqual(['product=translate_text', 'product=translate_text&include=beta']);
  });

  it('refuses an unknown product before sending', async () => {
    const error = await env
      .client()
      .languages.list('teleport' as 'voice')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GlossaError);
    expect((error as GlossaError).kind).toBe('validation');
    expect((error as GlossaError).fields?.[0]?.field).toBe('product');
    expect(countRequests('/v3/languages')).toBe(0);
  });
});

describe('the language cache', () => {
  it('reuses a product list, also for concurrent callers, but not across products', async () => {
    const client = env.client();
    await Promise.all([client.languages.list('voice'), client.languages.list('voice')]);
    await client.languages.list('voice');
    await client.languages.list('write');
    expect(countRequests('/v3/languages')).toBe(2);
  });

  it('keeps a list for at most one hour, even when asked for longer', async () => {
    let now = 1_000_000;
    const client = env.client({ now: () => now, languageCacheMs: 2 * 3_600_000 });
    await client.languages.list('glossary');
    now += 3_600_000 - 1;
    await client.languages.list('glossary');
    expect(countRequests('/v3/languages')).toBe(1);
    now += 1;
    await client.languages.list('glossary');
    expect(countRequests('/v3/languages')).toBe(2);
  });

  it('does not keep a failure', async () => {
    const client = env.client({ maxAttempts: 1 });
    env.simulator.control.addFault({ path: '/v3/languages/products', status: 503 });
    await expect(client.languages.products()).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(client.languages.products()).resolves.toBeInstanceOf(Array);
    expect(countRequests('/v3/languages/products')).toBe(2);
  });

  it('lets one caller cancel without failing the others waiting for the same list', async () => {
    const client = env.client();
    env.simulator.control.addFault({ path: '/v3/languages', delayMs: 300 });
    const controller = new AbortController();
    const cancelled = client.languages.list('voice', { signal: controller.signal });
    const patient = client.languages.list('voice');
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ kind: 'cancelled' });
    expect((await patient).length).toBeGreaterThan(0);
    expect(countRequests('/v3/languages')).toBe(1);
    await expect(client.languages.list('voice', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      kind: 'cancelled',
    });
  });

  it('can be cleared, e.g. after the key changed', async () => {
    const client = env.client();
    await client.languages.products();
    client.languages.clearCache();
    await client.languages.products();
    expect(countRequests('/v3/languages/products')).toBe(2);
  });
});

describe('GET /v3/languages/products and /v2/languages', () => {
  it('lists products with the sides each feature is checked on', async () => {
    const products = await env.client().languages.products();
    const text = products.find((p) => p.name === 'translate_text');
    expect(text?.features).toContainEqual({ name: 'glossary', needs_source_support: true, needs_target_support: true });
    expect(products.find((p) => p.name === 'style_rules')?.features).toEqual([]);
  });

  it('lists legacy languages in upper case, with supports_formality for targets only', async () => {
    const client = env.client();
    const sources = await client.languages.listV2('source');
    const targets = await client.languages.listV2('target');
    expect(sources.find((l) => l.language === 'DE')).toEqual({ language: 'DE', name: 'German' });
    expect(targets.find((l) => l.language === 'DE')?.supports_formality).toBe(true);
    expect(targets.some((l) => l.language === 'EN-GB')).toBe(true);
  });
});

describe('forward compatibility', () => {
  it('keeps languages, features and fields it has never heard of', async () => {
    const server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url?.startsWith('/v3/languages/products')) {
        res.end(
          JSON.stringify([
            { name: 'hologram', features: [{ name: 'telepathy', needs_target_support: true, since: 2030 }] },
          ]),
        );
      } else {
        res.end(
          JSON.stringify([
            {
              lang: 'xx-Qaaa-ZZ',
              name: 'Future',
              usable_as_source: true,
              usable_as_target: false,
              features: ['telepathy', 'glossary'],
              rtl: true,
            },
          ]),
        );
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = new LanguageServicesClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      authKey: 'any-key-1234',
    });
    try {
      const [language] = await client.languages.list('translate_text');
      expect(language).toEqual({
        lang: 'xx-Qaaa-ZZ',
        name: 'Future',
        usable_as_source: true,
        usable_as_target: false,
        features: ['telepathy', 'glossary'],
        rtl: true,
      });
      const [product] = await client.languages.products();
      expect(product?.features[0]).toEqual({ name: 'telepathy', needs_target_support: true, since: 2030 });
    } finally {
      await client.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
