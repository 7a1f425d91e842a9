import { describe, expect, it } from 'vitest';
import { alawToLinear, linearToAlaw, linearToUlaw, ulawToLinear } from './g711';

describe('G.711', () => {
  it('a-law and mu-law round-trip within their quantization step', () => {
    for (const sample of [0, 1, -1, 100, -100, 1000, -1000, 12_345, -12_345, 32_000, -32_000]) {
      const step = Math.max(16, Math.abs(sample) / 16);
      expect(Math.abs(alawToLinear(linearToAlaw(sample)) - sample), `a-law ${sample}`).toBeLessThanOrEqual(step);
      expect(Math.abs(ulawToLinear(linearToUlaw(sample)) - sample), `mu-law ${sample}`).toBeLessThanOrEqual(step);
    }
  });

  it('decodes the reference codes: a-law 0xD5 and mu-law 0xFF are (near) silence, 0x2A and 0x00 full scale', () => {
    expect(Math.abs(alawToLinear(0xd5))).toBeLessThanOrEqual(8);
    expect(ulawToLinear(0xff)).toBe(0);
    expect(alawToLinear(0x2a)).toBe(-32_256);
    expect(ulawToLinear(0x00)).toBe(-32_124);
  });
});
