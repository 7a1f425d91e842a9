// Client profiles (the service's style profiles) through the client against the simulator: managed in the
// public dialect as the documentation pages describe (atomic creation with a 400 naming the list, PATCH
// semantics, one style rule list per target language, one memory per source language), applied per language
// by `style_profile_id` on a translation; the spec dialect answers the published "not found".
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MEMORIES } from '../../simulator/state/translationMemories';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from './testing/simulatorClients';

const [LEGAL, MEDICAL] = DEMO_MEMORIES.map((memory) => memory.translation_memory_id) as [string, string];

describe('client profiles (public dialect)', () => {
  let env: ClientsOnSimulator;
  beforeAll(async () => {
    env = await startClientsOnSimulator({ glossaryReadyDelayMs: 0, dialect: 'public' });
  });
  afterAll(() => env.close());
  beforeEach(() => env.simulator.control.reset());

  const glossary = (name: string, entries: string, source = 'en', target = 'de') =>
    env.pro.glossaries.create({
      name,
      dictionaries: [{ source_lang: source, target_lang: target, entries, entries_format: 'tsv' }],
    });
  const styleList = (name: string, language: string) =>
    env.pro.styleRules.create({ name, language, custom_instructions: [{ label: 'Tone', prompt: 'Be formal.' }] });

  it('creates, lists, reads, updates with PATCH semantics and deletes a profile', async () => {
    const made = await env.pro.styleProfiles.create({ name: 'ACME', description: 'Contracts for ACME.' });
    expect(made).toMatchObject({ name: 'ACME', glossary_ids: [], style_rule_ids: [], translation_memory_ids: [] });
    expect((await env.pro.styleProfiles.all()).map((p) => p.name)).toEqual(['ACME']);
    const glossaryMade = await glossary('ACME terms', 'contract\tKontrakt');
    const renamed = await env.pro.styleProfiles.update(made.style_profile_id, {
      name: 'ACME GmbH',
      glossary_ids: [glossaryMade.glossary_id],
    });
    // What was not sent stays as it was.
    expect(renamed).toMatchObject({ name: 'ACME GmbH', description: 'Contracts for ACME.' });
    expect(renamed.glossary_ids).toEqual([glossaryMade.glossary_id]);
    const cleared = await env.pro.styleProfiles.update(made.style_profile_id, { description: '' });
    expect(cleared.description).toBeUndefined();
    expect(cleared.glossary_ids).toEqual([glossaryMade.glossary_id]);
    await env.pro.styleProfiles.delete(made.style_profile_id);
    const gone = await failure(env.pro.styleProfiles.get(made.style_profile_id));
    expect(gone.kind).toBe('notFound');
    expect(gone.message).toMatch(/client profile you chose no longer exists/);
  });

  it('makes a profile whole or not at all: a bad ID is a 400 naming its list, and nothing is created', async () => {
    const error = await failure(
      env.pro.styleProfiles.create({ name: 'Broken', translation_memory_ids: [LEGAL, 'no-such-memory'] }),
    );
    expect(error.status).toBe(400);
    expect(error.serverMessage ?? error.message).toMatch(/Check 'translation_memory_ids'/);
    expect(await env.pro.styleProfiles.all()).toEqual([]);
  });

  it('refuses two style rule lists for one target language, and two memories for one source language', async () => {
    const one = await styleList('House DE', 'de');
    const two = await styleList('Client DE', 'de');
    const lists = await failure(
      env.pro.styleProfiles.create({ name: 'Twice', style_rule_ids: [one.style_id, two.style_id] }),
    );
    expect(lists.serverMessage ?? lists.message).toMatch(/Check 'style_rule_ids'.*both for German/);
    const empty = await failure(env.pro.styleProfiles.create({ name: ' ' }));
    expect(empty.kind).toBe('validation');
    expect(
      env.simulator.control.requests().filter((r) => r.method === 'POST' && r.path === '/v3/style_profiles'),
    ).toHaveLength(1);
  });

  it('applies per language: the glossary of the pair, the style list of the target, the memory of the source', async () => {
    const enDe = await glossary('EN-DE', 'contract\tKontrakt');
    const enFr = await glossary('EN-FR', 'contract\tcontrat-client', 'en', 'fr');
    const german = await styleList('Formal German', 'de');
    const japanese = await styleList('Japanese house style', 'ja');
    const profile = await env.pro.styleProfiles.create({
      name: 'ACME',
      glossary_ids: [enDe.glossary_id, enFr.glossary_id],
      style_rule_ids: [german.style_id, japanese.style_id],
      translation_memory_ids: [LEGAL, MEDICAL],
      glossary_priority_order_enabled: true,
    });
    const translate = (text: string, source: string | undefined, target: string) =>
      env.pro.translate.text({
        text: [text],
        ...(source ? { source_lang: source } : {}),
        target_lang: target,
        style_profile_id: profile.style_profile_id,
      });
    const withGlossary = (await translate('the contract', 'en', 'de')).translations[0]!.text;
    expect(withGlossary).toContain('Kontrakt');
    expect(withGlossary).toContain('Formal German');
    const intoFrench = (await translate('the contract', 'en', 'fr')).translations[0]!.text;
    expect(intoFrench).toContain('contrat-client');
    expect(intoFrench).not.toContain('Formal German');
    // The English memory for an English text, the German one for a German text (detected).
    expect((await translate('The parties agree to the following terms.', 'en', 'de')).translations[0]!.text).toMatch(
      /^Die Parteien vereinbaren die folgenden Bedingungen\./,
    );
    expect((await translate('Der Patient klagt über Kopfschmerzen.', undefined, 'en-GB')).translations[0]!.text).toBe(
      'The patient complains of a headache.',
    );
  });

  it('names a profile deleted elsewhere before the text leaves', async () => {
    const profile = await env.pro.styleProfiles.create({ name: 'Gone soon' });
    await env.pro.styleProfiles.delete(profile.style_profile_id);
    const error = await failure(
      env.pro.translate.text({ text: ['Hi'], target_lang: 'de', style_profile_id: profile.style_profile_id }),
    );
    expect(error.fields?.[0]?.field).toBe('style_profile_id');
    expect(env.simulator.control.requests().filter((r) => r.path === '/v2/translate')).toHaveLength(0);
  });
});

describe('client profiles (spec dialect)', () => {
  let env: ClientsOnSimulator;
  beforeAll(async () => {
    env = await startClientsOnSimulator({ dialect: 'spec' });
  });
  afterAll(() => env.close());

  it('answers the published "not found": the spec has no style profiles', async () => {
    const error = await failure(env.pro.styleProfiles.all());
    expect(error.kind).toBe('notFound');
    expect(error.status).toBe(404);
  });
});
