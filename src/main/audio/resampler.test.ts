import { describe, expect, it } from 'vitest';
import { Resampler } from './resampler';

const tone = (frequency: number, seconds: number, rate: number) =>
  Float32Array.from(
    { length: Math.round(seconds * rate) },
    (_, i) => 0.5 * Math.sin((2 * Math.PI * frequency * i) / rate),
  );

/** Resamples in 100 ms blocks, as the live pipeline does. */
function resampleInBlocks(resampler: Resampler, input: Float32Array): Float32Array {
  const block = Math.round(resampler.inputRate / 10);
  const parts: Float32Array[] = [];
  for (let i = 0; i < input.length; i += block) parts.push(resampler.process(input.subarray(i, i + block)));
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** Level in dB of `frequency` in `signal` (Goertzel), relative to a sine of amplitude 0.5. */
function levelDb(signal: Float32Array, frequency: number, rate: number): number {
  const w = (2 * Math.PI * frequency) / rate;
  const coefficient = 2 * Math.cos(w);
  let s1 = 0;
  let s2 = 0;
  for (const x of signal) {
    const s0 = x + coefficient * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  const power = s1 * s1 + s2 * s2 - coefficient * s1 * s2;
  const amplitude = (2 * Math.sqrt(Math.max(power, 0))) / signal.length;
  return 20 * Math.log10(amplitude / 0.5);
}

/** Gain of a tone through the resampler: total output level after the start-up transient, in dB. */
function gainDb(inputRate: number, outputRate: number, frequency: number): number {
  const output = resampleInBlocks(new Resampler({ inputRate, outputRate }), tone(frequency, 1, inputRate));
  const steady = output.subarray(outputRate / 10, output.length - outputRate / 10);
  const rms = Math.sqrt(steady.reduce((s, v) => s + v * v, 0) / steady.length);
  return 20 * Math.log10(rms / (0.5 / Math.SQRT2));
}

describe('Resampler, 48 kHz to 16 kHz (the default session rate)', () => {
  it('passes every tone from 100 Hz to 7 kHz within 0.5 dB', () => {
    for (const f of [100, 440, 1000, 2500, 4000, 5500, 6500, 7000])
      expect(Math.abs(gainDb(48_000, 16_000, f)), `${f} Hz`).toBeLessThan(0.5);
  });

  it('attenuates tones above the new Nyquist frequency, wherever their aliases would land, by at least 60 dB', () => {
    for (const f of [9000, 10_000, 12_000, 15_000, 16_000, 20_000, 23_000])
      expect(gainDb(48_000, 16_000, f), `${f} Hz`).toBeLessThan(-60);
  });

  it('produces exactly one output sample for every three input samples, however the input is split', () => {
    const input = tone(1000, 1, 48_000);
    const whole = new Resampler({ inputRate: 48_000, outputRate: 16_000 }).process(input);
    const split = new Resampler({ inputRate: 48_000, outputRate: 16_000 });
    const parts = [
      split.process(input.subarray(0, 1)),
      split.process(input.subarray(1, 4801)),
      split.process(input.subarray(4801)),
    ];
    expect(whole.length).toBe(16_000);
    expect(parts.reduce((n, p) => n + p.length, 0)).toBe(16_000);
    expect(Array.from(parts.flatMap((p) => Array.from(p)))).toEqual(Array.from(whole));
  });
});

describe('Resampler, the other capture and session rates', () => {
  it('44.1 kHz to 16 kHz passes 7 kHz and rejects 9 kHz and above by 60 dB', () => {
    expect(Math.abs(gainDb(44_100, 16_000, 7000))).toBeLessThan(0.5);
    for (const f of [9000, 12_000, 20_000]) expect(gainDb(44_100, 16_000, f), `${f} Hz`).toBeLessThan(-60);
  });

  it('48 kHz to 8 kHz passes 3.5 kHz and rejects 4.5 kHz and above by 60 dB', () => {
    expect(Math.abs(gainDb(48_000, 8000, 3500))).toBeLessThan(0.5);
    for (const f of [4500, 6000, 11_000]) expect(gainDb(48_000, 8000, f), `${f} Hz`).toBeLessThan(-60);
  });

  it('16 kHz up to 48 kHz keeps the tone and suppresses its images by 60 dB', () => {
    const output = resampleInBlocks(new Resampler({ inputRate: 16_000, outputRate: 48_000 }), tone(5000, 1, 16_000));
    const steady = output.subarray(4800, output.length - 4800);
    expect(Math.abs(levelDb(steady, 5000, 48_000))).toBeLessThan(0.5);
    for (const image of [11_000, 21_000]) expect(levelDb(steady, image, 48_000), `${image} Hz`).toBeLessThan(-60);
  });

  it('keeps the exact rate ratio over a long stream (44.1 kHz to 16 kHz)', () => {
    const r = new Resampler({ inputRate: 44_100, outputRate: 16_000 });
    let produced = 0;
    for (let i = 0; i < 30; i++) produced += r.process(new Float32Array(4410)).length;
    expect(produced).toBe(48_000);
  });
});
