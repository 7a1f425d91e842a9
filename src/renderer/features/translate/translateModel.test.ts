import { describe, expect, it } from 'vitest';
import {
  formalityToSend,
  glossariesForPair,
  joinParagraphs,
  splitParagraphs,
  swapLanguages,
  controlsNamed,
} from './translateModel';

describe('paragraphs of the Translate pane', () => {
  it('sends each non-blank line once, in order', () => {
    const plan = splitParagraphs('First.\n\nSecond.\r\nThird.');
    expect(plan.texts).toEqual(['First.', 'Second.', 'Third.']);
  });

  it('puts each translation where its source line stood, blank lines kept', () => {
    const plan = splitParagraphs('One\n\n  \nTwo\nThree');
    expect(joinParagraphs(plan, ['Eins', 'Zwei', 'Drei'])).toBe('Eins\n\n  \nZwei\nDrei');
  });

  it('sends nothing for blank text', () => {
    expect(splitParagraphs('\n \n').texts).toEqual([]);
  });
});

describe('swapping languages', () => {
  const sourceCodes = ['de', 'en', 'fr', 'pt'];
  const targetCodes = ['de', 'en-GB', 'en-US', 'fr', 'pt-BR', 'pt-PT'];

  it('turns a target variant into its base source, and the source into a target', () => {
    expect(swapLanguages({ source: 'de', target: 'en-US', sourceCodes, targetCodes })).toEqual({
      source: 'en',
      target: 'de',
    });
  });

  it('picks a variant when the old source is only a target as variants', () => {
    expect(swapLanguages({ source: 'en', target: 'fr', sourceCodes, targetCodes })).toEqual({
      source: 'fr',
      target: 'en-GB',
    });
  });

  it('uses the detected language when the source was detected', () => {
    expect(swapLanguages({ source: null, target: 'de', detected: 'EN', sourceCodes, targetCodes })).toEqual({
      source: 'de',
      target: 'en-GB',
    });
  });

  it('cannot swap a detected source before anything was translated', () => {
    expect(swapLanguages({ source: null, target: 'de', sourceCodes, targetCodes })).toBeNull();
  });
});

describe('glossaries offered for a pair', () => {
  const glossary = (name: string, sourceLang: string, targetLang: string) => ({
    glossaryId: name,
    name,
    creationTime: '',
    dictionaries: [{ sourceLang, targetLang, entryCount: 1 }],
  });
  const all = [glossary('en-de', 'en', 'de'), glossary('de-en', 'de', 'en'), glossary('fr-de', 'fr', 'de')];

  it('offers only glossaries with a dictionary for the pair', () => {
    expect(glossariesForPair(all, 'en', 'de').map((g) => g.name)).toEqual(['en-de']);
  });
  it('lets a base-language dictionary serve a target variant', () => {
    expect(glossariesForPair(all, 'de', 'en-GB').map((g) => g.name)).toEqual(['de-en']);
  });
  it('offers none while the source language is detected', () => {
    expect(glossariesForPair(all, null, 'de')).toEqual([]);
  });
});

describe('formality', () => {
  it('is sent only for a target with formality', () => {
    expect(formalityToSend('more', 'de')).toBe('more');
    expect(formalityToSend('more', 'en-GB')).toBeUndefined();
    expect(formalityToSend('default', 'de')).toBeUndefined();
  });
});

describe('an error names the controls to highlight', () => {
  it('maps wire and call field names to the Translate controls', () => {
    expect([...controlsNamed([{ field: 'text.12' }, { field: 'target_lang' }])]).toEqual(['source', 'targetLang']);
    expect([
      ...controlsNamed([{ field: 'texts' }, { field: 'glossaryId' }, { field: 'formality' }, { field: 'source_lang' }]),
    ]).toEqual(['source', 'glossary', 'formality', 'sourceLang']);
    expect(controlsNamed(undefined).size).toBe(0);
  });
});
