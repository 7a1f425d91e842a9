import { describe, expect, it } from 'vitest';
import type { DeveloperKeyView } from '../../../shared/calls/developerKeys';
import { englishText } from '../../../shared/i18n/english';
import {
  activeKeyCounter,
  describeLimit,
  describeSpeechLimit,
  labelForCreate,
  parseCharacterLimit,
  parseSpeechLimit,
  speechLimitTyped,
} from './developerKeyModel';

describe('the character limit as typed', () => {
  it('is null for no limit, whatever was typed', () => {
    expect(parseCharacterLimit('unlimited', '123')).toEqual({ value: null, issues: [] });
  });
  it('keeps 0, which blocks the key, apart from no limit', () => {
    expect(parseCharacterLimit('limited', '0')).toEqual({ value: 0, issues: [] });
  });
  it('accepts digit grouping', () => {
    expect(parseCharacterLimit('limited', '1,000,000').value).toBe(1_000_000);
  });
  it('refuses an empty, negative or fractional limit with a sentence', () => {
    expect(parseCharacterLimit('limited', '').issues[0]?.message).toMatch(/0 blocks the key/);
    expect(parseCharacterLimit('limited', '').issues[0]?.uiMessage?.id).toBe('developerKeys.limit.enterCharacters');
    expect(parseCharacterLimit('limited', '-5').issues).toHaveLength(1);
    expect(parseCharacterLimit('limited', '2.5e0x').issues).toHaveLength(1);
  });
});

describe('the speech limit as typed in minutes', () => {
  it('is sent in milliseconds, 0 blocking speech apart from no limit', () => {
    expect(parseSpeechLimit('limited', '600')).toEqual({ value: 36_000_000, issues: [] });
    expect(parseSpeechLimit('limited', '0')).toEqual({ value: 0, issues: [] });
    expect(parseSpeechLimit('limited', '1.5').value).toBe(90_000);
    expect(parseSpeechLimit('unlimited', '12')).toEqual({ value: null, issues: [] });
  });
  it('refuses an empty, negative or unreadable number with a sentence', () => {
    expect(parseSpeechLimit('limited', '').issues[0]?.message).toMatch(/0 blocks speech/);
    expect(parseSpeechLimit('limited', '-5').issues).toHaveLength(1);
    expect(parseSpeechLimit('limited', '2e3').issues).toHaveLength(1);
  });
  it('shows a stored limit back in minutes, and says what it means', () => {
    expect(speechLimitTyped(3_600_000)).toBe('60');
    expect(speechLimitTyped(90_000)).toBe('1.5');
    expect(speechLimitTyped(null)).toBe('');
    expect(englishText(describeSpeechLimit(null))).toBe('Unlimited speech');
    expect(englishText(describeSpeechLimit(0))).toBe('Speech blocked (0 minutes)');
    expect(englishText(describeSpeechLimit(60_000))).toBe('1 minute of speech per month');
    expect(englishText(describeSpeechLimit(36_000_000))).toBe('600 minutes of speech per month');
    expect(describeSpeechLimit(90_000)).toEqual({ id: 'developerKeys.limit.speechPerMonth', values: { minutes: 1.5 } });
  });
});

describe('a limit in words', () => {
  it('says unlimited, blocked or the monthly amount', () => {
    expect(englishText(describeLimit(null))).toBe('Unlimited');
    expect(englishText(describeLimit(0))).toBe('Blocked (0 characters)');
    expect(englishText(describeLimit(500000))).toBe('500,000 characters per month');
  });
});

describe('a new key', () => {
  it('leaves a blank label out and refuses a label with a line break', () => {
    expect(labelForCreate('  ')).toEqual({ label: undefined, issues: [] });
    expect(labelForCreate('a\nb').issues).toHaveLength(1);
  });

  const key = (deactivated: boolean): DeveloperKeyView => ({
    keyId: 'k',
    label: 'x',
    creationTime: '',
    deactivated,
    characterLimit: null,
    speechLimitMs: null,
  });
  it('counts only active keys against 25, and refuses the 26th', () => {
    const keys = [...Array.from({ length: 24 }, () => key(false)), key(true)];
    expect(activeKeyCounter(keys)).toMatchObject({ active: 24, createIssue: undefined });
    expect(englishText(activeKeyCounter(keys).label)).toBe('24 of 25 active keys');
    const refused = activeKeyCounter([...keys, key(false)]).createIssue;
    expect(refused?.message).toMatch(/already 25 active keys/);
    expect(refused?.uiMessage).toEqual({ id: 'developerKeys.rule.tooMany', values: { max: 25 } });
  });
});
