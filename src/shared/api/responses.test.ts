import { describe, expect, it } from 'vitest';
import { DeveloperKeySchema } from './admin';
import { DocumentStatusSchema } from './documents';
import { GlossarySchema } from './glossaries';
import { LanguagesResponseSchema, ProductsResponseSchema } from './languages';
import { StyleRuleListSchema } from './styleRules';
import { WriteResponseSchema } from './write';

describe('responses are forward compatible', () => {
  it('unknown fields are kept, never rejected', () => {
    const glossary = GlossarySchema.parse({
      glossary_id: 'g',
      name: 'n',
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entry_count: 2, checksum: 'abc' }],
      creation_time: '2026-01-01T00:00:00.000Z',
      owner: 'team',
    });
    expect(glossary).toMatchObject({ owner: 'team' });
    expect(glossary.dictionaries[0]).toMatchObject({ checksum: 'abc' });
  });

  it('unknown language codes and feature values are accepted as plain strings', () => {
    const languages = LanguagesResponseSchema.parse([
      { lang: 'xx-Yyyy', name: 'New', usable_as_source: true, usable_as_target: false, features: ['hologram'] },
    ]);
    expect(languages[0]?.features).toEqual(['hologram']);
    const products = ProductsResponseSchema.parse([
      { name: 'dubbing', features: [{ name: 'lip_sync', needs_target_support: true }] },
    ]);
    expect(products[0]?.name).toBe('dubbing');
  });

  it('list responses of style rules may omit configured rules and custom instructions', () => {
    const list = StyleRuleListSchema.parse({
      style_id: 's',
      name: 'n',
      creation_time: 't',
      updated_time: 't',
      language: 'de',
      version: 1,
    });
    expect(list.configured_rules).toBeUndefined();
  });

  it('a document status carries seconds_remaining, billed_characters or message by state', () => {
    expect(
      DocumentStatusSchema.parse({ document_id: 'd', status: 'translating', seconds_remaining: 2 ** 40 })
        .seconds_remaining,
    ).toBe(2 ** 40);
    expect(DocumentStatusSchema.parse({ status: 'error', message: 'Bad file' }).message).toBe('Bad file');
    expect(() => DocumentStatusSchema.parse({ status: 'finished' })).toThrow();
  });

  it('a developer key limit may be null (unlimited)', () => {
    const key = DeveloperKeySchema.parse({
      key_id: 'a:b',
      label: 'x',
      creation_time: 't',
      is_deactivated: false,
      usage_limits: { characters: null },
    });
    expect(key.usage_limits.characters).toBeNull();
  });

  it('write improvements keep their order and extra fields', () => {
    const response = WriteResponseSchema.parse({
      improvements: [
        { text: 'A', target_language: 'en-US', detected_source_language: 'en', score: 1 },
        { text: 'B', target_language: 'en-US', detected_source_language: 'en' },
      ],
    });
    expect(response.improvements.map((i) => i.text)).toEqual(['A', 'B']);
  });
});
