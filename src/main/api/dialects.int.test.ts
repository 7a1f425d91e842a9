// The client against both forms of the service: the simulator in the spec's dialect and in the public
// service's (the reference README's table of differences). Every difference the client reads is proven here
// in both forms: the v3 language query and product list, `features` as array or object, a custom instruction
// answered with its list or alone, the single-instruction routes, usage, and the legacy pickers' lists.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SimulatorDialect } from '../../simulator';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from './testing/simulatorClients';

describe.each<SimulatorDialect>(['spec', 'public'])('against the %s dialect', (dialect) => {
  let env: ClientsOnSimulator;
  beforeAll(async () => {
    env = await startClientsOnSimulator({ dialect });
  });
  afterAll(() => env.close());
  beforeEach(() => env.simulator.control.reset());

  const requests = (path: string) => env.simulator.control.requests().filter((r) => r.path === path);

  it('lists languages with features as names, whichever query word and features form the service uses', async () => {
    const client = env.client();
    const languages = await client.languages.list('translate_text');
    const german = languages.find((l) => l.lang === 'de');
    expect(german).toMatchObject({ usable_as_source: true, usable_as_target: true });
    expect(german?.features).toEqual(expect.arrayContaining(['formality', 'glossary']));
    expect(client.languages.queryDialect).toBe(dialect);
    // Once an address has answered, it is asked in its own form only.
    await client.languages.list('voice');
    const asked = requests('/v3/languages').map((r) => r.query ?? '');
    expect(asked.filter((q) => q.includes(dialect === 'spec' ? 'resource=' : 'product=')).length).toBe(
      dialect === 'spec' ? 0 : 1,
    );
  });

  it('reads the product list at /products or /resources', async () => {
    const products = await env.client().languages.products();
    expect(products.find((p) => p.name === 'translate_text')?.features.map((f) => f.name)).toEqual(
      expect.arrayContaining(['formality', 'glossary']),
    );
  });

  it('adds a custom instruction and answers the whole list, whether the service answered the list or the instruction alone', async () => {
    const list = await env.pro.styleRules.create({ name: 'House style', language: 'de' });
    const updated = await env.pro.styleRules.addCustomInstruction(list.style_id, {
      label: 'Sie',
      prompt: 'Address the reader formally.',
    });
    expect(updated.style_id).toBe(list.style_id);
    expect(updated.custom_instructions).toEqual([
      { id: expect.any(String), label: 'Sie', prompt: 'Address the reader formally.' },
    ]);
  });

  it('edits and deletes one instruction through the single-instruction routes', async () => {
    const list = await env.pro.styleRules.create({ name: 'Edits', language: 'en' });
    const added = await env.pro.styleRules.addCustomInstruction(list.style_id, {
      label: 'Dates',
      prompt: 'Write dates as 1 May 2026.',
    });
    const id = added.custom_instructions![0]!.id;
    const edited = await env.pro.styleRules.replaceCustomInstruction(list.style_id, id, {
      label: 'Dates',
      prompt: 'Write dates as May 1, 2026.',
    });
    expect(edited.custom_instructions).toEqual([{ id, label: 'Dates', prompt: 'Write dates as May 1, 2026.' }]);
    expect(await env.pro.styleRules.getCustomInstruction(list.style_id, id)).toMatchObject({
      id,
      prompt: 'Write dates as May 1, 2026.',
    });
    const emptied = await env.pro.styleRules.deleteCustomInstruction(list.style_id, id);
    expect(emptied.custom_instructions).toEqual([]);
    expect((await failure(env.pro.styleRules.getCustomInstruction(list.style_id, id))).kind).toBe('notFound');
  });

  it('an add whose answer is lost is not sent again when the list already has it: no duplicate', async () => {
    // The service takes the add but its answer never arrives (it comes after the client gave up waiting).
    const slow = env.client({
      timeoutMs: 150,
      sleep: (ms, signal) =>
        new Promise((resolve, reject) => (signal.aborted ? reject(signal.reason) : setTimeout(resolve, 600))),
    });
    const list = await env.pro.styleRules.create({ name: 'Lost answers', language: 'fr' });
    env.simulator.control.addFault({
      path: '/v3/style_rules/:style_id/custom_instructions',
      method: 'POST',
      delayMs: 400,
    });
    const updated = await slow.styleRules.addCustomInstruction(list.style_id, {
      label: 'Tu',
      prompt: 'Tutoyer le lecteur.',
    });
    expect(updated.custom_instructions?.map((i) => i.label)).toEqual(['Tu']);
    expect((await env.pro.styleRules.get(list.style_id)).custom_instructions).toHaveLength(1);
  });

  it('an add whose answer is lost and that did not arrive is sent once more after reading the list', async () => {
    const list = await env.pro.styleRules.create({ name: 'Dropped', language: 'it' });
    env.simulator.control.addFault({
      path: '/v3/style_rules/:style_id/custom_instructions',
      method: 'POST',
      drop: true,
    });
    const updated = await env.pro.styleRules.addCustomInstruction(list.style_id, {
      label: 'Lei',
      prompt: 'Dare del Lei.',
    });
    expect(updated.custom_instructions?.map((i) => i.label)).toEqual(['Lei']);
    expect((await env.pro.styleRules.get(list.style_id)).custom_instructions).toHaveLength(1);
  });

  it('reads usage: characters used of the limit, counting a translation', async () => {
    const before = await env.pro.usage.get();
    await env.pro.translate.text({ text: ['Hello world'], target_lang: 'de' });
    const after = await env.pro.usage.get();
    expect(after.character_count - before.character_count).toBe('Hello world'.length);
    const free = await env.free.usage.get();
    expect(free.character_limit ?? Number.POSITIVE_INFINITY).toBeGreaterThan(0);
  });

  it('reads the legacy glossary language pairs', async () => {
    const pairs = await env.pro.languages.glossaryPairsV2();
    expect(pairs.supported_languages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source_lang: expect.any(String), target_lang: expect.any(String) }),
      ]),
    );
    expect(pairs.supported_languages.length).toBeGreaterThan(10);
  });
});
