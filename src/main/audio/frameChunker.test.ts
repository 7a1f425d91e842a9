import { describe, expect, it } from 'vitest';
import { FrameChunker, framesPerChunk } from './frameChunker';
import { isGlossaError } from '../../shared/errors';

describe('FrameChunker', () => {
  it('cuts 16 kHz audio into 100 ms chunks of exactly 1600 frames (3200 bytes), however it arrives', () => {
    const chunker = new FrameChunker(16_000);
    const chunks = [
      ...chunker.push(new Uint8Array(1000)),
      ...chunker.push(new Uint8Array(5000)),
      ...chunker.push(new Uint8Array(3400)),
    ];
    expect(chunks.map((c) => c.bytes.length)).toEqual([3200, 3200]);
    expect(chunks.map((c) => c.startFrame)).toEqual([0, 1600]);
    expect(chunks.every((c) => c.durationMs === 100)).toBe(true);
    expect(chunker.flush()?.bytes.length).toBe(3000);
    expect(chunker.flush()).toBeUndefined();
  });

  it('keeps every byte in order across chunk boundaries', () => {
    const chunker = new FrameChunker(8000, 50); // 400 frames
    const input = Uint8Array.from({ length: 2000 }, (_, i) => i % 251);
    const chunks = [...chunker.push(input.subarray(0, 333 * 2)), ...chunker.push(input.subarray(666))];
    const rest = chunker.flush();
    const joined = [...chunks, ...(rest ? [rest] : [])].flatMap((c) => Array.from(c.bytes));
    expect(joined).toEqual(Array.from(input));
  });

  it('only ever holds whole frames: a stray half frame is refused', () => {
    expect(() => new FrameChunker(16_000).push(new Uint8Array(3))).toThrow(RangeError);
  });

  it('rounds a chunk down to whole frames when the duration does not divide the rate', () => {
    expect(framesPerChunk(44_100, 100)).toBe(4410);
    expect(framesPerChunk(44_100, 75)).toBe(3307);
  });

  it('allows chunks of 50 to 250 ms only', () => {
    expect(framesPerChunk(16_000, 50)).toBe(800);
    expect(framesPerChunk(16_000, 250)).toBe(4000);
    for (const ms of [49, 251, NaN]) {
      let error: unknown;
      try {
        framesPerChunk(16_000, ms);
      } catch (e) {
        error = e;
      }
      expect(isGlossaError(error, 'validation')).toBe(true);
    }
  });
});
