// Glossa's client for Write against the simulator in both dialects: correction (POST /v2/write/correct, which
// the official Node client does not offer) and the service's Write refusals as the typed error a screen shows.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SimulatorDialect } from '../../simulator';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from './testSupport';

describe.each<SimulatorDialect>(['spec', 'public'])('write against the %s dialect', (dialect) => {
  let env: ClientsOnSimulator;
  beforeAll(async () => {
    env = await startClientsOnSimulator({ dialect });
  });
  afterAll(() => env.close());
  beforeEach(() => env.simulator.control.reset());

  const sent = (path: string) => env.simulator.control.requests().filter((r) => r.path === path).length;

  it('corrects spelling and grammar, each text in order, answered like an improvement', async () => {
    const { improvements } = await env.pro.write.correct({ text: ['teh plan is ready', 'We should of asked.'] });
    expect(improvements.map((i) => i.text)).toEqual(['The plan is ready', 'We should have asked.']);
    expect(improvements[0]).toMatchObject({ detected_source_language: 'en' });
  });

  it('refuses a correction with no text, or into a language Write lacks, before sending', async () => {
    expect((await failure(env.pro.write.correct({ text: [] }))).fields?.[0]?.message).toBe(
      'Enter the text to correct.',
    );
    const refused = await failure(env.pro.write.correct({ text: ['Sveiki'], target_lang: 'lv' }));
    expect(refused.kind).toBe('validation');
    expect(sent('/v2/write/correct')).toBe(0);
  });

  it('refuses a correction on a Free account before sending', async () => {
    const refused = await failure(env.free.write.correct({ text: ['teh'] }));
    expect(refused.kind).toBe('auth');
    expect(sent('/v2/write/correct')).toBe(0);
  });

  it('sends `en` with a tone (American English) and a default style beside a tone', async () => {
    const [improved] = (await env.pro.write.rephrase({ text: ['hello'], target_lang: 'en', tone: 'confident' }))
      .improvements;
    expect(improved?.target_language).toBe('en-US');
    await env.pro.write.rephrase({ text: ['hello'], target_lang: 'de', writing_style: 'default', tone: 'friendly' });
    expect(sent('/v2/write/rephrase')).toBe(2);
  });
});
