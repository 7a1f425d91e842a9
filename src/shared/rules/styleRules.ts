// Rules of style rule lists (/v3/style_rules): names, languages, custom instructions, paging, and the shape of
// configured rules (any identifier: the catalog the pickers offer is configuredRuleCatalog.ts, generated from the
// published description; the spec does not show the complete catalog, so an identifier outside it may be sent).
import type { FieldIssue } from '../errors';
import { STYLE_RULE_LANGUAGES } from '../api/wireValues';
import { checkLanguage, normalizeLanguageCode } from './languages';
import { characterCount, fieldIssue, isFilled, quotedList } from './issues';
import { CONFIGURED_RULE_CATALOG } from './configuredRuleCatalog';

const STYLE_RULE_NAME_MAX_CHARACTERS = 1024;
/** Enabled custom instructions per list (may change by plan tier). */
export const CUSTOM_INSTRUCTIONS_MAX = 200;
export const CUSTOM_INSTRUCTION_PROMPT_MAX_CHARACTERS = 300;
export const STYLE_RULES_PAGE_SIZE = { min: 1, max: 25, default: 10 } as const;
export const STYLE_RULES_FIRST_PAGE = 0;

/** Whether a language (any casing) can have a style rule list. */
const isStyleRuleLanguage = (code: string): boolean =>
  (STYLE_RULE_LANGUAGES as readonly string[]).includes(normalizeLanguageCode(code));

export function checkStyleRuleName(name: unknown, field = 'name'): FieldIssue[] {
  if (!isFilled(name)) return [fieldIssue(field, { id: 'styleRules.rules.nameMissing' })];
  if (characterCount(name) > STYLE_RULE_NAME_MAX_CHARACTERS) {
    return [
      fieldIssue(field, {
        id: 'styleRules.rules.nameTooLong',
        values: { length: characterCount(name), max: STYLE_RULE_NAME_MAX_CHARACTERS },
      }),
    ];
  }
  return [];
}

function checkStyleRuleLanguage(language: unknown, field = 'language'): FieldIssue[] {
  if (!isFilled(language)) return [fieldIssue(field, { id: 'styleRules.rules.languageMissing' })];
  if (!isStyleRuleLanguage(language)) {
    return [
      fieldIssue(field, {
        id: 'styleRules.rules.languageUnsupported',
        values: { languages: quotedList(STYLE_RULE_LANGUAGES), language },
      }),
    ];
  }
  return [];
}

/** One custom instruction: label and prompt required, prompt at most 300 characters, optional source language. */
export function checkCustomInstruction(instruction: unknown, field = ''): FieldIssue[] {
  const at = (name: string) => (field ? `${field}.${name}` : name);
  if (typeof instruction !== 'object' || instruction === null) {
    return [fieldIssue(field || 'custom_instruction', { id: 'styleRules.rules.instructionIncomplete' })];
  }
  const { label, prompt, source_language } = instruction as Record<string, unknown>;
  const issues: FieldIssue[] = [];
  if (!isFilled(label)) issues.push(fieldIssue(at('label'), { id: 'styleRules.rules.instructionLabelMissing' }));
  if (!isFilled(prompt)) {
    issues.push(fieldIssue(at('prompt'), { id: 'styleRules.rules.instructionPromptMissing' }));
  } else if (characterCount(prompt) > CUSTOM_INSTRUCTION_PROMPT_MAX_CHARACTERS) {
    issues.push(
      fieldIssue(at('prompt'), {
        id: 'styleRules.rules.promptTooLong',
        values: { length: characterCount(prompt), max: CUSTOM_INSTRUCTION_PROMPT_MAX_CHARACTERS },
      }),
    );
  }
  issues.push(...checkLanguage(at('source_language'), source_language, 'translate_text', 'source'));
  return issues;
}

/** The custom instructions of a list: at most 200, each valid. */
function checkCustomInstructions(instructions: unknown, field = 'custom_instructions'): FieldIssue[] {
  if (instructions === undefined) return [];
  if (!Array.isArray(instructions)) return [fieldIssue(field, { id: 'styleRules.rules.instructionsNotList' })];
  const issues: FieldIssue[] = [];
  if (instructions.length > CUSTOM_INSTRUCTIONS_MAX) {
    issues.push(
      fieldIssue(field, {
        id: 'styleRules.rules.instructionsTooMany',
        values: { max: CUSTOM_INSTRUCTIONS_MAX, count: instructions.length },
      }),
    );
  }
  instructions.forEach((instruction, index) =>
    issues.push(...checkCustomInstruction(instruction, `${field}.${index}`)),
  );
  return issues;
}

/** Adding one instruction to a list that already has `existingCount`. */
export function checkAddCustomInstruction(instruction: unknown, existingCount: number): FieldIssue[] {
  if (existingCount >= CUSTOM_INSTRUCTIONS_MAX) {
    return [
      fieldIssue('custom_instructions', {
        id: 'styleRules.rules.instructionsFull',
        values: { max: CUSTOM_INSTRUCTIONS_MAX },
      }),
    ];
  }
  return checkCustomInstruction(instruction);
}

/** Configured rules: category -> rule -> option, every name and option a non-empty string (free entry allowed). */
export function checkConfiguredRules(rules: unknown, field = 'configured_rules'): FieldIssue[] {
  if (rules === undefined) return [];
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) {
    return [fieldIssue(field, { id: 'styleRules.rules.configuredNotMap' })];
  }
  const issues: FieldIssue[] = [];
  for (const [category, ruleMap] of Object.entries(rules)) {
    if (category.trim() === '') issues.push(fieldIssue(field, { id: 'styleRules.rules.categoryUnnamed' }));
    if (typeof ruleMap !== 'object' || ruleMap === null || Array.isArray(ruleMap)) {
      issues.push(fieldIssue(`${field}.${category}`, { id: 'styleRules.rules.categoryNotMap', values: { category } }));
      continue;
    }
    for (const [rule, option] of Object.entries(ruleMap)) {
      if (rule.trim() === '')
        issues.push(fieldIssue(`${field}.${category}`, { id: 'styleRules.rules.ruleUnnamed', values: { category } }));
      if (!isFilled(option))
        issues.push(
          fieldIssue(`${field}.${category}.${rule}`, { id: 'styleRules.rules.ruleNoOption', values: { rule } }),
        );
    }
  }
  return issues;
}

/**
 * What the published description refuses among well-shaped configured rules: an option outside the published
 * options of a published rule (its `enum`). A category or a rule it does not name is left to the service: the
 * description does not close them (no `additionalProperties: false`) and the spec does not show the whole
 * catalog. The simulator answers 400 on these; the app sends them and shows the service's answer, since a newer
 * service may know options this copy of the description does not.
 */
export function checkPublishedOptions(rules: Readonly<Record<string, Readonly<Record<string, string>>>>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [category, ruleMap] of Object.entries(rules)) {
    for (const [rule, option] of Object.entries(ruleMap)) {
      const published = CONFIGURED_RULE_CATALOG[category]?.[rule];
      if (published && !published.includes(option))
        issues.push(
          fieldIssue(`configured_rules.${category}.${rule}`, {
            id: 'styleRules.rules.optionNotPublished',
            values: { option, rule, category },
          }),
        );
    }
  }
  return issues;
}

export interface StyleRuleListDraft {
  name?: unknown;
  language?: unknown;
  configured_rules?: unknown;
  custom_instructions?: unknown;
}

/** Every rule of POST /v3/style_rules. */
export function checkCreateStyleRuleList(request: StyleRuleListDraft): FieldIssue[] {
  return [
    ...checkStyleRuleName(request.name),
    ...checkStyleRuleLanguage(request.language),
    ...checkConfiguredRules(request.configured_rules),
    ...checkCustomInstructions(request.custom_instructions),
  ];
}

/** Paging of GET /v3/style_rules: page_size 1..25 (default 10), page >= 0 (default 0). */
export function checkStyleRulePaging(query: { page_size?: unknown; page?: unknown }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const { min, max } = STYLE_RULES_PAGE_SIZE;
  if (
    query.page_size !== undefined &&
    !(Number.isInteger(query.page_size) && (query.page_size as number) >= min && (query.page_size as number) <= max)
  ) {
    issues.push(fieldIssue('page_size', { id: 'styleRules.rules.pageSize', values: { min, max } }));
  }
  if (query.page !== undefined && !(Number.isInteger(query.page) && (query.page as number) >= 0)) {
    issues.push(fieldIssue('page', { id: 'styleRules.rules.page' }));
  }
  return issues;
}

/** The paging in effect, with defaults. Call after checkStyleRulePaging found no issue. */
export function resolveStyleRulePaging(query: { page_size?: number; page?: number }): {
  page_size: number;
  page: number;
} {
  return { page_size: query.page_size ?? STYLE_RULES_PAGE_SIZE.default, page: query.page ?? STYLE_RULES_FIRST_PAGE };
}
