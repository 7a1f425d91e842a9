// The text of an Office package (docx, pptx, xlsx), read and rewritten part by part: the parts that hold text
// (officeTextParts.ts) are decoded as their byte order mark says (UTF-8, or UTF-16 which OOXML allows), their
// text elements rewritten in place (../xml/elementText.ts), and written back in the same encoding. The
// simulator translates with it, and Glossa counts what a package will bill with it before sending, so both
// read exactly the same text.
import { rewriteElementText, XmlSyntaxError, type TranslateText } from '../xml/elementText';
import { OFFICE_TEXT_RULE, officeTextParts, type OfficeKind } from './officeTextParts';

export type OfficeParts = Record<string, Uint8Array>;

export interface OfficeTextLimits {
  /** The largest XML part read, in bytes. */
  maxPartBytes: number;
  /** Gives other work a turn between slices of a part. */
  turn?: () => Promise<void>;
}

/** Why a package's text cannot be read: a part too large, or one that is not well-formed XML. */
export class OfficeTextError extends Error {
  constructor(
    readonly problem: 'tooLarge' | 'damaged' | 'noContentTypes',
    readonly partName: string,
    message: string,
  ) {
    super(message);
    this.name = 'OfficeTextError';
  }
}

type PartEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

function decodePart(bytes: Uint8Array): { xml: string; encoding: PartEncoding } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { xml: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { xml: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be' };
  // TextDecoder drops a UTF-8 byte order mark; it is written back with the part.
  return { xml: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
}

function encodePart(xml: string, encoding: PartEncoding, original: Uint8Array): Uint8Array {
  if (encoding === 'utf-8') {
    const body = new TextEncoder().encode(xml);
    if (!(original[0] === 0xef && original[1] === 0xbb && original[2] === 0xbf)) return body;
    const out = new Uint8Array(body.length + 3);
    out.set([0xef, 0xbb, 0xbf]);
    out.set(body, 3);
    return out;
  }
  const littleEndian = encoding === 'utf-16le';
  const out = new Uint8Array(2 + xml.length * 2);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let index = 0; index < xml.length; index++) view.setUint16(2 + index * 2, xml.charCodeAt(index), littleEndian);
  return out;
}

/** The package's text parts, in its order. */
export function textPartsOf(parts: OfficeParts, kind: OfficeKind): string[] {
  const contentTypes = parts['[Content_Types].xml'];
  if (!contentTypes)
    throw new OfficeTextError('noContentTypes', '[Content_Types].xml', 'It has no [Content_Types].xml.');
  try {
    return officeTextParts(kind, decodePart(contentTypes).xml, Object.keys(parts));
  } catch (error) {
    throw new OfficeTextError(
      'damaged',
      '[Content_Types].xml',
      `Its part [Content_Types].xml is not well-formed XML (${(error as Error).message}).`,
    );
  }
}

/**
 * Rewrites the text of every text part with `translate` (each text element's content, decoded), replacing the
 * parts in `parts`. With `write: false` the text is only read (counting): no part is re-encoded.
 */
export async function rewriteOfficeText(
  parts: OfficeParts,
  kind: OfficeKind,
  translate: TranslateText,
  limits: OfficeTextLimits,
  write = true,
): Promise<void> {
  for (const partName of textPartsOf(parts, kind)) {
    const bytes = parts[partName] as Uint8Array;
    if (bytes.length > limits.maxPartBytes) {
      throw new OfficeTextError(
        'tooLarge',
        partName,
        `Its part ${partName} is larger than ${limits.maxPartBytes} bytes.`,
      );
    }
    await limits.turn?.();
    const { xml, encoding } = decodePart(bytes);
    let rewritten: string;
    try {
      rewritten = await rewriteElementText(xml, OFFICE_TEXT_RULE, translate, { turn: limits.turn });
    } catch (error) {
      if (!(error instanceof XmlSyntaxError)) throw error;
      throw new OfficeTextError(
        'damaged',
        partName,
        `Its part ${partName} is not well-formed XML (line ${error.line}: ${error.message}).`,
      );
    }
    if (write && rewritten !== xml) parts[partName] = encodePart(rewritten, encoding, bytes);
  }
}
