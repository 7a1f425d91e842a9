// Correction: every rule of POST /v2/write/correct over real HTTP, in both dialects, the answer checked against
// the published description.
import { describe, expect, it } from 'vitest';
import { simulatorPerFile } from '../testing/simulatorPerFile';
import { checkResponse } from '../testSupport/openapiSchemas';

for (const dialect of ['spec', 'public'] as const) {
  describe(`POST /v2/write/correct (${dialect} dialect)`, () => {
    const running = simulatorPerFile({ dialect });
    const correct = (body: Record<string, unknown>) => running.call('POST', '/v2/write/correct', { json: body });

    it('corrects spelling and grammar only, every text in order, with the detected language', async () => {
      const res = await correct({ text: ['this is a example sentence to imprve', 'We should of known.'] });
      expect(res.status).toBe(200);
      expect(res.body.improvements).toEqual([
        { text: 'This is an example sentence to improve', target_language: 'en', detected_source_language: 'en' },
        { text: 'We should have known.', target_language: 'en', detected_source_language: 'en' },
      ]);
      expect(checkResponse('post', '/v2/write/correct', 200, res.body)).toMatchObject({ valid: true });
    });

    it('answers `en` as American English, and corrects in the language of the text', async () => {
      const res = await correct({ text: ['Das ist vieleicht gut.'], target_lang: 'de' });
      expect(res.body.improvements[0]).toMatchObject({ text: 'Das ist vielleicht gut.', target_language: 'de' });
      expect((await correct({ text: ['teh end'], target_lang: 'en' })).body.improvements[0]).toMatchObject({
        text: 'The end',
        target_language: 'en-US',
      });
    });

    it('accepts a form-encoded body', async () => {
      const res = await running.call('POST', '/v2/write/correct', { form: { text: ['i think so'] } });
      expect(res.status).toBe(200);
      expect(res.body.improvements[0].text).toBe('I think so');
    });

    it('is Pro only, refuses an unsupported language in the service’s words, and a missing text', async () => {
      const free = await running.call('POST', '/v2/write/correct', {
        plan: 'free',
        key: 'free',
        json: { text: ['a'] },
      });
      expect(free.status).toBe(403);
      const lv = await correct({ text: ['Sveiki'], target_lang: 'lv' });
      expect(lv).toMatchObject({ status: 400, body: { message: "Value for 'target_lang' not supported." } });
      expect((await correct({})).status).toBe(400);
    });

    it('counts characters against the key limit (456)', async () => {
      running.simulator.control.setKeyLimit(running.simulator.keys.pro, 5);
      expect((await correct({ text: ['Hello'] })).status).toBe(200);
      expect((await correct({ text: ['Hello'] })).status).toBe(456);
    });
  });
}
