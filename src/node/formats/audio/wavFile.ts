// Reads a WAV file (RIFF; PCM 8/16/24/32-bit or IEEE float 32/64) into interleaved float samples.
import { ValidationError, fieldIssue } from '../../../shared/errors';
import type { UiMessage } from '../../../shared/i18n/catalogue';

export interface DecodedWav {
  sampleRate: number;
  channels: number;
  /** Interleaved, nominally -1..1. */
  samples: Float32Array;
}

const invalid = (says: UiMessage) =>
  new ValidationError([fieldIssue('file', says)], { saysNextStep: { id: 'voice.wav.chooseWav' } });

export function decodeWav(file: Uint8Array): DecodedWav {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const text = (offset: number) => String.fromCharCode(...file.subarray(offset, offset + 4));
  if (file.byteLength < 12 || text(0) !== 'RIFF' || text(8) !== 'WAVE') throw invalid({ id: 'voice.wav.notWav' });
  let format: { tag: number; channels: number; sampleRate: number; bits: number } | undefined;
  let offset = 12;
  while (offset + 8 <= file.byteLength) {
    const id = text(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      let tag = view.getUint16(body, true);
      if (tag === 0xfffe && size >= 40) tag = view.getUint16(body + 24, true); // WAVE_FORMAT_EXTENSIBLE
      format = {
        tag,
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw invalid({ id: 'voice.wav.noFormat' });
      // Streams written live often leave the size at 0 or 0xFFFFFFFF: take what is there.
      const end = size === 0 || size === 0xffffffff ? file.byteLength : Math.min(file.byteLength, body + size);
      return {
        sampleRate: format.sampleRate,
        channels: format.channels,
        samples: readSamples(view, body, end, format.tag, format.bits),
      };
    }
    offset = body + size + (size & 1);
  }
  throw invalid({ id: 'voice.wav.noAudio' });
}

function readSamples(view: DataView, start: number, end: number, tag: number, bits: number): Float32Array {
  const bytes = bits / 8;
  const count = Math.floor((end - start) / bytes);
  const out = new Float32Array(count);
  for (let i = 0, p = start; i < count; i++, p += bytes) {
    if (tag === 3 && bits === 32) out[i] = view.getFloat32(p, true);
    else if (tag === 3 && bits === 64) out[i] = view.getFloat64(p, true);
    else if (tag === 1 && bits === 16) out[i] = view.getInt16(p, true) / 32768;
    else if (tag === 1 && bits === 24)
      out[i] = (view.getUint8(p) | (view.getUint8(p + 1) << 8) | (view.getInt8(p + 2) << 16)) / 8388608;
    else if (tag === 1 && bits === 32) out[i] = view.getInt32(p, true) / 2147483648;
    else if (tag === 1 && bits === 8) out[i] = (view.getUint8(p) - 128) / 128;
    else
      throw invalid({
        id: 'voice.wav.unreadableFormat',
        values: { format: tag === 1 ? 'pcm' : 'other', code: tag, bits },
      });
  }
  return out;
}

/** A WAV file as bytes (16-bit PCM), for tests and for saving captured audio. */
export function encodeWav16(samples: Int16Array, sampleRate: number, channels = 1): Uint8Array {
  const out = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(out.buffer);
  const write = (offset: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  write(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  write(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((s, i) => view.setInt16(44 + i * 2, s, true));
  return out;
}
