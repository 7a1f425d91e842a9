// How a TMX file's bytes are text: UTF-16 when it starts with a byte order mark (little- or big-endian), else
// UTF-8 (TMX 1.4 allows both; tools such as SDL Trados write UTF-16). One rule for the app's check of a file
// (tmxFileCheck.ts) and the simulator's import of an uploaded one.

export type TmxEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** The encoding of a TMX file from its first bytes. */
export function tmxEncodingOf(first: Uint8Array): TmxEncoding {
  if (first[0] === 0xff && first[1] === 0xfe) return 'utf-16le';
  if (first[0] === 0xfe && first[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}
