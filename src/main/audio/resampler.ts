// Streaming rational resampler: a polyphase bank cut from one Kaiser-windowed sinc prototype.
// Output rate / input rate = L / M (reduced). Each output sample is one dot product of K taps with the
// newest K input samples, so nothing is computed for the L-1 zeros of the upsampled signal and nothing for
// the M-1 discarded samples of the decimation.
import { designKaiserLowpass } from './kaiserLowpass';

export interface ResamplerOptions {
  inputRate: number;
  outputRate: number;
  /** Stopband attenuation in dB; 80 by default. */
  attenuationDb?: number;
  /** Passband edge as a share of the lower Nyquist frequency; 0.875 by default (7 kHz for 16 kHz). */
  passbandShare?: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export class Resampler {
  readonly inputRate: number;
  readonly outputRate: number;
  /** Taps per phase. */
  readonly tapsPerPhase: number;
  /** Delay the filter adds, in input samples. */
  readonly delayInputSamples: number;
  private readonly up: number;
  private readonly down: number;
  /** phases[p] holds the taps of phase p, reversed so they run forward over the input. */
  private readonly phases: Float32Array[];
  /** Unconsumed input, with K-1 samples of history in front. */
  private buffer: Float32Array;
  private buffered: number;
  /** Index in `buffer` of the newest input sample the next output needs, and its phase. */
  private position: number;
  private phase = 0;

  constructor(options: ResamplerOptions) {
    this.inputRate = options.inputRate;
    this.outputRate = options.outputRate;
    const divisor = gcd(options.inputRate, options.outputRate);
    this.up = options.outputRate / divisor;
    this.down = options.inputRate / divisor;
    const lowerNyquist = Math.min(options.inputRate, options.outputRate) / 2;
    const passbandEdge = lowerNyquist * (options.passbandShare ?? 0.875);
    // The stopband starts where aliases of it would land above the passband edge: nothing folds into it.
    const stopbandEdge = 2 * lowerNyquist - passbandEdge;
    const prototype = designKaiserLowpass({
      sampleRate: options.inputRate * this.up,
      passbandEdge,
      stopbandEdge,
      attenuationDb: options.attenuationDb ?? 80,
      tapMultiple: this.up,
    });
    const taps = prototype.length / this.up;
    this.tapsPerPhase = taps;
    this.delayInputSamples = (prototype.length - 1) / 2 / this.up;
    this.phases = [];
    for (let p = 0; p < this.up; p++) {
      const phase = new Float32Array(taps);
      for (let k = 0; k < taps; k++) phase[taps - 1 - k] = prototype[p + k * this.up]! * this.up;
      this.phases.push(phase);
    }
    this.buffer = new Float32Array(taps - 1 + 4096);
    this.buffered = taps - 1; // zeros as history: the output starts with the filter's delay
    this.position = taps - 1;
  }

  /** How many output samples `inputLength` more input samples will produce (exactly). */
  outputLengthFor(inputLength: number): number {
    const last = this.buffered + inputLength - 1;
    if (last < this.position) return 0;
    // Outputs at positions position + floor((phase + j*down)/up) <= last.
    const span = (last - this.position) * this.up + (this.up - 1 - this.phase);
    return Math.floor(span / this.down) + 1;
  }

  /** Resamples the next block of mono input; keeps what it needs for the next call. */
  process(input: Float32Array): Float32Array {
    this.append(input);
    const output = new Float32Array(this.outputLengthFor(0));
    const taps = this.tapsPerPhase;
    const buffer = this.buffer;
    const up = this.up;
    const down = this.down;
    let position = this.position;
    let phase = this.phase;
    if (up === 1) {
      this.decimate(output);
      return output;
    }
    for (let n = 0; n < output.length; n++) {
      const h = this.phases[phase]!;
      const start = position - taps + 1;
      let acc = 0;
      for (let k = 0; k < taps; k++) acc += h[k]! * buffer[start + k]!;
      output[n] = acc;
      phase += down;
      position += Math.floor(phase / up);
      phase %= up;
    }
    this.position = position;
    this.phase = phase;
    this.discardConsumed();
    return output;
  }

  /** Integer decimation (L = 1): one linear-phase filter, folded so each pair of mirrored taps costs one multiply. */
  private decimate(output: Float32Array): void {
    const taps = this.tapsPerPhase;
    const h = this.phases[0]!;
    const buffer = this.buffer;
    const down = this.down;
    const half = taps >> 1;
    const odd = (taps & 1) === 1;
    let start = this.position - taps + 1;
    for (let n = 0; n < output.length; n++, start += down) {
      const end = start + taps - 1;
      let acc0 = odd ? h[half]! * buffer[start + half]! : 0;
      let acc1 = 0;
      let k = 0;
      for (; k + 1 < half; k += 2) {
        acc0 += h[k]! * (buffer[start + k]! + buffer[end - k]!);
        acc1 += h[k + 1]! * (buffer[start + k + 1]! + buffer[end - k - 1]!);
      }
      if (k < half) acc0 += h[k]! * (buffer[start + k]! + buffer[end - k]!);
      output[n] = acc0 + acc1;
    }
    this.position += output.length * down;
    this.discardConsumed();
  }

  private append(input: Float32Array): void {
    const needed = this.buffered + input.length;
    if (needed > this.buffer.length) {
      const grown = new Float32Array(Math.max(needed, this.buffer.length * 2));
      grown.set(this.buffer.subarray(0, this.buffered));
      this.buffer = grown;
    }
    this.buffer.set(input, this.buffered);
    this.buffered = needed;
  }

  /** Keeps only the K-1 samples of history the next output needs. */
  private discardConsumed(): void {
    const keepFrom = this.position - this.tapsPerPhase + 1;
    if (keepFrom <= 0) return;
    const from = Math.min(keepFrom, this.buffered);
    this.buffer.copyWithin(0, from, this.buffered);
    this.buffered -= from;
    this.position -= from;
  }
}
