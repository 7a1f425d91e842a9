// The route table: `:params`, 405 with the allowed methods, 404 otherwise.
import { describe, expect, it } from 'vitest';
import { RouteTable, type Route } from './routeTable';
import { json } from './exchange';

const route = (method: Route['method'], path: string): Route => ({
  method,
  path,
  access: 'key',
  handle: () => json(200, {}),
});

describe('RouteTable', () => {
  const table = new RouteTable();
  table.add(
    route('GET', '/v3/glossaries/:glossary_id'),
    route('PATCH', '/v3/glossaries/:glossary_id'),
    route('GET', '/v3/glossaries/:glossary_id/entries'),
  );

  it('matches a pattern and decodes its parameters', () => {
    const found = table.match('GET', '/v3/glossaries/a%20b/entries');
    expect(found && 'route' in found && [found.route.path, found.params]).toEqual([
      '/v3/glossaries/:glossary_id/entries',
      { glossary_id: 'a b' },
    ]);
  });

  it('lists the methods a known path allows', () => {
    expect(table.match('DELETE', '/v3/glossaries/x')).toEqual({ allowed: ['GET', 'PATCH'] });
  });

  it('matches nothing for an unknown path, an empty parameter or a bad escape', () => {
    expect(table.match('GET', '/v3/other')).toBeUndefined();
    expect(table.match('GET', '/v3/glossaries/')).toBeUndefined();
    expect(table.match('GET', '/v3/glossaries/%E0%A4%A')).toBeUndefined();
  });

  it('names the pattern of a path, for faults and the log', () => {
    expect(table.patternOf('PATCH', '/v3/glossaries/42')).toBe('/v3/glossaries/:glossary_id');
    expect(table.patternOf('GET', '/nothing')).toBe('/nothing');
  });
});
