// Pure logic of the Style rules screen: configured rules as editable rows (category, rule, option) and back,
// the picker suggestions (the published catalog, configuredRuleCatalog.ts) in the order of their labels, and
// the prompt counter.
import type { ConfiguredRulesCall } from '../../../shared/calls/styleRules';
import { CONFIGURED_RULE_CATALOG } from '../../../shared/rules/configuredRuleCatalog';
import { CUSTOM_INSTRUCTION_PROMPT_MAX_CHARACTERS } from '../../../shared/rules/styleRules';

export interface RuleRow {
  category: string;
  rule: string;
  option: string;
}

export function rulesToRows(rules: ConfiguredRulesCall | undefined): RuleRow[] {
  return Object.entries(rules ?? {}).flatMap(([category, ruleMap]) =>
    Object.entries(ruleMap).map(([rule, option]) => ({ category, rule, option })),
  );
}

/** The complete object PUT sends (it replaces every configured rule); names are trimmed, a later row wins. */
export function rowsToRules(rows: readonly RuleRow[]): ConfiguredRulesCall {
  const rules: ConfiguredRulesCall = {};
  for (const row of rows) {
    const category = row.category.trim();
    (rules[category] ??= {})[row.rule.trim()] = row.option.trim();
  }
  return rules;
}

/** Rows that name the same category and rule as an earlier row (only the last one would be kept). */
export function repeatedRows(rows: readonly RuleRow[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  rows.forEach((row, index) => {
    const key = `${row.category.trim()}\u0000${row.rule.trim()}`;
    if (seen.has(key)) repeated.add(index);
    seen.add(key);
  });
  return repeated;
}

/** Suggestions for each picker: categories, the rules of a category, the options of a rule. Free entry stays possible. */
export const categorySuggestions = (): string[] => Object.keys(CONFIGURED_RULE_CATALOG);
export const ruleSuggestions = (category: string): string[] =>
  Object.keys(CONFIGURED_RULE_CATALOG[category.trim()] ?? {});
export const optionSuggestions = (category: string, rule: string): string[] => [
  ...(CONFIGURED_RULE_CATALOG[category.trim()]?.[rule.trim()] ?? []),
];

/** e.g. "42 / 300", and whether the prompt is over the limit (counted in characters, as the service does). */
export function promptCounter(prompt: string): { label: string; over: boolean } {
  const count = [...prompt].length;
  return {
    label: `${count} / ${CUSTOM_INSTRUCTION_PROMPT_MAX_CHARACTERS}`,
    over: count > CUSTOM_INSTRUCTION_PROMPT_MAX_CHARACTERS,
  };
}

/** A picker's choices as (identifier, label) pairs in the order of their labels in the UI language. */
export function sortedChoices(
  identifiers: readonly string[],
  labelOf: (identifier: string) => string,
  locale: string,
): { identifier: string; label: string }[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return identifiers
    .map((identifier) => ({ identifier, label: labelOf(identifier) }))
    .sort((a, b) => collator.compare(a.label, b.label) || (a.identifier < b.identifier ? -1 : 1));
}

/** Whether another page may follow: a full page means the service may have more. */
export const mayHaveNextPage = (shown: number, pageSize: number): boolean => shown === pageSize;

const ACRONYMS = new Set(['bc', 'ad', 'bce', 'ce', 'am', 'pm', 'iso', 'url', 'us', 'uk']);

/**
 * How a person reads a rule identifier: `dates_and_times` -> "Dates and times", `use_bc_and_ad` -> "Use BC and
 * AD", `use_24_hour_clock` -> "Use 24-hour clock". Works for identifiers Glossa has never seen too, since the
 * service's full catalog is not published; the identifier itself is shown beside it as a hint.
 */
export function ruleLabel(identifier: string): string {
  const words = identifier
    .trim()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()));
  if (words.length === 0) return '';
  const text = words
    .join(' ')
    .replace(/\b(\d+) hour\b/g, '$1-hour')
    .replace(/\bvs\b/g, 'vs.');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
