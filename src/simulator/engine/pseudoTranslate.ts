// The simulator's pseudo-translation, shared by text, documents and voice. Deterministic, visibly different for
// each target language, and safe for files: markup, placeholders, numbers, punctuation and whitespace stay
// exactly as they were, and glossary entries are applied verbatim, longest match first.
import { splitProtectedSpans } from './protectedSpans';
import { applyGlossary, type GlossaryEntries } from './glossaryMatcher';
import { WORD, countBillableCharacters, detectSourceLanguage } from './sourceLanguage';
import { toTraditionalChinese } from './languageVariants';
import {
  englishPhraseToTarget,
  englishToTarget,
  parseTarget,
  translateWord,
  withCaseOf,
  wordContext,
  wordInfo,
  type Formality,
  type WordContext,
} from './wordLookup';
import { count, type WorkCounter } from '../../node/formats/markup/workCounter';

export type { WorkCounter } from '../../node/formats/markup/workCounter';
export { countBillableCharacters, detectSourceLanguage };
export type { Formality } from './wordLookup';

export interface PseudoTranslateOptions {
  targetLang: string;
  sourceLang?: string;
  glossary?: GlossaryEntries;
  formality?: Formality;
}

const baseOf = (code: string): string => code.toLowerCase().split(/[-_]/)[0] ?? '';

/** WORD exactly at a position: the next word of a phrase. */
const WORD_HERE = new RegExp(WORD.source, 'uy');

/**
 * The longest lexicon phrase starting with the word that ends at `firstEnd` (words separated by exactly one
 * space), and where it ends.
 */
function matchPhrase(
  text: string,
  firstEnd: number,
  firstLower: string,
  context: WordContext,
): { end: number; translated: string } | undefined {
  const lowers = [firstLower];
  const ends = [firstEnd];
  let position = firstEnd;
  while (lowers.length < context.maxPhraseWords && text.charCodeAt(position) === 32) {
    WORD_HERE.lastIndex = position + 1;
    const next = WORD_HERE.exec(text);
    if (!next) break;
    count(context.work, 1);
    lowers.push(next[0].toLowerCase());
    position += 1 + next[0].length;
    ends.push(position);
  }
  for (let words = lowers.length; words >= 2; words--) {
    const key = words === lowers.length ? lowers.join(' ') : lowers.slice(0, words).join(' ');
    if (context.source === 'en') {
      const translated = englishToTarget(key, context);
      if (translated !== undefined) return { end: ends[words - 1] as number, translated };
    } else {
      const english = context.sourceLexicon?.toEnglish.get(key);
      if (english !== undefined)
        return { end: ends[words - 1] as number, translated: englishPhraseToTarget(english, context) };
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

function translateWords(text: string, context: WordContext, startsSentence: boolean): string {
  const out: string[] = [];
  let sentenceStart = startsSentence;
  let last = 0;
  const words = new RegExp(WORD); // its own lastIndex: a phrase moves it past its last word
  for (let match = words.exec(text); match; match = words.exec(text)) {
    count(context.work, 1);
    const start = match.index;
    if (start > last) {
      const between = text.slice(last, start);
      out.push(between);
      if (endsSentence(between, false)) sentenceStart = true;
    }
    const word = match[0];
    const info = wordInfo(word, context);
    const phrase =
      info.phraseStart === undefined ? undefined : matchPhrase(text, start + word.length, info.phraseStart, context);
    if (phrase) {
      const translated = withCaseOf(word, phrase.translated, context, sentenceStart);
      out.push(context.target.traditionalChinese ? toTraditionalChinese(translated) : translated);
      last = phrase.end;
      words.lastIndex = last;
    } else {
      out.push(translateWord(word, info, context, sentenceStart));
      last = start + word.length;
    }
    sentenceStart = false;
  }
  if (last < text.length) out.push(text.slice(last));
  return out.join('');
}

/** A piece of a segment: text to translate, or text kept as it is (markup, `translate="no"` content). */
export interface SegmentPiece {
  text: string;
  translate: boolean;
}

/**
 * A translator for one request: the target, source and glossary are resolved once, and the words it has
 * translated are remembered, so translating the thousands of runs of a document costs no more than one text.
 * `segment` translates the pieces of one segment (a sentence cut by inline markup) as one text: a sentence
 * starts only where the segment does or after a sentence end, and kept pieces are returned as they are.
 */
export function createSegmentTranslator(
  options: PseudoTranslateOptions,
  work?: WorkCounter,
): (pieces: readonly SegmentPiece[]) => string[] {
  const target = parseTarget(options.targetLang);
  const formality = options.formality ?? 'default';
  const givenSource = options.sourceLang ? baseOf(options.sourceLang) : undefined;
  const contexts = new Map<string, WordContext>();
  return (pieces) => {
    const source =
      givenSource ?? detectSourceLanguage(pieces.map((piece) => (piece.translate ? piece.text : ' ')).join(''));
    let context = contexts.get(source);
    if (!context) contexts.set(source, (context = wordContext(target, source, formality, work)));
    let sentenceStart = true;
    return pieces.map((piece) => {
      if (!piece.translate) return piece.text;
      const out: string[] = [];
      for (const span of splitProtectedSpans(piece.text, work)) {
        if (span.isProtected) {
          out.push(span.text); // markup and placeholders do not end or start a sentence
          continue;
        }
        for (const part of applyGlossary(span.text, options.glossary, work)) {
          const translated = part.glossaryTarget ? part.text : translateWords(part.text, context, sentenceStart);
          out.push(translated);
          if (NON_SPACE.test(translated)) sentenceStart = endsSentence(translated, false);
        }
      }
      return out.join('');
    });
  };
}

/** A translator of whole texts (each text is one segment); see createSegmentTranslator. */
export function createPseudoTranslator(options: PseudoTranslateOptions, work?: WorkCounter): (text: string) => string {
  const segment = createSegmentTranslator(options, work);
  return (text) => segment([{ text, translate: true }])[0] as string;
}

const NON_SPACE = /\S/;

/** Pseudo-translates `text` into `options.targetLang` (any BCP 47 code, case-insensitive). */
export function pseudoTranslate(text: string, options: PseudoTranslateOptions): string {
  return createPseudoTranslator(options)(text);
}
