// Unknown words in Latin-script targets: each language's spelling rules (German -ität, French accents...), and
// for any other Latin-script code a vowel and consonant shift chosen by the code.
import { stableHash } from './romanize';

type Rule = readonly [RegExp, string];
const rules = (...pairs: Array<[string, string]>): Rule[] => pairs.map(([from, to]) => [new RegExp(from, 'g'), to]);

interface LatinStyle {
  rules: Rule[];
  /** Added when the rules changed nothing, so an unknown word still looks translated. */
  fallbackSuffix: string;
}

const LATIN_STYLES: Record<string, LatinStyle> = {
  de: {
    rules: rules(
      ['tion$', 'tion'],
      ['ity$', 'ität'],
      ['ic$', 'isch'],
      ['ly$', 'lich'],
      ['ous$', 'ös'],
      ['th', 't'],
      ['ph', 'f'],
      ['sh', 'sch'],
      ['c(?=[eiy])', 'z'],
      ['c(?!k|h)', 'k'],
      ['qu', 'kw'],
      ['y$', 'ie'],
      ['ee', 'ie'],
      ['oo', 'u'],
      ['v', 'w'],
    ),
    fallbackSuffix: 'en',
  },
  fr: {
    rules: rules(
      ['ity$', 'ité'],
      ['y$', 'ie'],
      ['ous$', 'eux'],
      ['or$', 'eur'],
      ['ic$', 'ique'],
      ['ism$', 'isme'],
      ['ist$', 'iste'],
      ['ly$', 'ment'],
      ['th', 't'],
      ['k', 'qu'],
      ['w', 'ou'],
      ['^([^aeiou]*)e(?=.)', '$1é'],
    ),
    fallbackSuffix: 'e',
  },
  es: {
    rules: rules(
      ['tion$', 'ción'],
      ['sion$', 'sión'],
      ['ity$', 'idad'],
      ['ly$', 'mente'],
      ['ic$', 'ico'],
      ['ous$', 'oso'],
      ['ph', 'f'],
      ['th', 't'],
      ['sh', 'ch'],
      ['k', 'c'],
      ['w', 'gu'],
      ['(?<=.)y', 'i'],
      ['^s(?=[cklmnpqt])', 'es'],
      ['([^aeiouns])$', '$1o'],
    ),
    fallbackSuffix: 'o',
  },
  it: {
    rules: rules(
      ['tion$', 'zione'],
      ['sion$', 'sione'],
      ['ity$', 'ità'],
      ['ly$', 'mente'],
      ['ic$', 'ico'],
      ['ous$', 'oso'],
      ['ph', 'f'],
      ['th', 't'],
      ['k', 'c'],
      ['x', 'ss'],
      ['y', 'i'],
      ['j', 'gi'],
      ['w', 'v'],
      ['([^aeiou])$', '$1o'],
    ),
    fallbackSuffix: 'e',
  },
  nl: {
    rules: rules(
      ['tion$', 'tie'],
      ['ity$', 'iteit'],
      ['ly$', 'lijk'],
      ['ic$', 'isch'],
      ['ous$', 'eus'],
      ['c(?=[eiy])', 's'],
      ['c(?!h)', 'k'],
      ['y$', 'ie'],
      ['y', 'ij'],
      ['sh', 'sj'],
      ['u', 'oe'],
    ),
    fallbackSuffix: 'en',
  },
  pl: {
    rules: rules(
      ['tion$', 'cja'],
      ['sion$', 'sja'],
      ['ity$', 'ość'],
      ['ly$', 'nie'],
      ['ic$', 'iczny'],
      ['ous$', 'owy'],
      ['sh', 'sz'],
      ['ch', 'cz'],
      ['th', 't'],
      ['v', 'w'],
      ['w(?=[aou])', 'ł'],
      ['x', 'ks'],
      ['q', 'k'],
      ['ee', 'i'],
      ['oo', 'u'],
      ['s(?=[iy])', 'ś'],
    ),
    fallbackSuffix: 'a',
  },
  pt: {
    rules: rules(
      ['tion$', 'ção'],
      ['sion$', 'são'],
      ['ity$', 'idade'],
      ['ly$', 'mente'],
      ['ic$', 'ico'],
      ['ous$', 'oso'],
      ['ph', 'f'],
      ['th', 't'],
      ['k', 'c'],
      ['w', 'v'],
      ['y', 'i'],
      ['([^aeiousmr])$', '$1o'],
    ),
    fallbackSuffix: 'a',
  },
  sv: {
    rules: rules(
      ['tion$', 'tion'],
      ['c(?=[eiy])', 's'],
      ['c', 'k'],
      ['oo', 'o'],
      ['o', 'ö'],
      ['aa', 'å'],
      ['(?<=.)a', 'ä'],
    ),
    fallbackSuffix: 'en',
  },
  da: { rules: rules(['c(?=[eiy])', 's'], ['c', 'k'], ['o', 'ø'], ['aa', 'å'], ['ae', 'æ']), fallbackSuffix: 'en' },
  nb: { rules: rules(['c(?=[eiy])', 's'], ['c', 'k'], ['o', 'ø'], ['aa', 'å'], ['ae', 'æ']), fallbackSuffix: 'er' },
  fi: {
    rules: rules(['c', 'k'], ['w', 'v'], ['([^aeiouy])$', '$1i'], ['a', 'aa'], ['o(?!o)', 'ö']),
    fallbackSuffix: 'nen',
  },
  cs: {
    rules: rules(
      ['ch', 'ch'],
      ['c(?=[eiy])', 'c'],
      ['sh', 'š'],
      ['s(?=[iy])', 'š'],
      ['r(?=[ie])', 'ř'],
      ['e(?=.)', 'ě'],
      ['y', 'ý'],
    ),
    fallbackSuffix: 'a',
  },
  sk: { rules: rules(['sh', 'š'], ['ch', 'č'], ['a(?=.)', 'ä'], ['o(?=.)', 'ô'], ['y', 'ý']), fallbackSuffix: 'a' },
  tr: {
    rules: rules(
      ['sh', 'ş'],
      ['ch', 'ç'],
      ['c', 'k'],
      ['i(?=.)', 'ı'],
      ['g', 'ğ'],
      ['u', 'ü'],
      ['o', 'ö'],
      ['x', 'ks'],
      ['w', 'v'],
      ['q', 'k'],
    ),
    fallbackSuffix: 'ler',
  },
  hu: {
    rules: rules(['sh', 's'], ['s(?!z)', 'sz'], ['o', 'ó'], ['e', 'é'], ['u', 'ű'], ['c', 'k']),
    fallbackSuffix: 'ás',
  },
  ro: {
    rules: rules(
      ['tion$', 'ție'],
      ['sh', 'ș'],
      ['s(?=[iy])', 'ș'],
      ['t(?=[iy])', 'ț'],
      ['a$', 'ă'],
      ['k', 'c'],
      ['y', 'i'],
    ),
    fallbackSuffix: 'ul',
  },
  id: {
    rules: rules(
      ['tion$', 'si'],
      ['c', 'k'],
      ['ph', 'f'],
      ['th', 't'],
      ['sh', 'sy'],
      ['y', 'i'],
      ['x', 'ks'],
      ['q', 'k'],
    ),
    fallbackSuffix: 'kan',
  },
  en: { rules: [], fallbackSuffix: '' },
};

function latinStyle(language: string): LatinStyle {
  const known = LATIN_STYLES[language];
  if (known) return known;
  // Any other Latin-script language: a vowel shift chosen by the language code, plus a suffix.
  const hash = stableHash(language);
  const vowels = ['à', 'è', 'ì', 'ò', 'ù', 'â', 'ê', 'î', 'ô', 'û', 'ā', 'ē', 'ī', 'ō', 'ū'];
  const consonants: Array<[string, string]> = [
    ['k', 'q'],
    ['s', 'z'],
    ['t', 'd'],
    ['r', 'rr'],
    ['l', 'll'],
    ['c', 'k'],
    ['w', 'v'],
    ['n', 'ñ'],
  ];
  const vowel = vowels[hash % vowels.length] as string;
  const consonant = consonants[(hash >>> 8) % consonants.length] as [string, string];
  const suffix = ['as', 'is', 'um', 'an', 'et', 'ok', 'ar', 'en'][(hash >>> 16) % 8] as string;
  return { rules: rules(['a', vowel], consonant), fallbackSuffix: suffix };
}

/** `latin` spelled the way `language` would, with its suffix when the rules changed nothing of `word`. */
export function spellAsLatin(latin: string, word: string, language: string): string {
  const style = latinStyle(language);
  let out = latin;
  for (const [pattern, replacement] of style.rules) out = out.replace(pattern, replacement);
  if (out === word.toLowerCase()) out += style.fallbackSuffix;
  return out;
}
