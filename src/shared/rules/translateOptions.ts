// The translate parameters beyond the spec's (glossary, formality), as the public service describes them
// (reference/openapi.yaml, POST /v2/translate): their values, limits and the rules that make a 400. JSON
// sends booleans and lists; a form sends '0'/'1' and repeated or comma-separated values: both are read here.
import type { FieldIssue } from '../errors';
import { baseLanguage } from './languageCodes';
import { coversVariant, languageName } from './languages';
import { fieldIssue, quotedList } from './issues';

/** Language codes as a list read the same in every language: `DE, EN-GB`. */
const codeList = (codes: readonly string[]): string => codes.map((code) => code.toUpperCase()).join(', ');

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
    : [fieldIssue(field, { id: 'translate.rule.mustBeOneOf', values: { field, values: quotedList(values) } })];

/** Every rule of the extra translate parameters. `targetLang` is the request's (valid) target, when known. */
export function checkTranslateOptions(draft: TranslateOptionsDraft, targetLang?: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  issues.push(...oneOf('split_sentences', draft.split_sentences, SPLIT_SENTENCES_VALUES));
  for (const field of ['preserve_formatting', 'show_billed_characters', 'outline_detection'] as const) {
    if (readBooleanOption(draft[field]) === 'invalid')
      issues.push(fieldIssue(field, { id: 'translate.rule.booleanInvalid', values: { field } }));
  }
  if (draft.context !== undefined && typeof draft.context !== 'string')
    issues.push(fieldIssue('context', { id: 'translate.rule.contextNotText' }));
  issues.push(...oneOf('model_type', draft.model_type, MODEL_TYPES));
  issues.push(...oneOf('tag_handling', draft.tag_handling, TAG_HANDLING_VALUES));
  issues.push(...oneOf('tag_handling_version', draft.tag_handling_version, TAG_HANDLING_VERSIONS));
  const lists: Record<string, string[] | 'invalid'> = {};
  for (const field of ['ignore_tags', 'splitting_tags', 'non_splitting_tags'] as const) {
    lists[field] = readTagList(draft[field]);
    if (lists[field] === 'invalid')
      issues.push(fieldIssue(field, { id: 'translate.rule.tagListInvalid', values: { field } }));
  }
  const splitting = lists.splitting_tags;
  const nonSplitting = lists.non_splitting_tags;
  if (Array.isArray(splitting) && Array.isArray(nonSplitting)) {
    const both = splitting.filter((name) => nonSplitting.includes(name));
    if (both.length > 0)
      issues.push(
        fieldIssue('splitting_tags', { id: 'translate.rule.splitAndNot', values: { tags: both.join(', ') } }),
      );
  }
  if (draft.style_id !== undefined && (typeof draft.style_id !== 'string' || draft.style_id.trim() === '')) {
    issues.push(fieldIssue('style_id', { id: 'translate.rule.styleIdInvalid' }));
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
  if (ids === 'invalid') return [fieldIssue(field, { id: 'translate.rule.glossaryIdsInvalid' })];
  const issues: FieldIssue[] = [];
  if (ids.length > GLOSSARIES_PER_REQUEST_MAX)
    issues.push(
      fieldIssue(field, {
        id: 'translate.rule.tooManyGlossaries',
        values: {
          max: GLOSSARIES_PER_REQUEST_MAX,
          count: ids.length,
          extra: ids.length - GLOSSARIES_PER_REQUEST_MAX,
        },
      }),
    );
  if (new Set(ids).size !== ids.length) issues.push(fieldIssue(field, { id: 'translate.rule.glossaryTwice' }));
  if (draft.glossary_id !== undefined && draft.glossary_id !== '' && ids.length > 0)
    issues.push(fieldIssue(field, { id: 'translate.rule.glossaryBoth' }));
  if (ids.length > 0 && (typeof draft.source_lang !== 'string' || draft.source_lang === ''))
    issues.push(fieldIssue('source_lang', { id: 'translate.rule.glossaryNeedsSource' }));
  return issues;
}

/** The memory's id and threshold: a whole percentage 0–100, and a threshold only with a memory. */
function checkMemoryOptions(draft: TranslateOptionsDraft): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const id = draft.translation_memory_id;
  if (id !== undefined && (typeof id !== 'string' || id.trim() === ''))
    issues.push(fieldIssue('translation_memory_id', { id: 'translate.rule.memoryIdInvalid' }));
  const raw = draft.translation_memory_threshold;
  if (raw === undefined) return issues;
  const threshold = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (
    typeof threshold !== 'number' ||
    !Number.isInteger(threshold) ||
    threshold < MEMORY_THRESHOLD.min ||
    threshold > MEMORY_THRESHOLD.max
  )
    issues.push(
      fieldIssue('translation_memory_threshold', {
        id: 'translate.rule.thresholdRange',
        values: { min: MEMORY_THRESHOLD.min, max: MEMORY_THRESHOLD.max },
      }),
    );
  else if (id === undefined)
    issues.push(fieldIssue('translation_memory_threshold', { id: 'translate.rule.thresholdNeedsMemory' }));
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
      fieldIssue(field, {
        id: 'translate.rule.memoryOtherSource',
        values: {
          name: memory.name,
          memorySource: languageName(memory.source_language),
          source: languageName(sourceLang),
        },
        languages: { memorySource: memory.source_language, source: sourceLang },
      }),
    ];
  if (!memory.target_languages.some((target) => coversVariant(target, targetLang)))
    return [
      fieldIssue(field, {
        id: 'translate.rule.memoryOtherTarget',
        values: { name: memory.name, target: languageName(targetLang), available: codeList(memory.target_languages) },
        languages: { target: targetLang },
      }),
    ];
  return [];
}

/** Inline custom instructions: at most 10, each 1–300 characters, and only into a target that takes them. */
export function checkInlineInstructions(instructions: unknown, targetLang?: string): FieldIssue[] {
  if (instructions === undefined) return [];
  const field = 'custom_instructions';
  const list = typeof instructions === 'string' ? [instructions] : instructions;
  if (!Array.isArray(list) || list.some((item) => typeof item !== 'string'))
    return [fieldIssue(field, { id: 'translate.rule.instructionsNotList' })];
  const issues: FieldIssue[] = [];
  if (list.length > TRANSLATE_INSTRUCTIONS_MAX) {
    issues.push(
      fieldIssue(field, {
        id: 'translate.rule.instructionsTooMany',
        values: { max: TRANSLATE_INSTRUCTIONS_MAX, count: list.length },
      }),
    );
  }
  (list as string[]).forEach((instruction, index) => {
    const length = [...instruction].length;
    if (instruction.trim() === '')
      issues.push(fieldIssue(`${field}.${index}`, { id: 'translate.rule.instructionEmpty' }));
    else if (length > TRANSLATE_INSTRUCTION_MAX_CHARACTERS) {
      issues.push(
        fieldIssue(`${field}.${index}`, {
          id: 'translate.rule.instructionTooLong',
          values: { max: TRANSLATE_INSTRUCTION_MAX_CHARACTERS, length },
        }),
      );
    }
  });
  if (list.length > 0 && targetLang && !takesCustomInstructions(targetLang)) {
    issues.push(
      fieldIssue(field, {
        id: 'translate.rule.instructionsTarget',
        values: { targets: codeList(CUSTOM_INSTRUCTION_TARGETS), target: languageName(targetLang) },
        languages: { target: targetLang },
      }),
    );
  }
  return issues;
}
