import { describe, expect, it } from 'vitest';
import type { DeveloperKeyView } from '../../../shared/calls/developerKeys';
import { activeKeyCounter, describeLimit, labelForCreate, parseCharacterLimit } from './developerKeyModel';

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
    expect(parseCharacterLimit('limited', '-5').issues).toHaveLength(1);
    expect(parseCharacterLimit('limited', '2.5e0x').issues).toHaveLength(1);
  });
});

describe('a limit in words', () => {
  it('says unlimited, blocked or the monthly amount', () => {
    expect(describeLimit(null)).toBe('Unlimited');
    expect(describeLimit(0)).toBe('Blocked (0 characters)');
    expect(describeLimit(500000)).toBe('500,000 characters per month');
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
  });
  it('counts only active keys against 25, and refuses the 26th', () => {
    const keys = [...Array.from({ length: 24 }, () => key(false)), key(true)];
    expect(activeKeyCounter(keys)).toMatchObject({ active: 24, label: '24 of 25 active keys', createIssue: undefined });
    expect(activeKeyCounter([...keys, key(false)]).createIssue?.message).toMatch(/already 25 active keys/);
  });
});
