import { describe, expect, it } from 'vitest';
import {
  checkAddCustomInstruction,
  checkConfiguredRules,
  checkCreateStyleRuleList,
  checkCustomInstruction,
  checkStyleRulePaging,
  resolveStyleRulePaging,
} from './styleRules';

const fields = (issues: { field: string }[]) => issues.map((i) => i.field);
const valid = { name: 'Marketing DE', language: 'de' };
const instruction = { label: 'Currency', prompt: 'Write amounts as 1.234,56 €.' };

describe('style rule list', () => {
  it('a name and a style rule language are enough', () => {
    expect(checkCreateStyleRuleList(valid)).toEqual([]);
  });

  it('the name is required and at most 1024 characters', () => {
    expect(fields(checkCreateStyleRuleList({ ...valid, name: '  ' }))).toEqual(['name']);
    expect(checkCreateStyleRuleList({ ...valid, name: 'x'.repeat(1024) })).toEqual([]);
    expect(fields(checkCreateStyleRuleList({ ...valid, name: 'x'.repeat(1025) }))).toEqual(['name']);
  });

  it('the name limit counts characters, not bytes', () => {
    expect(checkCreateStyleRuleList({ ...valid, name: '€'.repeat(1024) })).toEqual([]);
  });

  it('the language is one of de, en, es, fr, it, ja, ko, zh, case-insensitive', () => {
    for (const language of ['de', 'EN', 'es', 'Fr', 'it', 'ja', 'ko', 'ZH']) {
      expect(checkCreateStyleRuleList({ ...valid, language })).toEqual([]);
    }
    expect(fields(checkCreateStyleRuleList({ ...valid, language: 'nl' }))).toEqual(['language']);
    expect(fields(checkCreateStyleRuleList({ ...valid, language: 'en-GB' }))).toEqual(['language']);
    expect(fields(checkCreateStyleRuleList({ name: 'x' }))).toEqual(['language']);
  });

  it('custom instructions are optional and at most 200 per list', () => {
    expect(checkCreateStyleRuleList({ ...valid, custom_instructions: Array(200).fill(instruction) })).toEqual([]);
    expect(fields(checkCreateStyleRuleList({ ...valid, custom_instructions: Array(201).fill(instruction) }))).toEqual([
      'custom_instructions',
    ]);
    expect(fields(checkAddCustomInstruction(instruction, 200))).toEqual(['custom_instructions']);
    expect(checkAddCustomInstruction(instruction, 199)).toEqual([]);
  });
});

describe('custom instruction', () => {
  it('label is required', () => {
    expect(fields(checkCustomInstruction({ prompt: 'x' }))).toEqual(['label']);
  });

  it('prompt is required and at most 300 characters', () => {
    expect(fields(checkCustomInstruction({ label: 'x' }))).toEqual(['prompt']);
    expect(checkCustomInstruction({ label: 'x', prompt: 'p'.repeat(300) })).toEqual([]);
    expect(fields(checkCustomInstruction({ label: 'x', prompt: 'p'.repeat(301) }))).toEqual(['prompt']);
  });

  it('source_language is optional and must be a valid language', () => {
    expect(checkCustomInstruction({ ...instruction, source_language: 'EN' })).toEqual([]);
    expect(fields(checkCustomInstruction({ ...instruction, source_language: 'qq' }))).toEqual(['source_language']);
  });

  it('issues inside a list name the instruction by its position', () => {
    const issues = checkCreateStyleRuleList({
      ...valid,
      custom_instructions: [instruction, { label: '', prompt: 'x' }],
    });
    expect(fields(issues)).toEqual(['custom_instructions.1.label']);
  });
});

describe('configured rules', () => {
  it('free entry is allowed: any category, rule and option that are non-empty', () => {
    expect(checkConfiguredRules({ numbers: { currency_symbol: 'after_amount' } })).toEqual([]);
    expect(checkConfiguredRules({})).toEqual([]);
  });

  it('a rule needs an option and a category needs a rule map', () => {
    expect(fields(checkConfiguredRules({ punctuation: { apostrophe: '' } }))).toEqual([
      'configured_rules.punctuation.apostrophe',
    ]);
    expect(fields(checkConfiguredRules({ punctuation: 'curly' }))).toEqual(['configured_rules.punctuation']);
    expect(fields(checkConfiguredRules(['x']))).toEqual(['configured_rules']);
  });
});

describe('paging', () => {
  it('page_size is 1 to 25 and defaults to 10; the first page index defaults to 0', () => {
    expect(resolveStyleRulePaging({})).toEqual({ page_size: 10, page: 0 });
    expect(checkStyleRulePaging({ page_size: 1, page: 0 })).toEqual([]);
    expect(checkStyleRulePaging({ page_size: 25, page: 3 })).toEqual([]);
  });

  it('page_size outside 1..25 and a negative or fractional page are refused', () => {
    expect(fields(checkStyleRulePaging({ page_size: 0 }))).toEqual(['page_size']);
    expect(fields(checkStyleRulePaging({ page_size: 26 }))).toEqual(['page_size']);
    expect(fields(checkStyleRulePaging({ page: -1 }))).toEqual(['page']);
    expect(fields(checkStyleRulePaging({ page: 1.5 }))).toEqual(['page']);
  });
});
