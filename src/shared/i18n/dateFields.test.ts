// A date field shows and reads a calendar date in the UI language's own numeric form.
import { describe, expect, it } from 'vitest';
import { addDays, readDate, showDate } from './dateFields';

describe('a date in the UI language', () => {
  it.each([
    ['en', '11/01/2026'],
    ['de', '01.11.2026'],
    ['fr', '01/11/2026'],
    ['es', '01/11/2026'],
    ['ja', '2026/11/01'],
    ['zh-Hans', '2026/11/01'],
  ])('is shown in %s as %s', (locale, shown) => {
    expect(showDate(locale, '2026-11-01')).toBe(shown);
  });

  it('is read back in the order the language writes it', () => {
    expect(readDate('de', '10.03.2026')).toBe('2026-03-10');
    expect(readDate('de', '1.3.26')).toBe('2026-03-01');
    expect(readDate('en', '3/10/2026')).toBe('2026-03-10');
    expect(readDate('ja', '2026/3/10')).toBe('2026-03-10');
    expect(readDate('ja', '2026年3月10日')).toBe('2026-03-10');
    expect(readDate('fr', '10/03/2026')).toBe('2026-03-10');
  });

  it('takes ISO dates in every language', () => {
    expect(readDate('de', '2026-03-10')).toBe('2026-03-10');
    expect(readDate('en', '2026-03-10')).toBe('2026-03-10');
  });

  it('refuses what is no calendar date', () => {
    expect(readDate('de', '31.02.2026')).toBeNull();
    expect(readDate('de', '10.03')).toBeNull();
    expect(readDate('en', 'yesterday')).toBeNull();
    expect(readDate('de', '')).toBeNull();
    expect(readDate('en', '13/01/2026')).toBeNull();
  });

  it('goes back to the date it shows, in every language', () => {
    for (const locale of ['en', 'de', 'fr', 'es', 'ja', 'zh-Hans'])
      expect(readDate(locale, showDate(locale, '2026-12-31'))).toBe('2026-12-31');
  });

  it('moves by days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('no date', 1)).toBeNull();
  });
});
