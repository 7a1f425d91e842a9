// Style rule lists through the client: every route, the iterator over all pages, and the rules that refuse a
// bad request before it leaves. Style rules are Pro only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from './testing/simulatorClients';

let env: ClientsOnSimulator;
beforeAll(async () => {
  env = await startClientsOnSimulator();
});
afterAll(() => env.close());
beforeEach(() => env.simulator.control.reset());

const styleRequests = () => env.simulator.control.requests().filter((r) => r.path.startsWith('/v3/style_rules')).length;

async function refused(promise: Promise<unknown>, field: string): Promise<void> {
  const before = styleRequests();
  const error = await failure(promise);
  expect(error.kind).toBe('validation');
  expect(error.fields?.map((f) => f.field)).toContain(field);
  expect(styleRequests()).toBe(before);
}

const rules = { punctuation: { apostrophe: 'use_curly_apostrophes' } };

describe('style rule lists', () => {
  it('create, get, rename, replace configured rules, add an instruction, delete', async () => {
    const created = await env.pro.styleRules.create({ name: 'House style', language: 'de', configured_rules: rules });
    expect(created).toMatchObject({ name: 'House style', language: 'de', version: 1, configured_rules: rules });

    const fetched = await env.pro.styleRules.get(created.style_id);
    expect(fetched.custom_instructions).toEqual([]);

    expect(await env.pro.styleRules.rename(created.style_id, 'Hausstil')).toMatchObject({
      name: 'Hausstil',
      version: 2,
    });
    const replaced = await env.pro.styleRules.replaceConfiguredRules(created.style_id, {
      style_and_tone: { short_vs_long_words: 'use_short_words' },
    });
    expect(replaced).toMatchObject({
      version: 3,
      configured_rules: { style_and_tone: { short_vs_long_words: 'use_short_words' } },
    });

    const withInstruction = await env.pro.styleRules.addCustomInstruction(created.style_id, {
      label: 'Sie',
      prompt: 'Address the reader formally.',
    });
    expect(withInstruction.version).toBe(4);
    expect(withInstruction.custom_instructions).toEqual([
      { id: expect.any(String), label: 'Sie', prompt: 'Address the reader formally.' },
    ]);

    await env.pro.styleRules.delete(created.style_id);
    expect((await failure(env.pro.styleRules.get(created.style_id))).kind).toBe('notFound');
    expect((await failure(env.pro.styleRules.delete(created.style_id))).status).toBe(404);
  });

  it('list one page, with or without details', async () => {
    for (const name of ['a', 'b', 'c']) await env.pro.styleRules.create({ name, language: 'en' });
    const page = await env.pro.styleRules.list({ page_size: 2 });
    expect(page.map((l) => l.name)).toEqual(['a', 'b']);
    expect(page[0]?.configured_rules).toBeUndefined();
    const second = await env.pro.styleRules.list({ page_size: 2, page: 1, detailed: true });
    expect(second.map((l) => l.name)).toEqual(['c']);
    expect(second[0]?.configured_rules).toEqual({});
  });

  it('iterate over every page', async () => {
    for (let i = 0; i < 7; i++) await env.pro.styleRules.create({ name: `list ${i}`, language: 'fr' });
    const names: string[] = [];
    for await (const list of env.pro.styleRules.all({ page_size: 3 })) names.push(list.name);
    expect(names).toEqual(Array.from({ length: 7 }, (_, i) => `list ${i}`));
    const pages = env.simulator.control.requests().filter((r) => r.path === '/v3/style_rules' && r.method === 'GET');
    expect(pages.map((r) => r.query)).toEqual(['page_size=3&page=0', 'page_size=3&page=1', 'page_size=3&page=2']);
  });

  it('are for Pro subscribers: a Free client is refused before sending, a Free key by the service', async () => {
    const local = await failure(env.free.styleRules.list());
    expect(local.kind).toBe('auth');
    expect(local.message).toMatch(/only to Pro subscribers/);
    expect(styleRequests()).toBe(0);
    const misconfigured = env.client({ baseUrl: env.simulator.freeUrl, authKey: env.simulator.keys.free, plan: 'pro' });
    expect(await failure(misconfigured.styleRules.list())).toMatchObject({ kind: 'auth', status: 403 });
  });
});

describe('style rule rules before sending', () => {
  it('a name of at most 1024 characters', async () => {
    await refused(env.pro.styleRules.create({ name: 'x'.repeat(1025), language: 'de' }), 'name');
    await refused(env.pro.styleRules.rename('any', ''), 'name');
  });

  it('a language of the style rule list', async () => {
    await refused(env.pro.styleRules.create({ name: 'x', language: 'pt' }), 'language');
  });

  it('at most 200 instructions, each with a label and a prompt of at most 300 characters', async () => {
    const many = Array.from({ length: 201 }, (_, i) => ({ label: `l${i}`, prompt: 'p' }));
    await refused(
      env.pro.styleRules.create({ name: 'x', language: 'de', custom_instructions: many }),
      'custom_instructions',
    );
    await refused(
      env.pro.styleRules.create({
        name: 'x',
        language: 'de',
        custom_instructions: [{ label: 'l', prompt: 'p'.repeat(301) }],
      }),
      'custom_instructions.0.prompt',
    );
    await refused(env.pro.styleRules.addCustomInstruction('any', { label: '', prompt: 'p' }), 'label');
  });

  it('no 201st instruction on an existing list', async () => {
    const full = Array.from({ length: 200 }, (_, i) => ({ label: `l${i}`, prompt: 'p' }));
    const list = await env.pro.styleRules.create({ name: 'full', language: 'de', custom_instructions: full });
    const before = env.simulator.control.requests().length;
    const error = await failure(
      env.pro.styleRules.addCustomInstruction(list.style_id, { label: 'one more', prompt: 'p' }),
    );
    expect(error.kind).toBe('validation');
    // Only the read that counted the instructions went out.
    expect(
      env.simulator.control
        .requests()
        .slice(before)
        .map((r) => r.method),
    ).toEqual(['GET']);
  });

  it('a page size from 1 to 25 and a page index of 0 or more', async () => {
    await refused(env.pro.styleRules.list({ page_size: 26 }), 'page_size');
    await refused(env.pro.styleRules.list({ page_size: 0 }), 'page_size');
    await refused(env.pro.styleRules.list({ page: -1 }), 'page');
  });
});
