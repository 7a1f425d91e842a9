// Deterministic "translation" of words no lexicon knows: each target language gets its own visible
// transformation (German spelling, French accents, Cyrillic, katakana, CJK characters...), so any text looks
// translated and two target languages never look alike.

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
};
const GREEK_TO_LATIN: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};
const SYLLABLES = ['ka', 'ri', 'to', 'me', 'su', 'no', 'ha', 'ki', 'ro', 'na', 'mi', 'te', 'sa', 'lo', 've', 'da'];

/** FNV-1a: a small stable hash, so the same word always becomes the same output. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Any word as lower-case a-z letters: diacritics dropped, Cyrillic and Greek transliterated, other scripts as syllables. */
function romanize(word: string): string {
  let out = '';
  for (const char of word.toLowerCase().normalize('NFD')) {
    const code = char.charCodeAt(0);
    if (code >= 0x61 && code <= 0x7a)
      out += char; // a-z
    else if (code < 0x80 && code !== 0x27)
      out += SYLLABLES[code % SYLLABLES.length]; // other ASCII, apostrophe aside
    else if (/\p{M}/u.test(char) || char === "'" || char === '’') continue;
    else if (char === 'ß') out += 'ss';
    else if (char === 'ł') out += 'l';
    else if (char === 'ø') out += 'o';
    else if (char === 'æ') out += 'ae';
    else if (CYRILLIC_TO_LATIN[char] !== undefined) out += CYRILLIC_TO_LATIN[char];
    else if (GREEK_TO_LATIN[char] !== undefined) out += GREEK_TO_LATIN[char];
    else out += SYLLABLES[(char.codePointAt(0) ?? 0) % SYLLABLES.length];
  }
  return out;
}

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

const LATIN_TO_CYRILLIC_PAIRS: Array<[string, string]> = [
  ['shch', 'щ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['zh', 'ж'],
  ['th', 'т'],
  ['ph', 'ф'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ya', 'я'],
  ['yu', 'ю'],
  ['yo', 'ё'],
  ['ee', 'и'],
  ['oo', 'у'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'дж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'ы'],
  ['z', 'з'],
];
const CYRILLIC_VARIANTS: Record<string, Record<string, string>> = {
  ru: {},
  uk: { и: 'і', ы: 'и', е: 'е', г: 'г', х: 'г', ё: 'йо' },
  bg: { ы: 'ъ', ё: 'йо', щ: 'щ' },
  sr: { ы: 'и', ё: 'јо', я: 'ја', ю: 'ју', й: 'ј' },
  mk: { ы: 'и', ё: 'јо', я: 'ја', ю: 'ју' },
  be: { и: 'і', щ: 'шч', ё: 'ё' },
  kk: { ы: 'ы', к: 'қ', г: 'ғ' },
};

// The pairs by their first letter, longest first as above, so each position tries only a few.
const CYRILLIC_PAIRS_BY_FIRST = new Map<string, Array<[string, string]>>();
for (const pair of LATIN_TO_CYRILLIC_PAIRS) {
  const first = pair[0][0] as string;
  CYRILLIC_PAIRS_BY_FIRST.set(first, [...(CYRILLIC_PAIRS_BY_FIRST.get(first) ?? []), pair]);
}

function toCyrillic(latin: string, language: string): string {
  const variant = CYRILLIC_VARIANTS[language] ?? {};
  let out = '';
  let index = 0;
  while (index < latin.length) {
    const pair = CYRILLIC_PAIRS_BY_FIRST.get(latin[index] as string)?.find(([from]) => latin.startsWith(from, index));
    if (!pair) {
      out += latin[index];
      index += 1;
      continue;
    }
    out += [...pair[1]].map((char) => variant[char] ?? char).join('');
    index += pair[0].length;
  }
  return out;
}

const LATIN_TO_GREEK: Record<string, string> = {
  a: 'α',
  b: 'μπ',
  c: 'κ',
  d: 'ντ',
  e: 'ε',
  f: 'φ',
  g: 'γ',
  h: 'χ',
  i: 'ι',
  j: 'τζ',
  k: 'κ',
  l: 'λ',
  m: 'μ',
  n: 'ν',
  o: 'ο',
  p: 'π',
  q: 'κ',
  r: 'ρ',
  s: 'σ',
  t: 'τ',
  u: 'ου',
  v: 'β',
  w: 'ου',
  x: 'ξ',
  y: 'υ',
  z: 'ζ',
};
function toGreek(latin: string): string {
  const out = [...latin].map((char) => LATIN_TO_GREEK[char] ?? char).join('');
  return out.replace(/σ$/, 'ς');
}

const KATAKANA: Record<string, string> = {
  a: 'ア',
  i: 'イ',
  u: 'ウ',
  e: 'エ',
  o: 'オ',
  ka: 'カ',
  ki: 'キ',
  ku: 'ク',
  ke: 'ケ',
  ko: 'コ',
  ga: 'ガ',
  gi: 'ギ',
  gu: 'グ',
  ge: 'ゲ',
  go: 'ゴ',
  sa: 'サ',
  si: 'シ',
  su: 'ス',
  se: 'セ',
  so: 'ソ',
  za: 'ザ',
  zi: 'ジ',
  zu: 'ズ',
  ze: 'ゼ',
  zo: 'ゾ',
  ta: 'タ',
  ti: 'ティ',
  tu: 'トゥ',
  te: 'テ',
  to: 'ト',
  da: 'ダ',
  di: 'ディ',
  du: 'ドゥ',
  de: 'デ',
  do: 'ド',
  na: 'ナ',
  ni: 'ニ',
  nu: 'ヌ',
  ne: 'ネ',
  no: 'ノ',
  ha: 'ハ',
  hi: 'ヒ',
  hu: 'フ',
  he: 'ヘ',
  ho: 'ホ',
  ba: 'バ',
  bi: 'ビ',
  bu: 'ブ',
  be: 'ベ',
  bo: 'ボ',
  pa: 'パ',
  pi: 'ピ',
  pu: 'プ',
  pe: 'ペ',
  po: 'ポ',
  ma: 'マ',
  mi: 'ミ',
  mu: 'ム',
  me: 'メ',
  mo: 'モ',
  ya: 'ヤ',
  yu: 'ユ',
  yo: 'ヨ',
  ye: 'イェ',
  yi: 'イ',
  ra: 'ラ',
  ri: 'リ',
  ru: 'ル',
  re: 'レ',
  ro: 'ロ',
  wa: 'ワ',
  wi: 'ウィ',
  wu: 'ウ',
  we: 'ウェ',
  wo: 'ウォ',
  fa: 'ファ',
  fi: 'フィ',
  fu: 'フ',
  fe: 'フェ',
  fo: 'フォ',
  ja: 'ジャ',
  ji: 'ジ',
  ju: 'ジュ',
  je: 'ジェ',
  jo: 'ジョ',
  sha: 'シャ',
  shi: 'シ',
  shu: 'シュ',
  she: 'シェ',
  sho: 'ショ',
  cha: 'チャ',
  chi: 'チ',
  chu: 'チュ',
  che: 'チェ',
  cho: 'チョ',
};
const KATAKANA_CONSONANT_ALONE: Record<string, string> = { t: 'ト', d: 'ド', sh: 'シュ', ch: 'チ' };

// Sticky: they match exactly at lastIndex, so the word is never copied from each position on.
const KATAKANA_SYLLABLE = /(sh|ch|[bcdfghjkmnprstwyz])?([aeiou])/y;
const KATAKANA_CONSONANT = /sh|ch|[a-z]/y;

function toKatakana(latin: string): string {
  const normalized = latin
    .replace(/ph/g, 'f')
    .replace(/th/g, 's')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c(?!h)/g, 'k')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/l/g, 'r')
    .replace(/v/g, 'b')
    .replace(/y(?![aeiou])/g, 'i');
  let out = '';
  let index = 0;
  while (index < normalized.length) {
    KATAKANA_SYLLABLE.lastIndex = index;
    const syllable = KATAKANA_SYLLABLE.exec(normalized);
    if (syllable) {
      out += KATAKANA[syllable[0]] ?? KATAKANA[syllable[2] as string] ?? '';
      index += syllable[0].length;
      if (normalized[index] === syllable[2] && 'eo'.includes(syllable[2] as string)) {
        out += 'ー';
        index += 1;
      }
      continue;
    }
    if (normalized.startsWith('n', index)) {
      out += 'ン';
      index += 1;
      continue;
    }
    KATAKANA_CONSONANT.lastIndex = index;
    const consonant = KATAKANA_CONSONANT.exec(normalized)?.[0] ?? (normalized[index] as string);
    out += KATAKANA_CONSONANT_ALONE[consonant] ?? KATAKANA[`${consonant}u`] ?? 'ウ';
    index += consonant.length;
  }
  return out;
}

// Characters with distinct traditional forms, so zh-Hant visibly differs from zh-Hans.
const HAN_POOL = '华为东发达银电语说话书记时间长门问题车开关网络数据报务业实现经济产条设计应该纪录';
const HANGUL_POOL = '가나다라마바사아자차카타파하고노도로모보소오조초코토포호기니디리미비시이지치키티피히';

function fromPool(latin: string, pool: string, minChars: number): string {
  const count = Math.max(minChars, Math.min(4, Math.ceil(latin.length / 3)));
  const chars = [...pool];
  let out = '';
  let hash = stableHash(latin);
  for (let index = 0; index < count; index++) {
    out += chars[hash % chars.length];
    hash = stableHash(`${hash}:${latin}`);
  }
  return out;
}

const ARABIC_LETTERS: Record<string, string> = {
  a: 'ا',
  b: 'ب',
  c: 'ك',
  d: 'د',
  e: 'ي',
  f: 'ف',
  g: 'غ',
  h: 'ه',
  i: 'ي',
  j: 'ج',
  k: 'ك',
  l: 'ل',
  m: 'م',
  n: 'ن',
  o: 'و',
  p: 'ب',
  q: 'ق',
  r: 'ر',
  s: 'س',
  t: 'ت',
  u: 'و',
  v: 'ف',
  w: 'و',
  x: 'كس',
  y: 'ي',
  z: 'ز',
};
const HEBREW_LETTERS: Record<string, string> = {
  a: 'א',
  b: 'ב',
  c: 'ק',
  d: 'ד',
  e: 'ע',
  f: 'פ',
  g: 'ג',
  h: 'ה',
  i: 'י',
  j: 'ג',
  k: 'כ',
  l: 'ל',
  m: 'מ',
  n: 'נ',
  o: 'ו',
  p: 'פ',
  q: 'ק',
  r: 'ר',
  s: 'ס',
  t: 'ט',
  u: 'ו',
  v: 'ו',
  w: 'ו',
  x: 'קס',
  y: 'י',
  z: 'ז',
};
const THAI_POOL = 'กขคงจฉชซดตถทนบปผพฟมยรลวสหอฮะาำเแโใไ';
const DEVANAGARI_POOL = 'कखगघचछजझटठडढणतथदधनपफबभमयरलवशसह';

function mapLetters(latin: string, table: Record<string, string>): string {
  return [...latin].map((char) => table[char] ?? char).join('');
}

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
      return mapLetters(latin, ARABIC_LETTERS);
    case 'he':
      return mapLetters(latin, HEBREW_LETTERS);
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
    default: {
      const style = latinStyle(language);
      let out = latin;
      for (const [pattern, replacement] of style.rules) out = out.replace(pattern, replacement);
      if (out === word.toLowerCase()) out += style.fallbackSuffix;
      return out;
    }
  }
}
