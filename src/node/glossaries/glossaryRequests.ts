// Rules of glossary requests as a whole (create, PUT/PATCH a dictionary, v2 create), composed from the entry
// rules (glossaryEntries.ts) and the language table (languages.ts). Main runs the `check*` forms before
// sending; the simulator runs the `read*` forms, which also hand back the parsed dictionaries (one parse).
// Entries main has already read are passed as CheckedEntries and are not parsed again.
import type { FieldIssue } from '../../shared/errors';
import { ENTRIES_FORMATS } from '../../shared/api/glossaries';
import { CheckedEntries } from './checkedEntries';
import { GLOSSARY_LIMITS, validateGlossaryName, type GlossaryEntry } from '../../shared/rules/glossaryEntries';
import { parseGlossaryEntries } from '../formats/csv/glossaryParsing';
import { baseLanguage, checkLanguage } from '../../shared/rules/languages';
import { isFilled, listOfValues, stringOrUndefined } from '../../shared/rules/issues';

/** How many entry problems one field lists before it says "and N more". */
const LISTED_ENTRY_ISSUES = 5;

function checkGlossaryName(name: unknown, field = 'name'): FieldIssue[] {
  if (typeof name !== 'string') return [{ field, message: 'Give the glossary a name.' }];
  return validateGlossaryName(name).map((issue) => ({ field, message: issue.message }));
}

/** A glossary language: any casing, a variant counts as its base language (a glossary applies to a language). */
export function checkGlossaryLanguage(field: string, code: unknown, side: 'source' | 'target'): FieldIssue[] {
  const text = stringOrUndefined(code);
  if (!isFilled(text)) return [{ field, message: `Choose the ${side} language of the dictionary.` }];
  if (checkLanguage(field, baseLanguage(text), 'glossary', side, { required: true }).length === 0) return [];
  return [{ field, message: `"${text}" is not a language glossaries can be made for. Pick one from the list.` }];
}

/** A dictionary as the service stores it: base-language codes and the valid entries in order. */
export interface ReadDictionary {
  source_lang: string;
  target_lang: string;
  entries: GlossaryEntry[];
}

/** What reading a request found: every issue, whether the only size limit was broken, and what it holds. */
export interface GlossaryRequestRead {
  issues: FieldIssue[];
  /** Entries over 10 MB (the service answers 413 rather than 400). */
  tooLarge: boolean;
  /** The dictionaries, when there is no issue. */
  dictionaries: ReadDictionary[];
}

/** One dictionary as sent: its pair, its format, and every entry by the entry rules (including the 10 MB limit). */
export function readDictionaryInput(dictionary: unknown, at = ''): GlossaryRequestRead {
  const field = (name: string) => (at ? `${at}.${name}` : name);
  const refused = (issues: FieldIssue[], tooLarge = false): GlossaryRequestRead => ({
    issues,
    tooLarge,
    dictionaries: [],
  });
  if (typeof dictionary !== 'object' || dictionary === null)
    return refused([{ field: at || 'dictionary', message: 'A dictionary needs a language pair and entries.' }]);
  const { source_lang, target_lang, entries, entries_format } = dictionary as Record<string, unknown>;
  const issues = [
    ...checkGlossaryLanguage(field('source_lang'), source_lang, 'source'),
    ...checkGlossaryLanguage(field('target_lang'), target_lang, 'target'),
  ];
  const format = entries_format ?? 'tsv';
  if (typeof format !== 'string' || !(ENTRIES_FORMATS as readonly string[]).includes(format)) {
    issues.push({
      field: field('entries_format'),
      message: `The entries format must be ${listOfValues(ENTRIES_FORMATS)}.`,
    });
    return refused(issues);
  }
  if (entries instanceof CheckedEntries) {
    if (format !== 'tsv') issues.push({ field: field('entries_format'), message: 'Checked entries are sent as TSV.' });
    if (issues.length > 0) return refused(issues);
    return {
      issues,
      tooLarge: false,
      dictionaries: [
        {
          source_lang: baseLanguage(source_lang as string),
          target_lang: baseLanguage(target_lang as string),
          // Read only if asked for: main's check wants the issues alone and sends the checked text as it is.
          get entries() {
            return entries.entries;
          },
        },
      ],
    };
  }
  if (typeof entries !== 'string') {
    issues.push({ field: field('entries'), message: 'Add the entries of the dictionary.' });
    return refused(issues);
  }
  const parsed = parseGlossaryEntries(entries, {
    format: format as 'tsv' | 'csv',
    ...(isFilled(source_lang) ? { sourceLang: source_lang } : {}),
    ...(isFilled(target_lang) ? { targetLang: target_lang } : {}),
  });
  if (parsed.tooLarge) issues.push(tooLargeIssue(field('entries'), parsed.byteSize));
  const lineIssues = parsed.issues.filter((issue) => issue.reason !== 'dictionaryTooLarge');
  for (const issue of lineIssues.slice(0, LISTED_ENTRY_ISSUES)) {
    issues.push({ field: field('entries'), message: `Line ${issue.line}: ${issue.message}` });
  }
  if (lineIssues.length > LISTED_ENTRY_ISSUES) {
    issues.push({
      field: field('entries'),
      message: `And ${lineIssues.length - LISTED_ENTRY_ISSUES} more lines with problems.`,
    });
  }
  if (issues.length > 0) return refused(issues, parsed.tooLarge && lineIssues.length === 0);
  const pair = { source_lang: baseLanguage(source_lang as string), target_lang: baseLanguage(target_lang as string) };
  return { issues, tooLarge: false, dictionaries: [{ ...pair, entries: parsed.entries }] };
}

export function checkDictionaryInput(dictionary: unknown, at = ''): FieldIssue[] {
  return readDictionaryInput(dictionary, at).issues;
}

/** The 10 MB rule for a dictionary of `byteSize` bytes of TSV (also used after a PATCH merges entries). */
export function tooLargeIssue(field: string, byteSize: number): FieldIssue {
  return {
    field,
    message: `The dictionary holds ${byteSize.toLocaleString('en-US')} bytes of entries; at most ${GLOSSARY_LIMITS.dictionaryBytes.toLocaleString('en-US')} (10 MB) are allowed. Split it.`,
  };
}

/** Reads several dictionaries; sizes count as "too large" only when that is all that is wrong. */
function readDictionaries(dictionaries: readonly unknown[], leading: FieldIssue[]): GlossaryRequestRead {
  const reads = dictionaries.map((dictionary, index) => readDictionaryInput(dictionary, `dictionaries.${index}`));
  const issues = [...leading, ...reads.flatMap((read) => read.issues)];
  const onlySize = leading.length === 0 && reads.every((read) => read.issues.length === 0 || read.tooLarge);
  return issues.length > 0
    ? { issues, tooLarge: onlySize, dictionaries: [] }
    : { issues, tooLarge: false, dictionaries: reads.flatMap((r) => r.dictionaries) };
}

const pairKey = (dictionary: unknown): string => {
  const { source_lang, target_lang } = (dictionary ?? {}) as Record<string, unknown>;
  return `${baseLanguage(String(source_lang ?? ''))}>${baseLanguage(String(target_lang ?? ''))}`;
};

/**
 * POST /v3/glossaries: a name and dictionaries, at most one per language pair. As on the service (its official
 * Node client's tests), a glossary with no dictionaries is accepted, and a dictionary with no entries refused:
 * an empty language pair is added after the create, by a PUT of its dictionary.
 */
export function readCreateGlossaryRequest(request: { name?: unknown; dictionaries?: unknown }): GlossaryRequestRead {
  const issues = checkGlossaryName(request.name);
  const dictionaries = request.dictionaries ?? [];
  if (!Array.isArray(dictionaries)) {
    return {
      issues: [...issues, { field: 'dictionaries', message: 'Dictionaries must be a list.' }],
      tooLarge: false,
      dictionaries: [],
    };
  }
  const pairs = dictionaries.map(pairKey);
  if (new Set(pairs).size !== pairs.length) {
    issues.push({
      field: 'dictionaries',
      message: 'Two dictionaries have the same language pair. Keep one dictionary per pair.',
    });
  }
  const read = readDictionaries(dictionaries, issues);
  if (read.issues.length > 0) return read;
  const empty = read.dictionaries.findIndex((dictionary) => dictionary.entries.length === 0);
  if (empty < 0) return read;
  return {
    issues: [
      {
        field: `dictionaries.${empty}.entries`,
        message:
          'A dictionary needs at least one entry when a glossary is created. Add an entry, or add the language pair after creating the glossary.',
      },
    ],
    tooLarge: false,
    dictionaries: [],
  };
}

export function checkCreateGlossaryRequest(request: { name?: unknown; dictionaries?: unknown }): FieldIssue[] {
  return readCreateGlossaryRequest(request).issues;
}

/** PATCH /v3/glossaries/{id}: a new name and/or exactly one dictionary to merge. */
export function readPatchGlossaryRequest(request: { name?: unknown; dictionaries?: unknown }): GlossaryRequestRead {
  const issues = request.name === undefined ? [] : checkGlossaryName(request.name);
  const dictionaries = request.dictionaries;
  const refused = (more: FieldIssue[]) => ({ issues: [...issues, ...more], tooLarge: false, dictionaries: [] });
  if (dictionaries !== undefined && !Array.isArray(dictionaries))
    return refused([{ field: 'dictionaries', message: 'Dictionaries must be a list.' }]);
  if (request.name === undefined && (!dictionaries || dictionaries.length === 0)) {
    return {
      issues: [{ field: 'name', message: 'Nothing to change: give a new name or a dictionary.' }],
      tooLarge: false,
      dictionaries: [],
    };
  }
  if (dictionaries && dictionaries.length > 1) {
    return refused([
      { field: 'dictionaries', message: 'One change changes one dictionary. Send one change per language pair.' },
    ]);
  }
  return readDictionaries(dictionaries ?? [], issues);
}

export function checkPatchGlossaryRequest(request: { name?: unknown; dictionaries?: unknown }): FieldIssue[] {
  return readPatchGlossaryRequest(request).issues;
}

type V2CreateRequest = {
  name?: unknown;
  source_lang?: unknown;
  target_lang?: unknown;
  entries?: unknown;
  entries_format?: unknown;
};

/** POST /v2/glossaries (legacy): a name, a pair from the v2 glossary set, and entries (`tsv` by default). */
export function readCreateGlossaryV2Request(request: V2CreateRequest): GlossaryRequestRead {
  const nameIssues = checkGlossaryName(request.name);
  const read = readDictionaryInput({
    source_lang: request.source_lang,
    target_lang: request.target_lang,
    entries: request.entries,
    entries_format: request.entries_format,
  });
  if (nameIssues.length === 0) return read;
  return { issues: [...nameIssues, ...read.issues], tooLarge: false, dictionaries: [] };
}

export function checkCreateGlossaryV2Request(request: V2CreateRequest): FieldIssue[] {
  return readCreateGlossaryV2Request(request).issues;
}
