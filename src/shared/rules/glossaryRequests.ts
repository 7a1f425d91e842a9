// Rules of glossary requests as a whole (create, PUT/PATCH a dictionary, v2 create), composed from the entry
// rules (glossaryEntries.ts) and the language table (languages.ts). Main runs them before sending.
import type { FieldIssue } from '../errors';
import { ENTRIES_FORMATS } from '../api/glossaries';
import { GLOSSARY_LIMITS, parseGlossaryEntries, validateGlossaryName } from './glossaryEntries';
import { baseLanguage, checkLanguage } from './languages';
import { isFilled, listOfValues, stringOrUndefined } from './issues';

/** How many entry problems one field lists before it says "and N more". */
const LISTED_ENTRY_ISSUES = 5;

export function checkGlossaryName(name: unknown, field = 'name'): FieldIssue[] {
  if (typeof name !== 'string') return [{ field, message: 'Give the glossary a name.' }];
  return validateGlossaryName(name).map((issue) => ({ field, message: issue.message }));
}

/** A glossary language: any casing, a variant counts as its base language (a glossary applies to a language). */
function checkGlossaryLanguage(field: string, code: unknown, side: 'source' | 'target'): FieldIssue[] {
  const text = stringOrUndefined(code);
  if (!isFilled(text)) return [{ field, message: `Choose the ${side} language of the dictionary.` }];
  if (checkLanguage(field, baseLanguage(text), 'glossary', side, { required: true }).length === 0) return [];
  return [{ field, message: `"${text}" is not a language glossaries can be made for. Pick one from the list.` }];
}

/** One dictionary as sent: its pair, its format, and every entry by the entry rules (including the 10 MB limit). */
export function checkDictionaryInput(dictionary: unknown, at = ''): FieldIssue[] {
  const field = (name: string) => (at ? `${at}.${name}` : name);
  if (typeof dictionary !== 'object' || dictionary === null) return [{ field: at || 'dictionary', message: 'A dictionary needs a language pair and entries.' }];
  const { source_lang, target_lang, entries, entries_format } = dictionary as Record<string, unknown>;
  const issues = [...checkGlossaryLanguage(field('source_lang'), source_lang, 'source'), ...checkGlossaryLanguage(field('target_lang'), target_lang, 'target')];
  const format = entries_format ?? 'tsv';
  if (typeof format !== 'string' || !(ENTRIES_FORMATS as readonly string[]).includes(format)) {
    issues.push({ field: field('entries_format'), message: `The entries format must be ${listOfValues(ENTRIES_FORMATS)}.` });
    return issues;
  }
  if (typeof entries !== 'string') {
    issues.push({ field: field('entries'), message: 'Add the entries of the dictionary.' });
    return issues;
  }
  const parsed = parseGlossaryEntries(entries, {
    format: format as 'tsv' | 'csv',
    ...(isFilled(source_lang) ? { sourceLang: source_lang } : {}),
    ...(isFilled(target_lang) ? { targetLang: target_lang } : {}),
  });
  if (parsed.tooLarge) {
    issues.push({
      field: field('entries'),
      message: `The dictionary holds ${parsed.byteSize.toLocaleString('en-US')} bytes of entries; at most ${GLOSSARY_LIMITS.dictionaryBytes.toLocaleString('en-US')} (10 MB) are allowed. Split it.`,
    });
  }
  const lineIssues = parsed.issues.filter((issue) => issue.reason !== 'dictionaryTooLarge');
  for (const issue of lineIssues.slice(0, LISTED_ENTRY_ISSUES)) {
    issues.push({ field: field('entries'), message: `Line ${issue.line}: ${issue.message}` });
  }
  if (lineIssues.length > LISTED_ENTRY_ISSUES) {
    issues.push({ field: field('entries'), message: `And ${lineIssues.length - LISTED_ENTRY_ISSUES} more lines with problems.` });
  }
  return issues;
}

const pairKey = (dictionary: unknown): string => {
  const { source_lang, target_lang } = (dictionary ?? {}) as Record<string, unknown>;
  return `${baseLanguage(String(source_lang ?? ''))}>${baseLanguage(String(target_lang ?? ''))}`;
};

/** POST /v3/glossaries: a name and one or more dictionaries, at most one per language pair. */
export function checkCreateGlossaryRequest(request: { name?: unknown; dictionaries?: unknown }): FieldIssue[] {
  const issues = checkGlossaryName(request.name);
  if (!Array.isArray(request.dictionaries) || request.dictionaries.length === 0) {
    return [...issues, { field: 'dictionaries', message: 'A glossary needs at least one dictionary.' }];
  }
  request.dictionaries.forEach((dictionary, index) => issues.push(...checkDictionaryInput(dictionary, `dictionaries.${index}`)));
  const pairs = request.dictionaries.map(pairKey);
  if (new Set(pairs).size !== pairs.length) {
    issues.push({ field: 'dictionaries', message: 'Two dictionaries have the same language pair. Keep one dictionary per pair.' });
  }
  return issues;
}

/** PATCH /v3/glossaries/{id}: a new name and/or exactly one dictionary to merge. */
export function checkPatchGlossaryRequest(request: { name?: unknown; dictionaries?: unknown }): FieldIssue[] {
  const issues = request.name === undefined ? [] : checkGlossaryName(request.name);
  const dictionaries = request.dictionaries;
  if (dictionaries !== undefined && !Array.isArray(dictionaries)) return [...issues, { field: 'dictionaries', message: 'Dictionaries must be a list.' }];
  if (request.name === undefined && (!dictionaries || dictionaries.length === 0)) {
    return [{ field: 'name', message: 'Nothing to change: give a new name or a dictionary.' }];
  }
  if (dictionaries && dictionaries.length > 1) {
    issues.push({ field: 'dictionaries', message: 'One change changes one dictionary. Send one change per language pair.' });
  }
  dictionaries?.forEach((dictionary, index) => issues.push(...checkDictionaryInput(dictionary, `dictionaries.${index}`)));
  return issues;
}

/** POST /v2/glossaries (legacy): a name, a pair from the v2 glossary set, and entries (`tsv` by default). */
export function checkCreateGlossaryV2Request(request: { name?: unknown; source_lang?: unknown; target_lang?: unknown; entries?: unknown; entries_format?: unknown }): FieldIssue[] {
  return [
    ...checkGlossaryName(request.name),
    ...checkDictionaryInput({ source_lang: request.source_lang, target_lang: request.target_lang, entries: request.entries, entries_format: request.entries_format }),
  ];
}
