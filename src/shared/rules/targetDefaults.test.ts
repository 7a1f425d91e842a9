// Which defaults a translation into a target language starts with.
import { describe, expect, it } from 'vitest';
import { TargetDefaultsSchema } from '../settings';
import { startingChoices } from './targetDefaults';

const entry = (fields: Record<string, unknown>) => TargetDefaultsSchema.parse(fields);

describe('the defaults a translation starts with', () => {
  const byTarget = {
    DE: entry({ formality: 'prefer_more', glossaryIds: ['g-legal', 'g-house'], memoryId: 'tm-1', memoryThreshold: 80 }),
    'EN-GB': entry({ styleProfileId: 'client-uk' }),
    EN: entry({ glossaryIds: ['g-en'] }),
  };
  const defaults = { formality: 'default' as const, byTarget };

  it('are the target language’s own, whatever the case of its code', () => {
    expect(startingChoices(defaults, 'de')).toEqual({
      formality: 'prefer_more',
      glossaryIds: ['g-legal', 'g-house'],
      memoryId: 'tm-1',
      memoryThreshold: 80,
      styleProfileId: null,
      from: 'DE',
    });
  });

  it('of a variant are its own before its base language’s, and another variant takes the base language’s', () => {
    expect(startingChoices(defaults, 'en-GB')).toMatchObject({
      styleProfileId: 'client-uk',
      glossaryIds: [],
      from: 'EN-GB',
    });
    expect(startingChoices(defaults, 'EN-US')).toMatchObject({
      styleProfileId: null,
      glossaryIds: ['g-en'],
      from: 'EN',
    });
  });

  it('of a base language serve its variants, but a variant’s do not serve the base language', () => {
    const only = { formality: 'default' as const, byTarget: { 'PT-BR': entry({ memoryId: 'tm-br' }) } };
    expect(startingChoices(only, 'PT-BR').memoryId).toBe('tm-br');
    expect(startingChoices(only, 'PT-PT')).toMatchObject({ memoryId: null, from: null });
  });

  it('fall back to the general formality, and to nothing else, where the target has none', () => {
    const general = { formality: 'less' as const, byTarget };
    expect(startingChoices(general, 'FR')).toEqual({
      formality: 'less',
      glossaryIds: [],
      memoryId: null,
      memoryThreshold: 75,
      styleProfileId: null,
      from: null,
    });
    expect(startingChoices(general, 'EN-GB').formality).toBe('less');
    expect(startingChoices(general, null).from).toBeNull();
  });

  it('hand out a copy of the glossary list, so a screen changing its choice never changes Settings', () => {
    const choices = startingChoices(defaults, 'DE');
    choices.glossaryIds.push('g-other');
    expect(byTarget.DE.glossaryIds).toEqual(['g-legal', 'g-house']);
  });
});
