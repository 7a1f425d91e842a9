import { describe, expect, it } from 'vitest';
import { downmixToMono, floatToS16le, s16leToFloat } from './pcm';

const int16s = (bytes: Uint8Array) =>
  Array.from({ length: bytes.length / 2 }, (_, i) => new DataView(bytes.buffer).getInt16(i * 2, true));

describe('floatToS16le', () => {
  it('clamps samples beyond full scale instead of wrapping around', () => {
    expect(int16s(floatToS16le(Float32Array.from([1, 1.5, 40, -1, -1.5, -40])))).toEqual([
      32767, 32767, 32767, -32768, -32768, -32768,
    ]);
  });

  it('rounds to the nearest step and turns NaN into silence', () => {
    expect(int16s(floatToS16le(Float32Array.from([0, 0.5, -0.5, 1 / 32768, 0.4 / 32768, NaN])))).toEqual([
      0, 16384, -16384, 1, 0, 0,
    ]);
  });

  it('writes little-endian bytes, two per sample', () => {
    expect(Array.from(floatToS16le(Float32Array.from([256 / 32768, -1 / 32768])))).toEqual([0x00, 0x01, 0xff, 0xff]);
  });

  it('round-trips through s16leToFloat within one step', () => {
    const samples = Float32Array.from([0.1, -0.7, 0.999]);
    s16leToFloat(floatToS16le(samples)).forEach((v, i) =>
      expect(Math.abs(v - samples[i]!)).toBeLessThanOrEqual(1 / 32768),
    );
  });
});

describe('downmixToMono', () => {
  it('averages the channels of each frame', () => {
    expect(Array.from(downmixToMono(Float32Array.from([1, 0, 0.5, 0.5, -1, 1]), 2))).toEqual([0.5, 0.5, 0]);
    expect(Array.from(downmixToMono(Float32Array.from([0.3, 0.6, 0.9]), 3))).toEqual([Math.fround(0.6)]);
  });

  it('passes mono through untouched', () => {
    const mono = Float32Array.from([0.1, 0.2]);
    expect(downmixToMono(mono, 1)).toBe(mono);
  });
});
