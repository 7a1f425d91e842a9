// Authentication, as the spec's "Authentication" section and the plan rules say, over real HTTP.
import { describe, expect, it } from 'vitest';
import { startSimulator } from '../index';
import { serviceCalls } from '../testing/serviceCalls';
import { simulatorPerFile } from '../testing/simulatorPerFile';

const running = simulatorPerFile({}, { resetBeforeEach: false });
const { call } = running;

describe('the Authorization header', () => {
  it('accepts "Service-Auth-Key <key>"', async () => {
    expect((await call('GET', '/v3/languages/products')).status).toBe(200);
  });

  it('refuses a request without the header with 403 and a JSON error body', async () => {
    const res = await call('GET', '/v3/languages/products', { key: null });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: expect.any(String), detail: expect.stringContaining('Service-Auth-Key') });
  });

  it('refuses an unknown key', async () => {
    expect((await call('GET', '/v3/languages/products', { key: 'not-a-key' })).status).toBe(403);
  });

  it('refuses another scheme word', async () => {
    const res = await call('GET', '/v3/languages/products', {
      headers: { authorization: `Bearer ${running.simulator.keys.pro}` },
    });
    expect(res.status).toBe(403);
  });

  it('uses the configured scheme word', async () => {
    const other = await startSimulator({ authScheme: 'Other-Scheme' });
    try {
      const otherCall = serviceCalls(other);
      expect((await otherCall('GET', '/v3/languages/products')).status).toBe(200);
      const res = await otherCall('GET', '/v3/languages/products', {
        headers: { authorization: `Service-Auth-Key ${other.keys.pro}` },
      });
      expect(res.status).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('auth_key in the query', () => {
  it.each([
    ['GET', '/v3/languages/products'],
    ['GET', '/v3/glossaries'],
    ['POST', '/v2/translate'],
    ['GET', '/v2/admin/developer-keys'],
  ])('is refused on %s %s even with a valid key in the header', async (method, path) => {
    const res = await call(method, `${path}?auth_key=${running.simulator.keys.pro}`, {
      key: method === 'GET' && path.includes('admin') ? 'admin' : 'pro',
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/auth_key/);
  });

  it('is refused alone, and the key never reaches the request log', async () => {
    const res = await call('GET', `/v3/languages/products?auth_key=${running.simulator.keys.pro}`, { key: null });
    expect(res.status).toBe(403);
    expect(JSON.stringify(running.simulator.control.requests())).not.toContain(running.simulator.keys.pro);
  });
});

describe('plans and base URLs', () => {
  it('accepts the free key on the free URL', async () => {
    expect((await call('GET', '/v3/languages/products', { plan: 'free', key: 'free' })).status).toBe(200);
  });

  it('refuses the free key on the Pro URL', async () => {
    const res = await call('GET', '/v3/languages/products', { plan: 'pro', key: 'free' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/free/i);
  });

  it('refuses the Pro key on the free URL', async () => {
    const res = await call('GET', '/v3/languages/products', { plan: 'free', key: 'pro' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/pro/i);
  });
});

describe('admin key', () => {
  it('is needed on admin routes', async () => {
    expect((await call('GET', '/v2/admin/developer-keys', { key: 'pro' })).status).toBe(403);
    expect((await call('GET', '/v2/admin/developer-keys', { key: 'admin' })).status).toBe(200);
  });

  it('is refused on the free URL', async () => {
    expect((await call('GET', '/v2/admin/developer-keys', { plan: 'free', key: 'admin' })).status).toBe(403);
  });

  it('works only on admin routes', async () => {
    expect((await call('GET', '/v3/languages/products', { key: 'admin' })).status).toBe(403);
  });
});

describe('routing', () => {
  it('answers 404 with a JSON body for an unknown path', async () => {
    const res = await call('GET', '/v9/nothing');
    expect(res.status).toBe(404);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const res = await call('POST', '/v3/languages/products', { json: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });
});
