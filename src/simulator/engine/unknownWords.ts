// Deterministic "translation" of words no lexicon knows: each target language gets its own visible
// transformation (German spelling, French accents, Cyrillic, katakana, CJK characters...), so any text looks
// translated and two target languages never look alike. Each script's tables are in unknownWords/.
import { romanize } from './unknownWords/romanize';
import { spellAsLatin } from './unknownWords/latinSpelling';
import { toArabic, toCyrillic, toGreek, toHebrew } from './unknownWords/alphabets';
import { toKatakana } from './unknownWords/katakana';
import { DEVANAGARI_POOL, HANGUL_POOL, HAN_POOL, THAI_POOL, fromPool } from './unknownWords/characterPools';

/** The target-language form of a word no lexicon knows, in lower case. `language` is a lower-case base code. */
export function transformUnknownWord(word: string, language: string): string {
  const latin = romanize(word);
  if (latin.length === 0) return word;
  switch (language) {
    case 'ja':
      return toKatakana(latin);
    case 'zh':
      return fromPool(latin, HAN_POOL, 2);
    case 'ko':
      return fromPool(latin, HANGUL_POOL, 2);
    case 'el':
      return toGreek(latin);
    case 'ar':
      return toArabic(latin);
    case 'he':
      return toHebrew(latin);
    case 'th':
      return fromPool(latin, THAI_POOL, 2);
    case 'hi':
      return fromPool(latin, DEVANAGARI_POOL, 2);
    case 'ru':
    case 'uk':
    case 'bg':
    case 'sr':
    case 'mk':
    case 'be':
    case 'kk':
      return toCyrillic(latin, language);
    default:
      return spellAsLatin(latin, word, language);
  }
}
