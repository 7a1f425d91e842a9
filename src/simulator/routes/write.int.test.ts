// Text improvement: every rule of POST /v2/write/rephrase over real HTTP.
import { describe, expect, it } from 'vitest';
import { simulatorPerFile } from '../testing/simulatorPerFile';

const running = simulatorPerFile();
const { call } = running;

const rephrase = (body: Record<string, unknown>) => call('POST', '/v2/write/rephrase', { json: body });

describe('POST /v2/write/rephrase', () => {
  it('improves every text, in the request order, with the target and detected languages', async () => {
    const texts = ['the color is nice.  it was   good', 'Second text here.', 'third'];
    const res = await rephrase({ text: texts, target_lang: 'en-GB' });
    expect(res.status).toBe(200);
    expect(res.body.improvements).toHaveLength(3);
    expect(res.body.improvements[0]).toEqual({
      text: 'The colour is nice. It was good',
      target_language: 'en-GB',
      detected_source_language: 'en',
    });
    expect(res.body.improvements[1].text).toBe('Second text here.');
    expect(res.body.improvements[2].text).toBe('Third');
  });

  it('accepts a form-encoded body', async () => {
    const res = await call('POST', '/v2/write/rephrase', {
      form: { text: ['das ist gut. wir gehen', 'danke'], target_lang: 'de' },
    });
    expect(res.status).toBe(200);
    expect(res.body.improvements.map((i: { text: string }) => i.text)).toEqual(['Das ist gut. Wir gehen', 'Danke']);
  });

  it('keeps the text in its own language', async () => {
    const res = await rephrase({ text: ['the house is big'], target_lang: 'de' });
    expect(res.body.improvements[0].text).toBe('The house is big');
  });

  it('is Pro only', async () => {
    expect(
      (await call('POST', '/v2/write/rephrase', { plan: 'free', key: 'free', json: { text: ['a'] } })).status,
    ).toBe(403);
  });

  it('refuses a request with both writing_style and tone', async () => {
    const res = await rephrase({ text: ['Hello'], target_lang: 'de', writing_style: 'business', tone: 'friendly' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Both writing_style and tone defined.',
      detail: expect.stringMatching(/either/),
    });
    // `default` is no style: with a tone it is not both.
    expect(
      (await rephrase({ text: ['Hello'], target_lang: 'de', writing_style: 'default', tone: 'friendly' })).status,
    ).toBe(200);
  });

  it('accepts style and tone for a supported language', async () => {
    expect((await rephrase({ text: ['Hello'], target_lang: 'de', writing_style: 'business' })).status).toBe(200);
    expect((await rephrase({ text: ['Hello'], target_lang: 'pt-BR', tone: 'friendly' })).status).toBe(200);
  });

  it('answers 400 for a plain value other than default in an unsupported language', async () => {
    const refused = await rephrase({ text: ['こんにちは'], target_lang: 'ja', writing_style: 'casual' });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Language ja does not support setting a writing style.' },
    });
    expect((await rephrase({ text: ['Hello'], target_lang: 'zh', tone: 'confident' })).body.message).toBe(
      'Language zh does not support setting a tone.',
    );
  });

  it('writes plain `en` as American English, tones and styles included', async () => {
    const res = await rephrase({ text: ['Hello'], target_lang: 'en', tone: 'confident' });
    expect(res.status).toBe(200);
    expect(res.body.improvements[0]).toMatchObject({ target_language: 'en-US' });
  });

  it('lets a prefer_ value fall back to default for an unsupported language and without a target', async () => {
    expect((await rephrase({ text: ['こんにちは'], target_lang: 'ja', writing_style: 'prefer_casual' })).status).toBe(
      200,
    );
    expect((await rephrase({ text: ['Hello'], tone: 'prefer_friendly' })).status).toBe(200);
    expect((await rephrase({ text: ['Hello'], target_lang: 'ja', tone: 'default' })).status).toBe(200);
  });

  it('refuses a target language the write endpoint does not support', async () => {
    expect((await rephrase({ text: ['Hallo'], target_lang: 'nl' })).status).toBe(400);
  });

  it('refuses an unknown writing_style value and a missing text', async () => {
    expect((await rephrase({ text: ['Hello'], target_lang: 'de', writing_style: 'poetic' })).status).toBe(400);
    expect((await rephrase({ target_lang: 'de' })).status).toBe(400);
  });

  it('refuses a body over 10 KiB with 413, and accepts one just under', async () => {
    const over = await rephrase({ text: ['a'.repeat(10 * 1024)], target_lang: 'de' });
    expect(over.status).toBe(413);
    const under = await rephrase({ text: ['a'.repeat(10 * 1024 - 40)], target_lang: 'de' });
    expect(under.status).toBe(200);
  });

  it('counts characters against the key limit (456)', async () => {
    running.simulator.control.setKeyLimit(running.simulator.keys.pro, 5);
    expect((await rephrase({ text: ['Hello'], target_lang: 'de' })).status).toBe(200);
    expect((await rephrase({ text: ['Hello'], target_lang: 'de' })).status).toBe(456);
  });
});
