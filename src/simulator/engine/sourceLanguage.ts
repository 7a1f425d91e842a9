// Telling the source language of a text (script first, then the lexicons' words) and counting billed
// characters: shared by the pseudo-translation, the translate and write routes and documents.
import { codePointCount } from '../../shared/rules/documentBilling';
import { englishWords, lexiconFor, LEXICON_LANGUAGES } from './lexicon';

/** A word: letters, marks, digits and underscores, with inner apostrophes (don't, l’homme). */
export const WORD = /[\p{L}\p{M}\p{N}_]+(?:['’][\p{L}\p{M}]+)*/gu;

/** Characters billed for a text: Unicode code points, whitespace and markup included (the shared rule). */
export function countBillableCharacters(text: string): number {
  return codePointCount(text);
}

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

const TELLING_SCRIPT =
  /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}]/u;

/** The source language of a text (lower-case base code), from its script and the lexicons' words. */
export function detectSourceLanguage(text: string): string {
  // One pass tells whether any of these scripts occurs at all (most text is Latin); then the first one wins.
  if (TELLING_SCRIPT.test(text)) {
    if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ja';
    if (/\p{Script=Han}/u.test(text)) return 'zh';
    if (/\p{Script=Hangul}/u.test(text)) return 'ko';
    if (/\p{Script=Cyrillic}/u.test(text)) return 'ru';
    if (/\p{Script=Greek}/u.test(text)) return 'el';
    if (/\p{Script=Arabic}/u.test(text)) return 'ar';
    if (/\p{Script=Hebrew}/u.test(text)) return 'he';
  }
  const english = englishWords();
  const scores = new Map<string, number>([['en', 0]]);
  const words = new RegExp(WORD);
  for (let match = words.exec(text); match; match = words.exec(text)) {
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
