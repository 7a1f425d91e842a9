import { describe, expect, it } from 'vitest';
import { checkWriteRequest } from '../../../shared/rules/write';
import { englishText } from '../../../shared/i18n/english';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { adjustmentChoices, diffSummary, sizeMeter, wordDiff, writeRequest } from './writeModel';

describe('the Write request', () => {
  it('sends each paragraph as a text, and either a writing style or a tone, never both', () => {
    expect(writeRequest('One.\n\nTwo.', 'en-GB', { kind: 'tone', value: 'friendly' })).toEqual({
      text: ['One.', 'Two.'],
      target_lang: 'en-GB',
      tone: 'friendly',
    });
  });

  it('sends a style as "if the language allows" where the target has none, so one choice never fails', () => {
    expect(writeRequest('One.', null, { kind: 'writing_style', value: 'simple' })).toEqual({
      text: ['One.'],
      writing_style: 'prefer_simple',
    });
    expect(writeRequest('One.', 'ja', { kind: 'tone', value: 'friendly' })).toEqual({
      text: ['One.'],
      target_lang: 'ja',
      tone: 'prefer_friendly',
    });
    expect(writeRequest('One.', 'de', { kind: 'tone', value: 'friendly' })).toEqual({
      text: ['One.'],
      target_lang: 'de',
      tone: 'friendly',
    });
  });
});

describe('the size meter', () => {
  it('measures the body as sent against 10 KiB', () => {
    const meter = sizeMeter(writeRequest('Hello.', 'de', { kind: 'none' }));
    expect(meter.bytes).toBe(JSON.stringify({ text: ['Hello.'], target_lang: 'de' }).length);
    expect(meter.limit).toBe(10 * 1024);
    expect(meter.over).toBe(false);
  });

  it('counts UTF-8 bytes, not characters, and says when the body is over the limit', () => {
    const request = writeRequest('ü'.repeat(5200), 'de', { kind: 'none' });
    const meter = sizeMeter(request);
    expect(meter.bytes).toBeGreaterThan(10 * 1024);
    expect(meter.over).toBe(true);
    expect(meter.fraction).toBe(1);
    expect(checkWriteRequest(request).some((i) => i.field === 'text')).toBe(true);
  });

  it('shows the size in KiB', () => {
    const meter = sizeMeter(writeRequest('x'.repeat(2900), 'de', { kind: 'none' }));
    expect([meter.usedKiB, meter.limitKiB]).toEqual([2.9, 10]);
    expect(englishText({ id: 'write.meter.value', values: { used: '2.9', limit: 10 } })).toBe('2.9 KiB of 10 KiB');
  });

  it('never reads as equal to the limit when the body is over it (10,562 bytes)', () => {
    const text = 'x'.repeat(10_562 - JSON.stringify({ text: [''], target_lang: 'de' }).length);
    const meter = sizeMeter(writeRequest(text, 'de', { kind: 'none' }));
    expect(meter.bytes).toBe(10_562);
    expect(meter.usedKiB).toBe(10.4);
    const exact = 'x'.repeat(10_240 - JSON.stringify({ text: [''], target_lang: 'de' }).length);
    expect(sizeMeter(writeRequest(exact, 'de', { kind: 'none' })).usedKiB).toBe(10);
  });
});

describe('the writing style or tone control', () => {
  it('offers every style and tone for a supported language', () => {
    const choices = adjustmentChoices('en-GB');
    expect(choices.reason).toBeUndefined();
    expect(choices.styles.map((o) => o.id)).toContain('writing_style:academic');
    expect(choices.tones.map((o) => o.id)).toContain('tone:friendly');
  });

  it('offers each style and tone once, by its plain name (no "Business" beside "Business (if the language allows)")', () => {
    for (const target of ['de', 'ja', null]) {
      const { styles, tones } = adjustmentChoices(target);
      const english = (o: { label: MessageId }) => englishText({ id: o.label });
      expect(styles.map(english)).toEqual(['Academic', 'Business', 'Casual', 'Simple']);
      expect(tones.map(english)).toEqual(['Confident', 'Diplomatic', 'Enthusiastic', 'Friendly']);
    }
    expect(englishText(adjustmentChoices('ja').reason!)).toMatch(
      /^Japanese has no writing styles or tones: a choice here leaves the text in the default style/,
    );
  });

  it('every offered choice is a valid request for its language', () => {
    for (const target of ['de', 'ja', 'en', 'zh', null]) {
      const { styles, tones } = adjustmentChoices(target);
      for (const option of [...styles, ...tones]) {
        expect(checkWriteRequest(writeRequest('Text.', target, option.adjustment)), `${target} ${option.id}`).toEqual(
          [],
        );
      }
    }
  });
});

describe('the word-level diff', () => {
  it('marks removed and added words and keeps the rest', () => {
    const { parts, removedWords, addedWords } = wordDiff(
      'We will meet tomorrow at nine.',
      'We shall meet tomorrow at nine.',
    );
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual(['will']);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['shall']);
    expect({ removedWords, addedWords }).toEqual({ removedWords: 1, addedWords: 1 });
    expect(englishText(diffSummary({ removedWords, addedWords }))).toBe('1 word replaced by 1');
    expect(englishText(diffSummary({ removedWords: 3, addedWords: 0 }))).toBe('3 words removed');
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe('We shall meet tomorrow at nine.');
  });

  it('finds no change in identical texts', () => {
    expect(englishText(diffSummary(wordDiff('Same text.', 'Same text.')))).toBe('no changes');
  });
});
