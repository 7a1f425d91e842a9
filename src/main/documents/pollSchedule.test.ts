import { describe, expect, it } from 'vitest';
import { POLL_BOUNDS, nextPollDelayMs, offlineRetryDelayMs } from './pollSchedule';

describe('polling a document', () => {
  it('asks again after half a second first, since small documents finish in seconds', () => {
    expect(nextPollDelayMs(0, undefined)).toBe(500);
  });

  it('backs off exponentially while the service gives no estimate (queued)', () => {
    expect([0, 1, 2, 3, 4].map((n) => nextPollDelayMs(n, undefined))).toEqual([500, 1000, 2000, 4000, 8000]);
  });

  it('waits about as long as the estimate says, early on', () => {
    expect(nextPollDelayMs(1, 3)).toBe(3000);
    expect(nextPollDelayMs(0, 1)).toBe(1000);
  });

  it('keeps backing off when the estimate stays small but the document is not done', () => {
    const delays = [2, 4, 6, 8].map((n) => nextPollDelayMs(n, 1));
    expect(delays).toEqual([1000, 4000, 16000, 30000]);
  });

  it('never waits longer than 30 s, however large the estimate', () => {
    expect(nextPollDelayMs(0, 7200)).toBe(POLL_BOUNDS.maxMs);
    expect(nextPollDelayMs(40, undefined)).toBe(POLL_BOUNDS.maxMs);
  });

  it('ignores a nonsensical estimate', () => {
    expect(nextPollDelayMs(0, -5)).toBe(500);
    expect(nextPollDelayMs(0, Number.NaN)).toBe(500);
  });

  it('never polls faster than the lower bound', () => {
    expect(nextPollDelayMs(0, 0)).toBe(POLL_BOUNDS.minMs);
  });

  it('retries after a network failure with a growing wait, capped', () => {
    expect([1, 2, 3, 10].map((n) => offlineRetryDelayMs(n))).toEqual([1000, 2000, 4000, 30000]);
  });
});
