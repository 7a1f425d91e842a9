// How long to wait before trying again: exponential, jittered (so many clients that lost the same server do not
// come back in step), capped, and for reconnects bounded in number. Pure: the caller brings the random numbers and
// the clock. The REST retries (main/api/retryPolicy.ts) and the voice stream's reconnects use it.

export interface BackoffOptions {
  /** Delay before the first retry, in milliseconds. */
  initialDelayMs: number;
  multiplier: number;
  /** Relative jitter: 0.23 spreads each delay over +-23%. */
  jitter: number;
  /** No single wait is longer than this, in milliseconds. */
  maxDelayMs: number;
}

/**
 * The wait before retry number `retry` (1 = the first retry). `random` is in [0, 1); 0.5 gives the
 * un-jittered delay.
 */
export function backoffDelayMs(retry: number, random: number, options: BackoffOptions): number {
  const base = Math.min(options.initialDelayMs * options.multiplier ** Math.max(0, retry - 1), options.maxDelayMs);
  const jittered = base * (1 + options.jitter * (2 * random - 1));
  return Math.round(Math.min(jittered, options.maxDelayMs));
}

/** The voice stream after a dropped connection: 6 tries, 250 ms doubling to at most 4 s, each +-25%. */
export const VOICE_RECONNECT: BackoffOptions & { attempts: number } = {
  initialDelayMs: 250,
  multiplier: 2,
  jitter: 0.25,
  maxDelayMs: 4000,
  attempts: 6,
};

/** The waits between the tries of a reconnect (one fewer than the tries: none after the last). */
export function reconnectWaits(random: () => number, schedule = VOICE_RECONNECT): number[] {
  return Array.from({ length: schedule.attempts - 1 }, (_, i) => backoffDelayMs(i + 1, random(), schedule));
}
