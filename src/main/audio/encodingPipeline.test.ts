import { describe, expect, it } from 'vitest';
import { EncodingPipeline } from './encodingPipeline';
import { s16leToFloat } from './pcm';

const stereoTone = (seconds: number) =>
  Float32Array.from(
    { length: seconds * 48_000 * 2 },
    (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * (i >> 1)) / 48_000),
  );

describe('EncodingPipeline', () => {
  it('turns 48 kHz stereo float into 100 ms chunks of 16 kHz mono s16le', () => {
    const pipeline = new EncodingPipeline({ inputRate: 48_000, channels: 2, outputRate: 16_000 });
    const chunks = pipeline.push(stereoTone(1));
    expect(chunks.length).toBe(10);
    expect(chunks.every((c) => c.bytes.length === 3200 && c.durationMs === 100)).toBe(true);
    const level = Math.max(...s16leToFloat(chunks[5]!.bytes).map(Math.abs));
    expect(level).toBeGreaterThan(0.45);
    expect(level).toBeLessThan(0.55);
  });

  it('sends silence of the same length while paused, and audio again after', () => {
    const pipeline = new EncodingPipeline({ inputRate: 48_000, channels: 2, outputRate: 16_000 });
    pipeline.push(stereoTone(0.5));
    pipeline.setPaused(true);
    const paused = pipeline.push(stereoTone(1));
    expect(paused.length).toBe(10);
    // After the filter's tail of the last real audio, nothing but zeros.
    expect(paused.slice(1).every((c) => c.silent && c.bytes.every((b) => b === 0))).toBe(true);
    pipeline.setPaused(false);
    const resumed = pipeline.push(stereoTone(1));
    expect(Math.max(...s16leToFloat(resumed[5]!.bytes).map(Math.abs))).toBeGreaterThan(0.45);
  });

  it('makes silence on demand for a source that stopped, in whole chunks', () => {
    const pipeline = new EncodingPipeline({ inputRate: 44_100, channels: 1, outputRate: 16_000, chunkMs: 200 });
    const chunks = pipeline.pushSilence(1000);
    expect(chunks.map((c) => c.bytes.length)).toEqual([6400, 6400, 6400, 6400, 6400]);
    expect(chunks.every((c) => c.silent)).toBe(true);
  });
});
