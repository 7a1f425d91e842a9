// Plain text: each line is translated on its own, so line breaks (LF, CRLF, CR), blank lines, the encoding
// and a UTF-8 byte order mark come back exactly as they were.
import { decodeText, encodeText } from './textCodec';
import type { TranslateSegment } from './xmlText';

export function splitLinesKeepingBreaks(text: string): string[] {
  return text.split(/(\r\n|\n|\r)/);
}

export function translateTxt(bytes: Uint8Array, fileName: string, translate: TranslateSegment): Uint8Array {
  const decoded = decodeText(bytes, fileName);
  const translated = splitLinesKeepingBreaks(decoded.text)
    .map((piece, index) => (index % 2 === 1 ? piece : translate(piece)))
    .join('');
  return encodeText(translated, decoded.encoding, decoded.byteOrderMark);
}
