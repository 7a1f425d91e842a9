// The translate parameters beyond the spec's (glossary, formality), as the public service describes them
// (reference/openapi.yaml, POST /v2/translate): their values, limits and the rules that make a 400. JSON
// sends booleans and lists; a form sends '0'/'1' and repeated or comma-separated values: both are read here.
import type { FieldIssue } from '../errors';
import { baseLanguage } from './languageCodes';
import { languageName } from './languages';
import { listOfValues } from './issues';

const SPLIT_SENTENCES_VALUES = ['0', '1', 'nonewlines'] as const;
const TAG_HANDLING_VALUES = ['xml', 'html'] as const;
export type TagHandling = (typeof TAG_HANDLING_VALUES)[number];
const TAG_HANDLING_VERSIONS = ['v1', 'v2'] as const;
const MODEL_TYPES = ['quality_optimized', 'prefer_quality_optimized', 'latency_optimized'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];

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
  return issues;
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
