// The simulator's clock for usage periods. The spec counts a key's characters per monthly usage period and
// resets the count at the start of the next one; here a period is a calendar month in UTC, and the control API
// can move the clock forward by whole periods so tests need not wait a month.

/** One usage period: `id` is `YYYY-MM`; `start` is included and `end` is not (ISO 8601, UTC). */
export interface UsagePeriod {
  id: string;
  start: string;
  end: string;
}

export class UsagePeriods {
  /** Periods the clock was moved forward by the control API. */
  private advanced = 0;

  constructor(private readonly now: () => Date = () => new Date()) {}

  current(): UsagePeriod {
    const now = this.now();
    const month = now.getUTCFullYear() * 12 + now.getUTCMonth() + this.advanced;
    const start = new Date(Date.UTC(Math.floor(month / 12), month % 12, 1));
    const end = new Date(Date.UTC(Math.floor((month + 1) / 12), (month + 1) % 12, 1));
    return { id: start.toISOString().slice(0, 7), start: start.toISOString(), end: end.toISOString() };
  }

  /**
   * Today as the usage ledger counts it (`YYYY-MM-DD`, UTC): the real day, or, once the clock was moved on, the
   * same day of the month in the current period (its last day when the month is shorter).
   */
  today(): string {
    const now = this.now();
    if (this.advanced === 0) return now.toISOString().slice(0, 10);
    const { start, end } = this.current();
    const lastDay = new Date(Date.parse(end) - 86_400_000).getUTCDate();
    const day = Math.min(now.getUTCDate(), lastDay);
    return `${start.slice(0, 8)}${String(day).padStart(2, '0')}`;
  }

  /** Moves the clock to the start of the next period and answers it. */
  advance(): UsagePeriod {
    this.advanced += 1;
    return this.current();
  }

  /** Back to the real calendar month. */
  reset(): void {
    this.advanced = 0;
  }
}
