// The built-in lexicons: a few hundred common English words and phrases per major target language.
// Entries read `english=target` or `english=formal|informal`, separated by `;` or line breaks.
import { german } from './de';
import { french } from './fr';
import { spanish } from './es';
import { italian } from './it';
import { dutch } from './nl';
import { polish } from './pl';
import { portuguese } from './pt';
import { japanese } from './ja';
import { chinese } from './zh';
import { russian } from './ru';

export interface LexiconEntry {
  formal: string;
  informal: string;
}

export interface Lexicon {
  /** Lower-case English word or phrase (words joined by one space) -> target. */
  entries: Map<string, LexiconEntry>;
  /** The most words in one entry, so phrase lookups know how far to look ahead. */
  maxPhraseWords: number;
  defaultFormality: 'more' | 'less';
  /** Lower-case target word or phrase -> English, for translating from this language. */
  toEnglish: Map<string, string>;
  maxReversePhraseWords: number;
}

interface LexiconSource {
  defaultFormality: 'more' | 'less';
  entries: string;
  /** `target=english` forms that only matter when translating from this language (articles, inflections). */
  sourceAliases?: string;
}

function parseEntries(text: string, into: Map<string, LexiconEntry>): void {
  for (const item of text.split(/[;\n]/)) {
    const line = item.trim();
    const separator = line.indexOf('=');
    if (separator <= 0) continue;
    const english = line.slice(0, separator).trim().toLowerCase();
    const [formal = '', informal] = line.slice(separator + 1).split('|');
    into.set(english, { formal: formal.trim(), informal: (informal ?? formal).trim() });
  }
}

function buildLexicon(source: LexiconSource, overrides?: string): Lexicon {
  const entries = new Map<string, LexiconEntry>();
  parseEntries(source.entries, entries);
  if (overrides) parseEntries(overrides, entries);
  let maxPhraseWords = 1;
  let maxReversePhraseWords = 1;
  const toEnglish = new Map<string, string>();
  const addReverse = (form: string, english: string): void => {
    const key = form.toLowerCase();
    if (toEnglish.has(key)) return;
    toEnglish.set(key, english);
    maxReversePhraseWords = Math.max(maxReversePhraseWords, key.split(' ').length);
  };
  const aliases = new Map<string, LexiconEntry>();
  parseEntries(source.sourceAliases ?? '', aliases);
  for (const [form, english] of aliases) addReverse(form, english.formal.toLowerCase());
  for (const [english, target] of entries) {
    maxPhraseWords = Math.max(maxPhraseWords, english.split(' ').length);
    addReverse(target.formal, english);
    addReverse(target.informal, english);
  }
  return { entries, maxPhraseWords, defaultFormality: source.defaultFormality, toEnglish, maxReversePhraseWords };
}

const SOURCES: Record<string, () => Lexicon> = {
  de: () => buildLexicon(german),
  fr: () => buildLexicon(french),
  es: () => buildLexicon(spanish),
  it: () => buildLexicon(italian),
  nl: () => buildLexicon(dutch),
  pl: () => buildLexicon(polish),
  pt: () => buildLexicon(portuguese),
  'pt-br': () => buildLexicon(portuguese, portuguese.brazilian),
  ja: () => buildLexicon(japanese),
  zh: () => buildLexicon(chinese),
  ru: () => buildLexicon(russian),
};

const built = new Map<string, Lexicon>();

/** The lexicon for a lower-case lexicon key (`de`, `pt`, `pt-br`, ...), or undefined when there is none. */
export function lexiconFor(key: string): Lexicon | undefined {
  const cached = built.get(key);
  if (cached) return cached;
  const build = SOURCES[key];
  if (!build) return undefined;
  const lexicon = build();
  built.set(key, lexicon);
  return lexicon;
}

export const LEXICON_LANGUAGES = ['de', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'ja', 'zh', 'ru'] as const;

/** Every English word the lexicons know, for recognising English text. */
export function englishWords(): ReadonlySet<string> {
  if (!englishWordSet) {
    englishWordSet = new Set();
    for (const english of lexiconFor('de')?.entries.keys() ?? [])
      for (const word of english.split(' ')) englishWordSet.add(word);
  }
  return englishWordSet;
}
let englishWordSet: Set<string> | undefined;
