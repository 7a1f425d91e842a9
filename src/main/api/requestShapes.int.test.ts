// Every JSON request body the client builds, checked against the schema the public service publishes for
// its method and path (reference/openapi.yaml), while the client really talks to the simulator. Where the
// spec and the description differ, the reference README's table decides; no difference there concerns a
// request body the client sends as JSON. The voice stream's messages are checked against voice.asyncapi.yaml.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeFrame } from '../../node/voiceFraming';
import { checkRequestBody, checkVoiceMessage } from './publishedDescription.testSupport';
import { type ClientsOnSimulator, startClientsOnSimulator } from './testSupport';
import { Transport } from './transport';

interface SentBody {
  method: string;
  path: string;
  body: unknown;
}

let env: ClientsOnSimulator;
const sent: SentBody[] = [];
beforeAll(async () => {
  env = await startClientsOnSimulator();
  const original = Transport.prototype.json;
  vi.spyOn(Transport.prototype, 'json').mockImplementation(function (this: Transport, method, path, init) {
    if (init.body !== undefined) sent.push({ method, path, body: JSON.parse(JSON.stringify(init.body)) });
    return original.call(this, method, path, init);
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await env.close();
});

describe('request bodies match the published description', () => {
  it('every body built by a round of real calls validates against its operation schema', async () => {
    const { pro, admin } = env;
    // Translate with every parameter Glossa sends.
    const style = await pro.styleRules.create({
      name: 'House style',
      language: 'de',
      configured_rules: { punctuation: { apostrophe: 'use_curly_apostrophes' } },
    });
    const glossary = await pro.glossaries.create({
      name: 'Terms',
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'hello\thallo', entries_format: 'tsv' }],
    });
    await pro.translate.text({
      text: ['Hello'],
      target_lang: 'de',
      source_lang: 'en',
      glossary_id: glossary.glossary_id,
      formality: 'prefer_more',
      style_id: style.style_id,
      custom_instructions: ['Keep it short.'],
    });
    // Style rules: rename, configured rules, add, replace an instruction.
    await pro.styleRules.rename(style.style_id, 'Hausstil');
    await pro.styleRules.replaceConfiguredRules(style.style_id, {
      style_and_tone: { short_vs_long_words: 'use_short_words' },
    });
    const withInstruction = await pro.styleRules.addCustomInstruction(style.style_id, {
      label: 'Sie',
      prompt: 'Address the reader formally.',
      source_language: 'en',
    });
    await pro.styleRules.replaceCustomInstruction(style.style_id, withInstruction.custom_instructions![0]!.id, {
      label: 'Sie',
      prompt: 'Always address the reader formally.',
    });
    // Glossaries: rename, replace a dictionary, v2 create.
    await pro.glossaries.update(glossary.glossary_id, { name: 'Terms 2' });
    await pro.glossaries.putDictionary(glossary.glossary_id, {
      source_lang: 'en',
      target_lang: 'de',
      entries: 'world\tWelt',
      entries_format: 'tsv',
    });
    await pro.glossaries.createV2({
      name: 'Legacy',
      source_lang: 'en',
      target_lang: 'de',
      entries: 'cat\tKatze',
      entries_format: 'tsv',
    });
    // Text improvement, developer keys, voice session.
    await pro.write.rephrase({ text: ['This are a test.'], target_lang: 'en-US', writing_style: 'business' });
    const key = await admin.admin.createKey('Team key');
    await admin.admin.renameKey(key.key_id, 'Team key 2');
    await admin.admin.setKeyLimits(key.key_id, { characters: 5000, speechMs: 3_600_000 });
    await pro.voice.createSession({
      source_media_content_type: 'audio/pcm;encoding=s16le;rate=16000',
      message_format: 'json',
      target_languages: ['de'],
    });

    const verdicts = sent.map((s) => ({
      call: `${s.method} ${s.path}`,
      ...checkRequestBody(s.method, s.path, s.body),
    }));
    const templates = new Set(verdicts.map((v) => `${v.call.split(' ')[0]} ${v.template}`));
    expect([...templates]).toEqual(
      expect.arrayContaining([
        'POST /v2/translate',
        'POST /v3/style_rules',
        'PATCH /v3/style_rules/{style_id}',
        'PUT /v3/style_rules/{style_id}/configured_rules',
        'POST /v3/style_rules/{style_id}/custom_instructions',
        'PUT /v3/style_rules/{style_id}/custom_instructions/{instruction_id}',
        'POST /v3/glossaries',
        'PATCH /v3/glossaries/{glossary_id}',
        'PUT /v3/glossaries/{glossary_id}/dictionaries',
        'POST /v2/glossaries',
        'POST /v2/write/rephrase',
        'POST /v2/admin/developer-keys',
        'POST /v3/voice/realtime',
      ]),
    );
    expect(verdicts.filter((v) => !v.valid)).toEqual([]);
  });

  it('a body the description would refuse is caught by the check (the check can fail)', () => {
    expect(checkRequestBody('POST', '/v2/translate', { text: 'not a list', target_lang: 'DE' }).valid).toBe(false);
    expect(checkRequestBody('POST', '/v3/style_rules/s-1/custom_instructions', { label: 'x' }).valid).toBe(false);
  });
});

describe('voice stream messages match voice.asyncapi.yaml', () => {
  it('an audio chunk and the end of the media, as the client frames them in JSON', () => {
    const chunk = encodeFrame('json', { source_media_chunk: { data: new Uint8Array([1, 2, 3, 4]) } });
    const end = encodeFrame('json', { end_of_source_media: {} });
    expect(checkVoiceMessage('SourceMediaChunk', JSON.parse(String(chunk.data)))).toEqual({
      valid: true,
      errors: 'No errors',
    });
    expect(checkVoiceMessage('EndOfSourceMedia', JSON.parse(String(end.data)))).toEqual({
      valid: true,
      errors: 'No errors',
    });
    expect(checkVoiceMessage('SourceMediaChunk', { source_media_chunk: {} }).valid).toBe(false);
  });
});
