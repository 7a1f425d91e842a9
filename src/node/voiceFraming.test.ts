import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pureBase64 } from '../shared/api/voice';
import { decodeFrame, encodeFrame, nodeBase64 } from './voiceFraming';

describe("Node's base64 for JSON frames agrees with the pure one", () => {
  it.each([0, 1, 2, 3, 4, 5, 100, 3200, 102_400])('encodes and decodes %i bytes identically', (size) => {
    const bytes = new Uint8Array(randomBytes(size));
    const text = nodeBase64.encode(bytes);
    expect(text).toBe(pureBase64.encode(bytes));
    // Compared as buffers: toEqual walks 100 KB element by element, seconds on a busy machine.
    const decoded = nodeBase64.decode(text);
    expect(decoded).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(decoded!).equals(bytes)).toBe(true);
  });

  it('encodes a view into a larger buffer by its own bytes only', () => {
    const whole = new Uint8Array([1, 2, 3, 4, 5, 6]);
    expect(nodeBase64.encode(whole.subarray(2, 5))).toBe(pureBase64.encode(new Uint8Array([3, 4, 5])));
  });

  it.each(['ab$=', 'a===', 'a', 'YWJj=', 'YW=J'])('refuses %j, as atob does', (text) => {
    expect(nodeBase64.decode(text)).toBeNull();
    expect(pureBase64.decode(text)).toBeNull();
  });

  it.each(['YWJj', 'YWI', 'YQ', 'YQ==', 'YWJj\n', ' YW Jj'])('accepts %j as atob does', (text) => {
    expect(nodeBase64.decode(text)).toEqual(pureBase64.decode(text));
    expect(nodeBase64.decode(text)).not.toBeNull();
  });

  it('round-trips a source chunk through a JSON frame', () => {
    const data = new Uint8Array(randomBytes(3200));
    const frame = encodeFrame('json', { source_media_chunk: { data } });
    expect(frame.binary).toBe(false);
    expect(decodeFrame('json', frame.data, false)).toEqual({ ok: true, value: { source_media_chunk: { data } } });
  });
});
