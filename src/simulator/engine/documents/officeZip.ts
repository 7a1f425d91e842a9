// Office Open XML files (docx, pptx, xlsx) are zip archives of XML parts. Only the parts holding text are
// rewritten; every other entry keeps its exact bytes and the entry order is kept. Reading stays within
// DOCUMENT_BOUNDS (see zipArchive.ts), and the work is done one part at a time with turns for other calls in
// between; packing the result runs in fflate's worker threads.
import { strFromU8, strToU8, zip, type AsyncZippable } from 'fflate';
import { DOCUMENT_BOUNDS, boundMessages, nextTurn, tooLarge } from './documentBounds';
import { DocumentFormatError } from './documentFormatError';
import { assertWellFormedXml } from './xmlText';
import { inflateZip } from './zipArchive';

export type OfficeParts = Record<string, Uint8Array>;

// A fixed timestamp keeps the output identical for identical input.
const ENTRY_TIME = new Date('2000-01-01T00:00:00Z');

export async function openOfficeZip(
  bytes: Uint8Array,
  fileName: string,
  requiredPart: string,
  kind: string,
): Promise<OfficeParts> {
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    throw new DocumentFormatError(
      'unsupported',
      `"${fileName}" is password-protected or saved in the old binary Office format. Remove the password or save it as a current ${kind}, and upload it again.`,
    );
  }
  const damaged = (what: string) => DocumentFormatError.damaged(fileName, `it is not a readable ${kind} (${what})`);
  const parts = await inflateZip(bytes, fileName, damaged);
  if (!parts['[Content_Types].xml'] || !parts[requiredPart]) {
    throw DocumentFormatError.damaged(fileName, `it is a zip archive but not a ${kind} (${requiredPart} is missing)`);
  }
  return parts;
}

/** Rewrites each part whose name matches, after checking it is well-formed XML; parts in turns. */
export async function rewriteXmlParts(
  parts: OfficeParts,
  fileName: string,
  isTextPart: (partName: string) => boolean,
  rewrite: (xml: string, partName: string) => string | Promise<string>,
): Promise<void> {
  for (const partName of Object.keys(parts)) {
    if (!isTextPart(partName)) continue;
    const bytes = parts[partName] as Uint8Array;
    if (bytes.length > DOCUMENT_BOUNDS.maxXmlPartBytes) throw tooLarge(fileName, boundMessages.part(partName));
    await nextTurn();
    const xml = strFromU8(bytes);
    assertWellFormedXml(xml, fileName, partName);
    parts[partName] = strToU8(await rewrite(xml, partName));
  }
}

export function saveOfficeZip(parts: OfficeParts): Promise<Uint8Array> {
  const entries: AsyncZippable = {};
  for (const [name, content] of Object.entries(parts)) entries[name] = [content, { mtime: ENTRY_TIME }];
  return new Promise((resolve, reject) => {
    zip(entries, { level: 6 }, (error, data) => (error ? reject(error) : resolve(data)));
  });
}
