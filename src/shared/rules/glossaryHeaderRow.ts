// Whether the first row of a tabular glossary file (TSV, CSV, XLSX) holds column labels rather than an entry,
// judged from its content: language codes (`en`, `de-AT`), language names (`English`, `German_word`,
// `Deutsch`), the titles tools write (`source`, `Key`, `Value`, `Term`, `pos`, `description`), or cells
// unlike the rows below them (`snake_case` or Title Case labels over lower-case phrases). The import leaves such
// a row out, says so in its preview, and lets the user take it as an entry after all.
import { baseLanguage } from './languageCodes';
import { LANGUAGES, findLanguage } from './languages';

const LANGUAGE_CODE = /^[a-z]{2,3}([-_][a-z0-9]{2,8})*$/i;

const TITLES = new Set(
  [
    'source',
    'target',
    'term',
    'terms',
    'from',
    'to',
    'original',
    'translation',
    'translations',
    'key',
    'value',
    'word',
    'words',
    'phrase',
    'text',
    'string',
    'entry',
    'source term',
    'target term',
    'source phrase',
    'target phrase',
    'source text',
    'target text',
    'source language',
    'target language',
    'source lang',
    'target lang',
    'src',
    'tgt',
    'pos',
    'part of speech',
    'partofspeech',
    'description',
    'definition',
    'note',
    'notes',
    'comment',
    'comments',
    'context',
    'id',
    'status',
    'domain',
    'synonyms',
    'meaning',
    'gloss',
    'equivalent',
    'label',
    'quelle',
    'ziel',
    'ausgangssprache',
    'zielsprache',
    'begriff',
    'übersetzung',
    'origen',
    'destino',
    'traducción',
    'traduction',
    'terme',
  ].map((title) => title.replace(/[\s_-]+/g, ' ')),
);

/**
 * Language names, lower case: in English, and in each language Glossa knows as that language writes them
 * (`deutsch`, `englisch`, `anglais`), made the first time a header is judged.
 */
let languageNames: Map<string, string> | undefined;
/** Each name, lower case, with the base code of its language. */
function knownLanguageNames(): Map<string, string> {
  if (languageNames) return languageNames;
  languageNames = new Map<string, string>();
  const codes = [...new Set(LANGUAGES.map((language) => baseLanguage(language.code)))];
  for (const language of LANGUAGES)
    languageNames.set(language.name.toLowerCase().replace(/\s*\(.*\)$/, ''), baseLanguage(language.code));
  for (const locale of codes) {
    try {
      const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
      for (const code of codes) {
        const name = names.of(code)?.toLowerCase();
        if (name && !languageNames.has(name)) languageNames.set(name, code);
      }
    } catch {
      // an engine without this locale: the other names are enough
    }
  }
  return languageNames;
}

/** A code of a language: one Glossa knows (or its base), or the pair's own when it is given. */
export function isLanguageCode(cell: string, lang?: string): boolean {
  const value = cell.trim();
  if (!LANGUAGE_CODE.test(value)) return false;
  const code = value.replace(/_/g, '-');
  if (lang !== undefined) return baseLanguage(code) === baseLanguage(lang);
  return findLanguage(code) !== undefined || findLanguage(baseLanguage(code)) !== undefined;
}

/** The base code of a language's name, alone or with a word of labelling (`English`, `German_word`, `Deutsch (Begriff)`). */
function labelledLanguage(cell: string): string | undefined {
  const words = cell
    .toLowerCase()
    .replace(/\(.*\)/g, ' ')
    .split(/[\s_\-/:]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 3) return undefined;
  const names = knownLanguageNames();
  const code = names.get(words[0]!);
  if (code === undefined) return undefined;
  return words.slice(1).every((word) => TITLES.has(word) || word === 'language' || names.has(word)) ? code : undefined;
}

const isLanguageLabel = (cell: string) => labelledLanguage(cell) !== undefined;

/** The base code of the language a header cell names, by its code (`de-AT`) or its name (`German_word`). */
function languageOfLabel(cell: string | undefined): string | undefined {
  const value = cell?.trim() ?? '';
  if (isLanguageCode(value)) return baseLanguage(value.replace(/_/g, '-'));
  return value.length <= 40 ? labelledLanguage(value) : undefined;
}

/** A cell that names a column whatever the rows below hold: a title tools write, or a language's name. */
function isColumnTitle(cell: string): boolean {
  const value = cell.trim();
  if (value === '' || value.length > 40) return false;
  return TITLES.has(value.toLowerCase().replace(/[\s_-]+/g, ' ')) || isLanguageLabel(value);
}

/** A label shaped unlike phrases: `snake_case`, `camelCase`, or ALL CAPS of more than one letter. */
function isIdentifierLike(cell: string): boolean {
  return /^[A-Za-z][A-Za-z0-9]*(_[A-Za-z0-9]+)+$/.test(cell) || /^[a-z]+[A-Z][A-Za-z]*$/.test(cell);
}

const startsUpper = (cell: string) => /^\p{Lu}/u.test(cell);
const startsLower = (cell: string) => /^\p{Ll}/u.test(cell);

/** The cell is unlike the column's cells below it: a capitalised label over phrases that start in lower case. */
function unlikeBelow(cell: string, below: readonly string[]): boolean {
  const value = cell.trim();
  if (value === '' || value.length > 40 || /[.!?:;]$/.test(value)) return false;
  if (isIdentifierLike(value)) return true;
  const filled = below.map((text) => text.trim()).filter(Boolean);
  if (filled.length < 2) return false;
  if (filled.includes(value)) return false;
  const lower = filled.filter(startsLower).length;
  return startsUpper(value) && lower / filled.length >= 0.8;
}

export interface HeaderRowInput {
  /** The first row's cells. */
  first: readonly (string | undefined)[];
  /** The rows below it (a few are enough). */
  below?: readonly (readonly (string | undefined)[])[];
  /** The columns taken as source and target. */
  columns?: { source: number; target: number };
  /** The dictionary's pair, when known: codes of another pair in the first row are then entries. */
  sourceLang?: string;
  targetLang?: string;
}

/**
 * True when the first row labels its columns: the source and target cells are both language codes (one of them
 * the pair's, when the pair is known), or both are titles or language names, or both are unlike the cells below them. A
 * real entry is never all of that: "Ei | egg" is not a header, "de | en" of a de → en dictionary is.
 */
export function looksLikeHeaderRow(input: HeaderRowInput): boolean {
  // Judged on the chosen columns, and on those the row names for the pair or the first two: choosing another
  // column as the target does not make a header an entry.
  const chosen = input.columns ?? { source: 0, target: 1 };
  const named = labelledColumns(input.first, input.below ?? [], input);
  return [chosen, named, { source: 0, target: 1 }].some((columns) => columns && labelsColumns(input, columns));
}

/**
 * The source and target columns a header row names for the pair, by language codes (`en`, `de-AT`) or names
 * (`English_word`, `German`), if it names both: the first column of each language.
 */
function columnsByLabel(
  header: readonly (string | undefined)[],
  pair: { sourceLang?: string; targetLang?: string },
): { source: number; target: number } | undefined {
  if (!pair.sourceLang || !pair.targetLang) return undefined;
  const languages = header.map(languageOfLabel);
  const source = languages.indexOf(baseLanguage(pair.sourceLang));
  const target = languages.findIndex((lang, i) => i !== source && lang === baseLanguage(pair.targetLang!));
  return source !== -1 && target !== -1 ? { source, target } : undefined;
}

/**
 * The columns a first row names for the pair, unless the rows below hold language codes in those same columns
 * (the service's CSV, `Haus,house,de,en`, names the pair on every line: its first line is an entry).
 */
export function labelledColumns(
  first: readonly (string | undefined)[],
  below: readonly (readonly (string | undefined)[])[],
  pair: { sourceLang?: string; targetLang?: string },
): { source: number; target: number } | undefined {
  const named = columnsByLabel(first, pair);
  if (!named) return undefined;
  const codesBelow = below.filter(
    (row) => isLanguageCode(row[named.source] ?? '') && isLanguageCode(row[named.target] ?? ''),
  );
  return below.length > 0 && codesBelow.length * 2 >= below.length ? undefined : named;
}

function labelsColumns(input: HeaderRowInput, columns: { source: number; target: number }): boolean {
  const { source: s, target: t } = columns;
  const source = input.first[s]?.trim();
  const target = input.first[t]?.trim();
  if (!source || !target) return false;
  if (isLanguageCode(source) && isLanguageCode(target)) {
    // Two codes are an entry only when neither is the pair's ("it | es" of an en → de dictionary).
    const paired = input.sourceLang === undefined && input.targetLang === undefined;
    return (
      paired ||
      (input.sourceLang !== undefined && isLanguageCode(source, input.sourceLang)) ||
      (input.targetLang !== undefined && isLanguageCode(target, input.targetLang))
    );
  }
  const known = isColumnTitle;
  if (known(source) && known(target)) return true;
  const below = input.below ?? [];
  const column = (index: number) => below.map((row) => row[index] ?? '');
  const labelled = (cell: string, index: number) => known(cell) || unlikeBelow(cell, column(index));
  return labelled(source, s) && labelled(target, t);
}
