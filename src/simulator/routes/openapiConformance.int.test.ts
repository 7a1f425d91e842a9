// Where the spec is silent, the simulator answers in the shape openapi.yaml publishes. Every answer below is
// validated against its schema there, with the simulator in the public dialect (and in the spec dialect where
// the two agree); the last test shows the spec dialect's own forms are what the public schemas refuse.
import { describe, expect, it } from 'vitest';
import { startSimulator } from '../index';
import { serviceCalls } from '../testing/serviceCalls';
import { simulatorPerFile } from '../testing/simulatorPerFile';
import { checkComponent, checkResponse, type SchemaCheck } from '../testing/openapiSchemas';

const running = simulatorPerFile({ dialect: 'public', documentTimings: { queuedMs: 0, translatingMs: 0 } });
const { call } = running;

const valid = (result: SchemaCheck) => expect(result.errors).toEqual([]);

async function answered(
  method: string,
  path: string,
  schemaPath: string,
  status: number,
  options: Parameters<typeof call>[2] = {},
) {
  const res = await call(method, path, options);
  expect(res.status).toBe(status);
  valid(checkResponse(method, schemaPath, status, res.body));
  return res.body;
}

describe('answers match openapi.yaml (public dialect)', () => {
  it('translate with every optional answer field', async () => {
    const body = await answered('POST', '/v2/translate', '/v2/translate', 200, {
      form: {
        text: ['Hello <b>world</b>'],
        target_lang: 'de',
        show_billed_characters: '1',
        model_type: 'latency_optimized',
        tag_handling: 'html',
      },
    });
    expect(body.translations[0]).toMatchObject({
      billed_characters: 18,
      model_type_used: 'latency_optimized',
      tag_handling_version: 'v1',
    });
  });

  it('usage on Pro and Free', async () => {
    await call('POST', '/v2/translate', { json: { text: ['Hello'], target_lang: 'de' } });
    valid(checkComponent('UsageResponse', await answered('GET', '/v2/usage', '/v2/usage', 200)));
    valid(checkComponent('UsageResponse', (await call('GET', '/v2/usage', { key: 'free' })).body));
  });

  it('v2 glossaries: create, list, get, language pairs', async () => {
    const created = await answered('POST', '/v2/glossaries', '/v2/glossaries', 201, {
      form: { name: 'G', source_lang: 'en', target_lang: 'de', entries: 'a\tb', entries_format: 'tsv' },
    });
    valid(checkComponent('MonolingualGlossary', created));
    await answered('GET', '/v2/glossaries', '/v2/glossaries', 200);
    await answered('GET', `/v2/glossaries/${created.glossary_id}`, '/v2/glossaries/{glossary_id}', 200);
    await answered('GET', '/v2/glossary-language-pairs', '/v2/glossary-language-pairs', 200);
  });

  it('v3 glossaries created from a form', async () => {
    const created = await answered('POST', '/v3/glossaries', '/v3/glossaries', 201, {
      form: {
        name: 'G',
        'dictionaries[0].source_lang': 'en',
        'dictionaries[0].target_lang': 'de',
        'dictionaries[0].entries': 'a\tb',
        'dictionaries[0].entries_format': 'tsv',
      },
    });
    await answered('GET', `/v3/glossaries/${created.glossary_id}`, '/v3/glossaries/{glossary_id}', 200);
    await answered(
      'GET',
      `/v3/glossaries/${created.glossary_id}/entries?source_lang=en&target_lang=de`,
      '/v3/glossaries/{glossary_id}/entries',
      200,
    );
  });

  it('languages by resource, and the resource list', async () => {
    const languages = await answered('GET', '/v3/languages?resource=translate_text', '/v3/languages', 200);
    expect(languages.find((language: { lang: string }) => language.lang === 'de').features).toMatchObject({
      formality: { status: 'stable' },
    });
    await answered('GET', '/v3/languages/resources', '/v3/languages/resources', 200);
    const refused = await call('GET', '/v3/languages?product=translate_text');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/renamed to 'resource'/);
    expect((await call('GET', '/v3/languages/products')).status).toBe(404);
  });

  it('custom instructions: added (201, alone), read and replaced', async () => {
    const list = (await call('POST', '/v3/style_rules', { json: { name: 'House', language: 'de' } })).body;
    valid(checkComponent('StyleRuleList', list));
    const added = await answered(
      'POST',
      `/v3/style_rules/${list.style_id}/custom_instructions`,
      '/v3/style_rules/{style_id}/custom_instructions',
      201,
      {
        json: { label: 'Tone', prompt: 'Use du.' },
      },
    );
    expect(added).toEqual({ id: expect.any(String), label: 'Tone', prompt: 'Use du.' });
    const path = `/v3/style_rules/${list.style_id}/custom_instructions/${added.id}`;
    await answered('GET', path, '/v3/style_rules/{style_id}/custom_instructions/{instruction_id}', 200);
    await answered('PUT', path, '/v3/style_rules/{style_id}/custom_instructions/{instruction_id}', 200, {
      json: { label: 'Tone', prompt: 'Use Sie.' },
    });
  });

  it('a failed document names its reason error_message', async () => {
    const form = new FormData();
    form.append('target_lang', 'DE');
    form.append('file', new Blob(['Hallo Welt']), 'same.txt');
    form.append('source_lang', 'DE');
    const handle = (await call('POST', '/v2/document', { body: form })).body;
    let status;
    do
      status = await answered('POST', `/v2/document/${handle.document_id}`, '/v2/document/{document_id}', 200, {
        json: { document_key: handle.document_key },
      });
    while (status.status !== 'error' && status.status !== 'done');
    expect(status).toEqual({
      document_id: handle.document_id,
      status: 'error',
      error_message: expect.stringMatching(/equal/),
    });
  });
});

describe('the spec dialect where the reference table lists a difference', () => {
  it('answers forms the public schemas refuse (features as a list), so the public dialect is needed to test against them', async () => {
    const spec = await startSimulator();
    try {
      const languages = await serviceCalls(spec)('GET', '/v3/languages?product=translate_text');
      expect(languages.status).toBe(200);
      expect(checkResponse('GET', '/v3/languages', 200, languages.body).errors.join()).toMatch(
        /features should be object/,
      );
    } finally {
      await spec.close();
    }
  });
});
