// The control API (/_simulator/ and simulator.control): faults per route, timings, reset and the request log.
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { simulatorPerFile } from '../testing/simulatorPerFile';

const running = simulatorPerFile({ glossaryReadyDelayMs: 0 });
const { call } = running;

const translate = () => call('POST', '/v2/translate', { json: { text: ['hi'], target_lang: 'de' } });
const control = (method: string, path: string, body?: unknown) =>
  fetch(`${running.simulator.proUrl}/_simulator${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('faults', () => {
  it('answers 429 twice with Retry-After, then handles the request', async () => {
    running.simulator.control.addFault({ path: '/v2/translate', status: 429, count: 2, retryAfterSeconds: 1 });
    const first = await translate();
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('1');
    expect(first.body.message).toEqual(expect.any(String));
    expect((await translate()).status).toBe(429);
    expect((await translate()).status).toBe(200);
  });

  it('answers 503 once over the HTTP control API, then succeeds', async () => {
    expect((await control('POST', '/faults', { path: '/v2/translate', method: 'POST', status: 503 })).status).toBe(201);
    expect((await translate()).status).toBe(503);
    expect((await translate()).status).toBe(200);
  });

  it('injects 456 on a route pattern with parameters', async () => {
    const id = (
      await call('POST', '/v3/glossaries', {
        json: {
          name: 'g',
          dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'a\tb', entries_format: 'tsv' }],
        },
      })
    ).body.glossary_id;
    running.simulator.control.addFault({ path: '/v3/glossaries/:glossary_id', method: 'GET', status: 456 });
    expect((await call('GET', `/v3/glossaries/${id}`)).status).toBe(456);
    expect((await call('GET', `/v3/glossaries/${id}`)).status).toBe(200);
  });

  it('only matches its method', async () => {
    running.simulator.control.addFault({ path: '/v2/translate', method: 'GET', status: 500 });
    expect((await translate()).status).toBe(200);
    expect(running.simulator.control.faults()).toHaveLength(1);
  });

  it('delays an answer', async () => {
    running.simulator.control.addFault({ path: '/v2/translate', delayMs: 300 });
    const started = performance.now();
    const res = await translate();
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('lets a client time out on a delayed answer', async () => {
    running.simulator.control.addFault({ path: '/v2/translate', delayMs: 2000 });
    const aborted = fetch(`${running.simulator.proUrl}/v2/translate`, {
      method: 'POST',
      headers: { authorization: `Service-Auth-Key ${running.simulator.keys.pro}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: ['hi'], target_lang: 'de' }),
      signal: AbortSignal.timeout(200),
    });
    await expect(aborted).rejects.toThrow();
  });

  it('drops the connection without an answer', async () => {
    running.simulator.control.addFault({ path: '/v2/translate', drop: true });
    await expect(translate()).rejects.toThrow();
    expect((await translate()).status).toBe(200);
    expect(running.simulator.control.requests().map((r) => r.status)).toEqual(['dropped', 200]);
  });

  it('drops an upload midway, and the log tells how much arrived', async () => {
    running.simulator.control.addFault({ path: '/v2/document', drop: true, dropAfterBytes: 64 * 1024 });
    const body = Buffer.alloc(1024 * 1024, 0x61);
    const outcome = await new Promise<string>((resolve) => {
      const req = httpRequest(`${running.simulator.proUrl}/v2/document`, {
        method: 'POST',
        headers: {
          authorization: `Service-Auth-Key ${running.simulator.keys.pro}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': body.length,
        },
      });
      req.on('response', () => resolve('answered'));
      req.on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? 'error'));
      req.end(body);
    });
    expect(outcome).not.toBe('answered');
    const [logged] = running.simulator.control.requests();
    expect(logged).toMatchObject({ method: 'POST', path: '/v2/document', status: 'dropped' });
    expect(logged!.bytes).toBeGreaterThanOrEqual(64 * 1024);
    expect(logged!.bytes).toBeLessThan(body.length);
  });

  it('refuses an invalid fault over HTTP with 400, and clears faults', async () => {
    expect((await control('POST', '/faults', { status: 500 })).status).toBe(400);
    running.simulator.control.addFault({ path: '/v2/translate', status: 500, count: 5 });
    expect((await control('DELETE', '/faults')).status).toBe(204);
    expect((await translate()).status).toBe(200);
  });
});

describe('request log', () => {
  it('records method, path, route, status, plan and upload bytes, never the key', async () => {
    await translate();
    const form = new FormData();
    form.append('target_lang', 'de');
    form.append('file', new Blob(['x'.repeat(5000)]), 'a.txt');
    await fetch(`${running.simulator.proUrl}/v2/document`, {
      method: 'POST',
      headers: { authorization: `Service-Auth-Key ${running.simulator.keys.pro}` },
      body: form,
    });
    await call('GET', '/v3/languages/products', { plan: 'free', key: 'free' });
    const res = await control('GET', '/requests');
    const { requests } = (await res.json()) as { requests: Record<string, unknown>[] };
    expect(requests).toEqual([
      expect.objectContaining({
        seq: 1,
        method: 'POST',
        path: '/v2/translate',
        route: '/v2/translate',
        status: 200,
        plan: 'pro',
        authScheme: 'Service-Auth-Key',
      }),
      expect.objectContaining({ method: 'POST', path: '/v2/document', status: 200, bytes: expect.any(Number) }),
      expect.objectContaining({ method: 'GET', path: '/v3/languages/products', plan: 'free' }),
    ]);
    expect(requests[1]!.bytes as number).toBeGreaterThan(5000);
    expect(JSON.stringify(requests)).not.toContain(running.simulator.keys.pro);
    expect((await control('DELETE', '/requests')).status).toBe(204);
    expect(running.simulator.control.requests()).toEqual([]);
  });
});

describe('timings and reset', () => {
  it('sets the glossary readiness delay over HTTP', async () => {
    expect(
      (await control('PUT', '/timings', { glossaryReadyDelayMs: 60_000, documents: { queuedMs: 10 } })).status,
    ).toBe(204);
    const res = await call('POST', '/v3/glossaries', {
      json: {
        name: 'g',
        dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'a\tb', entries_format: 'tsv' }],
      },
    });
    expect(res.body.ready).toBe(false);
  });

  it('reset forgets glossaries, style rules, developer keys and faults', async () => {
    await call('POST', '/v3/glossaries', {
      json: {
        name: 'g',
        dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'a\tb', entries_format: 'tsv' }],
      },
    });
    await call('POST', '/v3/style_rules', { json: { name: 's', language: 'de', configured_rules: {} } });
    const key = (await call('POST', '/v2/admin/developer-keys', { key: 'admin', json: {} })).body.key_id;
    running.simulator.control.addFault({ path: '/v2/translate', status: 500 });
    expect((await control('POST', '/reset')).status).toBe(204);
    expect((await call('GET', '/v3/glossaries')).body.glossaries).toEqual([]);
    expect((await call('GET', '/v3/style_rules')).body.style_rules).toEqual([]);
    expect((await call('GET', '/v3/languages/products', { key })).status).toBe(403);
    expect((await translate()).status).toBe(200);
  });

  it('answers 404 for an unknown control path', async () => {
    expect((await control('GET', '/nothing')).status).toBe(404);
  });
});
