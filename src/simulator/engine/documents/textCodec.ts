// Reads and writes text files in the encoding they came in: UTF-8 (with or without a byte order mark) or
// UTF-16 with a byte order mark. Anything else is refused rather than silently garbled.
import { DocumentFormatError } from './documentFormatError';

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  byteOrderMark: boolean;
}

export function decodeText(bytes: Uint8Array, fileName: string): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: decodeStrict('utf-8', bytes.subarray(3), fileName), encoding: 'utf-8', byteOrderMark: true };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: decodeStrict('utf-16le', bytes.subarray(2), fileName), encoding: 'utf-16le', byteOrderMark: true };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: decodeStrict('utf-16be', bytes.subarray(2), fileName), encoding: 'utf-16be', byteOrderMark: true };
  }
  return { text: decodeStrict('utf-8', bytes, fileName), encoding: 'utf-8', byteOrderMark: false };
}

function decodeStrict(encoding: TextEncodingName, bytes: Uint8Array, fileName: string): string {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch (error) {
    throw new DocumentFormatError(
      'encoding',
      `"${fileName}" is not a Unicode (UTF-8 or UTF-16) text file, so its characters cannot be read reliably. Save it with UTF-8 encoding and upload it again.`,
      { cause: error },
    );
  }
}

export function encodeText(text: string, encoding: TextEncodingName, byteOrderMark: boolean): Uint8Array {
  if (encoding === 'utf-8') {
    const body = new TextEncoder().encode(text);
    if (!byteOrderMark) return body;
    const out = new Uint8Array(body.length + 3);
    out.set([0xef, 0xbb, 0xbf]);
    out.set(body, 3);
    return out;
  }
  const littleEndian = encoding === 'utf-16le';
  const offset = byteOrderMark ? 2 : 0;
  const out = new Uint8Array(offset + text.length * 2);
  const view = new DataView(out.buffer);
  if (byteOrderMark) view.setUint16(0, 0xfeff, littleEndian);
  for (let index = 0; index < text.length; index++)
    view.setUint16(offset + index * 2, text.charCodeAt(index), littleEndian);
  return out;
}
