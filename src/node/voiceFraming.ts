// The two framings of the voice stream (the Voice API reference), for the client and the simulator alike:
// `json` = a JSON object in a TEXT frame (bytes as base64), `msgpack` = a MessagePack map in a BINARY frame.
// A frame of the other type is a protocol error.
import { Packr } from 'msgpackr';
import {
  fromJsonFrame,
  toJsonFrame,
  type Base64Codec,
  type ClientMessage,
  type MessageFormat,
  type ServerMessage,
} from '../shared/api/voice';

// Plain maps with string keys (no msgpackr record extension): what any MessagePack peer reads.
const packr = new Packr({ useRecords: false, mapsAsObjects: true });

// Node's native base64, accepting exactly what atob accepts (WHATWG forgiving-base64): Buffer alone would
// skip invalid characters silently.
const BASE64_BODY = /^[A-Za-z0-9+/]*$/;
function forgivingBase64Decode(text: string): Uint8Array | null {
  let body = text.replace(/[\t\n\f\r ]/g, '');
  if (body.length % 4 === 0) body = body.replace(/==?$/, '');
  if (body.length % 4 === 1 || !BASE64_BODY.test(body)) return null;
  return new Uint8Array(Buffer.from(body, 'base64'));
}
export const nodeBase64: Base64Codec = {
  encode: (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
  decode: forgivingBase64Decode,
};

export type Frame = { data: string; binary: false } | { data: Uint8Array; binary: true };

export function encodeFrame(format: MessageFormat, message: ClientMessage | ServerMessage): Frame {
  return format === 'json'
    ? { data: toJsonFrame(message, nodeBase64), binary: false }
    : { data: packr.pack(message), binary: true };
}

export type DecodedFrame = { ok: true; value: unknown } | { ok: false; detail: string };

/** Decodes one received frame; pass `value` to parseClientMessage / parseServerMessage. */
export function decodeFrame(format: MessageFormat, data: Uint8Array | string, binary: boolean): DecodedFrame {
  if (format === 'json' && binary)
    return { ok: false, detail: 'This session uses json: every message must be a TEXT frame.' };
  if (format === 'msgpack' && !binary)
    return { ok: false, detail: 'This session uses msgpack: every message must be a BINARY frame.' };
  try {
    if (format === 'json')
      return {
        ok: true,
        value: fromJsonFrame(typeof data === 'string' ? data : Buffer.from(data).toString('utf8'), nodeBase64),
      };
    return { ok: true, value: packr.unpack(typeof data === 'string' ? Buffer.from(data) : data) };
  } catch {
    return { ok: false, detail: `The frame is not valid ${format === 'json' ? 'JSON' : 'MessagePack'}.` };
  }
}
