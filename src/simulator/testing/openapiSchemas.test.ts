// The openapi.yaml validators themselves: they accept the description's own examples and name what is wrong.
import { describe, expect, it } from 'vitest';
import { checkComponent, checkRequestBody, checkResponse } from './openapiSchemas';

describe('openapi.yaml validators', () => {
  it('accept a published shape and name the field of a drifted one', () => {
    expect(checkComponent('UsageResponse', { character_count: 180118, character_limit: 1250000 })).toEqual({
      valid: true,
      errors: [],
    });
    const drifted = checkComponent('UsageResponse', { character_count: '180118' });
    expect(drifted.valid).toBe(false);
    expect(drifted.errors.join()).toMatch(/character_count.*integer/);
  });

  it('follow $refs of responses and reach inline answer schemas by path and status', () => {
    expect(
      checkResponse('POST', '/v2/translate', 200, { translations: [{ detected_source_language: 'EN', text: 'Hallo' }] })
        .valid,
    ).toBe(true);
    expect(checkResponse('POST', '/v2/translate', 200, { translations: [{ text: 5 }] }).errors.join()).toMatch(/text/);
    expect(() => checkResponse('GET', '/v2/translate', 200, {})).toThrow(/openapi.yaml has nothing at/);
  });

  it('validate request bodies by media type', () => {
    expect(checkRequestBody('POST', '/v2/translate', { text: ['Hello'], target_lang: 'DE' }).valid).toBe(true);
    expect(
      checkRequestBody('POST', '/v2/translate', { text: ['Hello'], target_lang: 'DE', split_sentences: 'sometimes' })
        .valid,
    ).toBe(false);
    expect(
      checkRequestBody(
        'POST',
        '/v2/translate',
        { text: ['Hello'], target_lang: 'DE', preserve_formatting: '1' },
        'application/x-www-form-urlencoded',
      ).valid,
    ).toBe(true);
  });
});
