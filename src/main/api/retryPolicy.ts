// When to retry a failed attempt and how long to wait first. Pure: no timers, no I/O. The schedule follows
// the service's official client libraries: 1 s, then x1.6 per attempt, +-23% jitter, capped (the one backoff
// rule, shared/rules/backoff.ts).
import { backoffDelayMs as jitteredBackoff, type BackoffOptions } from '../../shared/rules/backoff';

export type { BackoffOptions };

export const DEFAULT_BACKOFF: BackoffOptions = {
  initialDelayMs: 1000,
  multiplier: 1.6,
  jitter: 0.23,
  maxDelayMs: 120_000,
};

/** The wait before retry number `retry` (1 = the first retry); `random` in [0, 1), 0.5 un-jittered. */
export function backoffDelayMs(retry: number, random: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  return jitteredBackoff(retry, random, options);
}

/** HTTP statuses worth another attempt: rate limits (429, 529) and server errors (5xx). 456 is a quota, never retried. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 529 || (status >= 500 && status <= 599);
}

/**
 * A `Retry-After` header as milliseconds: either delta-seconds or an HTTP date. `undefined` when absent or
 * unreadable; a date in the past gives 0.
 */
export function parseRetryAfterMs(header: string | string[] | undefined, now: number = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * The wait before the next attempt. The server's Retry-After wins when it is given; `undefined` means the
 * server asked for a longer pause than we are willing to wait, so the caller should stop retrying.
 */
export function nextDelayMs(
  retry: number,
  retryAfterMs: number | undefined,
  random: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number | undefined {
  if (retryAfterMs !== undefined) return retryAfterMs > options.maxDelayMs ? undefined : retryAfterMs;
  return backoffDelayMs(retry, random, options);
}
