// Plain text: each line is translated on its own, so line breaks (LF, CRLF, CR), blank lines, the encoding
// and a UTF-8 byte order mark come back exactly as they were. Lines are translated in slices with turns for
// other calls in between.
import { nextTurn } from './documentBounds';
import { decodeText, encodeText } from './textCodec';
import type { TranslateText } from '../xml/elementText';

export function splitLinesKeepingBreaks(text: string): string[] {
  return text.split(/(\r\n|\n|\r)/);
}

/** Maps each piece, giving other calls a turn after every `sliceCharacters` characters. */
export async function mapInSlices(
  pieces: string[],
  map: (piece: string, index: number) => string,
  sliceCharacters = 64 * 1024,
): Promise<string[]> {
  const out: string[] = new Array<string>(pieces.length);
  let sinceTurn = 0;
  for (let index = 0; index < pieces.length; index++) {
    out[index] = map(pieces[index]!, index);
    sinceTurn += pieces[index]!.length;
    if (sinceTurn >= sliceCharacters) {
      sinceTurn = 0;
      await nextTurn();
    }
  }
  return out;
}

export async function translateTxt(bytes: Uint8Array, fileName: string, translate: TranslateText): Promise<Uint8Array> {
  const decoded = decodeText(bytes, fileName);
  const translated = await mapInSlices(splitLinesKeepingBreaks(decoded.text), (piece, index) =>
    index % 2 === 1 ? piece : translate(piece),
  );
  return encodeText(translated.join(''), decoded.encoding, decoded.byteOrderMark);
}
