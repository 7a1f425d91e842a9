// Text translation and text improvement through the client: the happy paths, the rules that refuse before
// sending (glossary pair, explicit source, formality, write style/tone, 10 KiB), and a real quota (456).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realSleep } from './sleep';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from './testing/simulatorClients';

let env: ClientsOnSimulator;
beforeAll(async () => {
  env = await startClientsOnSimulator({ glossaryReadyDelayMs: 0 });
});
afterAll(() => env.close());
beforeEach(() => env.simulator.control.reset());

const requestsTo = (path: string) => env.simulator.control.requests().filter((r) => r.path === path).length;

async function refused(promise: Promise<unknown>, path: string, field: string): Promise<void> {
  const error = await failure(promise);
  expect(error.kind).toBe('validation');
  expect(error.fields?.map((f) => f.field)).toContain(field);
  expect(requestsTo(path)).toBe(0);
}

describe('POST /v2/translate', () => {
  it('translates texts in order', async () => {
    const { translations } = await env.pro.translate.text({
      text: ['Good morning.', 'Thank you.'],
      target_lang: 'de',
      source_lang: 'en',
    });
    expect(translations).toHaveLength(2);
    expect(translations[0]).toMatchObject({ detected_source_language: 'EN', text: expect.any(String) });
    expect(translations[0]?.text).not.toBe('Good morning.');
  });

  it('uses a glossary whose pair matches, a base-language dictionary serving a variant', async () => {
    const glossary = await env.pro.glossaries.create({
      name: 'G',
      dictionaries: [{ source_lang: 'de', target_lang: 'en', entries: 'Vertrag\tcovenant', entries_format: 'tsv' }],
    });
    const { translations } = await env.pro.translate.text({
      text: ['Der Vertrag'],
      source_lang: 'de',
      target_lang: 'en-GB',
      glossary_id: glossary.glossary_id,
    });
    expect(translations[0]?.text).toContain('covenant');
  });

  it('waits until a new glossary is ready before using it', async () => {
    env.simulator.control.setGlossaryReadyDelay(600);
    const client = env.client({ sleep: realSleep });
    const glossary = await client.glossaries.create({
      name: 'G',
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'order\tBestellung', entries_format: 'tsv' }],
    });
    expect(glossary.ready).toBe(false);
    const { translations } = await client.translate.text({
      text: ['the order'],
      source_lang: 'en',
      target_lang: 'de',
      glossary_id: glossary.glossary_id,
    });
    expect(translations[0]?.text).toContain('Bestellung');
    const checks = env.simulator.control.requests().filter((r) => r.path === `/v3/glossaries/${glossary.glossary_id}`);
    expect(checks.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a glossary without an explicit source language, or for another pair, before sending', async () => {
    const glossary = await env.pro.glossaries.create({
      name: 'G',
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'a\tb', entries_format: 'tsv' }],
    });
    await refused(
      env.pro.translate.text({ text: ['x'], target_lang: 'de', glossary_id: glossary.glossary_id }),
      '/v2/translate',
      'source_lang',
    );
    await refused(
      env.pro.translate.text({ text: ['x'], source_lang: 'en', target_lang: 'fr', glossary_id: glossary.glossary_id }),
      '/v2/translate',
      'glossary_id',
    );
  });

  it('refuses formality for a target without it, but lets prefer_ fall back', async () => {
    await refused(
      env.pro.translate.text({ text: ['x'], target_lang: 'en-US', formality: 'less' }),
      '/v2/translate',
      'formality',
    );
    await expect(
      env.pro.translate.text({ text: ['x'], target_lang: 'en-US', formality: 'prefer_less' }),
    ).resolves.toMatchObject({ translations: [expect.anything()] });
  });

  it('refuses an unknown target language and empty text', async () => {
    await refused(env.pro.translate.text({ text: ['x'], target_lang: 'klingon' }), '/v2/translate', 'target_lang');
    await refused(env.pro.translate.text({ text: [], target_lang: 'de' }), '/v2/translate', 'text');
  });

  it('surfaces a used-up quota (456) at once', async () => {
    env.simulator.control.setKeyLimit(env.simulator.keys.pro, 5);
    const error = await failure(
      env.pro.translate.text({ text: ['A sentence longer than five characters.'], target_lang: 'de' }),
    );
    expect(error.kind).toBe('quota');
    expect(error.status).toBe(456);
    expect(requestsTo('/v2/translate')).toBe(1);
  });
});

describe('POST /v2/write/rephrase', () => {
  it('improves texts in order, with a style or a tone', async () => {
    const { improvements } = await env.pro.write.rephrase({
      text: ['this is  fine.', 'we agree.'],
      target_lang: 'en-GB',
      writing_style: 'business',
    });
    expect(improvements).toHaveLength(2);
    expect(improvements[0]).toMatchObject({ text: 'This is fine.', detected_source_language: expect.any(String) });
    await expect(
      env.pro.write.rephrase({ text: ['das passt.'], target_lang: 'de', tone: 'friendly' }),
    ).resolves.toMatchObject({ improvements: [expect.anything()] });
  });

  it('lets a prefer_ value fall back where the language has no styles', async () => {
    await expect(
      env.pro.write.rephrase({ text: ['これはペンです。'], target_lang: 'ja', writing_style: 'prefer_casual' }),
    ).resolves.toMatchObject({ improvements: [expect.anything()] });
  });

  it('refuses style and tone together, a plain style where unsupported, and more than 10 KiB, before sending', async () => {
    const path = '/v2/write/rephrase';
    await refused(
      env.pro.write.rephrase({ text: ['x'], target_lang: 'de', writing_style: 'casual', tone: 'friendly' }),
      path,
      'tone',
    );
    await refused(
      env.pro.write.rephrase({ text: ['x'], target_lang: 'ja', writing_style: 'casual' }),
      path,
      'writing_style',
    );
    await refused(env.pro.write.rephrase({ text: ['x'.repeat(10 * 1024)], target_lang: 'de' }), path, 'text');
    await refused(env.pro.write.rephrase({ text: ['x'], target_lang: 'ru' }), path, 'target_lang');
  });

  it('is for Pro subscribers: a Free client is refused before sending, a Free key by the service', async () => {
    const local = await failure(env.free.write.rephrase({ text: ['x'], target_lang: 'de' }));
    expect(local.kind).toBe('auth');
    expect(local.nextStep).toMatch(/Pro plan/);
    expect(requestsTo('/v2/write/rephrase')).toBe(0);
    const misconfigured = env.client({ baseUrl: env.simulator.freeUrl, authKey: env.simulator.keys.free, plan: 'pro' });
    expect(await failure(misconfigured.write.rephrase({ text: ['x'], target_lang: 'de' }))).toMatchObject({
      kind: 'auth',
      status: 403,
    });
  });
});
