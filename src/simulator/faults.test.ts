// Injected faults: matched by pattern or path and method, counted down, then gone.
import { describe, expect, it } from 'vitest';
import { Faults } from './faults';

describe('Faults', () => {
  it('applies to the next N matching requests, then stops', () => {
    const faults = new Faults();
    faults.add({ path: '/v2/translate', status: 429, count: 2 });
    expect(faults.take('POST', '/v2/translate', '/v2/translate')?.status).toBe(429);
    expect(faults.take('POST', '/v2/translate', '/v2/translate')?.status).toBe(429);
    expect(faults.take('POST', '/v2/translate', '/v2/translate')).toBeUndefined();
  });

  it('matches a route pattern or a concrete path, and only its method', () => {
    const faults = new Faults();
    faults.add({ path: '/v3/glossaries/:glossary_id', method: 'get', status: 503 });
    expect(faults.take('PATCH', '/v3/glossaries/1', '/v3/glossaries/:glossary_id')).toBeUndefined();
    expect(faults.take('GET', '/v3/glossaries/1', '/v3/glossaries/:glossary_id')?.status).toBe(503);
    faults.add({ path: '/v3/glossaries/2', drop: true });
    expect(faults.take('GET', '/v3/glossaries/1', '/v3/glossaries/:glossary_id')).toBeUndefined();
    expect(faults.take('DELETE', '/v3/glossaries/2', '/v3/glossaries/:glossary_id')?.drop).toBe(true);
  });

  it('refuses a count that is not a positive whole number', () => {
    expect(() => new Faults().add({ path: '/x', count: 0 })).toThrow(RangeError);
  });
});
