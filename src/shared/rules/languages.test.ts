import { describe, expect, it } from 'vitest';
import { LanguagesResponseSchema, ProductsResponseSchema } from '../api/languages';
import {
  baseLanguage,
  checkLanguage,
  coversVariant,
  featureAvailable,
  findLanguage,
  LANGUAGES,
  languagesFor,
  normalizeLanguageCode,
  productsCatalog,
  v2Languages,
  textDirection,
} from './languages';

const codes = (
  product: Parameters<typeof languagesFor>[0],
  side: 'usable_as_source' | 'usable_as_target',
  includeBeta = false,
) =>
  languagesFor(product, { includeBeta })
    .filter((l) => l[side])
    .map((l) => l.lang);

describe('language codes', () => {
  it('input is case-insensitive and comes out in BCP 47 casing', () => {
    expect(normalizeLanguageCode('EN-gb')).toBe('en-GB');
    expect(normalizeLanguageCode('ZH-HANS')).toBe('zh-Hans');
    expect(normalizeLanguageCode('pt-br')).toBe('pt-BR');
    expect(normalizeLanguageCode('DE')).toBe('de');
    expect(normalizeLanguageCode(' es-419 ')).toBe('es-419');
  });

  it('the base language drops region and script', () => {
    expect(baseLanguage('en-GB')).toBe('en');
    expect(baseLanguage('ZH-hant')).toBe('zh');
    expect(baseLanguage('fr')).toBe('fr');
  });

  it('a glossary for en covers en-US and en-GB', () => {
    expect(coversVariant('en', 'en-US')).toBe(true);
    expect(coversVariant('en', 'en-GB')).toBe(true);
    expect(coversVariant('EN', 'en')).toBe(true);
  });

  it('a glossary for pt covers pt-PT and pt-BR', () => {
    expect(coversVariant('pt', 'PT-PT')).toBe(true);
    expect(coversVariant('pt', 'pt-br')).toBe(true);
  });

  it('a glossary does not cover another language or a sibling variant', () => {
    expect(coversVariant('en', 'de')).toBe(false);
    expect(coversVariant('en-US', 'en-GB')).toBe(false);
    expect(coversVariant('en', '')).toBe(false);
  });
});

describe('the language table', () => {
  it('every code is in BCP 47 casing, has an English name and an upper-case v2 code', () => {
    for (const language of LANGUAGES) {
      expect(normalizeLanguageCode(language.code)).toBe(language.code);
      expect(language.name.length).toBeGreaterThan(0);
      expect(language.v2Code).toBe(language.code.toUpperCase());
    }
  });

  it('lookups accept any casing', () => {
    expect(findLanguage('ZH-HANT')?.name).toBe('Chinese (traditional)');
    expect(findLanguage('xx')).toBeUndefined();
  });

  it('style rules exist for de, en, es, fr, it, ja, ko and zh, as target languages', () => {
    expect(codes('style_rules', 'usable_as_target')).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'zh']);
    expect(codes('style_rules', 'usable_as_source')).toEqual([]);
  });

  it('glossaries can be created for the v2 glossary set, any source with any target', () => {
    const set =
      'ar bg cs da de el en es et fi fr he hu id it ja ko lt lv nb nl pl pt ro ru sk sl sv th tr uk vi zh'.split(' ');
    expect(codes('glossary', 'usable_as_source')).toEqual(set);
    expect(codes('glossary', 'usable_as_target')).toEqual(set);
  });

  it('write targets are the spec list, and only de, en-GB, en-US, es, fr, it, pt-BR, pt-PT have style and tone', () => {
    expect(codes('write', 'usable_as_target')).toEqual(
      'de en en-GB en-US es fr it ja ko pt pt-BR pt-PT zh zh-Hans'.split(' '),
    );
    const styled = languagesFor('write')
      .filter((l) => l.features.includes('writing_style'))
      .map((l) => l.lang);
    const toned = languagesFor('write')
      .filter((l) => l.features.includes('tone'))
      .map((l) => l.lang);
    expect(styled).toEqual('de en-GB en-US es fr it pt-BR pt-PT'.split(' '));
    expect(toned).toEqual(styled);
  });

  it('voice sources, targets and media languages are the spec lists', () => {
    expect(codes('voice', 'usable_as_source')).toEqual(
      'ar bg bn cs da de el en es et fi fr ga he hr hu id it ja ko lt lv mt nb nl pl pt ro ru sk sl sv th tl tr uk vi zh'.split(
        ' ',
      ),
    );
    expect(codes('voice', 'usable_as_target')).toEqual(
      'ar bg bn cs da de el en en-GB en-US es et fi fr ga he hr hu id it ja ko lt lv mt nb nl pl pt pt-BR pt-PT ro ru sk sl sv th tl tr uk vi zh zh-Hans zh-Hant'.split(
        ' ',
      ),
    );
    const media = languagesFor('voice')
      .filter((l) => l.features.includes('translated_speech') || l.features.includes('translated_speech_external'))
      .map((l) => l.lang);
    expect(media).toEqual(
      'ar bg cs da de el en en-GB en-US es fi fr hu id it ja ko nb nl pl pt pt-BR pt-PT ro ru sk sv tr uk vi zh zh-Hans zh-Hant'.split(
        ' ',
      ),
    );
  });

  it('every voice source has transcription, from the service or an external partner', () => {
    for (const l of languagesFor('voice').filter((x) => x.usable_as_source)) {
      expect(l.features.includes('transcription') !== l.features.includes('transcription_external')).toBe(true);
    }
  });

  it('formality is a feature of exactly DE, FR, IT, ES, NL, PL, PT-BR, PT-PT, JA, RU as targets', () => {
    for (const product of ['translate_text', 'translate_document'] as const) {
      const got = languagesFor(product, { includeBeta: true })
        .filter((l) => l.features.includes('formality'))
        .map((l) => l.lang.toUpperCase())
        .sort();
      expect(got).toEqual(['DE', 'ES', 'FR', 'IT', 'JA', 'NL', 'PL', 'PT-BR', 'PT-PT', 'RU']);
    }
  });

  it('text and document translation read from the v2 glossary set and write into variants where they exist', () => {
    const sources = codes('translate_text', 'usable_as_source');
    expect(sources).toEqual(codes('glossary', 'usable_as_source'));
    const targets = codes('translate_document', 'usable_as_target');
    expect(targets).toContain('en-GB');
    expect(targets).toContain('pt-BR');
    expect(targets).toContain('zh-Hant');
    expect(targets).not.toContain('en');
  });

  it('beta languages appear only with include=beta', () => {
    const plain = languagesFor('translate_text').map((l) => l.lang);
    const beta = languagesFor('translate_text', { includeBeta: true }).map((l) => l.lang);
    expect(plain).not.toContain('ga');
    expect(beta).toContain('ga');
    expect(beta).toContain('es-419');
    expect(beta.length).toBeGreaterThan(plain.length);
    expect(plain.every((code) => beta.includes(code))).toBe(true);
  });

  it('every language lists features, empty when none, and parses as the wire shape', () => {
    const list = languagesFor('style_rules');
    expect(list.every((l) => Array.isArray(l.features) && l.features.length === 0)).toBe(true);
    expect(() => LanguagesResponseSchema.parse(languagesFor('voice'))).not.toThrow();
  });
});

describe('products catalog', () => {
  it('translate_text lists formality[target], custom_instructions[target], tag_handling and glossary[both], auto_detection[source]', () => {
    const product = productsCatalog().find((p) => p.name === 'translate_text');
    expect(product?.features).toEqual(
      expect.arrayContaining([
        { name: 'formality', needs_target_support: true },
        { name: 'custom_instructions', needs_target_support: true },
        { name: 'tag_handling', needs_source_support: true, needs_target_support: true },
        { name: 'glossary', needs_source_support: true, needs_target_support: true },
        { name: 'auto_detection', needs_source_support: true },
      ]),
    );
  });

  it('voice has glossary on both sides and style_rules has no features', () => {
    const catalog = productsCatalog();
    expect(catalog.find((p) => p.name === 'voice')?.features).toContainEqual({
      name: 'glossary',
      needs_source_support: true,
      needs_target_support: true,
    });
    expect(catalog.find((p) => p.name === 'style_rules')?.features).toEqual([]);
    expect(() => ProductsResponseSchema.parse(catalog)).not.toThrow();
  });
});

describe('feature availability for a pair', () => {
  it('a feature checked on the target depends only on the target', () => {
    expect(featureAvailable('translate_text', 'formality', 'en', 'de')).toBe(true);
    expect(featureAvailable('translate_text', 'formality', undefined, 'PT-br')).toBe(true);
    expect(featureAvailable('translate_text', 'formality', 'de', 'en-GB')).toBe(false);
  });

  it('a feature checked on source and target needs both sides', () => {
    expect(featureAvailable('translate_text', 'glossary', 'en', 'de')).toBe(true);
    expect(featureAvailable('translate_text', 'glossary', 'hr', 'de')).toBe(false);
    expect(featureAvailable('voice', 'glossary', 'de', 'bn')).toBe(false);
  });

  it('a feature checked on the source is unavailable when the source is left to detection', () => {
    expect(featureAvailable('translate_text', 'glossary', undefined, 'de')).toBe(false);
  });

  it('a feature of another product, or an unknown feature, is not available', () => {
    expect(featureAvailable('write', 'formality', 'de', 'de')).toBe(false);
    expect(featureAvailable('translate_text', 'teleportation', 'de', 'fr')).toBe(false);
  });

  it('a source variant is read as its base language', () => {
    expect(featureAvailable('translate_text', 'glossary', 'en-US', 'de')).toBe(true);
  });
});

describe('legacy v2 languages', () => {
  it('codes are upper case and supports_formality is present for targets only', () => {
    const targets = v2Languages('target');
    expect(targets.find((l) => l.language === 'PT-BR')?.supports_formality).toBe(true);
    expect(targets.find((l) => l.language === 'EN-GB')?.supports_formality).toBe(false);
    expect(v2Languages('source').every((l) => l.supports_formality === undefined)).toBe(true);
    expect(v2Languages().find((l) => l.language === 'EN')).toBeDefined();
  });
});

describe('checking a language field', () => {
  it('accepts a listed code in any casing, and a missing optional value', () => {
    expect(checkLanguage('target_lang', 'EN-us', 'translate_text', 'target')).toEqual([]);
    expect(checkLanguage('source_lang', undefined, 'translate_text', 'source')).toEqual([]);
  });

  it('names the field when a code is unknown or a required one is missing', () => {
    expect(checkLanguage('target_lang', 'xx', 'translate_text', 'target')[0]?.field).toBe('target_lang');
    expect(checkLanguage('target_lang', '', 'translate_text', 'target', { required: true })).toHaveLength(1);
  });
});

describe('the direction a text field is laid out in', () => {
  it('is right to left for Arabic and Hebrew, whatever the casing or variant', () => {
    expect(textDirection('AR')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('fa-IR')).toBe('rtl');
  });
  it('is read from the text (auto) for other languages and for a detected source', () => {
    expect(textDirection('de')).toBe('auto');
    expect(textDirection('EN-GB')).toBe('auto');
    expect(textDirection(null)).toBe('auto');
  });
});
