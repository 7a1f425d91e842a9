// Language discovery: v3 per product (include=beta), the products catalog and the legacy v2 lists.
import { describe, expect, it } from 'vitest';
import { simulatorPerFile } from '../testing/simulatorPerFile';

const { call } = simulatorPerFile({}, { resetBeforeEach: false });

interface Lang {
  lang: string;
  usable_as_source: boolean;
  usable_as_target: boolean;
  features: string[];
}
const langs = async (query: string): Promise<Lang[]> => {
  const res = await call('GET', `/v3/languages?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const codes = (list: Lang[], side: 'usable_as_source' | 'usable_as_target') =>
  list
    .filter((l) => l[side])
    .map((l) => l.lang)
    .sort();

describe('GET /v3/languages', () => {
  it.each(['translate_text', 'translate_document', 'glossary', 'voice', 'write', 'style_rules'])(
    'lists languages of %s with every field',
    async (product) => {
      const list = await langs(`product=${product}`);
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) {
        expect(item).toEqual({
          lang: expect.any(String),
          name: expect.any(String),
          usable_as_source: expect.any(Boolean),
          usable_as_target: expect.any(Boolean),
          features: expect.any(Array),
        });
      }
    },
  );

  it('spells codes in BCP 47 casing', async () => {
    const list = await langs('product=translate_text');
    for (const { lang } of list) expect(lang).toMatch(/^[a-z]{2,3}(-([A-Z]{2}|[A-Z][a-z]{3}|\d{3}))?$/);
    expect(list.map((l) => l.lang)).toEqual(expect.arrayContaining(['en-GB', 'pt-BR', 'zh-Hans']));
  });

  it('matches the spec lists: style rules, write, v2 glossary and voice', async () => {
    expect(codes(await langs('product=style_rules'), 'usable_as_target')).toEqual([
      'de',
      'en',
      'es',
      'fr',
      'it',
      'ja',
      'ko',
      'zh',
    ]);
    expect(codes(await langs('product=write'), 'usable_as_target')).toEqual(
      ['de', 'en', 'en-GB', 'en-US', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'pt-BR', 'pt-PT', 'zh', 'zh-Hans'].sort(),
    );
    const glossary = await langs('product=glossary');
    expect(codes(glossary, 'usable_as_source')).toEqual(codes(glossary, 'usable_as_target'));
    expect(codes(glossary, 'usable_as_source')).toContain('uk');
    expect(codes(await langs('product=voice'), 'usable_as_target')).toHaveLength(44);
  });

  it('marks formality only on the targets the spec names', async () => {
    const list = await langs('product=translate_document');
    const withFormality = list
      .filter((l) => l.features.includes('formality'))
      .map((l) => l.lang.toUpperCase())
      .sort();
    expect(withFormality).toEqual(['DE', 'ES', 'FR', 'IT', 'JA', 'NL', 'PL', 'PT-BR', 'PT-PT', 'RU']);
  });

  it('lists beta languages only with include=beta', async () => {
    const normal = (await langs('product=translate_text')).map((l) => l.lang);
    const withBeta = (await langs('product=translate_text&include=beta')).map((l) => l.lang);
    expect(withBeta.length).toBeGreaterThan(normal.length);
    expect(withBeta).toEqual(expect.arrayContaining(normal));
  });

  it('refuses a missing or unknown product with 400', async () => {
    expect((await call('GET', '/v3/languages')).status).toBe(400);
    const res = await call('GET', '/v3/languages?product=teleport');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/product/);
  });

  it('supports GET only', async () => {
    expect((await call('POST', '/v3/languages?product=write', { json: {} })).status).toBe(405);
  });
});

describe('GET /v3/languages/products', () => {
  it('lists every product with the features and their sides', async () => {
    const res = await call('GET', '/v3/languages/products');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.map((p: { name: string; features: unknown[] }) => [p.name, p.features]));
    expect(Object.keys(byName).sort()).toEqual([
      'glossary',
      'style_rules',
      'translate_document',
      'translate_text',
      'voice',
      'write',
    ]);
    expect(byName.translate_text).toEqual(
      expect.arrayContaining([
        { name: 'formality', needs_target_support: true },
        { name: 'custom_instructions', needs_target_support: true },
        { name: 'tag_handling', needs_source_support: true, needs_target_support: true },
        { name: 'glossary', needs_source_support: true, needs_target_support: true },
        { name: 'auto_detection', needs_source_support: true },
      ]),
    );
    expect(byName.voice).toEqual(
      expect.arrayContaining([{ name: 'glossary', needs_source_support: true, needs_target_support: true }]),
    );
    expect(byName.style_rules).toEqual([]);
  });
});

describe('GET /v2/languages', () => {
  it('lists source languages by default, in upper case, without supports_formality', async () => {
    const res = await call('GET', '/v2/languages');
    expect(res.status).toBe(200);
    for (const item of res.body) {
      expect(item.language).toBe(item.language.toUpperCase());
      expect(item).not.toHaveProperty('supports_formality');
    }
    expect(res.body.map((l: { language: string }) => l.language)).toContain('DE');
  });

  it('lists targets with supports_formality, and accepts the type in any case', async () => {
    const res = await call('GET', '/v2/languages?type=TARGET');
    expect(res.status).toBe(200);
    const de = res.body.find((l: { language: string }) => l.language === 'DE');
    const enGb = res.body.find((l: { language: string }) => l.language === 'EN-GB');
    expect(de.supports_formality).toBe(true);
    expect(enGb.supports_formality).toBe(false);
  });

  it('refuses another type with 400', async () => {
    expect((await call('GET', '/v2/languages?type=both')).status).toBe(400);
  });
});
