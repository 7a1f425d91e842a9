// The style rule lists a translation may use per target language, and the one the user chose.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StyleChoices } from '../../shared/calls/styleRules';
import { AuthError } from '../../shared/errors';

const main = await vi.hoisted(async () => (await import('../lib/testing/fakeGlossa')).installFakeGlossa());
const { chosenStyleFor, instructionLines, useStyleChoices } = await import('./styleChoiceStore');

const german: StyleChoices = { available: true, lists: [{ styleId: 's-de', name: 'House style', language: 'de' }] };

beforeEach(() => {
  main.calls.length = 0;
  useStyleChoices.setState({ byTarget: {}, errors: {}, chosen: {}, instructions: '' });
  main.answer('styleRules.forTarget', (request) =>
    (request as { targetLang: string }).targetLang === 'DE' ? german : { available: true, lists: [] },
  );
});

describe('the chosen style rule list', () => {
  it("is sent with a translation into the list's own language", async () => {
    await useStyleChoices.getState().load('DE');
    useStyleChoices.getState().choose('documents', 's-de');
    expect(chosenStyleFor('documents', 'DE')).toBe('s-de');
  });

  it('is not sent into another language, nor from another surface', async () => {
    await useStyleChoices.getState().load('DE');
    await useStyleChoices.getState().load('FR');
    useStyleChoices.getState().choose('documents', 's-de');
    expect(chosenStyleFor('documents', 'FR')).toBeUndefined();
    expect(chosenStyleFor('translate', 'DE')).toBeUndefined();
    expect(chosenStyleFor('documents', null)).toBeUndefined();
  });

  it('is forgotten when the account changes (another account has other lists)', async () => {
    await useStyleChoices.getState().load('DE');
    useStyleChoices.getState().choose('translate', 's-de');
    main.emit('accounts.onChanged', {});
    expect(chosenStyleFor('translate', 'DE')).toBeUndefined();
  });

  it("says why a target's lists could not be read, and forgets that once they are", async () => {
    main.answer('styleRules.forTarget', () => {
      throw new AuthError();
    });
    await useStyleChoices.getState().load('DE');
    expect(useStyleChoices.getState().errors.DE?.kind).toBe('auth');
    main.answer('styleRules.forTarget', () => german);
    await useStyleChoices.getState().load('DE');
    expect(useStyleChoices.getState().errors.DE).toBeUndefined();
    expect(useStyleChoices.getState().byTarget.DE).toEqual(german);
  });
});

describe('inline custom instructions', () => {
  it('are sent one per typed line, blank lines and edge spaces left out', () => {
    expect(instructionLines('  Use "Sie".\n\n Keep product names in English. \n')).toEqual([
      'Use "Sie".',
      'Keep product names in English.',
    ]);
  });
});
