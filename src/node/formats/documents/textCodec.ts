// Text documents read and written through the format layer's text codec (node/formats/text): UTF-8 (with or
// without a byte order mark) or UTF-16 with or without one, written back in the encoding they came in; anything else is
// refused as a DocumentFormatError rather than silently garbled.
import { NotUnicodeError, decodeText as decodeUnicode, type DecodedUnicode } from '../text/textDecoding';
import { DocumentFormatError } from './documentFormatError';

export { encodeText } from '../text/textDecoding';

export function decodeText(bytes: Uint8Array, fileName: string): DecodedUnicode {
  try {
    return decodeUnicode(bytes);
  } catch (error) {
    if (!(error instanceof NotUnicodeError)) throw error;
    throw new DocumentFormatError(
      'encoding',
      error.maybeUtf16
        ? `"${fileName}" looks like UTF-16 text without a byte order mark, and its byte order cannot be told for sure, so its characters cannot be read reliably. Save it as UTF-8 (or UTF-16 with a byte order mark) and upload it again.`
        : `"${fileName}" is not a Unicode (UTF-8 or UTF-16) text file, so its characters cannot be read reliably. Save it with UTF-8 encoding and upload it again.`,
      { cause: error },
    );
  }
}
