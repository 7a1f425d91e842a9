import { describe, expect, it } from 'vitest';
import {
  checkWriteRequest,
  resolveWriteSetting,
  WRITE_BODY_LIMIT_BYTES,
  writeBodyBytes,
  writeTargetLanguage,
} from './write';

const fields = (issues: { field: string }[]) => issues.map((i) => i.field);
const valid = { text: ['Thanks for the quick reply.'], target_lang: 'en-US' };

describe('text improvement request', () => {
  it('text is a required, non-empty array of strings', () => {
    expect(checkWriteRequest(valid)).toEqual([]);
    expect(fields(checkWriteRequest({ target_lang: 'de' }))).toEqual(['text']);
    expect(fields(checkWriteRequest({ text: [] }))).toEqual(['text']);
    expect(fields(checkWriteRequest({ text: ['ok', null] }))).toEqual(['text']);
  });

  it('the target language is optional and one of the write targets, in any casing', () => {
    expect(checkWriteRequest({ text: ['x'] })).toEqual([]);
    for (const code of ['de', 'en', 'EN-gb', 'pt', 'pt-br', 'zh', 'ZH-HANS', 'ja', 'ko']) {
      expect(checkWriteRequest({ text: ['x'], target_lang: code })).toEqual([]);
    }
    expect(fields(checkWriteRequest({ text: ['x'], target_lang: 'nl' }))).toEqual(['target_lang']);
    expect(fields(checkWriteRequest({ text: ['x'], target_lang: 'zh-Hant' }))).toEqual(['target_lang']);
  });

  it('writing_style and tone take only the listed values', () => {
    expect(checkWriteRequest({ ...valid, writing_style: 'academic' })).toEqual([]);
    expect(checkWriteRequest({ ...valid, tone: 'prefer_diplomatic' })).toEqual([]);
    expect(fields(checkWriteRequest({ ...valid, writing_style: 'poetic' }))).toEqual(['writing_style']);
    expect(fields(checkWriteRequest({ ...valid, tone: 'angry' }))).toEqual(['tone']);
  });

  it('a request cannot carry both writing_style and tone', () => {
    const issues = checkWriteRequest({ ...valid, writing_style: 'business', tone: 'friendly' });
    expect(fields(issues)).toEqual(['tone']);
    expect(issues[0]?.message).toMatch(/either a writing style or a tone/);
  });

  it('writing style and tone are supported for de, en-GB, en-US, es, fr, it, pt-BR and pt-PT', () => {
    for (const code of ['de', 'en-GB', 'en-US', 'es', 'fr', 'it', 'pt-BR', 'pt-PT']) {
      expect(resolveWriteSetting('writing_style', 'casual', code)).toBe('casual');
      expect(resolveWriteSetting('tone', 'enthusiastic', code)).toBe('enthusiastic');
    }
    for (const code of ['pt', 'ja', 'ko', 'zh', 'zh-Hans']) {
      expect(resolveWriteSetting('writing_style', 'casual', code)).toBeNull();
    }
  });

  it('plain `en` is American English, as the service writes it (its official client’s tests)', () => {
    expect(writeTargetLanguage('en')).toBe('en-US');
    expect(writeTargetLanguage('EN')).toBe('en-US');
    expect(writeTargetLanguage('en-GB')).toBe('en-GB');
    expect(resolveWriteSetting('tone', 'confident', 'en')).toBe('confident');
  });

  it('`default` is no writing style or tone: beside a tone it is not both', () => {
    expect(checkWriteRequest({ text: ['Hi'], target_lang: 'de', writing_style: 'default', tone: 'friendly' })).toEqual(
      [],
    );
    expect(checkWriteRequest({ text: ['Hi'], target_lang: 'de', writing_style: 'business', tone: 'friendly' })).toEqual(
      [
        {
          field: 'tone',
          message: 'Choose either a writing style or a tone, not both.',
          uiMessage: { id: 'write.rule.styleAndTone' },
        },
      ],
    );
  });

  it('a prefer_ value falls back to default for an unsupported language, and with no target language', () => {
    expect(resolveWriteSetting('writing_style', 'prefer_simple', 'ja')).toBe('default');
    expect(resolveWriteSetting('tone', 'prefer_friendly', undefined)).toBe('default');
    expect(checkWriteRequest({ text: ['x'], target_lang: 'ko', tone: 'prefer_confident' })).toEqual([]);
    expect(checkWriteRequest({ text: ['x'], writing_style: 'prefer_business' })).toEqual([]);
  });

  it('a prefer_ value means the plain value where supported', () => {
    expect(resolveWriteSetting('writing_style', 'prefer_academic', 'de')).toBe('academic');
  });

  it('a non-prefixed value other than default for an unsupported language is refused with HTTP 400', () => {
    const issues = checkWriteRequest({ text: ['x'], target_lang: 'ja', writing_style: 'business' });
    expect(fields(issues)).toEqual(['writing_style']);
    expect(issues[0]?.message).toMatch(/HTTP 400/);
    expect(issues[0]?.message).toMatch(/prefer_business/);
  });

  it('default is accepted for every language', () => {
    expect(checkWriteRequest({ text: ['x'], target_lang: 'zh', tone: 'default' })).toEqual([]);
    expect(resolveWriteSetting('tone', 'default', 'zh')).toBe('default');
  });

  it('the body is at most 10 KiB of UTF-8 JSON', () => {
    expect(WRITE_BODY_LIMIT_BYTES).toBe(10_240);
    expect(writeBodyBytes({ text: ['é'] })).toBe('{"text":["é"]}'.length + 1);
    const overhead = writeBodyBytes({ text: [''], target_lang: 'de' });
    const fits = { text: ['a'.repeat(WRITE_BODY_LIMIT_BYTES - overhead)], target_lang: 'de' };
    expect(writeBodyBytes(fits)).toBe(WRITE_BODY_LIMIT_BYTES);
    expect(checkWriteRequest(fits)).toEqual([]);
    const tooBig = { text: ['ü'.repeat(5200)], target_lang: 'de' };
    expect(fields(checkWriteRequest(tooBig))).toEqual(['text']);
  });
});
