// Glossaries v3 (all eight routes) and the v2 create call, with every entry rule, over real HTTP.
import { describe, expect, it } from 'vitest';
import { startSimulator } from '../index';
import { serviceCalls } from '../testing/serviceCalls';
import { simulatorPerFile } from '../testing/simulatorPerFile';

const running = simulatorPerFile({ glossaryReadyDelayMs: 0 });
const { call } = running;

const dict = (entries: string, extra: Record<string, string> = {}) => ({
  source_lang: 'en',
  target_lang: 'de',
  entries,
  entries_format: 'tsv',
  ...extra,
});
const create = (dictionaries: unknown[], name = 'Terms') =>
  call('POST', '/v3/glossaries', { json: { name, dictionaries } });
const entriesOf = async (id: string, source = 'en', target = 'de') =>
  (await call('GET', `/v3/glossaries/${id}/entries?source_lang=${source}&target_lang=${target}`)).body.dictionaries[0]
    .entries;

describe('POST /v3/glossaries', () => {
  it('creates a glossary and answers its metadata', async () => {
    const res = await create([dict('hello\tHallo\nworld\tWelt'), { ...dict('cat\tchat'), target_lang: 'fr' }]);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      glossary_id: expect.any(String),
      name: 'Terms',
      ready: true,
      dictionaries: [
        { source_lang: 'en', target_lang: 'de', entry_count: 2 },
        { source_lang: 'en', target_lang: 'fr', entry_count: 1 },
      ],
      creation_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('stores a variant as its base language and accepts any casing', async () => {
    const res = await create([dict('a\tb', { source_lang: 'EN-us', target_lang: 'PT-br' })]);
    expect(res.status).toBe(201);
    expect(res.body.dictionaries[0]).toMatchObject({ source_lang: 'en', target_lang: 'pt' });
  });

  it('refuses a language glossaries do not support', async () => {
    const res = await create([dict('a\tb', { target_lang: 'xx' })]);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/target_lang/);
  });

  it('accepts a glossary without dictionaries; refuses an empty dictionary, or two dictionaries of one pair', async () => {
    expect((await create([])).status).toBe(201);
    expect((await create([dict('')])).status).toBe(400);
    expect((await create([dict('a\tb'), dict('c\td', { source_lang: 'EN' })])).status).toBe(400);
  });

  it('refuses an empty name and a name over 1024 UTF-8 bytes', async () => {
    expect((await create([dict('a\tb')], '')).status).toBe(400);
    expect((await create([dict('a\tb')], 'ü'.repeat(513))).status).toBe(400); // 1026 bytes
    expect((await create([dict('a\tb')], 'ü'.repeat(512))).status).toBe(201); // 1024 bytes
  });

  it('reads CSV with standard quoting', async () => {
    const csv = '"comma, inside","with ""quotes"""\nplain,einfach';
    const res = await create([dict(csv, { entries_format: 'csv' })]);
    expect(res.status).toBe(201);
    expect(await entriesOf(res.body.glossary_id)).toBe('comma, inside\twith "quotes"\nplain\teinfach');
  });

  it('ignores CSV entries whose trailing language codes name another pair', async () => {
    const csv = 'house,Haus,en,de\ncar,voiture,en,fr\ntree,Baum,EN,DE';
    const res = await create([dict(csv, { entries_format: 'csv' })]);
    expect(res.status).toBe(201);
    expect(res.body.dictionaries[0].entry_count).toBe(2);
    expect(await entriesOf(res.body.glossary_id)).toBe('house\tHaus\ntree\tBaum');
  });

  it('refuses an unknown entries_format', async () => {
    expect((await create([dict('a\tb', { entries_format: 'xlsx' })])).status).toBe(400);
  });

  describe('entry rules (each answers 400 naming the line)', () => {
    it.each([
      ['a duplicate source phrase', 'one\teins\none\tuno', /line 2: .*already on line 1/i],
      ['an empty target phrase', 'one\t', /empty/],
      ['an empty source phrase', '\teins', /empty/],
      ['a C0 control character', 'on\u0007e\teins', /control/],
      ['a C1 control character', 'on\u0085e\teins', /line|control/],
      ['a Unicode line separator', 'one\tei\u2028ns', /line/],
      ['leading Unicode whitespace', '\u00a0one\teins', /blank|space/],
      ['trailing whitespace', 'one \teins', /blank|space/],
      ['a source phrase over 1024 UTF-8 bytes', `${'ü'.repeat(513)}\teins`, /1024 bytes/],
      ['a target phrase over 1024 UTF-8 bytes', `one\t${'x'.repeat(1025)}`, /1024 bytes/],
    ])('refuses %s', async (_, entries, message) => {
      const res = await create([dict(entries)]);
      expect(res.status).toBe(400);
      expect(`${res.body.message} ${res.body.detail}`).toMatch(message);
      expect(res.body.message).toMatch(/^line \d+:/i);
    });

    it('accepts a phrase of exactly 1024 UTF-8 bytes', async () => {
      expect((await create([dict(`${'ü'.repeat(512)}\teins`)])).status).toBe(201);
    });
  });

  it('refuses a dictionary over 10 MB with 413', async () => {
    const line = `${'s'.repeat(500)}\t${'t'.repeat(500)}`; // 1001 bytes, 1002 with the newline
    const count = Math.ceil(10_000_000 / 1002) + 10;
    const entries = Array.from({ length: count }, (_, i) => `${i}${line}`).join('\n');
    const res = await create([dict(entries)]);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/10 MB/);
  });
});

describe('readiness', () => {
  it('reports ready false until the configured delay has passed', async () => {
    running.simulator.control.setGlossaryReadyDelay(300);
    const res = await create([dict('a\tb')]);
    expect(res.body.ready).toBe(false);
    expect((await call('GET', `/v3/glossaries/${res.body.glossary_id}`)).body.ready).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await call('GET', `/v3/glossaries/${res.body.glossary_id}`)).body.ready).toBe(true);
  });
});

describe('GET /v3/glossaries and /v3/glossaries/{id}', () => {
  it('lists the account’s glossaries without entries', async () => {
    const a = (await create([dict('a\tb')], 'A')).body;
    await call('POST', '/v3/glossaries', {
      plan: 'free',
      key: 'free',
      json: { name: 'Free one', dictionaries: [dict('x\ty')] },
    });
    const res = await call('GET', '/v3/glossaries');
    expect(res.status).toBe(200);
    expect(res.body.glossaries).toEqual([
      expect.objectContaining({
        glossary_id: a.glossary_id,
        name: 'A',
        dictionaries: [{ source_lang: 'en', target_lang: 'de', entry_count: 1 }],
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain('"entries"');
  });

  it('answers one glossary’s metadata, and 404 for an unknown id', async () => {
    const a = (await create([dict('a\tb')], 'A')).body;
    expect((await call('GET', `/v3/glossaries/${a.glossary_id}`)).body).toMatchObject({
      glossary_id: a.glossary_id,
      name: 'A',
    });
    expect((await call('GET', '/v3/glossaries/unknown')).status).toBe(404);
  });

  it('keeps glossaries per data center: another instance does not see them', async () => {
    const a = (await create([dict('a\tb')], 'A')).body;
    const other = await startSimulator();
    try {
      const otherCall = serviceCalls(other);
      expect((await otherCall('GET', `/v3/glossaries/${a.glossary_id}`)).status).toBe(404);
      expect((await otherCall('GET', '/v3/glossaries')).body.glossaries).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('GET /v3/glossaries/{id}/entries', () => {
  it('returns the requested dictionary as TSV, with language codes in any casing', async () => {
    const id = (await create([dict('a,b\tc', { entries_format: 'tsv' })])).body.glossary_id;
    const res = await call('GET', `/v3/glossaries/${id}/entries?source_lang=EN-GB&target_lang=De`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'a,b\tc', entries_format: 'tsv' }],
    });
  });

  it('needs both languages, and answers 404 for a pair the glossary lacks', async () => {
    const id = (await create([dict('a\tb')])).body.glossary_id;
    expect((await call('GET', `/v3/glossaries/${id}/entries?source_lang=en`)).status).toBe(400);
    expect((await call('GET', `/v3/glossaries/${id}/entries?source_lang=en&target_lang=fr`)).status).toBe(404);
  });
});

describe('PUT /v3/glossaries/{id}/dictionaries', () => {
  it('replaces the whole dictionary of that pair', async () => {
    const id = (await create([dict('a\tb\nc\td')])).body.glossary_id;
    const res = await call('PUT', `/v3/glossaries/${id}/dictionaries`, { json: dict('e\tf') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ source_lang: 'en', target_lang: 'de', entry_count: 1 });
    expect(await entriesOf(id)).toBe('e\tf');
  });

  it('creates the dictionary when the pair has none', async () => {
    const id = (await create([dict('a\tb')])).body.glossary_id;
    await call('PUT', `/v3/glossaries/${id}/dictionaries`, { json: dict('e\tf', { target_lang: 'fr' }) });
    expect((await call('GET', `/v3/glossaries/${id}`)).body.dictionaries).toHaveLength(2);
  });

  it('applies the entry rules', async () => {
    const id = (await create([dict('a\tb')])).body.glossary_id;
    expect((await call('PUT', `/v3/glossaries/${id}/dictionaries`, { json: dict('a\tb\na\tc') })).status).toBe(400);
    expect(await entriesOf(id)).toBe('a\tb');
  });
});

describe('PATCH /v3/glossaries/{id}', () => {
  it('merges entries: new source phrases are added, existing ones replaced', async () => {
    const id = (await create([dict('a\tb\nc\td')])).body.glossary_id;
    const res = await call('PATCH', `/v3/glossaries/${id}`, { json: { dictionaries: [dict('c\tD2\ne\tf')] } });
    expect(res.status).toBe(200);
    expect(res.body.dictionaries).toEqual([{ source_lang: 'en', target_lang: 'de', entry_count: 3 }]);
    expect(await entriesOf(id)).toBe('a\tb\nc\tD2\ne\tf');
  });

  it('renames without touching the entries', async () => {
    const id = (await create([dict('a\tb')])).body.glossary_id;
    const res = await call('PATCH', `/v3/glossaries/${id}`, { json: { name: 'Renamed' } });
    expect(res.body).toMatchObject({ name: 'Renamed', dictionaries: [{ entry_count: 1 }] });
  });

  it('changes one dictionary per call, and needs something to change', async () => {
    const id = (await create([dict('a\tb')])).body.glossary_id;
    expect(
      (
        await call('PATCH', `/v3/glossaries/${id}`, {
          json: { dictionaries: [dict('x\ty'), dict('x\ty', { target_lang: 'fr' })] },
        })
      ).status,
    ).toBe(400);
    expect((await call('PATCH', `/v3/glossaries/${id}`, { json: {} })).status).toBe(400);
  });
});

describe('DELETE', () => {
  it('deletes a whole glossary with 204', async () => {
    const id = (await create([dict('a\tb')])).body.glossary_id;
    const res = await call('DELETE', `/v3/glossaries/${id}`);
    expect(res.status).toBe(204);
    expect(res.bytes.length).toBe(0);
    expect((await call('GET', `/v3/glossaries/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/v3/glossaries/${id}`)).status).toBe(404);
  });

  it('deletes one dictionary by its pair', async () => {
    const id = (await create([dict('a\tb'), dict('c\td', { target_lang: 'fr' })])).body.glossary_id;
    expect((await call('DELETE', `/v3/glossaries/${id}/dictionaries?source_lang=en&target_lang=fr`)).status).toBe(204);
    expect((await call('GET', `/v3/glossaries/${id}`)).body.dictionaries).toEqual([
      { source_lang: 'en', target_lang: 'de', entry_count: 1 },
    ]);
    expect((await call('DELETE', `/v3/glossaries/${id}/dictionaries?source_lang=en&target_lang=fr`)).status).toBe(404);
  });
});

describe('POST /v2/glossaries', () => {
  it('creates a monolingual glossary, TSV by default', async () => {
    const res = await call('POST', '/v2/glossaries', {
      json: { name: 'Old', source_lang: 'EN', target_lang: 'DE', entries: 'a\tb\nc\td' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      glossary_id: expect.any(String),
      ready: true,
      name: 'Old',
      source_lang: 'en',
      target_lang: 'de',
      creation_time: expect.any(String),
      entry_count: 2,
    });
    expect((await call('GET', `/v3/glossaries/${res.body.glossary_id}`)).status).toBe(200);
  });

  it('accepts CSV', async () => {
    const res = await call('POST', '/v2/glossaries', {
      json: { name: 'Old', source_lang: 'en', target_lang: 'de', entries: 'a,b', entries_format: 'csv' },
    });
    expect(res.body.entry_count).toBe(1);
  });

  it('refuses a language outside the v2 glossary set and bad entries', async () => {
    expect(
      (
        await call('POST', '/v2/glossaries', {
          json: { name: 'Old', source_lang: 'en', target_lang: 'hi', entries: 'a\tb' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/v2/glossaries', {
          json: { name: 'Old', source_lang: 'en', target_lang: 'de', entries: 'a\t' },
        })
      ).status,
    ).toBe(400);
  });
});
