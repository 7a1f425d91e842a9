import { describe, expect, it } from 'vitest';
import { GlossariesApi } from './glossaries';
import type { Transport } from './transport';

describe('creating a legacy (v2) glossary', () => {
  it('always sends entries_format, as the public service requires', async () => {
    const bodies: unknown[] = [];
    const transport = {
      json: async (_method: string, _path: string, options: { body: unknown }) => {
        bodies.push(options.body);
        return {
          glossary_id: 'g1',
          name: 'Old',
          ready: true,
          source_lang: 'en',
          target_lang: 'de',
          creation_time: '2026-01-01T00:00:00Z',
          entry_count: 1,
        };
      },
    } as unknown as Transport;
    const api = new GlossariesApi(transport, async () => undefined);
    await api.createV2({ name: 'Old', source_lang: 'en', target_lang: 'de', entries: 'a\tb' });
    await api.createV2({ name: 'Old', source_lang: 'en', target_lang: 'de', entries: 'a,b', entries_format: 'csv' });
    expect(bodies).toEqual([
      expect.objectContaining({ entries_format: 'tsv', entries: 'a\tb' }),
      expect.objectContaining({ entries_format: 'csv', entries: 'a,b' }),
    ]);
  });
});
