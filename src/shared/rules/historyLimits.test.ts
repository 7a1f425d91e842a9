import { describe, expect, it } from 'vitest';
import { englishText } from '../i18n/english';
import { readHistoryLimit } from './historyLimits';

/** The check's answer with its problem in English words. */
const read = (text: string, kind: 'entries' | 'days') => {
  const answer = readHistoryLimit(text, kind);
  return 'problem' in answer ? { problem: englishText(answer.problem) } : answer;
};

describe('the history limit is checked as it is typed, never clamped', () => {
  it('takes a whole number of entries within 100 and 1,000,000, with or without separators', () => {
    expect(read('250', 'entries')).toEqual({ value: 250 });
    expect(read('1,000,000', 'entries')).toEqual({ value: 1_000_000 });
  });
  it('names the range for 0 and for 99,999,999 entries', () => {
    expect(read('0', 'entries')).toEqual({
      problem: '0 is out of range. Keep between 100 and 1,000,000 entries.',
    });
    expect(read('99999999', 'entries')).toEqual({
      problem: '99,999,999 is out of range. Keep between 100 and 1,000,000 entries.',
    });
  });
  it('names the range of days, and asks for a whole number when the field is empty or not a number', () => {
    expect(read('4000', 'days')).toEqual({
      problem: '4,000 is out of range. Keep between 1 and 3,650 days.',
    });
    expect(read('', 'days')).toEqual({ problem: 'Type a whole number. Keep between 1 and 3,650 days.' });
    expect(read('2.5', 'days')).toEqual({ problem: 'Type a whole number. Keep between 1 and 3,650 days.' });
  });
});
