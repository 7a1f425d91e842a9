// What the spec leaves open and the public service (reference/openapi.yaml) answers: form bodies with nested
// dictionaries[N].field keys, the v2 glossary routes, single custom instructions, /v2/usage on Pro, and a
// document whose source is its target.
import { describe, expect, it } from 'vitest';
import { simulatorPerFile } from '../testing/simulatorPerFile';

const running = simulatorPerFile({ documentTimings: { queuedMs: 0, translatingMs: 0 } });
const { call } = running;

const createV3ByForm = () =>
  call('POST', '/v3/glossaries', {
    form: {
      name: 'Form glossary',
      'dictionaries[0].source_lang': 'en',
      'dictionaries[0].target_lang': 'de',
      'dictionaries[0].entries': 'house\tHaus',
      'dictionaries[0].entries_format': 'tsv',
      'dictionaries[1].source_lang': 'de',
      'dictionaries[1].target_lang': 'en',
      'dictionaries[1].entries': 'Haus,house',
      'dictionaries[1].entries_format': 'csv',
    },
  });

describe('form bodies on glossary writes', () => {
  it('creates a v3 glossary from nested dictionaries[N].field keys, in index order', async () => {
    const res = await createV3ByForm();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Form glossary',
      ready: true,
      dictionaries: [
        { source_lang: 'en', target_lang: 'de', entry_count: 1 },
        { source_lang: 'de', target_lang: 'en', entry_count: 1 },
      ],
    });
  });

  it('refuses nested keys with a gap in their numbering with 400, naming the missing index', async () => {
    const res = await call('POST', '/v3/glossaries', {
      form: {
        name: 'Gap',
        'dictionaries[1].source_lang': 'en',
        'dictionaries[1].target_lang': 'de',
        'dictionaries[1].entries': 'a\tb',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/dictionaries\[0\] is missing/);
  });

  it('replaces a dictionary (PUT) and renames and merges (PATCH) from forms', async () => {
    const id = (await createV3ByForm()).body.glossary_id as string;
    const put = await call('PUT', `/v3/glossaries/${id}/dictionaries`, {
      form: { source_lang: 'en', target_lang: 'de', entries: 'car\tAuto\nhouse\tHaus', entries_format: 'tsv' },
    });
    expect(put.body).toEqual({ source_lang: 'en', target_lang: 'de', entry_count: 2 });
    const patch = await call('PATCH', `/v3/glossaries/${id}`, {
      form: {
        name: 'Renamed',
        'dictionaries[0].source_lang': 'en',
        'dictionaries[0].target_lang': 'de',
        'dictionaries[0].entries': 'tree\tBaum',
        'dictionaries[0].entries_format': 'tsv',
      },
    });
    expect(patch.body).toMatchObject({
      name: 'Renamed',
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entry_count: 3 }, expect.anything()],
    });
  });

  it('makes a glossary usable at once by default; the control API can still delay it', async () => {
    const id = (await createV3ByForm()).body.glossary_id as string;
    const use = () =>
      call('POST', '/v2/translate', {
        json: { text: ['the house'], source_lang: 'en', target_lang: 'de', glossary_id: id },
      });
    expect((await use()).body.translations[0].text).toContain('Haus');
    running.simulator.control.setGlossaryReadyDelay(60_000);
    await call('PUT', `/v3/glossaries/${id}/dictionaries`, {
      form: { source_lang: 'en', target_lang: 'de', entries: 'house\tHaus', entries_format: 'tsv' },
    });
    expect((await use()).status).toBe(400);
  });
});

describe('v2 glossary routes', () => {
  const createV2 = () =>
    call('POST', '/v2/glossaries', {
      form: {
        name: 'V2',
        source_lang: 'en',
        target_lang: 'de',
        entries: 'house\tHaus\ncar\tAuto',
        entries_format: 'tsv',
      },
    });

  it('lists and gets v2 glossaries in the MonolingualGlossary shape, leaving multi-dictionary ones out', async () => {
    const v2 = (await createV2()).body;
    await createV3ByForm();
    const list = await call('GET', '/v2/glossaries');
    expect(list.body.glossaries).toEqual([
      {
        glossary_id: v2.glossary_id,
        name: 'V2',
        ready: true,
        source_lang: 'en',
        target_lang: 'de',
        creation_time: v2.creation_time,
        entry_count: 2,
      },
    ]);
    expect((await call('GET', `/v2/glossaries/${v2.glossary_id}`)).body).toEqual(list.body.glossaries[0]);
  });

  it('answers a v3 glossary with several dictionaries 400 on v2 get, pointing to v3', async () => {
    const v3 = (await createV3ByForm()).body;
    const res = await call('GET', `/v2/glossaries/${v3.glossary_id}`);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/v3/);
  });

  it('serves the entries as TSV and refuses any other Accept with 415', async () => {
    const v2 = (await createV2()).body;
    const res = await call('GET', `/v2/glossaries/${v2.glossary_id}/entries`, {
      headers: { accept: 'text/tab-separated-values' },
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/tab-separated-values/);
    expect(new TextDecoder().decode(res.bytes)).toBe('house\tHaus\ncar\tAuto');
    expect(
      (await call('GET', `/v2/glossaries/${v2.glossary_id}/entries`, { headers: { accept: 'application/json' } }))
        .status,
    ).toBe(415);
  });

  it('shows a v2 glossary through the v3 routes, and deletes it through v2', async () => {
    const v2 = (await createV2()).body;
    expect((await call('GET', `/v3/glossaries/${v2.glossary_id}`)).body.dictionaries).toEqual([
      { source_lang: 'en', target_lang: 'de', entry_count: 2 },
    ]);
    expect((await call('DELETE', `/v2/glossaries/${v2.glossary_id}`)).status).toBe(204);
    expect((await call('GET', `/v3/glossaries/${v2.glossary_id}`)).status).toBe(404);
    expect((await call('GET', `/v2/glossaries/${v2.glossary_id}`)).status).toBe(404);
  });

  it('lists the glossary language pairs: every glossary language into every other one', async () => {
    const res = await call('GET', '/v2/glossary-language-pairs');
    expect(res.body.supported_languages).toContainEqual({ source_lang: 'en', target_lang: 'de' });
    expect(res.body.supported_languages).toContainEqual({ source_lang: 'ja', target_lang: 'zh' });
    expect(res.body.supported_languages).not.toContainEqual({ source_lang: 'en', target_lang: 'en' });
  });
});

describe('single custom instructions', () => {
  it('gets, replaces and deletes one instruction, each change bumping the list version', async () => {
    const list = (
      await call('POST', '/v3/style_rules', {
        json: { name: 'House', language: 'de', custom_instructions: [{ label: 'Tone', prompt: 'Use du.' }] },
      })
    ).body;
    const [instruction] = list.custom_instructions;
    const path = `/v3/style_rules/${list.style_id}/custom_instructions/${instruction.id}`;
    expect((await call('GET', path)).body).toEqual(instruction);
    const put = await call('PUT', path, { json: { label: 'Tone', prompt: 'Use Sie.', source_language: 'EN' } });
    expect(put.body).toEqual({ id: instruction.id, label: 'Tone', prompt: 'Use Sie.', source_language: 'en' });
    expect((await call('GET', `/v3/style_rules/${list.style_id}`)).body.version).toBe(2);
    expect((await call('PUT', path, { json: { label: 'Tone', prompt: 'x'.repeat(301) } })).status).toBe(400);
    expect((await call('DELETE', path)).status).toBe(204);
    const after = (await call('GET', `/v3/style_rules/${list.style_id}`)).body;
    expect(after).toMatchObject({ version: 3, custom_instructions: [] });
    expect((await call('GET', path)).status).toBe(404);
  });
});

describe('GET /v2/usage', () => {
  it('answers a Pro key with per-product counts of the key and the account, and the period', async () => {
    await call('POST', '/v2/translate', { json: { text: ['Hello'], target_lang: 'de' } });
    await call('POST', '/v2/write/rephrase', { json: { text: ['Hi there'] } });
    const res = await call('GET', '/v2/usage');
    expect(res.body).toMatchObject({
      character_count: 13,
      character_limit: null,
      api_key_character_count: 13,
      products: [
        expect.objectContaining({
          product_type: 'translate',
          billing_unit: 'characters',
          api_key_unit_count: 5,
          account_unit_count: 5,
        }),
        expect.objectContaining({ product_type: 'write', api_key_unit_count: 8, account_unit_count: 8 }),
      ],
      start_time: running.simulator.control.usagePeriod().start,
      end_time: running.simulator.control.usagePeriod().end,
    });
  });

  it('answers a Free key with its count and limit only', async () => {
    await call('POST', '/v2/translate', { key: 'free', json: { text: ['Hello'], target_lang: 'de' } });
    expect((await call('GET', '/v2/usage', { key: 'free' })).body).toEqual({
      character_count: 5,
      character_limit: null,
    });
  });
});

describe('documents whose source is their target', () => {
  it('end in error with a reason, and are not charged', async () => {
    const form = new FormData();
    form.append('target_lang', 'EN-GB');
    form.append('source_lang', 'EN');
    form.append('file', new Blob(['The house is big.']), 'same.txt');
    const handle = (await call('POST', '/v2/document', { body: form })).body;
    let status;
    do
      status = (
        await call('POST', `/v2/document/${handle.document_id}`, { json: { document_key: handle.document_key } })
      ).body;
    while (status.status !== 'done' && status.status !== 'error');
    expect(status).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/[Ss]ource and target language are equal/),
    });
    expect(running.simulator.control.usage(running.simulator.keys.pro)).toBe(0);
  });
});

describe('documents with a style rule list (style_id)', () => {
  const uploadWithStyle = async (styleId: string, target: string) => {
    const form = new FormData();
    form.append('target_lang', target);
    form.append('source_lang', 'EN');
    form.append('style_id', styleId);
    form.append('file', new Blob(['The house is big.\nThe car is red.']), 'styled.txt');
    return call('POST', '/v2/document', { body: form });
  };

  it('marks every translated segment with the list, and refuses a list of another language', async () => {
    const list = (await call('POST', '/v3/style_rules', { json: { name: 'House', language: 'de' } })).body;
    const handle = (await uploadWithStyle(list.style_id, 'DE')).body;
    let status;
    do
      status = (
        await call('POST', `/v2/document/${handle.document_id}`, { json: { document_key: handle.document_key } })
      ).body;
    while (status.status !== 'done' && status.status !== 'error');
    const result = await call('POST', `/v2/document/${handle.document_id}/result`, {
      json: { document_key: handle.document_key },
    });
    const lines = new TextDecoder().decode(result.bytes).split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/ ⟦style: House⟧$/);
    const refused = await uploadWithStyle(list.style_id, 'FR');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/German.*French/);
  });
});
