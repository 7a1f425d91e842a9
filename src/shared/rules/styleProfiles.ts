// Style profiles' rules, written once: main checks a profile before sending, the simulator on receipt, the
// window as the user types; and which of a profile's components a translation uses, given its languages (the
// service "picks the components that fit": every glossary with a dictionary for the pair, in the profile's
// order; the style rule list of the target language; the memory of the source language that has the target).
import { type FieldIssue, fieldIssue } from '../errors';
import { baseLanguage, coversVariant, languageName } from './languages';

/** The longest name Glossa sends (the published pages give none; the style rule lists' own bound). */
const STYLE_PROFILE_NAME_MAX = 1024;
export const STYLE_PROFILE_LISTS = ['glossary_ids', 'style_rule_ids', 'translation_memory_ids'] as const;
export type StyleProfileList = (typeof STYLE_PROFILE_LISTS)[number];

/** The body of a create (every field) or an update (`partial`: absent fields stay as they are). */
export function checkStyleProfileFields(fields: Record<string, unknown>, partial = false): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const { name } = fields;
  if (name === undefined && !partial) issues.push({ field: 'name', message: 'A style profile needs a name.' });
  else if (name !== undefined && (typeof name !== 'string' || name.trim() === ''))
    issues.push({ field: 'name', message: 'A style profile needs a name.' });
  else if (typeof name === 'string' && name.length > STYLE_PROFILE_NAME_MAX)
    issues.push({ field: 'name', message: `A style profile's name has at most ${STYLE_PROFILE_NAME_MAX} characters.` });
  for (const text of ['description', 'industry'] as const) {
    if (fields[text] !== undefined && typeof fields[text] !== 'string')
      issues.push({ field: text, message: `The ${text} must be text.` });
  }
  for (const list of STYLE_PROFILE_LISTS) {
    const value = fields[list];
    if (value === undefined) continue;
    if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' || id === '')) {
      issues.push({ field: list, message: `Check '${list}': it must be a list of IDs.` });
    } else if (new Set(value).size !== value.length) {
      issues.push({ field: list, message: `Check '${list}': an ID is listed twice.` });
    }
  }
  if (
    fields.glossary_priority_order_enabled !== undefined &&
    typeof fields.glossary_priority_order_enabled !== 'boolean'
  )
    issues.push({
      field: 'glossary_priority_order_enabled',
      message: 'glossary_priority_order_enabled must be true or false.',
    });
  return issues;
}

export interface ProfileStyleList {
  style_id: string;
  name: string;
  language: string;
}
export interface ProfileMemory {
  translation_memory_id: string;
  name: string;
  source_language: string;
  target_languages: readonly string[];
}
export interface ProfileGlossary {
  glossary_id: string;
  name: string;
  dictionaries: readonly { source_lang: string; target_lang: string }[];
}

/** A profile links at most one style rule list per target language and one memory per source language. */
export function checkProfileLanguages(
  styleLists: readonly ProfileStyleList[],
  memories: readonly ProfileMemory[],
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const twice = <T>(items: readonly T[], language: (item: T) => string) => {
    const seen = new Map<string, T>();
    for (const item of items) {
      const key = baseLanguage(language(item));
      const first = seen.get(key);
      if (first) return [first, item, key] as const;
      seen.set(key, item);
    }
    return undefined;
  };
  const lists = twice(styleLists, (list) => list.language);
  if (lists)
    issues.push({
      field: 'style_rule_ids',
      message: `Check 'style_rule_ids': "${lists[0].name}" and "${lists[1].name}" are both for ${languageName(lists[2])}; a profile has one style rule list per target language.`,
    });
  const tms = twice(memories, (memory) => memory.source_language);
  if (tms)
    issues.push({
      field: 'translation_memory_ids',
      message: `Check 'translation_memory_ids': "${tms[0].name}" and "${tms[1].name}" are both for ${languageName(tms[2])} texts; a profile has one translation memory per source language.`,
    });
  return issues;
}

export interface ProfileComponents<G, S, M> {
  glossaries: G[];
  styleList?: S;
  memory?: M;
}

/**
 * What a profile gives a translation from `sourceLang` (undefined: detected, so no glossary applies) into
 * `targetLang`: the glossaries with a dictionary for the pair (in the profile's order), the style rule list of
 * the target language, and the memory of the source language that has the target.
 */
export function componentsFor<G extends ProfileGlossary, S extends ProfileStyleList, M extends ProfileMemory>(
  parts: { glossaries: readonly G[]; styleLists: readonly S[]; memories: readonly M[] },
  sourceLang: string | undefined,
  targetLang: string,
): ProfileComponents<G, S, M> {
  const source = sourceLang ? baseLanguage(sourceLang) : undefined;
  const target = baseLanguage(targetLang);
  return {
    glossaries: source
      ? parts.glossaries.filter((glossary) =>
          glossary.dictionaries.some(
            (pair) => baseLanguage(pair.source_lang) === source && baseLanguage(pair.target_lang) === target,
          ),
        )
      : [],
    styleList: parts.styleLists.find((list) => baseLanguage(list.language) === target),
    memory: source
      ? parts.memories.find(
          (memory) =>
            baseLanguage(memory.source_language) === source &&
            memory.target_languages.some((code) => coversVariant(code, targetLang)),
        )
      : undefined,
  };
}

/**
 * A profile that gives a translation from `sourceLang` (undefined: detected) into `targetLang` nothing at all
 * (no glossary of the pair, no style rule list of the target, no memory of the source with the target) is
 * refused before sending: the translation would go out without any of the client's choices.
 */
export function checkProfileFits(
  profileName: string,
  parts: {
    glossaries: readonly ProfileGlossary[];
    styleLists: readonly ProfileStyleList[];
    memories: readonly ProfileMemory[];
  },
  sourceLang: string | undefined,
  targetLang: string,
): FieldIssue[] {
  const found = componentsFor(parts, sourceLang, targetLang);
  if (found.glossaries.length > 0 || found.styleList || found.memory) return [];
  // With the source detected, a glossary or memory of the pair could have applied had the source been chosen.
  const couldWithSource = parts.glossaries.length > 0 || parts.memories.length > 0;
  return [
    fieldIssue('style_profile_id', {
      id: sourceLang
        ? 'profiles.use.nothingForPair'
        : couldWithSource
          ? 'profiles.use.nothingWithoutSource'
          : 'profiles.use.nothingForTarget',
      values: {
        name: profileName,
        target: languageName(targetLang),
        ...(sourceLang ? { source: languageName(sourceLang) } : {}),
      },
      languages: { target: targetLang, ...(sourceLang ? { source: sourceLang } : {}) },
    }),
  ];
}
