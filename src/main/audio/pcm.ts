// Sample-format steps of the encoding pipeline: downmix to mono and float -> signed 16-bit little-endian.

/** Averages interleaved channels into one mono channel. */
export function downmixToMono(interleaved: Float32Array, channels: number): Float32Array {
  if (channels === 1) return interleaved;
  const frames = Math.floor(interleaved.length / channels);
  const mono = new Float32Array(frames);
  const scale = 1 / channels;
  if (channels === 2) {
    for (let i = 0, j = 0; i < frames; i++, j += 2) mono[i] = (interleaved[j]! + interleaved[j + 1]!) * 0.5;
    return mono;
  }
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += interleaved[i * channels + c]!;
    mono[i] = sum * scale;
  }
  return mono;
}

const littleEndianHost = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Converts float samples (nominally -1..1) to s16le bytes, clamping anything outside the range. */
export function floatToS16le(samples: Float32Array): Uint8Array {
  const bytes = new Uint8Array(samples.length * 2);
  if (littleEndianHost) {
    const out = new Int16Array(bytes.buffer);
    for (let i = 0; i < samples.length; i++) out[i] = toInt16(samples[i]!);
  } else {
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < samples.length; i++) view.setInt16(i * 2, toInt16(samples[i]!), true);
  }
  return bytes;
}

/** One sample to int16: clamped to [-32768, 32767], rounded to nearest; NaN becomes silence. */
function toInt16(sample: number): number {
  const scaled = Math.round(sample * 32768);
  if (scaled > 32767) return 32767;
  if (scaled < -32768) return -32768;
  return scaled || 0;
}

/** Reads s16le bytes back as float samples (for meters, file sources and tests). */
export function s16leToFloat(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(bytes.byteLength >> 1);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true) / 32768;
  return out;
}
