// The simulator's pseudo-translation, shared by text, documents and voice. Deterministic, visibly different for
// each target language, and safe for files: markup, placeholders, numbers, punctuation and whitespace stay
// exactly as they were, and glossary entries are applied verbatim, longest match first.
import { splitProtectedSpans } from './protectedSpans';
import { applyGlossary, type GlossaryEntries } from './glossaryMatcher';
import { englishWords, lexiconFor, LEXICON_LANGUAGES, type Lexicon, type LexiconEntry } from './lexicon';
import { transformUnknownWord } from './unknownWords';
import { englishVariantOf, toTraditionalChinese } from './languageVariants';
import { count, type WorkCounter } from './workCounter';

export type { WorkCounter } from './workCounter';

export type Formality = 'default' | 'more' | 'less';

export interface PseudoTranslateOptions {
  targetLang: string;
  sourceLang?: string;
  glossary?: GlossaryEntries;
  formality?: Formality;
}

interface TargetLanguage {
  base: string;
  lexicon: Lexicon | undefined;
  /** zh-Hant, zh-TW, zh-HK: written with traditional characters. */
  traditionalChinese: boolean;
  /** For English targets: British or American spelling. */
  englishVariant: 'gb' | 'us';
  hasLetterCase: boolean;
}

const UNCASED_SCRIPTS = new Set(['ja', 'zh', 'ko', 'ar', 'he', 'th', 'hi', 'bn']);

function parseTarget(code: string): TargetLanguage {
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

const baseOf = (code: string): string => code.toLowerCase().split(/[-_]/)[0] ?? '';

/** Characters billed for a text: Unicode code points, whitespace and markup included. */
export function countBillableCharacters(text: string): number {
  let count = 0;
  for (const _char of text) count += 1;
  return count;
}

const WORD = /[\p{L}\p{M}\p{N}_]+(?:['’][\p{L}\p{M}]+)*/gu;

/** Lower-case word -> the lexicon languages (in LEXICON_LANGUAGES order) whose reverse lexicon knows it. */
let sourceLanguagesByWord: Map<string, string[]> | undefined;
function sourceLanguagesOf(word: string): string[] | undefined {
  if (!sourceLanguagesByWord) {
    sourceLanguagesByWord = new Map();
    for (const language of LEXICON_LANGUAGES) {
      for (const form of lexiconFor(language)?.toEnglish.keys() ?? []) {
        const languages = sourceLanguagesByWord.get(form);
        if (languages) languages.push(language);
        else sourceLanguagesByWord.set(form, [language]);
      }
    }
  }
  return sourceLanguagesByWord.get(word);
}

/** The source language of a text (lower-case base code), from its script and the lexicons' words. */
export function detectSourceLanguage(text: string): string {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ja';
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  if (/\p{Script=Hangul}/u.test(text)) return 'ko';
  if (/\p{Script=Cyrillic}/u.test(text)) return 'ru';
  if (/\p{Script=Greek}/u.test(text)) return 'el';
  if (/\p{Script=Arabic}/u.test(text)) return 'ar';
  if (/\p{Script=Hebrew}/u.test(text)) return 'he';
  const english = englishWords();
  const scores = new Map<string, number>([['en', 0]]);
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (english.has(word)) {
      scores.set('en', (scores.get('en') ?? 0) + 1);
      continue;
    }
    for (const language of sourceLanguagesOf(word) ?? []) scores.set(language, (scores.get(language) ?? 0) + 1);
  }
  let best = 'en';
  for (const [language, score] of scores) if (score > (scores.get(best) ?? 0)) best = language;
  return best;
}

function capitalizeFirstLetter(text: string): string {
  return text.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase());
}

/**
 * Gives `translated` the letter case of `source`: UPPER stays upper, and a capital stays a capital where it
 * marks more than a German noun. Sentence starts are capitalized even from scripts without letter case.
 */
function withCaseOf(source: string, translated: string, context: WordContext, sentenceStart: boolean): string {
  if (!context.target.hasLetterCase) return translated;
  const letters = source.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toLocaleUpperCase() && letters !== letters.toLocaleLowerCase()) {
    return translated.toLocaleUpperCase();
  }
  const first = letters[0];
  const capitalized = first !== undefined && first !== first.toLocaleLowerCase();
  const uncased = first !== undefined && first.toLocaleLowerCase() === first.toLocaleUpperCase();
  if (sentenceStart ? capitalized || uncased : capitalized && context.source !== 'de') return capitalizeFirstLetter(translated);
  return translated;
}

/** Everything one translator needs for one source language, resolved once. */
interface WordContext {
  target: TargetLanguage;
  source: string;
  formality: Formality;
  /** The reverse lexicon of a source other than English. */
  sourceLexicon: Lexicon | undefined;
  /** Most words in a phrase this pair translates as a whole (1: no phrases). */
  maxPhraseWords: number;
  /** Lower-case first words of those phrases: a word not in it starts none, so no phrase is looked up. */
  phraseStarts: ReadonlySet<string>;
  /** Word as written -> its translation at a sentence start [1] or elsewhere [0]; text repeats its words. */
  wordTranslations: [Map<string, string>, Map<string, string>];
  work: WorkCounter | undefined;
}

function pickForm(entry: LexiconEntry, lexicon: Lexicon, formality: Formality): string {
  const wanted = formality === 'default' ? lexicon.defaultFormality : formality;
  return wanted === 'more' ? entry.formal : entry.informal;
}

/** English word -> target text, or undefined when the target lexicon does not know it. */
function englishToTarget(english: string, context: WordContext): string | undefined {
  const { target } = context;
  if (target.base === 'en') return english === 'i' ? 'I' : (englishVariantOf(english, target.englishVariant) ?? english);
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

/**
 * Chinese and Japanese put no spaces between words: the run is cut greedily into the longest pieces the source
 * lexicon knows; what it does not know is transformed as one unknown word.
 */
function translateUnspacedRun(run: string, context: WordContext): string {
  const toEnglish = lexiconFor(context.source)?.toEnglish;
  // Code unit offset of each character, so a candidate piece is one slice (surrogate pairs stay whole).
  const offsets: number[] = [];
  for (let offset = 0; offset < run.length; offset += (run.codePointAt(offset) ?? 0) > 0xffff ? 2 : 1) offsets.push(offset);
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
    for (let length = Math.min(LONGEST_UNSPACED_WORD, charCount - index); length >= 1 && toEnglish; length--) {
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
function englishPhraseToTarget(english: string, context: WordContext): string {
  return (
    englishToTarget(english, context) ??
    english
      .split(' ')
      .map((word) => englishToTarget(word, context) ?? transformUnknownWord(word, context.target.base))
      .join(' ')
  );
}

/** A text cut into words and what lies between them, in two parallel arrays. */
interface Tokens {
  texts: string[];
  isWord: boolean[];
}

function tokenize(text: string, work: WorkCounter | undefined): Tokens {
  const texts: string[] = [];
  const isWord: boolean[] = [];
  let last = 0;
  WORD.lastIndex = 0;
  for (let match = WORD.exec(text); match; match = WORD.exec(text)) {
    count(work, 1);
    if (match.index > last) {
      texts.push(text.slice(last, match.index));
      isWord.push(false);
    }
    texts.push(match[0]);
    isWord.push(true);
    last = match.index + match[0].length;
  }
  if (last < text.length) {
    texts.push(text.slice(last));
    isWord.push(false);
  }
  return { texts, isWord };
}

/** The longest lexicon phrase starting at token `start` (words separated by exactly one space). */
function matchPhrase(tokens: Tokens, start: number, firstLower: string, context: WordContext): { words: number; translated: string } | undefined {
  const { texts, isWord } = tokens;
  for (let words = context.maxPhraseWords; words >= 2; words--) {
    const end = start + (words - 1) * 2;
    if (end >= texts.length) continue;
    count(context.work, words);
    let key = firstLower;
    let isPhrase = true;
    for (let index = start + 2; index <= end; index += 2) {
      if (!isWord[index] || texts[index - 1] !== ' ') {
        isPhrase = false;
        break;
      }
      key += ' ' + (texts[index] as string).toLowerCase();
    }
    if (!isPhrase) continue;
    if (context.source === 'en') {
      const translated = englishToTarget(key, context);
      if (translated !== undefined) return { words, translated };
    } else {
      const english = context.sourceLexicon?.toEnglish.get(key);
      if (english !== undefined) return { words, translated: englishPhraseToTarget(english, context) };
    }
  }
  return undefined;
}

const SENTENCE_END = new Set(['.', '!', '?', '。', '！', '？']);
const WHITESPACE = /\s/;

/** Whether the last non-space character of `text` ends a sentence; looks only at the tail of long texts. */
function endsSentence(text: string, whenBlank: boolean): boolean {
  let index = text.length - 1;
  while (index >= 0 && WHITESPACE.test(text[index] as string)) index -= 1;
  return index < 0 ? whenBlank : SENTENCE_END.has(text[index] as string);
}

/** Words longer than this are translated every time rather than remembered (a run without spaces is unique). */
const LONGEST_REMEMBERED_WORD = 64;
/** Each translator remembers at most this many words per sentence position; then it starts afresh. */
const MOST_REMEMBERED_WORDS = 50_000;

function translateWord(word: string, context: WordContext, sentenceStart: boolean): string {
  const remembered = context.wordTranslations[sentenceStart ? 1 : 0];
  const known = remembered.get(word);
  if (known !== undefined) return known;
  count(context.work, word.length);
  let translated = translateSingleWord(word, context, sentenceStart);
  if (context.target.traditionalChinese) translated = toTraditionalChinese(translated);
  if (word.length <= LONGEST_REMEMBERED_WORD) {
    if (remembered.size >= MOST_REMEMBERED_WORDS) remembered.clear();
    remembered.set(word, translated);
  }
  return translated;
}

function translateWords(text: string, context: WordContext, startsSentence: boolean): string {
  const tokens = tokenize(text, context.work);
  const { texts, isWord } = tokens;
  const out: string[] = [];
  let index = 0;
  let sentenceStart = startsSentence;
  while (index < texts.length) {
    const token = texts[index] as string;
    if (!isWord[index]) {
      out.push(token);
      if (endsSentence(token, false)) sentenceStart = true;
      index += 1;
      continue;
    }
    let phrase: { words: number; translated: string } | undefined;
    if (context.maxPhraseWords > 1) {
      const lower = token.toLowerCase();
      if (context.phraseStarts.has(lower)) phrase = matchPhrase(tokens, index, lower, context);
    }
    if (phrase) {
      const translated = withCaseOf(token, phrase.translated, context, sentenceStart);
      out.push(context.target.traditionalChinese ? toTraditionalChinese(translated) : translated);
      index += phrase.words * 2 - 1;
    } else {
      out.push(translateWord(token, context, sentenceStart));
      index += 1;
    }
    sentenceStart = false;
  }
  return out.join('');
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

function wordContext(target: TargetLanguage, source: string, formality: Formality, work: WorkCounter | undefined): WordContext {
  const sourceLexicon = source === 'en' ? undefined : lexiconFor(source);
  const phraseKeys = target.base === source ? undefined : source === 'en' ? target.lexicon?.entries : sourceLexicon?.toEnglish;
  const maxPhraseWords =
    target.base === source ? 1 : source === 'en' ? (target.lexicon?.maxPhraseWords ?? 1) : (sourceLexicon?.maxReversePhraseWords ?? 1);
  return {
    target,
    source,
    formality,
    sourceLexicon,
    maxPhraseWords,
    phraseStarts: phraseKeys ? phraseStartsOf(phraseKeys) : NO_PHRASES,
    wordTranslations: [new Map(), new Map()],
    work,
  };
}

/**
 * A translator for one request: the target, source and glossary are resolved once, and the words it has
 * translated are remembered, so translating the thousands of runs of a document costs no more than one text.
 */
export function createPseudoTranslator(options: PseudoTranslateOptions, work?: WorkCounter): (text: string) => string {
  const target = parseTarget(options.targetLang);
  const formality = options.formality ?? 'default';
  const givenSource = options.sourceLang ? baseOf(options.sourceLang) : undefined;
  const contexts = new Map<string, WordContext>();
  return (text) => {
    const source = givenSource ?? detectSourceLanguage(text);
    let context = contexts.get(source);
    if (!context) contexts.set(source, (context = wordContext(target, source, formality, work)));
    const out: string[] = [];
    let sentenceStart = true;
    for (const span of splitProtectedSpans(text, work)) {
      if (span.isProtected) {
        out.push(span.text); // markup and placeholders do not end or start a sentence
        continue;
      }
      for (const piece of applyGlossary(span.text, options.glossary, work)) {
        const translated = piece.glossaryTarget ? piece.text : translateWords(piece.text, context, sentenceStart);
        out.push(translated);
        if (NON_SPACE.test(translated)) sentenceStart = endsSentence(translated, false);
      }
    }
    return out.join('');
  };
}

const NON_SPACE = /\S/;

/** Pseudo-translates `text` into `options.targetLang` (any BCP 47 code, case-insensitive). */
export function pseudoTranslate(text: string, options: PseudoTranslateOptions): string {
  return createPseudoTranslator(options)(text);
}
