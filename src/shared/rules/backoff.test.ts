// The wait before trying again: grows, spreads, stops growing, and a reconnect gives up after a bounded time.
import { describe, expect, it } from 'vitest';
import { VOICE_RECONNECT, backoffDelayMs, reconnectWaits } from './backoff';

describe('the voice stream’s reconnect waits', () => {
  it('double from 250 ms and stop at 4 s, with none after the last try', () => {
    expect(reconnectWaits(() => 0.5)).toEqual([250, 500, 1000, 2000, 4000]);
    expect(VOICE_RECONNECT.attempts).toBe(6);
  });

  it('are jittered by up to a quarter either way, so clients that lost one server do not return in step', () => {
    const low = reconnectWaits(() => 0);
    const high = reconnectWaits(() => 0.999_999);
    expect(low).toEqual([188, 375, 750, 1500, 3000]);
    expect(high.slice(0, 4)).toEqual([312, 625, 1250, 2500]);
    // The cap holds after the jitter too.
    expect(high[4]).toBe(4000);
    const spread = new Set(Array.from({ length: 20 }, (_, i) => backoffDelayMs(3, i / 20, VOICE_RECONNECT)));
    expect(spread.size).toBeGreaterThan(10);
  });

  it('give up within 10 seconds of waiting, however the dice fall', () => {
    for (const random of [() => 0, () => 0.5, () => 0.999_999, Math.random])
      expect(reconnectWaits(random).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10_000);
  });
});
