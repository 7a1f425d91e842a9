// The simulator's pseudo-translation, shared by text, documents and voice. Deterministic, visibly different for
// each target language, and safe for files: markup, placeholders, numbers, punctuation and whitespace stay
// exactly as they were, and glossary entries are applied verbatim, longest match first.
import { splitProtectedSpans } from './protectedSpans';
import { applyGlossary, type GlossaryEntries } from './glossaryMatcher';
import { englishWords, lexiconFor, LEXICON_LANGUAGES, type Lexicon, type LexiconEntry } from './lexicon';
import { transformUnknownWord } from './unknownWords';
import { englishVariantOf, toTraditionalChinese } from './languageVariants';

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
    for (const language of LEXICON_LANGUAGES) {
      if (lexiconFor(language)?.toEnglish.has(word)) scores.set(language, (scores.get(language) ?? 0) + 1);
    }
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

interface WordContext {
  target: TargetLanguage;
  source: string;
  formality: Formality;
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
  const chars = [...run];
  const pieces: string[] = [];
  let unknown = '';
  const flushUnknown = () => {
    if (unknown !== '') pieces.push(transformUnknownWord(unknown, context.target.base));
    unknown = '';
  };
  let index = 0;
  while (index < chars.length) {
    let matched = 0;
    for (let length = Math.min(LONGEST_UNSPACED_WORD, chars.length - index); length >= 1 && toEnglish; length--) {
      const english = toEnglish.get(chars.slice(index, index + length).join(''));
      if (english === undefined) continue;
      flushUnknown();
      pieces.push(englishPhraseToTarget(english, context));
      matched = length;
      break;
    }
    if (matched === 0) unknown += chars[index];
    index += Math.max(matched, 1);
  }
  flushUnknown();
  return pieces.join(context.target.hasLetterCase || context.target.base === 'ko' ? ' ' : '');
}

interface Token {
  text: string;
  isWord: boolean;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (match.index > last) tokens.push({ text: text.slice(last, match.index), isWord: false });
    tokens.push({ text: match[0], isWord: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ text: text.slice(last), isWord: false });
  return tokens;
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

/** The longest lexicon phrase starting at token `start` (words separated by exactly one space). */
function matchPhrase(tokens: Token[], start: number, context: WordContext): { words: number; translated: string } | undefined {
  const { target, source } = context;
  if (target.base === source) return undefined;
  const sourceLexicon = source === 'en' ? undefined : lexiconFor(source);
  const maxWords = source === 'en' ? (target.lexicon?.maxPhraseWords ?? 1) : (sourceLexicon?.maxReversePhraseWords ?? 1);
  for (let words = maxWords; words >= 2; words--) {
    const end = start + (words - 1) * 2;
    if (end >= tokens.length) continue;
    let key = '';
    let isPhrase = true;
    for (let index = start; index <= end; index += 2) {
      const word = tokens[index];
      const separator = tokens[index + 1];
      if (!word?.isWord || (index < end && separator?.text !== ' ')) {
        isPhrase = false;
        break;
      }
      key += (index === start ? '' : ' ') + word.text.toLowerCase();
    }
    if (!isPhrase) continue;
    if (source === 'en') {
      const translated = englishToTarget(key, context);
      if (translated !== undefined) return { words, translated };
    } else {
      const english = sourceLexicon?.toEnglish.get(key);
      if (english !== undefined) return { words, translated: englishPhraseToTarget(english, context) };
    }
  }
  return undefined;
}

const SENTENCE_END = new Set(['.', '!', '?', '。', '！', '？']);

/** Whether the last non-space character of `text` ends a sentence; looks only at the tail of long texts. */
function endsSentence(text: string, whenBlank: boolean): boolean {
  let index = text.length - 1;
  while (index >= 0 && /\s/.test(text[index] as string)) index -= 1;
  return index < 0 ? whenBlank : SENTENCE_END.has(text[index] as string);
}

function translateWords(text: string, context: WordContext, startsSentence: boolean): string {
  const tokens = tokenize(text);
  let out = '';
  let index = 0;
  let sentenceStart = startsSentence;
  while (index < tokens.length) {
    const token = tokens[index] as Token;
    if (!token.isWord) {
      out += token.text;
      if (endsSentence(token.text, false)) sentenceStart = true;
      index += 1;
      continue;
    }
    const phrase = matchPhrase(tokens, index, context);
    if (phrase) {
      out += withCaseOf(token.text, phrase.translated, context, sentenceStart);
      index += phrase.words * 2 - 1;
    } else {
      out += translateSingleWord(token.text, context, sentenceStart);
      index += 1;
    }
    sentenceStart = false;
  }
  return context.target.traditionalChinese ? toTraditionalChinese(out) : out;
}

/**
 * A translator for one request: the target, source and glossary are resolved once, so translating the
 * thousands of runs of a document costs no more than translating one text.
 */
export function createPseudoTranslator(options: PseudoTranslateOptions): (text: string) => string {
  const target = parseTarget(options.targetLang);
  const formality = options.formality ?? 'default';
  const givenSource = options.sourceLang ? baseOf(options.sourceLang) : undefined;
  return (text) => {
    const context: WordContext = { target, source: givenSource ?? detectSourceLanguage(text), formality };
    let out = '';
    // Tracked rather than read back from `out`: reading a long concatenated string flattens it every time.
    let sentenceStart = true;
    for (const span of splitProtectedSpans(text)) {
      if (span.isProtected) {
        out += span.text; // markup and placeholders do not end or start a sentence
        continue;
      }
      for (const piece of applyGlossary(span.text, options.glossary)) {
        const translated = piece.glossaryTarget ? piece.text : translateWords(piece.text, context, sentenceStart);
        out += translated;
        if (/\S/.test(translated)) sentenceStart = endsSentence(translated, false);
      }
    }
    return out;
  };
}

/** Pseudo-translates `text` into `options.targetLang` (any BCP 47 code, case-insensitive). */
export function pseudoTranslate(text: string, options: PseudoTranslateOptions): string {
  return createPseudoTranslator(options)(text);
}
