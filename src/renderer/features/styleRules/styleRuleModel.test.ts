import { describe, expect, it } from 'vitest';
import { checkConfiguredRules, checkCustomInstruction } from '../../../shared/rules/styleRules';
import { CONFIGURED_RULE_CATALOG } from '../../../shared/rules/configuredRuleCatalog';
import {
  categorySuggestions,
  mayHaveNextPage,
  sortedChoices,
  ruleLabel,
  optionSuggestions,
  promptCounter,
  repeatedRows,
  ruleSuggestions,
  rowsToRules,
  rulesToRows,
} from './styleRuleModel';

describe('configured rules as rows', () => {
  const rules = {
    punctuation: { apostrophe: 'use_curly_apostrophes', periods_in_academic_degrees: 'do_not_use' },
    dates_and_times: { calendar_era: 'use_bc_and_ad' },
  };

  it('round-trips category -> rule -> option', () => {
    expect(rowsToRules(rulesToRows(rules))).toEqual(rules);
  });

  it('keeps typed (free) entries, trimmed', () => {
    expect(rowsToRules([{ category: ' house ', rule: 'brand_names ', option: ' keep_in_english' }])).toEqual({
      house: { brand_names: 'keep_in_english' },
    });
  });

  it('finds a row that repeats an earlier category and rule', () => {
    const rows = [
      ...rulesToRows(rules),
      { category: 'punctuation', rule: 'apostrophe', option: 'use_straight_apostrophes' },
    ];
    expect([...repeatedRows(rows)]).toEqual([3]);
  });

  it('leaves empty option names to the shared rule, which names the rule', () => {
    expect(
      checkConfiguredRules(rowsToRules([{ category: 'punctuation', rule: 'apostrophe', option: '' }]))[0]?.message,
    ).toBe('Choose an option for the rule "apostrophe".');
  });
});

describe('picker suggestions', () => {
  it("offer the spec's rules and options", () => {
    expect(ruleSuggestions('style_and_tone')).toEqual(expect.arrayContaining(['abbreviations', 'short_vs_long_words']));
    expect(optionSuggestions('punctuation', 'apostrophe')).toContain('use_curly_apostrophes');
  });
  it('offer the whole published catalog: 7 categories, and the date format with its 28 options', () => {
    expect(categorySuggestions()).toHaveLength(7);
    expect(ruleSuggestions('dates_and_times')).toContain('date_format');
    expect(optionSuggestions('dates_and_times', 'date_format')).toHaveLength(28);
  });
  it('sort choices by their label in the UI language, not by identifier', () => {
    const labels: Record<string, string> = { b_id: 'Äpfel', a_id: 'Zebra', c_id: 'Birnen' };
    const sorted = sortedChoices(['a_id', 'b_id', 'c_id'], (id) => labels[id]!, 'de');
    expect(sorted.map((choice) => choice.label)).toEqual(['Äpfel', 'Birnen', 'Zebra']);
    expect(sorted[0]).toEqual({ identifier: 'b_id', label: 'Äpfel' });
  });
  it('offer nothing for a typed category, which stays allowed', () => {
    expect(ruleSuggestions('house')).toEqual([]);
  });
});

describe('the prompt counter', () => {
  it('counts characters against 300', () => {
    expect(promptCounter('x'.repeat(300))).toEqual({ label: '300 / 300', over: false });
    expect(promptCounter('x'.repeat(301))).toEqual({ label: '301 / 300', over: true });
  });
  it('counts an emoji as one character, like the shared rule', () => {
    const prompt = '😀'.repeat(300);
    expect(promptCounter(prompt).over).toBe(false);
    expect(checkCustomInstruction({ label: 'x', prompt })).toEqual([]);
  });
});

describe('paging', () => {
  it('offers a next page only after a full page', () => {
    expect(mayHaveNextPage(10, 10)).toBe(true);
    expect(mayHaveNextPage(3, 10)).toBe(false);
  });
});

describe('labels of configured rules', () => {
  it('reads every category, rule and option of the catalog as words, not identifiers', () => {
    expect(ruleLabel('dates_and_times')).toBe('Dates and times');
    expect(ruleLabel('use_curly_apostrophes')).toBe('Use curly apostrophes');
    expect(ruleLabel('use_bc_and_ad')).toBe('Use BC and AD');
    expect(ruleLabel('use_24_hour_clock')).toBe('Use 24-hour clock');
    expect(ruleLabel('short_vs_long_words')).toBe('Short vs. long words');
    for (const [category, rules] of Object.entries(CONFIGURED_RULE_CATALOG)) {
      for (const id of [category, ...Object.keys(rules), ...Object.values(rules).flat()])
        expect(ruleLabel(id)).not.toContain('_');
    }
  });
});
