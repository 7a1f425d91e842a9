// Glossaries through the client against the simulator: the 8 v3 routes, v2 create, and each rule refusing a
// bad request before it leaves (no request reaches the service).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GlossaError } from '../../shared/errors';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from './testing/simulatorClients';

let env: ClientsOnSimulator;
beforeAll(async () => {
  env = await startClientsOnSimulator({ glossaryReadyDelayMs: 0 });
});
afterAll(() => env.close());
beforeEach(() => env.simulator.control.reset());

const serviceRequests = () => env.simulator.control.requests().length;
const enDe = {
  source_lang: 'en',
  target_lang: 'de',
  entries: 'contract\tVertrag\nparty\tPartei',
  entries_format: 'tsv' as const,
};

async function refused(promise: Promise<unknown>): Promise<GlossaError> {
  const before = serviceRequests();
  const error = await failure(promise);
  expect(error.kind).toBe('validation');
  expect(serviceRequests()).toBe(before);
  return error;
}

describe('glossaries v3', () => {
  it('create, list, get and read entries', async () => {
    const created = await env.pro.glossaries.create({ name: 'Legal', dictionaries: [enDe] });
    expect(created).toMatchObject({
      name: 'Legal',
      ready: true,
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entry_count: 2 }],
    });
    expect((await env.pro.glossaries.list()).map((g) => g.glossary_id)).toEqual([created.glossary_id]);
    expect((await env.pro.glossaries.get(created.glossary_id)).name).toBe('Legal');
    const entries = await env.pro.glossaries.entries(created.glossary_id, { source_lang: 'en', target_lang: 'de' });
    expect(entries).toMatchObject({ entries: 'contract\tVertrag\nparty\tPartei', entries_format: 'tsv' });
  });

  it('replace a dictionary with PUT, and add a new pair with it', async () => {
    const { glossary_id } = await env.pro.glossaries.create({ name: 'G', dictionaries: [enDe] });
    expect(await env.pro.glossaries.putDictionary(glossary_id, { ...enDe, entries: 'court\tGericht' })).toMatchObject({
      entry_count: 1,
    });
    await env.pro.glossaries.putDictionary(glossary_id, {
      source_lang: 'de',
      target_lang: 'en',
      entries: 'Gericht,court',
      entries_format: 'csv',
    });
    const glossary = await env.pro.glossaries.get(glossary_id);
    expect(glossary.dictionaries).toHaveLength(2);
    expect((await env.pro.glossaries.entries(glossary_id, { source_lang: 'en', target_lang: 'de' })).entries).toBe(
      'court\tGericht',
    );
  });

  it('rename and merge entries with PATCH', async () => {
    const { glossary_id } = await env.pro.glossaries.create({ name: 'G', dictionaries: [enDe] });
    const patched = await env.pro.glossaries.update(glossary_id, {
      name: 'Legal 2',
      dictionaries: [{ ...enDe, entries: 'party\tVertragspartei\nclaim\tAnspruch' }],
    });
    expect(patched.name).toBe('Legal 2');
    expect(patched.dictionaries[0]?.entry_count).toBe(3);
  });

  it('delete a dictionary, then the glossary; afterwards it is not found', async () => {
    const { glossary_id } = await env.pro.glossaries.create({
      name: 'G',
      dictionaries: [enDe, { ...enDe, target_lang: 'fr', entries: 'contract\tcontrat' }],
    });
    await env.pro.glossaries.deleteDictionary(glossary_id, { source_lang: 'en', target_lang: 'fr' });
    expect((await env.pro.glossaries.get(glossary_id)).dictionaries).toHaveLength(1);
    await env.pro.glossaries.delete(glossary_id);
    await expect(env.pro.glossaries.get(glossary_id)).rejects.toMatchObject({ kind: 'notFound', status: 404 });
  });

  it('report a dictionary the glossary lacks as not found', async () => {
    const { glossary_id } = await env.pro.glossaries.create({ name: 'G', dictionaries: [enDe] });
    await expect(
      env.pro.glossaries.entries(glossary_id, { source_lang: 'en', target_lang: 'ja' }),
    ).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('keep glossaries per data center: another address does not see them', async () => {
    const { glossary_id } = await env.pro.glossaries.create({ name: 'G', dictionaries: [enDe] });
    await expect(env.free.glossaries.get(glossary_id)).rejects.toMatchObject({ kind: 'notFound' });
  });
});

describe('glossary v2', () => {
  it('create a monolingual glossary (tsv by default)', async () => {
    const created = await env.pro.glossaries.createV2({
      name: 'Old',
      source_lang: 'EN',
      target_lang: 'DE',
      entries: 'a\tb',
    });
    expect(created).toMatchObject({ name: 'Old', entry_count: 1, source_lang: 'en', target_lang: 'de' });
  });

  it('refuse a language outside the v2 glossary set before sending', async () => {
    const error = await refused(
      env.pro.glossaries.createV2({ name: 'Old', source_lang: 'en', target_lang: 'ga', entries: 'a\tb' }),
    );
    expect(error.fields?.map((f) => f.field)).toEqual(['target_lang']);
  });
});

describe('glossary rules before sending', () => {
  it('a name is required and at most 1024 UTF-8 bytes', async () => {
    expect((await refused(env.pro.glossaries.create({ name: '', dictionaries: [enDe] }))).fields?.[0]?.field).toBe(
      'name',
    );
    expect(
      (await refused(env.pro.glossaries.create({ name: '€'.repeat(342), dictionaries: [enDe] }))).fields?.[0]?.field,
    ).toBe('name');
  });

  it('entries follow the entry rules, reported by line', async () => {
    const error = await refused(
      env.pro.glossaries.create({ name: 'G', dictionaries: [{ ...enDe, entries: 'a\tA\na\tB\n x\tY' }] }),
    );
    expect(error.fields?.map((f) => f.field)).toEqual(['dictionaries.0.entries', 'dictionaries.0.entries']);
    expect(error.fields?.[0]?.message).toMatch(/^Line 2:/);
  });

  it('a dictionary is at most 10 MB', async () => {
    const line = `${'x'.repeat(1000)}\t${'y'.repeat(1000)}`;
    const entries = Array.from({ length: 5100 }, (_, i) => `${i}${line}`).join('\n');
    const error = await refused(env.pro.glossaries.putDictionary('any-id', { ...enDe, entries }));
    expect(error.fields?.[0]).toMatchObject({ field: 'entries', message: expect.stringMatching(/10 MB/) });
  });

  it('languages must be glossary languages, one dictionary per pair', async () => {
    expect(
      (await refused(env.pro.glossaries.create({ name: 'G', dictionaries: [{ ...enDe, target_lang: 'xx' }] })))
        .fields?.[0]?.field,
    ).toBe('dictionaries.0.target_lang');
    expect(
      (await refused(env.pro.glossaries.create({ name: 'G', dictionaries: [enDe, enDe] }))).fields?.[0]?.field,
    ).toBe('dictionaries');
  });

  it('a PATCH changes one dictionary', async () => {
    await refused(env.pro.glossaries.update('any-id', { dictionaries: [enDe, { ...enDe, target_lang: 'fr' }] }));
    await refused(env.pro.glossaries.update('any-id', {}));
  });
});
