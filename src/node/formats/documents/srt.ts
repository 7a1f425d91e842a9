// SubRip subtitles: cue numbers and timecodes stay as they are; only the cue text is translated, line by line.
import { DocumentFormatError } from './documentFormatError';
import { decodeText, encodeText } from './textCodec';
import { mapInSlices, splitLinesKeepingBreaks } from './txt';
import type { TranslateText } from '../xml/elementText';

const TIMECODE = /^\s*\d{1,3}:\d{2}:\d{2}[,.]\d{1,3}\s*-->\s*\d{1,3}:\d{2}:\d{2}[,.]\d{1,3}/;
const CUE_NUMBER = /^\s*\d+\s*$/;

export async function translateSrt(bytes: Uint8Array, fileName: string, translate: TranslateText): Promise<Uint8Array> {
  const decoded = decodeText(bytes, fileName);
  const pieces = splitLinesKeepingBreaks(decoded.text);
  const lines = pieces.filter((_, index) => index % 2 === 0);
  if (!lines.some((line) => TIMECODE.test(line))) {
    throw DocumentFormatError.damaged(fileName, 'it has no SubRip timecodes such as "00:00:01,000 --> 00:00:04,000"');
  }
  const translated = await mapInSlices(pieces, (piece, index) => {
    if (index % 2 === 1) return piece; // a line break
    const nextLine = pieces[index + 2] ?? '';
    if (TIMECODE.test(piece) || piece.trim() === '') return piece;
    if (CUE_NUMBER.test(piece) && TIMECODE.test(nextLine)) return piece;
    return translate(piece);
  });
  return encodeText(translated.join(''), decoded.encoding, decoded.byteOrderMark);
}
