// Office Open XML files (docx, pptx, xlsx) are zip archives of XML parts. Only the parts holding text are
// rewritten; every other entry keeps its exact bytes and the entry order is kept.
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { DocumentFormatError } from './documentFormatError';
import { assertWellFormedXml } from './xmlText';

export type OfficeParts = Record<string, Uint8Array>;

// A fixed timestamp keeps the output identical for identical input.
const ENTRY_TIME = new Date('2000-01-01T00:00:00Z');

export function openOfficeZip(bytes: Uint8Array, fileName: string, requiredPart: string, kind: string): OfficeParts {
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    throw new DocumentFormatError(
      'unsupported',
      `"${fileName}" is password-protected or saved in the old binary Office format. Remove the password or save it as a current ${kind}, and upload it again.`,
    );
  }
  let parts: OfficeParts;
  try {
    parts = unzipSync(bytes);
  } catch (error) {
    throw DocumentFormatError.damaged(fileName, `it is not a readable ${kind} (the zip container cannot be opened)`, error);
  }
  if (!parts['[Content_Types].xml'] || !parts[requiredPart]) {
    throw DocumentFormatError.damaged(fileName, `it is a zip archive but not a ${kind} (${requiredPart} is missing)`);
  }
  return parts;
}

/** Rewrites each part whose name matches, after checking it is well-formed XML. */
export function rewriteXmlParts(
  parts: OfficeParts,
  fileName: string,
  isTextPart: (partName: string) => boolean,
  rewrite: (xml: string, partName: string) => string,
): void {
  for (const partName of Object.keys(parts)) {
    if (!isTextPart(partName)) continue;
    const xml = strFromU8(parts[partName] as Uint8Array);
    assertWellFormedXml(xml, fileName, partName);
    parts[partName] = strToU8(rewrite(xml, partName));
  }
}

export function saveOfficeZip(parts: OfficeParts): Uint8Array {
  const entries: Zippable = {};
  for (const [name, content] of Object.entries(parts)) entries[name] = [content, { mtime: ENTRY_TIME }];
  return zipSync(entries, { level: 6 });
}
