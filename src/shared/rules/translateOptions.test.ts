// The translate parameters of the public description: values, limits and the JSON and form spellings.
import { describe, expect, it } from 'vitest';
import {
  checkInlineInstructions,
  checkTranslateOptions,
  modelTypeUsed,
  readBooleanOption,
  readTagList,
  takesCustomInstructions,
} from './translateOptions';

const fields = (issues: { field: string }[]) => issues.map((issue) => issue.field);

describe('translate options', () => {
  it('read booleans from JSON and from a form', () => {
    expect([true, '1', 'true'].map(readBooleanOption)).toEqual([true, true, true]);
    expect([false, '0', 'false'].map(readBooleanOption)).toEqual([false, false, false]);
    expect(readBooleanOption(undefined)).toBeUndefined();
    expect(readBooleanOption('yes')).toBe('invalid');
  });

  it('read tag lists from arrays and comma-separated form values', () => {
    expect(readTagList('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(readTagList(['a', 'b,c'])).toEqual(['a', 'b', 'c']);
    expect(readTagList([1])).toBe('invalid');
  });

  it('accept every published value and name each bad one', () => {
    expect(
      checkTranslateOptions({
        split_sentences: 'nonewlines',
        model_type: 'latency_optimized',
        tag_handling: 'html',
        tag_handling_version: 'v2',
        context: 'c',
        preserve_formatting: '1',
      }),
    ).toEqual([]);
    expect(
      fields(
        checkTranslateOptions({
          split_sentences: '2',
          model_type: 'fast',
          tag_handling: 'md',
          preserve_formatting: 'x',
          context: 1,
          style_id: '',
        }),
      ),
    ).toEqual(['split_sentences', 'preserve_formatting', 'context', 'model_type', 'tag_handling', 'style_id']);
  });

  it('answer the model used', () => {
    expect(modelTypeUsed('prefer_quality_optimized')).toBe('quality_optimized');
    expect(modelTypeUsed('latency_optimized')).toBe('latency_optimized');
  });

  it('limit inline instructions to 10 of at most 300 characters, into targets that take them', () => {
    expect(checkInlineInstructions(['a'.repeat(300)], 'en-GB')).toEqual([]);
    expect(fields(checkInlineInstructions(['a'.repeat(301), ' '], 'de'))).toEqual([
      'custom_instructions.0',
      'custom_instructions.1',
    ]);
    expect(checkInlineInstructions(Array(11).fill('a'), 'de')[0]?.message).toMatch(/At most 10/);
    expect(takesCustomInstructions('zh-Hant')).toBe(true);
    expect(checkInlineInstructions(['a'], 'pl')[0]?.message).toMatch(/not into Polish/);
  });
});
