// The engine does work in proportion to the text: counted with the engine's work counter on inputs of growing
// size (never timed). A text four times as long may cost at most a little over four times the steps.
import { describe, expect, it } from 'vitest';
import { createPseudoTranslator, pseudoTranslate, type PseudoTranslateOptions } from './pseudoTranslate';
import type { WorkCounter } from '../../node/formats/markup/workCounter';

function workFor(text: string, options: PseudoTranslateOptions): number {
  const work: WorkCounter = { steps: 0 };
  createPseudoTranslator(options, work)(text);
  return work.steps;
}

/** A different invented word for every number: a, b, ..., z, ba, bb, ... */
const inventedWord = (index: number): string => {
  let word = '';
  let rest = index;
  do {
    word = String.fromCharCode(97 + (rest % 26)) + word;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return `quar${word}ly`;
};

const COMMON = ['the', 'contract', 'is', 'ready', 'please', 'review', 'you', 'can', 'thank', 'you', 'good', 'morning'];
function prose(words: number): string {
  const parts: string[] = [];
  for (let index = 0; index < words; index++) {
    parts.push(
      index % 3 === 0 ? inventedWord(index) : (COMMON[index % COMMON.length] as string),
      index % 11 === 10 ? '. ' : ' ',
    );
  }
  return parts.join('');
}

const glossary = Array.from(
  { length: 10_000 },
  (_, index) => [`${inventedWord(index)} term`, `Begriff${index}`] as const,
);

const INPUTS: Array<[name: string, text: (size: number) => string, options: PseudoTranslateOptions]> = [
  ['English prose with ever new words', (size) => prose(size / 6), { targetLang: 'de', sourceLang: 'en' }],
  ['English prose, source detected', (size) => prose(size / 6), { targetLang: 'fr' }],
  [
    'English prose with a 10,000-entry glossary',
    (size) => prose(size / 6),
    { targetLang: 'de', sourceLang: 'en', glossary },
  ],
  [
    'one long run without spaces',
    (size) => 'reconciliationledger'.repeat(size / 20),
    { targetLang: 'de', sourceLang: 'en' },
  ],
  [
    'one long run without spaces, into Japanese',
    (size) => 'reconciliationledger'.repeat(size / 20),
    { targetLang: 'ja', sourceLang: 'en' },
  ],
  [
    'Chinese without punctuation',
    (size) => '早上好合同准备好了我的这个系统'.repeat(size / 15),
    { targetLang: 'de', sourceLang: 'zh' },
  ],
  [
    'Japanese without punctuation',
    (size) => 'おはようございます契約書です'.repeat(size / 14),
    { targetLang: 'en', sourceLang: 'ja' },
  ],
  [
    'dense markup and placeholders',
    (size) => '<b>x</b>{0} %s&amp; '.repeat(size / 20),
    { targetLang: 'de', sourceLang: 'en' },
  ],
  [
    'unclosed comments and address-like runs',
    (size) => '<!--a.b+c '.repeat(size / 10),
    { targetLang: 'de', sourceLang: 'en' },
  ],
  ['long whitespace', (size) => ' '.repeat(size), { targetLang: 'de', sourceLang: 'en' }],
];

describe('pseudoTranslate does work in proportion to the text', () => {
  it.each(INPUTS)('%s', (_name, text, options) => {
    const small = text(30_000);
    const large = text(120_000);
    const smallWork = workFor(small, options);
    const largeWork = workFor(large, options);
    expect(smallWork).toBeGreaterThan(0);
    expect(largeWork).toBeLessThanOrEqual(4.4 * smallWork);
    expect(largeWork).toBeLessThanOrEqual(12 * large.length);
  });
});

describe('createPseudoTranslator remembers words without changing the result', () => {
  it('gives every text what a fresh translation gives, whatever it translated before', () => {
    const texts = [
      'Contract ready. contract READY',
      'the contract. The Contract',
      'Good morning, good MORNING. good',
      'quarbly Quarbly. quarbly',
    ];
    for (const targetLang of ['de', 'fr', 'ja', 'zh-Hant', 'en-GB']) {
      const options = { targetLang, sourceLang: 'en' };
      const translate = createPseudoTranslator(options);
      for (const text of [...texts, ...texts.reverse()]) expect(translate(text)).toBe(pseudoTranslate(text, options));
    }
  });
});
