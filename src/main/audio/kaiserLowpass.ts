// Windowed-sinc low-pass design with a Kaiser window (Kaiser's formulas for beta and length).

/** Zeroth-order modified Bessel function of the first kind, by its power series. */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  const halfX = x / 2;
  for (let k = 1; k < 50; k++) {
    term *= (halfX / k) * (halfX / k);
    sum += term;
    if (term < sum * 1e-12) break;
  }
  return sum;
}

/** Kaiser's beta for a stopband attenuation in dB. */
function kaiserBeta(attenuationDb: number): number {
  if (attenuationDb > 50) return 0.1102 * (attenuationDb - 8.7);
  if (attenuationDb >= 21) return 0.5842 * (attenuationDb - 21) ** 0.4 + 0.07886 * (attenuationDb - 21);
  return 0;
}

export interface LowpassDesign {
  /** Sample rate the filter runs at, in Hz. */
  sampleRate: number;
  /** Highest frequency that must pass, in Hz. */
  passbandEdge: number;
  /** Lowest frequency that must be attenuated by `attenuationDb`, in Hz. */
  stopbandEdge: number;
  attenuationDb: number;
  /** Round the tap count up to a multiple of this (polyphase banks want a multiple of the phase count). */
  tapMultiple?: number;
}

/** Linear-phase low-pass taps, normalised to a DC gain of 1. */
export function designKaiserLowpass(design: LowpassDesign): Float64Array {
  const { sampleRate, passbandEdge, stopbandEdge, attenuationDb } = design;
  const transition = (2 * Math.PI * (stopbandEdge - passbandEdge)) / sampleRate;
  const minimumTaps = Math.ceil((attenuationDb - 7.95) / (2.285 * transition)) + 1;
  const multiple = design.tapMultiple ?? 1;
  const taps = Math.ceil(minimumTaps / multiple) * multiple;
  const cutoff = (passbandEdge + stopbandEdge) / 2 / sampleRate; // cycles per sample
  const beta = kaiserBeta(attenuationDb);
  const center = (taps - 1) / 2;
  const i0Beta = besselI0(beta);
  const h = new Float64Array(taps);
  let sum = 0;
  for (let n = 0; n < taps; n++) {
    const t = n - center;
    const sinc = t === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * t) / (Math.PI * t);
    const r = center === 0 ? 0 : t / center;
    const window = besselI0(beta * Math.sqrt(Math.max(0, 1 - r * r))) / i0Beta;
    h[n] = sinc * window;
    sum += h[n]!;
  }
  for (let n = 0; n < taps; n++) h[n]! /= sum;
  return h;
}
