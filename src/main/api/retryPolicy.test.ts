import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, backoffDelayMs, isRetryableStatus, nextDelayMs, parseRetryAfterMs } from './retryPolicy';

describe('backoff schedule', () => {
  it('starts at 1 s and grows by 1.6 per retry (without jitter)', () => {
    expect([1, 2, 3, 4].map((retry) => backoffDelayMs(retry, 0.5))).toEqual([1000, 1600, 2560, 4096]);
  });

  it('spreads each delay by at most 23% either way', () => {
    expect(backoffDelayMs(1, 0)).toBe(770);
    expect(backoffDelayMs(1, 0.999999)).toBe(1230);
    expect(backoffDelayMs(2, 0)).toBe(1232);
  });

  it('never waits longer than the cap', () => {
    expect(backoffDelayMs(30, 0.999999)).toBe(DEFAULT_BACKOFF.maxDelayMs);
    expect(backoffDelayMs(30, 0)).toBe(Math.round(DEFAULT_BACKOFF.maxDelayMs * 0.77));
  });
});

describe('which statuses are retried', () => {
  it('retries rate limits and server errors', () => {
    for (const status of [429, 529, 500, 502, 503, 504]) expect(isRetryableStatus(status)).toBe(true);
  });
  it('never retries a quota (456) or any other client error', () => {
    for (const status of [400, 401, 403, 404, 413, 456]) expect(isRetryableStatus(status)).toBe(false);
  });
});

describe('Retry-After', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfterMs('3')).toBe(3000);
    expect(parseRetryAfterMs(['0.5'])).toBe(500);
  });
  it('reads an HTTP date relative to now, and a past date as 0', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(parseRetryAfterMs('Sat, 21 Nov 2026 12:00:07 GMT', now)).toBe(7000);
    expect(parseRetryAfterMs('Sat, 21 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });
  it('ignores an absent or unreadable header', () => {
    expect(parseRetryAfterMs(undefined)).toBeUndefined();
    expect(parseRetryAfterMs('soon')).toBeUndefined();
    expect(parseRetryAfterMs('')).toBeUndefined();
  });
  it('wins over the backoff when given, and stops retries when it asks for more than the cap', () => {
    expect(nextDelayMs(1, 2000, 0.5)).toBe(2000);
    expect(nextDelayMs(3, 0, 0.5)).toBe(0);
    expect(nextDelayMs(1, DEFAULT_BACKOFF.maxDelayMs + 1, 0.5)).toBeUndefined();
    expect(nextDelayMs(2, undefined, 0.5)).toBe(1600);
  });
});
