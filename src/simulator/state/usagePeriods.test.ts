import { describe, expect, it } from 'vitest';
import { UsagePeriods } from './usagePeriods';

describe('UsagePeriods', () => {
  it('is the calendar month in UTC, whatever the local time zone', () => {
    const periods = new UsagePeriods(() => new Date('2026-03-31T23:30:00-05:00')); // already April in UTC
    expect(periods.current()).toEqual({
      id: '2026-04',
      start: '2026-04-01T00:00:00.000Z',
      end: '2026-05-01T00:00:00.000Z',
    });
  });

  it('moves to the next month, across the end of the year, and back on reset', () => {
    const periods = new UsagePeriods(() => new Date('2026-11-21T19:00:00Z'));
    expect(periods.advance()).toEqual({
      id: '2026-12',
      start: '2026-12-01T00:00:00.000Z',
      end: '2027-01-01T00:00:00.000Z',
    });
    expect(periods.advance().id).toBe('2027-01');
    periods.reset();
    expect(periods.current().id).toBe('2026-11');
  });
});
