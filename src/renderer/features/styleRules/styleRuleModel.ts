// Pure logic of the Style rules screen: configured rules as editable rows (category, rule, option) and back,
// the picker suggestions (the published catalog, configuredRuleCatalog.ts), their labels from the message
// catalogue in the order of those labels, and the prompt counter.
import type { ConfiguredRulesCall } from '../../../shared/calls/styleRules';
import { CONFIGURED_RULE_CATALOG } from '../../../shared/rules/configuredRuleCatalog';
import { CUSTOM_INSTRUCTION_PROMPT_MAX_CHARACTERS } from '../../../shared/rules/styleRules';
import type { MessageId } from '../../../shared/i18n/catalogue';

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

/**
 * A picker's choices as (identifier, label) pairs in the order of their labels in the UI language. The service
 * publishes a few synonyms (`..._with_leading_zero_...` and `..._with_leading_zeros_...`): choices whose labels are
 * equal are told apart by their identifiers.
 */
export function sortedChoices(
  identifiers: readonly string[],
  labelOf: (identifier: string) => string,
  locale: string,
): { identifier: string; label: string }[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const labelled = identifiers.map((identifier) => ({ identifier, label: labelOf(identifier) }));
  const uses = new Map<string, number>();
  for (const { label } of labelled) uses.set(label, (uses.get(label) ?? 0) + 1);
  return labelled
    .map((choice) =>
      uses.get(choice.label)! > 1 ? { ...choice, label: `${choice.label} · ${choice.identifier}` } : choice,
    )
    .sort((a, b) => collator.compare(a.label, b.label) || (a.identifier < b.identifier ? -1 : 1));
}

/** Whether another page may follow: a full page means the service may have more. */
export const mayHaveNextPage = (shown: number, pageSize: number): boolean => shown === pageSize;

/** What labelling needs of react-intl's `intl`: the shown catalogue and its formatter. */
export interface MessageLookup {
  messages: Readonly<Record<string, unknown>>;
  formatMessage(descriptor: { id: MessageId }): string;
}

/** How a configured rule's identifiers are named in the UI language (their messages: `styleRules.catalog.*`). */
export interface RuleLabels {
  category(category: string): string;
  rule(category: string, rule: string): string;
  option(option: string): string;
}

/**
 * Labels of the published catalog's identifiers, from the message catalogue: `styleRules.catalog.category.<c>`,
 * `styleRules.catalog.rule.<c>.<r>`, `styleRules.catalog.option.<o>`. An identifier the catalogue does not name
 * (typed freely, or new at the service) is shown as is; the window shows the raw identifier below either way.
 */
export function ruleLabels(intl: MessageLookup): RuleLabels {
  const label = (id: string, identifier: string): string =>
    Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id: id as MessageId }) : identifier;
  return {
    category: (category) => label(`styleRules.catalog.category.${category.trim()}`, category.trim()),
    rule: (category, rule) => label(`styleRules.catalog.rule.${category.trim()}.${rule.trim()}`, rule.trim()),
    option: (option) => label(`styleRules.catalog.option.${option.trim()}`, option.trim()),
  };
}
