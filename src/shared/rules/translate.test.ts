import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { assertValid } from './issues';
import { checkFormality, checkTranslateTextRequest, glossaryCoversPair, resolveFormality } from './translate';

const fields = (issues: { field: string }[]) => issues.map((i) => i.field);
const valid = { text: ['Hello'], target_lang: 'de' };

describe('text translation request', () => {
  it('a request with text and a target language is valid', () => {
    expect(checkTranslateTextRequest(valid)).toEqual([]);
  });

  it('the text array must be present and non-empty', () => {
    expect(fields(checkTranslateTextRequest({ ...valid, text: [] }))).toEqual(['text']);
    expect(fields(checkTranslateTextRequest({ target_lang: 'de' }))).toEqual(['text']);
    expect(fields(checkTranslateTextRequest({ ...valid, text: 'Hello' }))).toEqual(['text']);
    expect(fields(checkTranslateTextRequest({ ...valid, text: [3] }))).toEqual(['text']);
  });

  it('the target language is required and must be a text translation target', () => {
    expect(fields(checkTranslateTextRequest({ text: ['x'] }))).toEqual(['target_lang']);
    expect(fields(checkTranslateTextRequest({ ...valid, target_lang: 'xx' }))).toEqual(['target_lang']);
    expect(checkTranslateTextRequest({ ...valid, target_lang: 'EN-gb' })).toEqual([]);
  });

  it('the source language is optional and must be a text translation source', () => {
    expect(checkTranslateTextRequest({ ...valid, source_lang: 'EN' })).toEqual([]);
    expect(fields(checkTranslateTextRequest({ ...valid, source_lang: 'en-GB-x' }))).toEqual(['source_lang']);
  });

  it('a glossary needs an explicit source language', () => {
    const issues = checkTranslateTextRequest({ ...valid, glossary_id: 'g1' });
    expect(fields(issues)).toEqual(['source_lang']);
    expect(issues[0]?.message).toMatch(/explicit source language/);
  });

  it("the glossary's pair must match the request's pair", () => {
    const pairs = [{ source_lang: 'en', target_lang: 'de' }];
    expect(checkTranslateTextRequest({ ...valid, source_lang: 'en', glossary_id: 'g1' }, pairs)).toEqual([]);
    expect(fields(checkTranslateTextRequest({ ...valid, source_lang: 'fr', glossary_id: 'g1' }, pairs))).toEqual([
      'glossary_id',
    ]);
  });

  it('a glossary dictionary for a base language applies to all its variants', () => {
    const pairs = [{ source_lang: 'de', target_lang: 'en' }];
    expect(glossaryCoversPair(pairs, 'DE', 'en-GB')).toBe(true);
    expect(glossaryCoversPair(pairs, 'de', 'en-US')).toBe(true);
    expect(glossaryCoversPair(pairs, 'en', 'de')).toBe(false);
    expect(
      checkTranslateTextRequest({ text: ['x'], source_lang: 'de', target_lang: 'en-US', glossary_id: 'g' }, pairs),
    ).toEqual([]);
  });

  it('a glossary cannot be used where a side lacks the glossary feature', () => {
    const issues = checkTranslateTextRequest({ text: ['x'], source_lang: 'hr', target_lang: 'de', glossary_id: 'g' });
    expect(fields(issues)).toEqual(['glossary_id']);
  });

  it('assertValid throws a ValidationError with every issue, and nothing when valid', () => {
    expect(() => assertValid(checkTranslateTextRequest(valid))).not.toThrow();
    try {
      assertValid(checkTranslateTextRequest({ text: [], target_lang: 'xx' }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields?.map((f) => f.field)).toEqual(['text', 'target_lang']);
    }
  });
});

describe('formality', () => {
  it('more and less are allowed for targets with the formality feature', () => {
    expect(checkTranslateTextRequest({ ...valid, formality: 'more' })).toEqual([]);
    expect(checkTranslateTextRequest({ ...valid, target_lang: 'pt-BR', formality: 'less' })).toEqual([]);
    expect(resolveFormality('translate_text', 'more', 'ja')).toBe('more');
  });

  it('more and less fail for a target without formality', () => {
    const issues = checkTranslateTextRequest({ ...valid, target_lang: 'en-GB', formality: 'more' });
    expect(fields(issues)).toEqual(['formality']);
    expect(issues[0]?.message).toMatch(/English \(British\) has no formality/);
    expect(resolveFormality('translate_text', 'less', 'en-GB')).toBeNull();
  });

  it('prefer_more and prefer_less fall back to default for a target without formality', () => {
    expect(checkTranslateTextRequest({ ...valid, target_lang: 'en-US', formality: 'prefer_more' })).toEqual([]);
    expect(resolveFormality('translate_text', 'prefer_more', 'en-US')).toBe('default');
    expect(resolveFormality('translate_document', 'prefer_less', 'zh')).toBe('default');
  });

  it('prefer_more and prefer_less mean more and less where formality is supported', () => {
    expect(resolveFormality('translate_text', 'prefer_more', 'de')).toBe('more');
    expect(resolveFormality('translate_text', 'prefer_less', 'FR')).toBe('less');
  });

  it('default is always allowed and unknown values are refused', () => {
    expect(resolveFormality('translate_text', 'default', 'en-GB')).toBe('default');
    expect(resolveFormality('translate_text', undefined, 'en-GB')).toBe('default');
    expect(fields(checkFormality('translate_text', 'formal', 'de'))).toEqual(['formality']);
  });
});
