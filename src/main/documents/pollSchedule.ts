// When to ask the service again about a document. Exponential back-off from half a second, guided by the
// service's `seconds_remaining` estimate, within bounds: small documents finish in seconds, so the first
// polls come quickly; an estimate can be unreliable or very large, so no wait is longer than 30 s, and an
// estimate that keeps saying "1 s" does not make Glossa poll every second for ever. Also how long a job keeps
// trying through passing errors before it gives up.

export interface PollBounds {
  firstMs: number;
  factor: number;
  minMs: number;
  maxMs: number;
}

export const POLL_BOUNDS: PollBounds = { firstMs: 500, factor: 2, minMs: 250, maxMs: 30_000 };

/**
 * The wait before poll number `polls + 1` of one document.
 * @param polls how many status answers this document has had so far
 * @param secondsRemaining the last answer's estimate, when it gave one
 */
export function nextPollDelayMs(
  polls: number,
  secondsRemaining: number | undefined,
  bounds: PollBounds = POLL_BOUNDS,
): number {
  const backoff = bounds.firstMs * bounds.factor ** Math.max(0, polls);
  const wanted =
    secondsRemaining === undefined || !Number.isFinite(secondsRemaining) || secondsRemaining < 0
      ? backoff
      : // Trust the estimate, but never less than half the back-off: a stuck estimate still backs off.
        Math.max(secondsRemaining * 1000, backoff / 2);
  return Math.round(Math.min(bounds.maxMs, Math.max(bounds.minMs, wanted)));
}

/** Waiting after a network failure while a document is on the service: back off, but keep trying. */
export function offlineRetryDelayMs(failures: number, bounds: PollBounds = POLL_BOUNDS): number {
  return Math.min(bounds.maxMs, 1000 * 2 ** Math.max(0, failures - 1));
}

/**
 * A job meeting passing errors (5xx, resets, timeouts) tries again with growing pauses, but not forever: after
 * this many failures in a row, or this long since the first, it stops with an honest error.
 */
export const TRANSIENT_BOUNDS = { attempts: 8, ms: 10 * 60_000 };

/** Errors that pass: the job keeps its place and tries again later. */
export const TRANSIENT: ReadonlySet<string> = new Set(['network', 'timeout', 'unavailable', 'rateLimited']);
