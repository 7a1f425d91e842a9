// What a spoken-term list may hold (the service's requirements page), and how the simulator spells terms.
import { describe, expect, it } from 'vitest';
import { checkSpokenTermsName, checkTermList, spellAsTerms, termListProblems } from './spokenTerms';

describe('a spoken-term list', () => {
  it('takes one term a line, case-sensitive, a final line break ignored', () => {
    expect(termListProblems('DeepL\nAPI\nwebhook\n')).toEqual([]);
    expect(termListProblems('Glossa\nglossa')).toEqual([]);
  });

  it('refuses an empty list, an empty line, a tab, surrounding spaces and a repeated term, by line', () => {
    expect(termListProblems('')).toEqual([{ kind: 'empty' }]);
    expect(termListProblems('a\n\nb')).toEqual([{ kind: 'blankTerm', line: 2 }]);
    expect(termListProblems('a\tb')).toEqual([{ kind: 'controlCharacter', line: 1 }]);
    expect(termListProblems('x\u0085y')).toEqual([{ kind: 'controlCharacter', line: 1 }]);
    expect(termListProblems(' Glossa')).toEqual([{ kind: 'surroundingSpace', line: 1 }]);
    expect(termListProblems('API\nAPI')).toEqual([{ kind: 'duplicate', line: 2, term: 'API' }]);
  });

  it('holds at most 300 characters in all, counted as a person counts them', () => {
    const terms = Array.from({ length: 31 }, (_, i) => `term${String(i).padStart(5, '0')}`).join('\n');
    expect(termListProblems(terms)).toEqual([{ kind: 'tooLong', chars: 309 }]);
    expect(termListProblems('😀'.repeat(300))).toEqual([]);
    expect(checkTermList('entries', 'x'.repeat(301))).toEqual([
      { field: 'entries', message: 'A term list holds at most 300 characters; this one has 301.' },
    ]);
  });

  it('has a name of at most 1024 UTF-8 bytes', () => {
    expect(checkSpokenTermsName('Produkte')).toEqual([]);
    expect(checkSpokenTermsName('é'.repeat(513))).toHaveLength(1);
    expect(checkSpokenTermsName('  ')).toHaveLength(1);
  });
});

describe('the simulator writing what it heard with the terms', () => {
  it('spells a word or a run of up to three words that sounds like a term as the term, punctuation kept', () => {
    expect(spellAsTerms('The glossary covers the terms of the product launch.', ['ProductLaunch'])).toBe(
      'The glossary covers the terms of the ProductLaunch.',
    );
    expect(spellAsTerms('Good morning, everyone, and thank you', ['EVERYONE', 'Thank-You'])).toBe(
      'Good morning, EVERYONE, and Thank-You',
    );
  });

  it('leaves the text as it is without terms, or when none is heard', () => {
    expect(spellAsTerms('Let us start.', [])).toBe('Let us start.');
    expect(spellAsTerms('Let us start.', ['Kubernetes'])).toBe('Let us start.');
  });
});
