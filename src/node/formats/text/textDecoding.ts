// The one text reader and writer: bytes of a text file to a string and back, in the encoding it came in.
// Translators get files from everywhere: UTF-8 with and without BOM, UTF-16 from Excel's "Unicode text",
// Latin-1 from old tools. Main's glossary import takes Windows-1252 for bytes that are not UTF-8 and refuses
// binary files (`decodeGlossaryText`); the simulator's documents take Unicode only and write back in the same
// encoding (`decodeText`, `encodeText`).
import { ValidationError, fieldIssue } from '../../../shared/errors';

export type UnicodeEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';
export type TextEncodingName = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

/** Text read as Unicode, with what `encodeText` needs to write it back the same way. */
export interface DecodedUnicode {
  text: string;
  encoding: UnicodeEncoding;
  byteOrderMark: boolean;
}

/** Bytes that are not Unicode text in the encoding their start announces. */
export class NotUnicodeError extends Error {
  /** The bytes look like UTF-16 without a byte order mark, in neither byte order for sure. */
  readonly maybeUtf16: boolean;
  constructor(message: string, options: { cause?: unknown; maybeUtf16?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.maybeUtf16 = options.maybeUtf16 ?? false;
  }
}

/**
 * Decodes by BOM (UTF-8, UTF-16 LE/BE); without one, UTF-16 told by its zero bytes (`guessBomlessUtf16`, or the
 * byte order of its line breaks), else strict UTF-8. Throws NotUnicodeError on bytes that are none of these.
 */
export function decodeText(bytes: Uint8Array): DecodedUnicode {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: decodeStrict('utf-8', bytes.subarray(3)), encoding: 'utf-8', byteOrderMark: true };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: decodeStrict('utf-16le', bytes.subarray(2)), encoding: 'utf-16le', byteOrderMark: true };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: decodeStrict('utf-16be', bytes.subarray(2)), encoding: 'utf-16be', byteOrderMark: true };
  const bomless16 = guessBomlessUtf16(bytes) ?? (bytes.includes(0) ? utf16ByLineBreaks(bytes) : undefined);
  if (bomless16) return { text: decodeStrict(bomless16, bytes), encoding: bomless16, byteOrderMark: false };
  try {
    return { text: decodeStrict('utf-8', bytes), encoding: 'utf-8', byteOrderMark: false };
  } catch (error) {
    throw new NotUnicodeError('not valid UTF-8', {
      cause: error,
      maybeUtf16: bytes.length % 2 === 0 && bytes.includes(0),
    });
  }
}

/** UTF-16 text of any script has line breaks: 0A 00 at even offsets in little-endian order, 00 0A in big-endian. */
function utf16ByLineBreaks(bytes: Uint8Array): UnicodeEncoding | undefined {
  if (bytes.length % 2 !== 0) return undefined;
  let little = 0;
  let big = 0;
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    if (bytes[i] === 0x0a && bytes[i + 1] === 0) little++;
    else if (bytes[i] === 0 && bytes[i + 1] === 0x0a) big++;
  }
  if (little > 0 && big === 0) return 'utf-16le';
  if (big > 0 && little === 0) return 'utf-16be';
  return undefined;
}

function decodeStrict(encoding: UnicodeEncoding, bytes: Uint8Array): string {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch (error) {
    throw new NotUnicodeError(`not valid ${encoding}`, { cause: error });
  }
}

export function encodeText(text: string, encoding: UnicodeEncoding, byteOrderMark: boolean): Uint8Array {
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

const notText = (fileName: string) =>
  new ValidationError([fieldIssue('file', { id: 'glossaries.import.text.binary', values: { name: fileName } })], {
    saysNextStep: { id: 'glossaries.import.text.chooseFormat' },
  });

/**
 * Decodes by BOM first (UTF-8, UTF-16 LE/BE), then strict UTF-8, then Windows-1252 (a superset of Latin-1's
 * printable characters) for bytes that are not valid UTF-8. Binary files are refused with a clear error.
 */
export function decodeGlossaryText(bytes: Uint8Array, fileName = 'This file'): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return checked({ text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom' }, fileName);
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return checked({ text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' }, fileName);
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return checked({ text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' }, fileName);
  const bomless16 = guessBomlessUtf16(bytes);
  if (bomless16) return checked({ text: new TextDecoder(bomless16).decode(bytes), encoding: bomless16 }, fileName);
  if (bytes.includes(0)) throw notText(fileName);
  try {
    return checked({ text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' }, fileName);
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    return checked({ text: decodeWindows1252(bytes), encoding: 'windows-1252' }, fileName);
  }
}

// Windows-1252 places printable characters where Latin-1 has C1 controls. Node's TextDecoder decodes the
// label as plain Latin-1, so the 0x80–0x9F range is mapped here (the five unassigned bytes stay as they are).
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('latin1')
    .decode(bytes)
    .replace(/[\x80-\x9f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

/** UTF-16 without BOM shows as a NUL in every other byte of ASCII text. */
function guessBomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const sample = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (sample < 4) return undefined;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenNul++;
    if (bytes[i + 1] === 0) oddNul++;
  }
  const pairs = sample / 2;
  if (oddNul > pairs * 0.8 && evenNul === 0) return 'utf-16le';
  if (evenNul > pairs * 0.8 && oddNul === 0) return 'utf-16be';
  return undefined;
}

/** Text files have few control characters besides tab and line ends; binary files have many. */
function checked(decoded: DecodedText, fileName: string): DecodedText {
  const { text } = decoded;
  const sample = Math.min(text.length, 65_536);
  let controls = 0;
  for (let i = 0; i < sample; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffd) controls++;
  }
  if (sample > 0 && controls > Math.max(8, sample * 0.01)) throw notText(fileName);
  return decoded;
}

/** CRLF and LF pass through (the parser handles both); a file with only CR line ends gets LF ones. */
export function normalizeLineEnds(text: string): string {
  return text.includes('\n') || !text.includes('\r') ? text : text.replace(/\r/g, '\n');
}
