// The text screens' main side, through the same handlers the windows call, on the offline demo backed by a
// simulator on 127.0.0.1. Each rule the UI enforces is also refused here before a request leaves; and when a
// rule is broken anyway (a raw request that skips every check), the service's answer arrives as the typed
// error the screen shows.
import { describe, expect, it } from 'vitest';
import { CUSTOM_INSTRUCTION_PROMPT_MAX_CHARACTERS } from '../../shared/rules/styleRules';
import { WRITE_BODY_LIMIT_BYTES } from '../../shared/rules/write';
import { LanguageServicesClient } from '../api/client';
import { ctx, failure, servicesOnSimulator } from '../services/testing/servicesOnSimulator';
import { StyleRuleLists } from './styleRuleLists';
import { TextImprovement } from './textImprovement';

const env = servicesOnSimulator('glossa-text-tools-');

describe('translate.text', () => {
  it('translates paragraphs in their order, with the detected source language', async () => {
    const result = await env.services.handlers.translate.text(
      { texts: ['The contract.', 'The meeting.'], targetLang: 'de', sourceLang: null, glossaryId: null },
      ctx,
    );
    expect(result.translations.map((t) => t.text)).toEqual(['Die Vertrag.', 'Die Besprechung.']);
    expect(result.translations[0]!.detectedSourceLanguage.toLowerCase()).toBe('en');
  });

  it('uses a glossary whose base-language dictionary serves the target variant', async () => {
    const glossary = await env.services.handlers.glossaries.create(
      { name: 'Verträge', dictionaries: [{ sourceLang: 'de', targetLang: 'en', entriesTsv: 'Vertrag\tagreement' }] },
      ctx,
    );
    const result = await env.services.handlers.translate.text(
      { texts: ['Der Vertrag.'], targetLang: 'en-GB', sourceLang: 'de', glossaryId: glossary.glossaryId },
      ctx,
    );
    expect(result.translations[0]!.text).toContain('agreement');
  });

  it('refuses a glossary with a detected source before sending; the service refuses it too', async () => {
    const glossary = await env.services.handlers.glossaries.create(
      {
        name: 'Contracts',
        dictionaries: [{ sourceLang: 'en', targetLang: 'de', entriesTsv: 'contract\tVertragswerk' }],
      },
      ctx,
    );
    const before = env.sent('POST', '/v2/translate');
    const refused = await failure(
      env.services.handlers.translate.text(
        { texts: ['The contract.'], targetLang: 'de', sourceLang: null, glossaryId: glossary.glossaryId },
        ctx,
      ),
    );
    expect(refused.kind).toBe('validation');
    expect(refused.fields?.[0]).toMatchObject({
      field: 'source_lang',
      message: expect.stringMatching(/explicit source language/),
    });
    expect(env.sent('POST', '/v2/translate')).toBe(before);

    const answer = await failure(
      env.raw(env.simulator.keys.pro)('POST', '/v2/translate', {
        text: ['The contract.'],
        target_lang: 'de',
        glossary_id: glossary.glossaryId,
      }),
    );
    expect(answer.kind).toBe('validation');
    expect(answer.status).toBe(400);
  });

  it('refuses a glossary of another pair before sending', async () => {
    const glossary = await env.services.handlers.glossaries.create(
      { name: 'Contrats', dictionaries: [{ sourceLang: 'fr', targetLang: 'de', entriesTsv: 'contrat\tVertrag' }] },
      ctx,
    );
    const refused = await failure(
      env.services.handlers.translate.text(
        { texts: ['The contract.'], targetLang: 'de', sourceLang: 'en', glossaryId: glossary.glossaryId },
        ctx,
      ),
    );
    expect(refused.fields?.[0]?.field).toBe('glossary_id');
  });
});

describe('write.improve', () => {
  const text = ['the color of the center is gray.', 'we analyze it.'];

  it('improves each paragraph in order with a writing style', async () => {
    const result = await env.services.handlers.write.improve(
      { text, target_lang: 'en-GB', writing_style: 'business' },
      ctx,
    );
    expect(result.improvements.map((i) => i.text)).toEqual(['The colour of the centre is grey.', 'We analyse it.']);
  });

  it('refuses a writing style and a tone together before sending; the service refuses them too', async () => {
    const before = env.sent('POST', '/v2/write/rephrase');
    const refused = await failure(
      env.services.handlers.write.improve(
        { text, target_lang: 'en-GB', writing_style: 'business', tone: 'friendly' },
        ctx,
      ),
    );
    expect(refused.fields?.map((f) => f.message)).toContain('Choose either a writing style or a tone, not both.');
    expect(env.sent('POST', '/v2/write/rephrase')).toBe(before);

    const answer = await failure(
      env.raw(env.simulator.keys.pro)('POST', '/v2/write/rephrase', {
        text,
        target_lang: 'en-GB',
        writing_style: 'business',
        tone: 'friendly',
      }),
    );
    expect(answer.kind).toBe('validation');
    expect(answer.status).toBe(400);
  });

  it('refuses a plain style for a language without styles; the service answers HTTP 400, and prefer_ falls back', async () => {
    const refused = await failure(
      env.services.handlers.write.improve({ text: ['テスト。'], target_lang: 'ja', writing_style: 'business' }, ctx),
    );
    expect(refused.fields?.[0]?.message).toMatch(
      /Japanese has no writing style "business" \(the service refuses it with HTTP 400\)/,
    );
    const answer = await failure(
      env.raw(env.simulator.keys.pro)('POST', '/v2/write/rephrase', {
        text: ['テスト。'],
        target_lang: 'ja',
        writing_style: 'business',
      }),
    );
    expect(answer.status).toBe(400);
    const fallback = await env.services.handlers.write.improve(
      { text: ['テスト。'], target_lang: 'ja', writing_style: 'prefer_business' },
      ctx,
    );
    expect(fallback.improvements).toHaveLength(1);
  });

  it('refuses a body over 10 KiB before sending; the service refuses it too', async () => {
    const long = ['ü'.repeat(WRITE_BODY_LIMIT_BYTES / 2)];
    const before = env.sent('POST', '/v2/write/rephrase');
    const refused = await failure(env.services.handlers.write.improve({ text: long, target_lang: 'de' }, ctx));
    expect(refused.fields?.[0]?.message).toMatch(/too long to improve at once/);
    expect(env.sent('POST', '/v2/write/rephrase')).toBe(before);
    const answer = await failure(
      env.raw(env.simulator.keys.pro)('POST', '/v2/write/rephrase', { text: long, target_lang: 'de' }),
    );
    expect(['payloadTooLarge', 'validation']).toContain(answer.kind);
    expect([400, 413]).toContain(answer.status);
  });

  it('on a Free account: refused before sending with the reason; the service refuses a Free key too', async () => {
    const free = new LanguageServicesClient({
      baseUrl: env.simulator.freeUrl,
      authKey: env.simulator.keys.free,
      authScheme: env.simulator.authScheme,
      plan: 'free',
      maxAttempts: 1,
    });
    try {
      const improvement = new TextImprovement({ client: async () => free });
      const before = env.sent('POST', '/v2/write/rephrase');
      const refused = await failure(improvement.improve({ text, target_lang: 'en-GB' }));
      expect(refused.kind).toBe('auth');
      expect(refused.message).toBe(
        'Text improvement is available only to Pro subscribers; the active account uses the Free plan.',
      );
      expect(refused.nextStep).toMatch(/Pro plan in Settings/);
      expect(env.sent('POST', '/v2/write/rephrase')).toBe(before);

      const answer = await failure(
        env.raw(env.simulator.keys.free, env.simulator.freeUrl)('POST', '/v2/write/rephrase', {
          text,
          target_lang: 'en-GB',
        }),
      );
      expect(answer.kind).toBe('auth');
      expect(answer.status).toBe(403);
      expect(answer.serverMessage).toMatch(/only to Pro subscribers/);
    } finally {
      await free.close();
    }
  });
});

describe('styleRules', () => {
  it('creates, pages, renames, configures, adds an instruction and deletes; each change raises the version', async () => {
    const created = await env.services.handlers.styleRules.create({ name: 'House style', language: 'en' }, ctx);
    expect(created.version).toBe(1);
    for (const name of ['B', 'C']) await env.services.handlers.styleRules.create({ name, language: 'de' }, ctx);
    const first = await env.services.handlers.styleRules.page({ page: 0, pageSize: 2 }, ctx);
    const second = await env.services.handlers.styleRules.page({ page: 1, pageSize: 2 }, ctx);
    expect(first.styleRules).toHaveLength(2);
    expect(second.styleRules).toHaveLength(1);
    expect(new Set([...first.styleRules, ...second.styleRules].map((l) => l.styleId)).size).toBe(3);

    const renamed = await env.services.handlers.styleRules.rename(
      { styleId: created.styleId, name: 'House style 2026' },
      ctx,
    );
    expect(renamed).toMatchObject({ name: 'House style 2026', version: 2 });
    const configured = await env.services.handlers.styleRules.replaceConfiguredRules(
      {
        styleId: created.styleId,
        configuredRules: {
          punctuation: { apostrophe: 'use_curly_apostrophes' },
          house: { brand_names: 'keep_in_english' },
        },
      },
      ctx,
    );
    expect(configured.version).toBe(3);
    expect(configured.configuredRules).toEqual({
      punctuation: { apostrophe: 'use_curly_apostrophes' },
      house: { brand_names: 'keep_in_english' },
    });
    const instructed = await env.services.handlers.styleRules.addCustomInstruction(
      { styleId: created.styleId, label: 'Brand', prompt: 'Never translate "Glossa".', sourceLanguage: 'de' },
      ctx,
    );
    expect(instructed.version).toBe(4);
    expect(instructed.customInstructions).toEqual([
      { id: expect.any(String), label: 'Brand', prompt: 'Never translate "Glossa".', sourceLanguage: 'de' },
    ]);
    expect(await env.services.handlers.styleRules.delete({ styleId: created.styleId }, ctx)).toEqual({ deleted: true });
    expect((await failure(env.services.handlers.styleRules.get({ styleId: created.styleId }, ctx))).kind).toBe(
      'notFound',
    );
  });

  it('refuses a prompt over 300 characters before sending; the service refuses it too', async () => {
    const list = await env.services.handlers.styleRules.create({ name: 'Prompts', language: 'fr' }, ctx);
    const prompt = 'x'.repeat(CUSTOM_INSTRUCTION_PROMPT_MAX_CHARACTERS + 1);
    const path = `/v3/style_rules/${list.styleId}/custom_instructions`;
    const refused = await failure(
      env.services.handlers.styleRules.addCustomInstruction({ styleId: list.styleId, label: 'Long', prompt }, ctx),
    );
    expect(refused.fields?.[0]).toEqual({
      field: 'prompt',
      message: 'The prompt is 301 characters long; at most 300 are allowed.',
      uiMessage: { id: 'styleRules.rules.promptTooLong', values: { length: 301, max: 300 } },
    });
    expect(env.sent('POST', path)).toBe(0);
    const answer = await failure(env.raw(env.simulator.keys.pro)('POST', path, { label: 'Long', prompt }));
    expect(answer.kind).toBe('validation');
    expect(answer.status).toBe(400);
  });

  it('refuses a language that cannot have style rules; the service refuses it too', async () => {
    const refused = await failure(env.services.handlers.styleRules.create({ name: 'Dutch', language: 'nl' }, ctx));
    expect(refused.fields?.[0]?.field).toBe('language');
    expect(
      (await failure(env.raw(env.simulator.keys.pro)('POST', '/v3/style_rules', { name: 'Dutch', language: 'nl' })))
        .status,
    ).toBe(400);
  });

  it('on a Free account: refused before sending with the reason; the service refuses a Free key too', async () => {
    const free = new LanguageServicesClient({
      baseUrl: env.simulator.freeUrl,
      authKey: env.simulator.keys.free,
      plan: 'free',
      maxAttempts: 1,
    });
    try {
      const lists = new StyleRuleLists({ client: async () => free });
      const refused = await failure(lists.page({ page: 0, pageSize: 10 }));
      expect(refused.message).toBe(
        'Style rules are available only to Pro subscribers; the active account uses the Free plan.',
      );
      expect(env.sent('GET', '/v3/style_rules')).toBe(0);
      const answer = await failure(env.raw(env.simulator.keys.free, env.simulator.freeUrl)('GET', '/v3/style_rules'));
      expect(answer).toMatchObject({ kind: 'auth', status: 403 });
    } finally {
      await free.close();
    }
  });
});
