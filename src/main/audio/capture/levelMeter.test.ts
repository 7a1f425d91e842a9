import { describe, expect, it } from 'vitest';
import { LevelMeter, SILENCE_DB, type AudioLevel } from './levelMeter';

describe('LevelMeter', () => {
  it('reports every 50 ms of audio, and holds a peak while it falls slowly', () => {
    const levels: AudioLevel[] = [];
    const meter = new LevelMeter(1000, (l) => levels.push(l));
    meter.push(
      Float32Array.from({ length: 100 }, () => 0.5),
      2,
    ); // 50 ms of stereo at 1 kHz
    meter.push(new Float32Array(100), 2);
    expect(levels).toHaveLength(2);
    expect(levels[0]!.rmsDb).toBeCloseTo(-6.02, 1);
    expect(levels[1]!.rmsDb).toBe(SILENCE_DB);
    expect(levels[1]!.peakDb).toBeCloseTo(-6.02 - 1.5, 1);
  });
});
