// The languages each picker offers: asked from main once per product and feature, listed by name.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageChoices } from '../../shared/calls/languages';
import { NetworkError } from '../../shared/errors';
import { switchedAccount } from '../lib/testing/switchedAccount';

const main = await vi.hoisted(async () => (await import('../lib/testing/fakeGlossa')).installFakeGlossa());
const { choicesKey, useLanguageChoices } = await import('./languageChoicesStore');

const language = (lang: string, name: string) => ({ lang, name, usable_as_source: true, usable_as_target: true });
const choices = {
  sources: [language('CS', 'Czech'), language('ZH-HANS', 'Chinese (simplified)')],
  targets: [language('DE', 'German'), language('AR', 'Arabic')],
  fetchedAt: 1,
  stale: false,
  source: 'v3',
} as LanguageChoices;

const entry = (key: string) => useLanguageChoices.getState().entries[key];

beforeEach(() => {
  main.calls.length = 0;
  useLanguageChoices.setState({ entries: {} });
});

describe("a picker's languages", () => {
  it('are listed by their names, as a person looks for them', async () => {
    main.answer('languages.choices', () => choices);
    useLanguageChoices.getState().load('translate_text');
    await vi.waitFor(() => expect(entry(choicesKey('translate_text'))?.status).toBe('ready'));
    const ready = entry(choicesKey('translate_text')) as { choices: LanguageChoices };
    expect(ready.choices.sources.map((l) => l.name)).toEqual(['Chinese (simplified)', 'Czech']);
    expect(ready.choices.targets.map((l) => l.name)).toEqual(['Arabic', 'German']);
  });

  it('are asked once however many pickers show them, and per feature', async () => {
    main.answer('languages.choices', () => choices);
    useLanguageChoices.getState().load('translate_text');
    useLanguageChoices.getState().load('translate_text');
    useLanguageChoices.getState().load('translate_text', 'custom_instructions');
    await vi.waitFor(() => expect(entry(choicesKey('translate_text', 'custom_instructions'))?.status).toBe('ready'));
    expect(main.requests('languages.choices')).toEqual([
      { product: 'translate_text' },
      { product: 'translate_text', feature: 'custom_instructions' },
    ]);
  });

  it('say why they could not be read', async () => {
    main.answer('languages.choices', () => {
      throw new NetworkError();
    });
    useLanguageChoices.getState().load('voice');
    await vi.waitFor(() => expect(entry(choicesKey('voice'))?.status).toBe('failed'));
    expect((entry(choicesKey('voice')) as { error: { kind: string } }).error.kind).toBe('network');
  });

  it('are asked again after the account changes (another account may offer others)', async () => {
    main.answer('languages.choices', () => choices);
    useLanguageChoices.getState().load('write');
    await vi.waitFor(() => expect(entry(choicesKey('write'))?.status).toBe('ready'));
    main.emit('accounts.onChanged', switchedAccount());
    expect(useLanguageChoices.getState().entries).toEqual({});
    useLanguageChoices.getState().load('write');
    expect(main.requests('languages.choices')).toHaveLength(2);
  });
});
