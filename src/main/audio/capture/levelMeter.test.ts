import { describe, expect, it } from 'vitest';
import { LevelMeter, measureLevel, SILENCE_DB, type AudioLevel } from './levelMeter';

describe('measureLevel', () => {
  it('gives a full-scale sine -3 dB RMS and 0 dB peak, and silence the floor', () => {
    const sine = Float32Array.from({ length: 4800 }, (_, i) => Math.sin((2 * Math.PI * 100 * i) / 48_000));
    const level = measureLevel(sine);
    expect(level.rmsDb).toBeCloseTo(-3.01, 1);
    expect(level.peakDb).toBeCloseTo(0, 2);
    expect(measureLevel(new Float32Array(100))).toEqual({ rmsDb: SILENCE_DB, peakDb: SILENCE_DB });
  });
});

describe('LevelMeter', () => {
  it('reports every 50 ms of audio, and holds a peak while it falls slowly', () => {
    const levels: AudioLevel[] = [];
    const meter = new LevelMeter(1000, (l) => levels.push(l));
    meter.push(Float32Array.from({ length: 100 }, () => 0.5), 2); // 50 ms of stereo at 1 kHz
    meter.push(new Float32Array(100), 2);
    expect(levels).toHaveLength(2);
    expect(levels[0]!.rmsDb).toBeCloseTo(-6.02, 1);
    expect(levels[1]!.rmsDb).toBe(SILENCE_DB);
    expect(levels[1]!.peakDb).toBeCloseTo(-6.02 - 1.5, 1);
  });
});
