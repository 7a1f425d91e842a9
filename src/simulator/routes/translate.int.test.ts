// Text translation: POST only, JSON or form, glossary use (explicit source, matching pair, base covers
// variants), formality, the pseudo-translation and usage against key limits.
import { describe, expect, it } from 'vitest';
import { simulatorPerFile } from '../testing/simulatorPerFile';

const running = simulatorPerFile({ glossaryReadyDelayMs: 0 });
const { call } = running;

const translate = (body: Record<string, unknown>, key?: string) =>
  call('POST', '/v2/translate', { json: body, ...(key ? { key } : {}) });
const glossary = async (source: string, target: string, entries: string) =>
  (
    await call('POST', '/v3/glossaries', {
      json: { name: 'g', dictionaries: [{ source_lang: source, target_lang: target, entries, entries_format: 'tsv' }] },
    })
  ).body.glossary_id as string;

describe('POST /v2/translate', () => {
  it('translates every text in order, with the source language', async () => {
    const res = await translate({ text: ['Good morning', 'The house is big'], source_lang: 'en', target_lang: 'de' });
    expect(res.status).toBe(200);
    expect(res.body.translations).toHaveLength(2);
    for (const [i, source] of ['Good morning', 'The house is big'].entries()) {
      expect(res.body.translations[i].detected_source_language).toBe('EN');
      expect(res.body.translations[i].text).not.toBe(source);
    }
  });

  it('is deterministic and visibly different per target language', async () => {
    const body = { text: ['The meeting starts tomorrow'], target_lang: 'de' };
    const first = (await translate(body)).body.translations[0].text;
    const again = (await translate(body)).body.translations[0].text;
    const french = (await translate({ ...body, target_lang: 'fr' })).body.translations[0].text;
    expect(again).toBe(first);
    expect(french).not.toBe(first);
  });

  it('keeps numbers, placeholders, markup and whitespace', async () => {
    const text = 'Order {count} items at 10:30 <b>now</b>\n  please';
    const out = (await translate({ text: [text], target_lang: 'fr' })).body.translations[0].text as string;
    for (const kept of ['{count}', '10:30', '<b>', '</b>', '\n  ']) expect(out).toContain(kept);
  });

  it('detects the source language when none is given', async () => {
    const res = await translate({ text: ['Guten Morgen, das Haus ist groß'], target_lang: 'en-US' });
    expect(res.body.translations[0].detected_source_language).toBe('DE');
  });

  it('accepts a form-encoded body with repeated text fields', async () => {
    const res = await call('POST', '/v2/translate', { form: { text: ['one', 'two'], target_lang: 'DE' } });
    expect(res.status).toBe(200);
    expect(res.body.translations).toHaveLength(2);
  });

  it('ignores unknown fields', async () => {
    expect(
      (await translate({ text: ['hi'], target_lang: 'de', split_sentences: '1', whatever: { a: 1 } })).status,
    ).toBe(200);
  });

  it('refuses GET', async () => {
    const res = await call('GET', '/v2/translate?text=hi&target_lang=de');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it.each([
    ['no text', { target_lang: 'de' }],
    ['an empty text list', { text: [], target_lang: 'de' }],
    ['no target language', { text: ['hi'] }],
    ['an unknown target language', { text: ['hi'], target_lang: 'xx' }],
    ['an unknown source language', { text: ['hi'], source_lang: 'xx', target_lang: 'de' }],
  ])('refuses %s with 400', async (_, body) => {
    const res = await translate(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe('formality', () => {
  it('accepts more/less for a target with formality', async () => {
    expect((await translate({ text: ['How are you?'], target_lang: 'de', formality: 'more' })).status).toBe(200);
  });

  it('refuses more/less for a target without formality', async () => {
    const res = await translate({ text: ['How are you?'], target_lang: 'en-GB', formality: 'less' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/formality/);
  });

  it('lets prefer_more/prefer_less fall back to default', async () => {
    const preferred = await translate({ text: ['How are you?'], target_lang: 'en-GB', formality: 'prefer_more' });
    const plain = await translate({ text: ['How are you?'], target_lang: 'en-GB' });
    expect(preferred.status).toBe(200);
    expect(preferred.body.translations[0].text).toBe(plain.body.translations[0].text);
  });
});

describe('with a glossary', () => {
  it('applies the glossary entries exactly', async () => {
    const id = await glossary('en', 'de', 'meeting\tBesprechungstermin\nproject plan\tProjektfahrplan');
    const res = await translate({
      text: ['The project plan for the meeting'],
      source_lang: 'EN',
      target_lang: 'DE',
      glossary_id: id,
    });
    expect(res.status).toBe(200);
    expect(res.body.translations[0].text).toContain('Projektfahrplan');
    expect(res.body.translations[0].text).toContain('Besprechungstermin');
  });

  it('needs an explicit source_lang', async () => {
    const id = await glossary('en', 'de', 'meeting\tTermin');
    const res = await translate({ text: ['meeting'], target_lang: 'de', glossary_id: id });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/source_lang/);
  });

  it('needs the glossary’s pair to match the request’s pair', async () => {
    const id = await glossary('en', 'de', 'meeting\tTermin');
    const res = await translate({ text: ['meeting'], source_lang: 'en', target_lang: 'fr', glossary_id: id });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/glossary_id/);
  });

  it('lets a base-language dictionary serve a variant', async () => {
    const id = await glossary('de', 'en', 'Termin\tappointment slot');
    const res = await translate({ text: ['Termin'], source_lang: 'de', target_lang: 'EN-gb', glossary_id: id });
    expect(res.status).toBe(200);
    expect(res.body.translations[0].text).toContain('appointment slot');
  });

  it('answers 404 for an unknown glossary, and 400 while it is not ready', async () => {
    expect((await translate({ text: ['x'], source_lang: 'en', target_lang: 'de', glossary_id: 'nope' })).status).toBe(
      404,
    );
    running.simulator.control.setGlossaryReadyDelay(60_000);
    const id = await glossary('en', 'de', 'a\tb');
    const res = await translate({ text: ['a'], source_lang: 'en', target_lang: 'de', glossary_id: id });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not ready/);
  });
});

describe('usage and key limits', () => {
  const devKey = async (characters: number | null) => {
    const key = (await call('POST', '/v2/admin/developer-keys', { key: 'admin', json: {} })).body.key_id as string;
    await call('PUT', '/v2/admin/developer-keys/limits', { key: 'admin', json: { key_id: key, characters } });
    return key;
  };

  it('counts characters and answers 456 once the limit would be exceeded', async () => {
    const key = await devKey(10);
    expect((await translate({ text: ['12345'], target_lang: 'de' }, key)).status).toBe(200);
    expect((await translate({ text: ['12345'], target_lang: 'de' }, key)).status).toBe(200);
    const refused = await translate({ text: ['1'], target_lang: 'de' }, key);
    expect(refused.status).toBe(456);
    expect(refused.body.message).toMatch(/[Qq]uota/);
    expect((await call('GET', '/v2/usage', { key })).body).toMatchObject({
      character_count: 10,
      character_limit: 10,
      api_key_character_count: 10,
    });
  });

  it('with limit 0 refuses any characters, and null means unlimited', async () => {
    expect((await translate({ text: ['a'], target_lang: 'de' }, await devKey(0))).status).toBe(456);
    expect((await translate({ text: ['a'.repeat(5000)], target_lang: 'de' }, await devKey(null))).status).toBe(200);
  });

  it('applies a limit set on a fixed key through the control API', async () => {
    running.simulator.control.setKeyLimit(running.simulator.keys.pro, 3);
    expect((await translate({ text: ['four'], target_lang: 'de' })).status).toBe(456);
  });
});
