// The public service's own examples (reference/openapi.yaml) read by the client's answer schemas: every form
// of the reference table's differences that has an example is parsed here as the client parses an answer.
import { describe, expect, it } from 'vitest';
import {
  GlossaryLanguagePairsSchema,
  LanguagesResponseSchema,
  LanguagesV2ResponseSchema,
  ProductsResponseSchema,
} from '../../shared/api/languages';
import { AddCustomInstructionAnswerSchema, StyleRuleListSchema } from '../../shared/api/styleRules';
import { UsageResponseSchema } from '../../shared/api/usage';
import { openapiDocument, responseExamples } from './testing/publishedDescription';

type Json = Record<string, unknown>;

/** A component's example built from the examples of its properties (as the description gives them). */
function exampleFromProperties(component: string): Json {
  const schemas = (openapiDocument().components as Json).schemas as Record<
    string,
    { properties: Record<string, { example?: unknown }> }
  >;
  return Object.fromEntries(
    Object.entries(schemas[component]!.properties).flatMap(([name, property]) =>
      property.example === undefined ? [] : [[name, property.example]],
    ),
  );
}

describe('the public examples, read as the client reads an answer', () => {
  it('GET /v3/languages: features as an object keyed by name become the list of names', () => {
    const [example] = responseExamples('GET', '/v3/languages');
    const languages = LanguagesResponseSchema.parse(example);
    expect(languages.find((l) => l.lang === 'de')).toMatchObject({
      usable_as_source: true,
      usable_as_target: true,
      features: ['formality', 'tag_handling', 'glossary'],
    });
    expect(languages.find((l) => l.lang === 'en-US')?.features).toEqual(['tag_handling', 'glossary']);
    // Unknown fields (the public `status`) are kept.
    expect(languages[0]).toMatchObject({ status: 'stable' });
  });

  it("the public `style_rules` feature of a language is the spec's `custom_instructions` too", () => {
    const [german] = LanguagesResponseSchema.parse([
      {
        lang: 'de',
        name: 'German',
        usable_as_source: true,
        usable_as_target: true,
        features: { style_rules: { status: 'stable' } },
      },
    ]);
    expect(german?.features).toEqual(['style_rules', 'custom_instructions']);
  });

  it('GET /v3/languages: the spec form (features as an array) reads the same way', () => {
    const spec = LanguagesResponseSchema.parse([
      {
        lang: 'de',
        name: 'German',
        usable_as_source: true,
        usable_as_target: true,
        features: ['formality', 'glossary'],
      },
    ]);
    expect(spec[0]?.features).toEqual(['formality', 'glossary']);
  });

  it('GET /v3/languages/resources: each resource with its features and sides', () => {
    const [example] = responseExamples('GET', '/v3/languages/resources');
    const products = ProductsResponseSchema.parse(example);
    expect(products.find((p) => p.name === 'translate_text')?.features).toEqual(
      expect.arrayContaining([
        { name: 'formality', needs_target_support: true },
        { name: 'glossary', needs_source_support: true, needs_target_support: true },
      ]),
    );
    expect(products.find((p) => p.name === 'style_rules')?.features).toEqual([]);
  });

  it('POST custom_instructions: the new instruction alone (201) is recognised as such, the spec list as a list', () => {
    const instruction = exampleFromProperties('CustomInstruction');
    expect(AddCustomInstructionAnswerSchema.parse(instruction)).toEqual({ form: 'instruction', instruction });
    const list = {
      style_id: 's-1',
      name: 'House',
      creation_time: 't',
      updated_time: 't',
      language: 'en',
      version: 2,
      custom_instructions: [instruction],
    };
    expect(AddCustomInstructionAnswerSchema.parse(list)).toMatchObject({ form: 'list', list: { style_id: 's-1' } });
    expect(() => StyleRuleListSchema.parse(instruction)).toThrow();
  });

  it('GET /v2/usage: the Free answer and the Pro answer with per-product counts', () => {
    const examples = responseExamples('GET', '/v2/usage');
    expect(examples).toHaveLength(2);
    const [free, pro] = examples.map((example) => UsageResponseSchema.parse(example));
    expect(free).toMatchObject({ character_count: 180118, character_limit: 1250000 });
    expect(pro).toMatchObject({
      character_count: 5947223,
      character_limit: 1000000000000,
      api_key_character_count: 636,
    });
    expect(pro?.products?.map((p) => p.product_type)).toEqual(['write', 'translate', 'speechToText']);
  });

  it('the legacy lists the pickers fall back to: /v2/languages and /v2/glossary-language-pairs', () => {
    for (const example of responseExamples('GET', '/v2/languages'))
      expect(() => LanguagesV2ResponseSchema.parse(example)).not.toThrow();
    const [pairs] = responseExamples('GET', '/v2/glossary-language-pairs');
    expect(GlossaryLanguagePairsSchema.parse(pairs).supported_languages).toEqual([
      { source_lang: 'de', target_lang: 'en' },
      { source_lang: 'en', target_lang: 'de' },
    ]);
  });
});
