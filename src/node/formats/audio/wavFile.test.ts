import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav16 } from './wavFile';
import { isGlossaError } from '../../../shared/errors';

describe('decodeWav', () => {
  it('reads 16-bit PCM with its rate and channels', () => {
    const wav = decodeWav(encodeWav16(Int16Array.from([0, 16384, -32768, 32767]), 22_050, 2));
    expect(wav.sampleRate).toBe(22_050);
    expect(wav.channels).toBe(2);
    expect(Array.from(wav.samples)).toEqual([0, 0.5, -1, 32767 / 32768]);
  });

  it('reads 32-bit float audio and skips chunks it does not need', () => {
    const header = encodeWav16(new Int16Array(0), 48_000, 1);
    const view = new DataView(header.buffer);
    view.setUint16(20, 3, true); // IEEE float
    view.setUint16(34, 32, true);
    const list = Uint8Array.from([...'LIST'].map((c) => c.charCodeAt(0)).concat([2, 0, 0, 0, 0, 0]));
    const data = new Uint8Array(8 + 8);
    data.set([...'data'].map((c) => c.charCodeAt(0)));
    new DataView(data.buffer).setUint32(4, 8, true);
    new DataView(data.buffer).setFloat32(8, 0.25, true);
    new DataView(data.buffer).setFloat32(12, -0.75, true);
    const file = new Uint8Array([...header.subarray(0, 36), ...list, ...data]);
    expect(Array.from(decodeWav(file).samples)).toEqual([0.25, -0.75]);
  });

  it('refuses a file that is not a WAV, with a sentence that says so', () => {
    let error: unknown;
    try {
      decodeWav(new TextEncoder().encode('ID3 this is an mp3 file'));
    } catch (e) {
      error = e;
    }
    expect(isGlossaError(error, 'validation')).toBe(true);
    expect((error as Error).message).toBe('This file is not a WAV file.');
  });
});
