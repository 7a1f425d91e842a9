import { describe, expect, it } from 'vitest';
import { periodProblem, presetPeriod, usageRows } from './teamUsageModel';

const at = (iso: string) => new Date(`${iso}T15:30:00Z`);

describe('the periods of Team usage', () => {
  it('runs a preset from its first day to today, and last month over the whole previous month', () => {
    expect(presetPeriod('thisMonth', at('2026-03-17'))).toEqual({ startDate: '2026-03-01', endDate: '2026-03-17' });
    expect(presetPeriod('lastMonth', at('2026-03-17'))).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(presetPeriod('lastMonth', at('2026-01-05'))).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(presetPeriod('last30', at('2026-03-17'))).toEqual({ startDate: '2026-02-16', endDate: '2026-03-17' });
    expect(presetPeriod('last90', at('2026-03-17')).startDate).toBe('2025-12-18');
    expect(presetPeriod('thisYear', at('2026-03-17'))).toEqual({ startDate: '2026-01-01', endDate: '2026-03-17' });
  });

  it('says what is wrong with two typed dates before anything is asked', () => {
    expect(periodProblem({ startDate: '2026-03-01', endDate: '2026-03-31' })).toBeUndefined();
    expect(periodProblem({ startDate: '', endDate: '2026-03-31' })?.id).toBe('developerKeys.usage.period.badStart');
    expect(periodProblem({ startDate: '2026-03-01', endDate: '2026-02-31' })?.id).toBe(
      'developerKeys.usage.period.badEnd',
    );
    expect(periodProblem({ startDate: '2026-03-02', endDate: '2026-03-01' })?.id).toBe(
      'developerKeys.usage.period.reversed',
    );
    expect(periodProblem({ startDate: '2025-01-01', endDate: '2026-01-02' })).toEqual({
      id: 'developerKeys.usage.period.tooLong',
      values: { days: 366 },
    });
  });

  it('names a key by its label with its masked key beside it, and a tag by itself', () => {
    const figures = { total: 3, text: 3, document: 0, write: 0, speechMinutes: 0 };
    const usage = {
      startDate: '2026-03-01',
      endDate: '2026-03-02',
      total: figures,
      keys: [{ apiKey: 'ab12****cd34', label: 'CAT tool', figures }],
      tags: [{ tag: 'team-billing', figures }],
    };
    expect(usageRows(usage, 'keys')).toEqual([{ name: 'CAT tool', detail: 'ab12****cd34', figures }]);
    expect(usageRows(usage, 'tags')).toEqual([{ name: 'team-billing', figures }]);
  });
});
