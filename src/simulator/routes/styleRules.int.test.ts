// Style rule lists: every route, field, version/updated_time rule, limit and paging, Pro only.
import { describe, expect, it } from 'vitest';
import { startSimulator } from '../index';
import { serviceCalls } from '../testing/serviceCalls';
import { simulatorPerFile } from '../testing/simulatorPerFile';
import { checkRequestBody } from '../testing/openapiSchemas';
import { CONFIGURED_RULE_CATALOG } from '../../shared/rules/configuredRuleCatalog';

const { call } = simulatorPerFile();

const RULES = {
  punctuation: { apostrophe: 'use_curly_apostrophes' },
  dates_and_times: { calendar_era: 'use_bc_and_ad' },
};
const create = (body: Record<string, unknown> = {}) =>
  call('POST', '/v3/style_rules', { json: { name: 'House style', language: 'de', configured_rules: RULES, ...body } });
const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('POST /v3/style_rules', () => {
  it('creates a list at version 1 with every field', async () => {
    const res = await create({
      custom_instructions: [{ label: 'Tone', prompt: 'Use the informal du.', source_language: 'EN' }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      style_id: expect.any(String),
      name: 'House style',
      language: 'de',
      creation_time: expect.stringMatching(ISO_MS),
      updated_time: expect.stringMatching(ISO_MS),
      version: 1,
      configured_rules: RULES,
      custom_instructions: [
        { id: expect.any(String), label: 'Tone', prompt: 'Use the informal du.', source_language: 'en' },
      ],
    });
  });

  it('accepts the language in any casing and answers it in lower case', async () => {
    expect((await create({ language: 'JA' })).body.language).toBe('ja');
  });

  it('refuses a language outside de, en, es, fr, it, ja, ko, zh', async () => {
    const res = await create({ language: 'nl' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/language/);
  });

  it('refuses a name over 1024 characters, and accepts exactly 1024', async () => {
    expect((await create({ name: 'n'.repeat(1025) })).status).toBe(400);
    expect((await create({ name: 'n'.repeat(1024) })).status).toBe(201);
  });

  it('refuses a prompt over 300 characters and an instruction without label', async () => {
    expect((await create({ custom_instructions: [{ label: 'x', prompt: 'p'.repeat(301) }] })).status).toBe(400);
    expect((await create({ custom_instructions: [{ label: 'x', prompt: 'p'.repeat(300) }] })).status).toBe(201);
    expect((await create({ custom_instructions: [{ prompt: 'p' }] })).status).toBe(400);
  });

  it('refuses more than 200 custom instructions', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `l${i}`, prompt: 'p' }));
    expect((await create({ custom_instructions: many(201) })).status).toBe(400);
    expect((await create({ custom_instructions: many(200) })).status).toBe(201);
  });

  it('refuses configured rules that are not category -> rule -> option', async () => {
    expect((await create({ configured_rules: { punctuation: 'curly' } })).status).toBe(400);
  });
});

describe('Pro only', () => {
  it('refuses the free plan on every style rule route', async () => {
    for (const [method, path] of [
      ['POST', '/v3/style_rules'],
      ['GET', '/v3/style_rules'],
      ['GET', '/v3/style_rules/x'],
      ['PATCH', '/v3/style_rules/x'],
      ['PUT', '/v3/style_rules/x/configured_rules'],
      ['DELETE', '/v3/style_rules/x'],
      ['POST', '/v3/style_rules/x/custom_instructions'],
    ]) {
      const res = await call(method!, path!, {
        plan: 'free',
        key: 'free',
        json: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('GET /v3/style_rules', () => {
  it('lists without configured_rules and custom_instructions unless detailed=true', async () => {
    await create();
    const plain = await call('GET', '/v3/style_rules');
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body.style_rules[0]).sort()).toEqual([
      'creation_time',
      'language',
      'name',
      'style_id',
      'updated_time',
      'version',
    ]);
    const detailed = await call('GET', '/v3/style_rules?detailed=true');
    expect(detailed.body.style_rules[0]).toMatchObject({ configured_rules: RULES, custom_instructions: [] });
  });

  it('pages with page (0-based) and page_size (default 10)', async () => {
    for (let i = 0; i < 12; i++) await create({ name: `list ${i}` });
    const first = await call('GET', '/v3/style_rules');
    expect(first.body.style_rules).toHaveLength(10);
    const second = await call('GET', '/v3/style_rules?page=1');
    expect(second.body.style_rules.map((l: { name: string }) => l.name)).toEqual(['list 10', 'list 11']);
    const small = await call('GET', '/v3/style_rules?page_size=5&page=2');
    expect(small.body.style_rules.map((l: { name: string }) => l.name)).toEqual(['list 10', 'list 11']);
    expect((await call('GET', '/v3/style_rules?page_size=25')).body.style_rules).toHaveLength(12);
  });

  it.each(['page_size=0', 'page_size=26', 'page_size=ten', 'page=-1', 'detailed=maybe'])(
    'refuses %s with 400',
    async (query) => {
      expect((await call('GET', `/v3/style_rules?${query}`)).status).toBe(400);
    },
  );
});

describe('GET /v3/style_rules/{id}', () => {
  it('answers the full list, and 404 for an unknown id', async () => {
    const id = (await create()).body.style_id;
    expect((await call('GET', `/v3/style_rules/${id}`)).body).toMatchObject({
      style_id: id,
      configured_rules: RULES,
      custom_instructions: [],
    });
    expect((await call('GET', '/v3/style_rules/unknown')).status).toBe(404);
  });

  it('is not visible from another data center', async () => {
    const id = (await create()).body.style_id;
    const other = await startSimulator();
    try {
      expect((await serviceCalls(other)('GET', `/v3/style_rules/${id}`)).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('changes bump version and updated_time', () => {
  it('PATCH renames', async () => {
    const created = (await create()).body;
    const res = await call('PATCH', `/v3/style_rules/${created.style_id}`, { json: { name: 'Renamed' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', version: 2, configured_rules: RULES });
    expect(res.body.updated_time > created.updated_time).toBe(true);
    expect(res.body.creation_time).toBe(created.creation_time);
    expect((await call('PATCH', `/v3/style_rules/${created.style_id}`, { json: { name: '' } })).status).toBe(400);
  });

  it('PUT configured_rules replaces them all and leaves custom instructions alone', async () => {
    const created = (await create({ custom_instructions: [{ label: 'l', prompt: 'p' }] })).body;
    const rules = { style_and_tone: { short_vs_long_words: 'use_short_words' } };
    const res = await call('PUT', `/v3/style_rules/${created.style_id}/configured_rules`, { json: rules });
    expect(res.status).toBe(200);
    expect(res.body.configured_rules).toEqual(rules);
    expect(res.body.custom_instructions).toEqual(created.custom_instructions);
    expect(res.body.version).toBe(2);
    expect(res.body.updated_time > created.updated_time).toBe(true);
  });

  it('PUT configured_rules takes every option of the published catalog, as the published description does', async () => {
    const created = (await create()).body;
    const rules = Object.values(CONFIGURED_RULE_CATALOG).flatMap((category) => Object.values(category));
    const rounds = Math.max(...rules.map((options) => options.length));
    let sent = 0;
    for (let round = 0; round < rounds; round++) {
      // Every rule of every category at once, each with its option of this round (or its last one).
      const body = Object.fromEntries(
        Object.entries(CONFIGURED_RULE_CATALOG).map(([category, ruleMap]) => [
          category,
          Object.fromEntries(
            Object.entries(ruleMap).map(([rule, options]) => [rule, options[Math.min(round, options.length - 1)]!]),
          ),
        ]),
      );
      expect(checkRequestBody('PUT', '/v3/style_rules/{style_id}/configured_rules', body).valid).toBe(true);
      const res = await call('PUT', `/v3/style_rules/${created.style_id}/configured_rules`, { json: body });
      expect(res.status).toBe(200);
      expect(res.body.configured_rules).toEqual(body);
      sent += rules.filter((options) => round < options.length).length;
    }
    expect(sent).toBe(518);
  });

  it('PUT configured_rules keeps a category or rule the description does not name, and refuses an option outside a published rule', async () => {
    const created = (await create()).body;
    const open = { house: { brand_names: 'keep_in_english' }, punctuation: { house_dash: 'use_en_dash' } };
    expect(checkRequestBody('PUT', '/v3/style_rules/{style_id}/configured_rules', open).valid).toBe(true);
    const kept = await call('PUT', `/v3/style_rules/${created.style_id}/configured_rules`, { json: open });
    expect(kept.status).toBe(200);
    expect(kept.body.configured_rules).toEqual(open);

    const closed = { punctuation: { apostrophe: 'use_guillemets' } };
    expect(checkRequestBody('PUT', '/v3/style_rules/{style_id}/configured_rules', closed).valid).toBe(false);
    const refused = await call('PUT', `/v3/style_rules/${created.style_id}/configured_rules`, { json: closed });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('"use_guillemets" is not an option of the rule "apostrophe"');
    expect((await create({ configured_rules: closed })).status).toBe(400);
    const after = await call('GET', `/v3/style_rules/${created.style_id}`);
    expect(after.body.configured_rules).toEqual(open);
  });

  it('POST custom_instructions adds one with a generated id', async () => {
    const created = (await create()).body;
    const res = await call('POST', `/v3/style_rules/${created.style_id}/custom_instructions`, {
      json: { label: 'Units', prompt: 'Use metric units.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(2);
    expect(res.body.custom_instructions).toEqual([
      { id: expect.any(String), label: 'Units', prompt: 'Use metric units.' },
    ]);
    const again = await call('POST', `/v3/style_rules/${created.style_id}/custom_instructions`, {
      json: { label: 'More', prompt: 'x' },
    });
    expect(again.body.version).toBe(3);
    expect(again.body.custom_instructions).toHaveLength(2);
  });

  it('POST custom_instructions refuses the 201st and a prompt over 300 characters', async () => {
    const full = (
      await create({ custom_instructions: Array.from({ length: 200 }, (_, i) => ({ label: `l${i}`, prompt: 'p' })) })
    ).body;
    expect(
      (
        await call('POST', `/v3/style_rules/${full.style_id}/custom_instructions`, {
          json: { label: 'x', prompt: 'y' },
        })
      ).status,
    ).toBe(400);
    const id = (await create()).body.style_id;
    expect(
      (
        await call('POST', `/v3/style_rules/${id}/custom_instructions`, {
          json: { label: 'x', prompt: 'y'.repeat(301) },
        })
      ).status,
    ).toBe(400);
    expect((await call('GET', `/v3/style_rules/${id}`)).body.version).toBe(1);
  });
});

describe('DELETE /v3/style_rules/{id}', () => {
  it('answers 204 with an empty body, then 404', async () => {
    const id = (await create()).body.style_id;
    const res = await call('DELETE', `/v3/style_rules/${id}`);
    expect(res.status).toBe(204);
    expect(res.bytes.length).toBe(0);
    expect((await call('DELETE', `/v3/style_rules/${id}`)).status).toBe(404);
    expect((await call('GET', `/v3/style_rules/${id}`)).status).toBe(404);
  });
});
