// Unknown words in targets written in another alphabet, letter by letter: Cyrillic (with each language's own
// letters), Greek, Arabic and Hebrew.
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

export function toCyrillic(latin: string, language: string): string {
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
export function toGreek(latin: string): string {
  const out = [...latin].map((char) => LATIN_TO_GREEK[char] ?? char).join('');
  return out.replace(/σ$/, 'ς');
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

function mapLetters(latin: string, table: Record<string, string>): string {
  return [...latin].map((char) => table[char] ?? char).join('');
}

export const toArabic = (latin: string): string => mapLetters(latin, ARABIC_LETTERS);
export const toHebrew = (latin: string): string => mapLetters(latin, HEBREW_LETTERS);
