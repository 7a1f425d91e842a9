// How one word or lexicon phrase becomes the target's, for pseudoTranslate.ts: the target lexicon (through
// English from another source), Chinese and Japanese runs cut into known pieces, unknown words transformed, and
// the letter case of the source kept. Each translator remembers the words it translated.
import { lexiconFor, type Lexicon, type LexiconEntry } from './lexicon';
import { transformUnknownWord } from './unknownWords';
import { englishVariantOf, toTraditionalChinese } from './languageVariants';
import { count, type WorkCounter } from '../../node/formats/markup/workCounter';

export type Formality = 'default' | 'more' | 'less';

export interface TargetLanguage {
  base: string;
  lexicon: Lexicon | undefined;
  /** zh-Hant, zh-TW, zh-HK: written with traditional characters. */
  traditionalChinese: boolean;
  /** For English targets: British or American spelling. */
  englishVariant: 'gb' | 'us';
  hasLetterCase: boolean;
}

const UNCASED_SCRIPTS = new Set(['ja', 'zh', 'ko', 'ar', 'he', 'th', 'hi', 'bn']);

export function parseTarget(code: string): TargetLanguage {
  const [base = '', ...subtags] = code.toLowerCase().split(/[-_]/);
  const region = subtags.find((subtag) => subtag.length === 2);
  const script = subtags.find((subtag) => subtag.length === 4);
  const lexiconKey = base === 'pt' && region === 'br' ? 'pt-br' : base;
  return {
    base,
    lexicon: lexiconFor(lexiconKey),
    traditionalChinese: base === 'zh' && (script === 'hant' || region === 'tw' || region === 'hk' || region === 'mo'),
    englishVariant: region === 'gb' || region === 'ie' || region === 'au' || region === 'nz' ? 'gb' : 'us',
    hasLetterCase: !UNCASED_SCRIPTS.has(base),
  };
}

function capitalizeFirstLetter(text: string): string {
  return text.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase());
}

const NOT_A_LETTER = /[^\p{L}]/u;
const NOT_LETTERS = /[^\p{L}]/gu;

/**
 * Gives `translated` the letter case of `source`: UPPER stays upper, and a capital stays a capital where it
 * marks more than a German noun. Sentence starts are capitalized even from scripts without letter case.
 */
export function withCaseOf(source: string, translated: string, context: WordContext, sentenceStart: boolean): string {
  if (!context.target.hasLetterCase) return translated;
  const letters = NOT_A_LETTER.test(source) ? source.replace(NOT_LETTERS, '') : source;
  if (letters.length > 1 && letters === letters.toLocaleUpperCase() && letters !== letters.toLocaleLowerCase()) {
    return translated.toLocaleUpperCase();
  }
  const first = letters[0];
  const capitalized = first !== undefined && first !== first.toLocaleLowerCase();
  const uncased = first !== undefined && first.toLocaleLowerCase() === first.toLocaleUpperCase();
  if (sentenceStart ? capitalized || uncased : capitalized && context.source !== 'de')
    return capitalizeFirstLetter(translated);
  return translated;
}

/** Everything one translator needs for one source language, resolved once. */
export interface WordContext {
  target: TargetLanguage;
  source: string;
  formality: Formality;
  /** The reverse lexicon of a source other than English. */
  sourceLexicon: Lexicon | undefined;
  /** Most words in a phrase this pair translates as a whole (1: no phrases). */
  maxPhraseWords: number;
  /** Lower-case first words of those phrases: a word not in it starts none, so no phrase is looked up. */
  phraseStarts: ReadonlySet<string>;
  /** Words as written, with what is known of them: text repeats its words. */
  words: Map<string, WordInfo>;
  work: WorkCounter | undefined;
}

function pickForm(entry: LexiconEntry, lexicon: Lexicon, formality: Formality): string {
  const wanted = formality === 'default' ? lexicon.defaultFormality : formality;
  return wanted === 'more' ? entry.formal : entry.informal;
}

/** English word -> target text, or undefined when the target lexicon does not know it. */
export function englishToTarget(english: string, context: WordContext): string | undefined {
  const { target } = context;
  if (target.base === 'en')
    return english === 'i' ? 'I' : (englishVariantOf(english, target.englishVariant) ?? english);
  const entry = target.lexicon?.entries.get(english);
  return entry && target.lexicon ? pickForm(entry, target.lexicon, context.formality) : undefined;
}

function translateUnknown(word: string, context: WordContext, sentenceStart: boolean): string {
  const { target } = context;
  if (word.length <= 5 && word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase()) return word; // acronyms
  if (target.base === context.source) return word;
  return withCaseOf(word, transformUnknownWord(word, target.base), context, sentenceStart || context.source === 'de');
}

function translateSingleWord(word: string, context: WordContext, sentenceStart: boolean): string {
  const { target, source } = context;
  if (/[\p{N}_]/u.test(word)) return word; // numbers and codes like A4, mp3, v2_final
  const lower = word.toLowerCase();
  if (target.base === source) {
    if (target.base === 'en') {
      const variant = englishVariantOf(lower, target.englishVariant);
      return variant ? withCaseOf(word, variant, context, true) : word;
    }
    return word;
  }
  const english = source === 'en' ? lower : lexiconFor(source)?.toEnglish.get(lower);
  let translated: string | undefined;
  if (english !== undefined) {
    translated = english.includes(' ') ? englishPhraseToTarget(english, context) : englishToTarget(english, context);
  } else if ((source === 'ja' || source === 'zh') && UNSPACED_SCRIPT.test(word)) {
    translated = translateUnspacedRun(word, context);
  }
  return translated === undefined
    ? translateUnknown(word, context, sentenceStart)
    : withCaseOf(word, translated, context, sentenceStart);
}

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LONGEST_UNSPACED_WORD = 8;

/** The most characters in a key of a lexicon map: longer pieces are never looked up. */
const longestKeys = new WeakMap<ReadonlyMap<string, unknown>, number>();
function longestKeyOf(keys: ReadonlyMap<string, unknown>): number {
  let longest = longestKeys.get(keys);
  if (longest === undefined) {
    longest = 0;
    for (const key of keys.keys()) longest = Math.max(longest, [...key].length);
    longestKeys.set(keys, longest);
  }
  return longest;
}

/**
 * Chinese and Japanese put no spaces between words: the run is cut greedily into the longest pieces the source
 * lexicon knows; what it does not know is transformed as one unknown word.
 */
function translateUnspacedRun(run: string, context: WordContext): string {
  const toEnglish = lexiconFor(context.source)?.toEnglish;
  const longest = toEnglish ? Math.min(LONGEST_UNSPACED_WORD, longestKeyOf(toEnglish)) : 0;
  // Code unit offset of each character, so a candidate piece is one slice (surrogate pairs stay whole).
  const offsets: number[] = [];
  for (let offset = 0; offset < run.length; offset += (run.codePointAt(offset) ?? 0) > 0xffff ? 2 : 1)
    offsets.push(offset);
  const charCount = offsets.length;
  offsets.push(run.length);
  const pieces: string[] = [];
  let unknownFrom = -1; // offset where the current run of unknown characters starts
  const flushUnknown = (to: number) => {
    if (unknownFrom !== -1) pieces.push(transformUnknownWord(run.slice(unknownFrom, to), context.target.base));
    unknownFrom = -1;
  };
  let index = 0;
  while (index < charCount) {
    count(context.work, 1);
    let matched = 0;
    for (let length = Math.min(longest, charCount - index); length >= 1 && toEnglish; length--) {
      count(context.work, 1);
      const english = toEnglish.get(run.slice(offsets[index], offsets[index + length]));
      if (english === undefined) continue;
      flushUnknown(offsets[index] as number);
      pieces.push(englishPhraseToTarget(english, context));
      matched = length;
      break;
    }
    if (matched === 0 && unknownFrom === -1) unknownFrom = offsets[index] as number;
    index += Math.max(matched, 1);
  }
  flushUnknown(run.length);
  return pieces.join(context.target.hasLetterCase || context.target.base === 'ko' ? ' ' : '');
}

/** English phrase -> target text, word by word when the target lexicon lacks the whole phrase. */
export function englishPhraseToTarget(english: string, context: WordContext): string {
  return (
    englishToTarget(english, context) ??
    english
      .split(' ')
      .map((word) => englishToTarget(word, context) ?? transformUnknownWord(word, context.target.base))
      .join(' ')
  );
}

/** What a translator remembers of a word as written: the same word always translates the same way. */
interface WordInfo {
  /** Its lower-case form when it starts a phrase of the lexicon, so the phrase is looked up. */
  phraseStart: string | undefined;
  /** Its translation elsewhere [0] and at a sentence start [1], once needed. */
  translations: [string | undefined, string | undefined];
}

/** Words longer than this are not remembered (a long run without spaces is seldom repeated). */
const LONGEST_REMEMBERED_WORD = 64;
/** Each translator remembers at most this many words; then it starts afresh. */
const MOST_REMEMBERED_WORDS = 100_000;

export function wordInfo(word: string, context: WordContext): WordInfo {
  let info = context.words.get(word);
  if (info) return info;
  let phraseStart: string | undefined;
  if (context.maxPhraseWords > 1) {
    const lower = word.toLowerCase();
    if (context.phraseStarts.has(lower)) phraseStart = lower;
  }
  info = { phraseStart, translations: [undefined, undefined] };
  if (word.length <= LONGEST_REMEMBERED_WORD) {
    if (context.words.size >= MOST_REMEMBERED_WORDS) context.words.clear();
    context.words.set(word, info);
  }
  return info;
}

export function translateWord(word: string, info: WordInfo, context: WordContext, sentenceStart: boolean): string {
  const position = sentenceStart ? 1 : 0;
  const known = info.translations[position];
  if (known !== undefined) return known;
  count(context.work, word.length);
  let translated = translateSingleWord(word, context, sentenceStart);
  if (context.target.traditionalChinese) translated = toTraditionalChinese(translated);
  info.translations[position] = translated;
  return translated;
}

/** Lower-case first words of the multi-word keys of a lexicon map. */
const phraseStartsCache = new WeakMap<ReadonlyMap<string, unknown>, ReadonlySet<string>>();
function phraseStartsOf(keys: ReadonlyMap<string, unknown>): ReadonlySet<string> {
  let starts = phraseStartsCache.get(keys);
  if (!starts) {
    const found = new Set<string>();
    for (const key of keys.keys()) {
      const space = key.indexOf(' ');
      if (space !== -1) found.add(key.slice(0, space));
    }
    phraseStartsCache.set(keys, (starts = found));
  }
  return starts;
}

const NO_PHRASES: ReadonlySet<string> = new Set();

export function wordContext(
  target: TargetLanguage,
  source: string,
  formality: Formality,
  work: WorkCounter | undefined,
): WordContext {
  const sourceLexicon = source === 'en' ? undefined : lexiconFor(source);
  const phraseKeys =
    target.base === source ? undefined : source === 'en' ? target.lexicon?.entries : sourceLexicon?.toEnglish;
  const maxPhraseWords =
    target.base === source
      ? 1
      : source === 'en'
        ? (target.lexicon?.maxPhraseWords ?? 1)
        : (sourceLexicon?.maxReversePhraseWords ?? 1);
  return {
    target,
    source,
    formality,
    sourceLexicon,
    maxPhraseWords,
    phraseStarts: phraseKeys ? phraseStartsOf(phraseKeys) : NO_PHRASES,
    words: new Map(),
    work,
  };
}
