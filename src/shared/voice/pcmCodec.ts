// PCM s16le, a-law and mu-law: the simulator decodes source audio and encodes synthesized speech with it, and
// the window decodes spoken translation. The formats themselves (which content types are
// PCM, their rate and frame size) come from the shared rules.
import type { PcmFormat } from '../rules/voice';
import { alawToLinear, linearToAlaw, linearToUlaw, ulawToLinear } from './g711';

/** Decodes PCM bytes (whole frames) to 16-bit samples. */
export function decodePcm(bytes: Uint8Array, format: PcmFormat): Int16Array {
  if (format.encoding === 's16le') {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return Int16Array.from({ length: bytes.byteLength >> 1 }, (_, i) => view.getInt16(i * 2, true));
  }
  return Int16Array.from(bytes, format.encoding === 'alaw' ? alawToLinear : ulawToLinear);
}

/** Encodes 16-bit samples as PCM bytes of `format`. */
export function encodePcm(samples: Int16Array, format: PcmFormat): Uint8Array<ArrayBuffer> {
  if (format.encoding === 's16le') {
    const bytes = new Uint8Array(samples.length * 2);
    const view = new DataView(bytes.buffer);
    samples.forEach((s, i) => view.setInt16(i * 2, s, true));
    return bytes;
  }
  return Uint8Array.from(samples, format.encoding === 'alaw' ? linearToAlaw : linearToUlaw);
}
