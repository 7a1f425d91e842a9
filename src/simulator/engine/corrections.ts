// The simulator's grammar and spelling correction (POST /v2/write/correct): deterministic, minimal changes a
// reader can see and check. A known list of misspellings and grammar faults per language is corrected where
// it occurs (keeping the word's case), and in every language: runs of spaces, a space before a comma or full
// stop, a word written twice, and a sentence started in lower case. Nothing is rewritten for style.

/** Misspelling -> correct spelling, lower case, per base language. */
const SPELLING: Record<string, Record<string, string>> = {
  en: {
    teh: 'the',
    recieve: 'receive',
    recieved: 'received',
    imprve: 'improve',
    seperate: 'separate',
    definately: 'definitely',
    occured: 'occurred',
    occurence: 'occurrence',
    untill: 'until',
    wich: 'which',
    alot: 'a lot',
    accomodate: 'accommodate',
    acheive: 'achieve',
    adress: 'address',
    beleive: 'believe',
    calender: 'calendar',
    comming: 'coming',
    enviroment: 'environment',
    goverment: 'government',
    happend: 'happened',
    independant: 'independent',
    knowlege: 'knowledge',
    neccessary: 'necessary',
    recomend: 'recommend',
    succesful: 'successful',
    tommorow: 'tomorrow',
    truely: 'truly',
    wierd: 'weird',
    thier: 'their',
    becuase: 'because',
    freind: 'friend',
  },
  de: {
    vieleicht: 'vielleicht',
    standart: 'Standard',
    wiederrum: 'wiederum',
    nähmlich: 'nämlich',
    addresse: 'Adresse',
    rythmus: 'Rhythmus',
    packet: 'Paket',
    maschiene: 'Maschine',
    entgültig: 'endgültig',
  },
  fr: {
    developpement: 'développement',
    apeller: 'appeler',
    connection: 'connexion',
    language: 'langage',
    dévelopement: 'développement',
  },
};

/** Wrong phrase -> right phrase (lower case, words separated by one space), per base language. */
const GRAMMAR: Record<string, Record<string, string>> = {
  en: {
    'should of': 'should have',
    'could of': 'could have',
    'would of': 'would have',
    'must of': 'must have',
    'their is': 'there is',
    'their are': 'there are',
    "it's own": 'its own',
    "he don't": "he doesn't",
    "she don't": "she doesn't",
    "it don't": "it doesn't",
    'a example': 'an example',
    'a apple': 'an apple',
    'a hour': 'an hour',
    'a idea': 'an idea',
    'a important': 'an important',
    'a email': 'an email',
    'a error': 'an error',
    'a update': 'an update',
    'i am': 'I am',
    "i'm": "I'm",
    'i have': 'I have',
    'i think': 'I think',
  },
  de: { 'seid langem': 'seit langem', 'wie das er': 'wie dass er' },
  fr: { 'malgré que': 'bien que' },
};

/** Words that may stand twice in a row in good writing ("had had", "that that"). */
const MAY_REPEAT = new Set(['had', 'that', 'die', 'das', 'der', 'nous', 'vous']);

const LETTER = '[\\p{L}\\p{M}\\p{N}_]';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One whole-word pattern for a list of phrases (longest first, so "a hour" is never cut short). */
function phrasePattern(phrases: readonly string[]): RegExp | undefined {
  if (phrases.length === 0) return undefined;
  const sorted = [...phrases].sort((a, b) => b.length - a.length);
  const body = sorted.map((p) => p.split(' ').map(escape).join('\\s+')).join('|');
  return new RegExp(`(?<!${LETTER})(?:${body})(?!${LETTER})`, 'giu');
}

/** The replacement written with the case of what it replaces (Teh -> The, TEH -> THE). */
function inCaseOf(found: string, replacement: string): string {
  if (found.length > 1 && found === found.toUpperCase() && found !== found.toLowerCase())
    return replacement.toUpperCase();
  const first = found[0] ?? '';
  if (first !== first.toLowerCase()) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

function applyList(text: string, list: Record<string, string> | undefined): string {
  if (!list) return text;
  const pattern = phrasePattern(Object.keys(list));
  if (!pattern) return text;
  return text.replace(pattern, (found) => {
    const key = found.toLowerCase().replace(/\s+/g, ' ');
    const right = list[key];
    return right === undefined ? found : inCaseOf(found, right);
  });
}

const REPEATED_WORD = new RegExp(`(?<!${LETTER})(${LETTER}+)(\\s+)\\1(?!${LETTER})`, 'giu');

/** `text` with its spelling and grammar corrected for the language `language` (a base code such as `en`). */
export function correctText(text: string, language: string): string {
  let corrected = applyList(text, SPELLING[language]);
  corrected = applyList(corrected, GRAMMAR[language]);
  corrected = corrected.replace(REPEATED_WORD, (whole, word: string) =>
    MAY_REPEAT.has(word.toLowerCase()) ? whole : word,
  );
  return corrected
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+([,.])(?=\s|$)/g, '$1')
    .replace(/(^\s*|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
