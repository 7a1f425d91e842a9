// The translate parameters beyond the spec's (glossary, formality), as the public service describes them
// (reference/openapi.yaml, POST /v2/translate): their values, limits and the rules that make a 400. JSON
// sends booleans and lists; a form sends '0'/'1' and repeated or comma-separated values: both are read here.
import type { FieldIssue } from '../errors';
import { baseLanguage } from './languageCodes';
import { coversVariant, languageName } from './languages';
import { listOfValues } from './issues';

import {
  MODEL_TYPES,
  SPLIT_SENTENCES_VALUES,
  TAG_HANDLING_VALUES,
  TAG_HANDLING_VERSIONS,
  type ModelType,
} from '../api/wireValues';

export type { ModelType, TagHandling } from '../api/wireValues';

/** Glossaries one request (text or document) may name in `glossary_ids` (the published limit). */
export const GLOSSARIES_PER_REQUEST_MAX = 5;
/** A translation memory's least match, in percent; the service recommends 75 or more. */
export const MEMORY_THRESHOLD = { min: 0, max: 100, default: 75 } as const;

/** Inline custom instructions of one translate request. */
export const TRANSLATE_INSTRUCTIONS_MAX = 10;
const TRANSLATE_INSTRUCTION_MAX_CHARACTERS = 300;
/** Targets (and their variants) that take inline custom instructions. */
const CUSTOM_INSTRUCTION_TARGETS = ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'zh'] as const;

/** A boolean option: JSON true/false, or a form's '1'/'0' (also 'true'/'false'). 'invalid' for anything else. */
export function readBooleanOption(value: unknown): boolean | undefined | 'invalid' {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return 'invalid';
}

/** A tag list: a JSON array of names, or a form's comma-separated string (or repeated values). */
export function readTagList(value: unknown): string[] | 'invalid' {
  if (value === undefined || value === null || value === '') return [];
  const parts = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
  if (!parts || parts.some((part) => typeof part !== 'string')) return 'invalid';
  return (parts as string[])
    .flatMap((part) => part.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The model a request is answered with: `prefer_quality_optimized` is served by the quality model. */
export function modelTypeUsed(modelType: ModelType): ModelType {
  return modelType === 'prefer_quality_optimized' ? 'quality_optimized' : modelType;
}

/** Whether a target language takes inline custom instructions. */
export const takesCustomInstructions = (targetLang: string): boolean =>
  (CUSTOM_INSTRUCTION_TARGETS as readonly string[]).includes(baseLanguage(targetLang));

export interface TranslateOptionsDraft {
  target_lang?: unknown;
  split_sentences?: unknown;
  preserve_formatting?: unknown;
  show_billed_characters?: unknown;
  outline_detection?: unknown;
  context?: unknown;
  model_type?: unknown;
  tag_handling?: unknown;
  tag_handling_version?: unknown;
  ignore_tags?: unknown;
  splitting_tags?: unknown;
  non_splitting_tags?: unknown;
  style_id?: unknown;
  custom_instructions?: unknown;
  source_lang?: unknown;
  glossary_id?: unknown;
  glossary_ids?: unknown;
  translation_memory_id?: unknown;
  translation_memory_threshold?: unknown;
}

const oneOf = (field: string, value: unknown, values: readonly string[]): FieldIssue[] =>
  value === undefined || (typeof value === 'string' && values.includes(value))
    ? []
    : [{ field, message: `${field} must be ${listOfValues(values)}.` }];

/** Every rule of the extra translate parameters. `targetLang` is the request's (valid) target, when known. */
export function checkTranslateOptions(draft: TranslateOptionsDraft, targetLang?: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  issues.push(...oneOf('split_sentences', draft.split_sentences, SPLIT_SENTENCES_VALUES));
  for (const field of ['preserve_formatting', 'show_billed_characters', 'outline_detection'] as const) {
    if (readBooleanOption(draft[field]) === 'invalid')
      issues.push({ field, message: `${field} must be true or false (1 or 0 in a form).` });
  }
  if (draft.context !== undefined && typeof draft.context !== 'string')
    issues.push({ field: 'context', message: 'context must be text.' });
  issues.push(...oneOf('model_type', draft.model_type, MODEL_TYPES));
  issues.push(...oneOf('tag_handling', draft.tag_handling, TAG_HANDLING_VALUES));
  issues.push(...oneOf('tag_handling_version', draft.tag_handling_version, TAG_HANDLING_VERSIONS));
  const lists: Record<string, string[] | 'invalid'> = {};
  for (const field of ['ignore_tags', 'splitting_tags', 'non_splitting_tags'] as const) {
    lists[field] = readTagList(draft[field]);
    if (lists[field] === 'invalid')
      issues.push({ field, message: `${field} must be a list of tag names (comma-separated in a form).` });
  }
  const splitting = lists.splitting_tags;
  const nonSplitting = lists.non_splitting_tags;
  if (Array.isArray(splitting) && Array.isArray(nonSplitting)) {
    const both = splitting.filter((name) => nonSplitting.includes(name));
    if (both.length > 0)
      issues.push({
        field: 'splitting_tags',
        message: `A tag cannot both split and not split sentences: ${both.join(', ')}.`,
      });
  }
  if (draft.style_id !== undefined && (typeof draft.style_id !== 'string' || draft.style_id.trim() === '')) {
    issues.push({ field: 'style_id', message: 'style_id must be the id of a style rule list.' });
  }
  issues.push(...checkInlineInstructions(draft.custom_instructions, targetLang));
  issues.push(...checkGlossaryList(draft));
  issues.push(...checkMemoryOptions(draft));
  return issues;
}

/** `glossary_ids`: up to 5 distinct ids, never with `glossary_id`, and (like one glossary) an explicit source. */
function checkGlossaryList(draft: TranslateOptionsDraft): FieldIssue[] {
  if (draft.glossary_ids === undefined) return [];
  const field = 'glossary_ids';
  const ids = readTagList(draft.glossary_ids);
  if (ids === 'invalid') return [{ field, message: 'glossary_ids must be a list of glossary ids.' }];
  const issues: FieldIssue[] = [];
  if (ids.length > GLOSSARIES_PER_REQUEST_MAX)
    issues.push({
      field,
      message: `At most ${GLOSSARIES_PER_REQUEST_MAX} glossaries can be used in one translation; ${ids.length} are chosen. Remove ${ids.length - GLOSSARIES_PER_REQUEST_MAX}.`,
    });
  if (new Set(ids).size !== ids.length) issues.push({ field, message: 'A glossary is chosen twice.' });
  if (draft.glossary_id !== undefined && draft.glossary_id !== '' && ids.length > 0)
    issues.push({ field, message: 'Send one glossary as glossary_id or several as glossary_ids, not both.' });
  if (ids.length > 0 && (typeof draft.source_lang !== 'string' || draft.source_lang === ''))
    issues.push({
      field: 'source_lang',
      message:
        'Glossaries can only be used with an explicit source language. Choose the source language instead of detecting it.',
    });
  return issues;
}

/** The memory's id and threshold: a whole percentage 0–100, and a threshold only with a memory. */
function checkMemoryOptions(draft: TranslateOptionsDraft): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const id = draft.translation_memory_id;
  if (id !== undefined && (typeof id !== 'string' || id.trim() === ''))
    issues.push({ field: 'translation_memory_id', message: 'translation_memory_id must be the id of a memory.' });
  const raw = draft.translation_memory_threshold;
  if (raw === undefined) return issues;
  const threshold = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (
    typeof threshold !== 'number' ||
    !Number.isInteger(threshold) ||
    threshold < MEMORY_THRESHOLD.min ||
    threshold > MEMORY_THRESHOLD.max
  )
    issues.push({
      field: 'translation_memory_threshold',
      message: `The memory's threshold is a whole percentage from ${MEMORY_THRESHOLD.min} to ${MEMORY_THRESHOLD.max}.`,
    });
  else if (id === undefined)
    issues.push({ field: 'translation_memory_threshold', message: 'A threshold needs a translation memory.' });
  return issues;
}

/** A translation memory as the list describes it (GET /v3/translation_memories). */
export interface MemoryLanguages {
  name: string;
  source_language: string;
  target_languages: readonly string[];
}

/** A memory serves one source language and its own targets (a base-language target covers its variants). */
export function checkMemoryUse(
  memory: MemoryLanguages,
  sourceLang: string | undefined,
  targetLang: string,
): FieldIssue[] {
  const field = 'translation_memory_id';
  if (sourceLang && baseLanguage(sourceLang) !== baseLanguage(memory.source_language))
    return [
      {
        field,
        message: `The memory "${memory.name}" is for ${languageName(memory.source_language)} texts, not ${languageName(sourceLang)}. Choose a memory for this source language.`,
      },
    ];
  if (!memory.target_languages.some((target) => coversVariant(target, targetLang)))
    return [
      {
        field,
        message: `The memory "${memory.name}" has no ${languageName(targetLang)} translations (it has ${memory.target_languages.map((code) => languageName(code)).join(', ')}). Choose a memory for this target language.`,
      },
    ];
  return [];
}

/** Inline custom instructions: at most 10, each 1–300 characters, and only into a target that takes them. */
export function checkInlineInstructions(instructions: unknown, targetLang?: string): FieldIssue[] {
  if (instructions === undefined) return [];
  const field = 'custom_instructions';
  const list = typeof instructions === 'string' ? [instructions] : instructions;
  if (!Array.isArray(list) || list.some((item) => typeof item !== 'string'))
    return [{ field, message: 'custom_instructions must be a list of texts.' }];
  const issues: FieldIssue[] = [];
  if (list.length > TRANSLATE_INSTRUCTIONS_MAX) {
    issues.push({
      field,
      message: `At most ${TRANSLATE_INSTRUCTIONS_MAX} custom instructions can be sent with a translation; this request has ${list.length}.`,
    });
  }
  (list as string[]).forEach((instruction, index) => {
    const length = [...instruction].length;
    if (instruction.trim() === '')
      issues.push({ field: `${field}.${index}`, message: 'A custom instruction cannot be empty.' });
    else if (length > TRANSLATE_INSTRUCTION_MAX_CHARACTERS) {
      issues.push({
        field: `${field}.${index}`,
        message: `A custom instruction has at most ${TRANSLATE_INSTRUCTION_MAX_CHARACTERS} characters; this one has ${length}.`,
      });
    }
  });
  if (list.length > 0 && targetLang && !takesCustomInstructions(targetLang)) {
    issues.push({
      field,
      message: `Custom instructions work only into ${CUSTOM_INSTRUCTION_TARGETS.map((code) => languageName(code)).join(', ')} (and their variants), not into ${languageName(targetLang)}.`,
    });
  }
  return issues;
}
