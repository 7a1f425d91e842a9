import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { IntlMessageFormat } from 'intl-messageformat';
import { loadCatalogue } from '../../../shared/i18n/catalogue';
import { UI_LANGUAGES } from '../../../shared/i18n/uiLanguages';
import { checkConfiguredRules, checkCustomInstruction } from '../../../shared/rules/styleRules';
import { CONFIGURED_RULE_CATALOG } from '../../../shared/rules/configuredRuleCatalog';
import {
  categorySuggestions,
  mayHaveNextPage,
  sortedChoices,
  ruleLabels,
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
  it('tell apart choices whose labels are equal (the service publishes a few synonyms) by their identifiers', async () => {
    const japanese = ruleLabels(createIntl({ locale: 'ja', messages: await loadCatalogue('ja') }));
    for (const language of UI_LANGUAGES) {
      const labels = ruleLabels(createIntl({ locale: language, messages: await loadCatalogue(language) }));
      for (const [category, rules] of Object.entries(CONFIGURED_RULE_CATALOG)) {
        for (const [rule, options] of Object.entries(rules)) {
          const shown = sortedChoices(options, labels.option, language).map((choice) => choice.label);
          expect(new Set(shown).size, `${language} ${category}.${rule}`).toBe(options.length);
        }
        const shownRules = sortedChoices(Object.keys(rules), (rule) => labels.rule(category, rule), language);
        expect(new Set(shownRules.map((choice) => choice.label)).size).toBe(Object.keys(rules).length);
      }
    }
    const pair = ['use_hyphen_with_spaces', 'use_hyphen_with_space_on_either_side'];
    expect(sortedChoices(pair, japanese.option, 'ja').map((choice) => choice.label)).toEqual([
      '前後にスペースを入れたハイフン（10 - 20） · use_hyphen_with_space_on_either_side',
      '前後にスペースを入れたハイフン（10 - 20） · use_hyphen_with_spaces',
    ]);
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
  const identifiers = () =>
    Object.entries(CONFIGURED_RULE_CATALOG).flatMap(([category, rules]) => [
      `styleRules.catalog.category.${category}`,
      ...Object.keys(rules).map((rule) => `styleRules.catalog.rule.${category}.${rule}`),
      ...Object.values(rules)
        .flat()
        .map((option) => `styleRules.catalog.option.${option}`),
    ]);

  it.each(UI_LANGUAGES)(
    'names every category, rule and option of the published catalog in %s, and nothing else',
    async (language) => {
      const catalogue: Record<string, string> = await loadCatalogue(language);
      const needed = new Set(identifiers());
      expect(needed.size).toBe(7 + 159 + 462);
      expect([...needed].filter((id) => !catalogue[id]?.trim())).toEqual([]);
      expect(Object.keys(catalogue).filter((id) => id.startsWith('styleRules.catalog.') && !needed.has(id))).toEqual(
        [],
      );
      // A label shows as written: no apostrophe or brace that ICU MessageFormat would take as quoting or a variable.
      const changed = [...needed].filter(
        (id) => new IntlMessageFormat(catalogue[id]!, language).format() !== catalogue[id],
      );
      expect(changed).toEqual([]);
    },
  );

  it('looks each identifier up in the UI language, and shows an identifier it does not know as is', async () => {
    const labels = ruleLabels(createIntl({ locale: 'de', messages: await loadCatalogue('de') }));
    expect(labels.category('dates_and_times')).toBe('Datum und Uhrzeit');
    expect(labels.rule('punctuation', 'apostrophe')).toBe('Apostroph');
    expect(labels.option('use_curly_apostrophes')).toBe('Typografische Apostrophe (’)');
    expect(labels.option(' use_bc_and_ad ')).toBe('v. Chr. und n. Chr. (BC, AD)');
    expect(labels.category('house')).toBe('house');
    // A rule is named within its category: a known rule under a typed category is not guessed.
    expect(labels.rule('house', 'apostrophe')).toBe('apostrophe');
    expect(labels.option('keep_in_english')).toBe('keep_in_english');
    const english = ruleLabels(createIntl({ locale: 'en', messages: await loadCatalogue('en') }));
    expect(english.rule('dates_and_times', 'date_format')).toBe('Date format');
    expect(english.option('use_dd_period_mm_period_yyyy')).toBe('31.12.2026');
  });
});
