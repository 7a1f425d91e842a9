// Reads a zip archive within DOCUMENT_BOUNDS: the central directory is read first (entry count), then each
// entry is inflated in small slices, counting what comes out, so a zip bomb is stopped at the bound, whatever
// sizes its headers claim. Between slices other calls get their turn.
import { Inflate } from 'fflate';
import { DOCUMENT_BOUNDS, boundMessages, nextTurn, tooLarge, type DocumentBounds } from './documentBounds';
import { DocumentFormatError } from './documentFormatError';

export interface ZipEntryHeader {
  name: string;
  method: number;
  compressedSize: number;
  dataOffset: number;
}

/** Compressed bytes handed to the inflater at a time: at most ~1,000 times this comes out of one slice. */
const SLICE_BYTES = 16 * 1024;
/** Output between two turns given to other calls. */
const TURN_BYTES = 4 * 1024 * 1024;

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

/** The entries of the central directory, checked against the archive's bounds; throws on a damaged one. */
export function readZipDirectory(
  bytes: Uint8Array,
  fileName: string,
  damaged: (what: string) => DocumentFormatError,
  bounds: DocumentBounds = DOCUMENT_BOUNDS,
): ZipEntryHeader[] {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (u32(bytes, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw damaged('the zip container cannot be opened');
  const count = u16(bytes, end + 10);
  if (count === 0xffff || u32(bytes, end + 16) === 0xffffffff) throw tooLarge(fileName, 'it is a ZIP64 archive');
  if (count > bounds.maxZipEntries) throw tooLarge(fileName, boundMessages.entries(count, bounds));
  const entries: ZipEntryHeader[] = [];
  let at = u32(bytes, end + 16);
  const decoder = new TextDecoder();
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) throw damaged('its zip directory is cut short');
    const method = u16(bytes, at + 10);
    const compressedSize = u32(bytes, at + 20);
    const nameLength = u16(bytes, at + 28);
    const next = at + 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const local = u32(bytes, at + 42);
    if (local + 30 > bytes.length || u32(bytes, local) !== 0x04034b50)
      throw damaged(`its zip entry ${name} cannot be found`);
    const dataOffset = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
    if (dataOffset + compressedSize > bytes.length) throw damaged(`its zip entry ${name} is cut short`);
    if (method !== 0 && method !== 8) throw damaged(`its zip entry ${name} uses an unknown compression (${method})`);
    entries.push({ name, method, compressedSize, dataOffset });
    at = next;
  }
  return entries;
}

/** Inflates every entry, stopping at the first bound it crosses. */
export async function inflateZip(
  bytes: Uint8Array,
  fileName: string,
  damaged: (what: string) => DocumentFormatError,
  bounds: DocumentBounds = DOCUMENT_BOUNDS,
): Promise<Record<string, Uint8Array>> {
  const entries = readZipDirectory(bytes, fileName, damaged, bounds);
  const files: Record<string, Uint8Array> = {};
  let total = 0;
  let sinceTurn = 0;
  for (const entry of entries) {
    const packed = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    const entryLimit = Math.max(bounds.ratioFloorBytes, entry.compressedSize * bounds.maxEntryRatio);
    const chunks: Uint8Array[] = [];
    let size = 0;
    const take = (chunk: Uint8Array) => {
      size += chunk.length;
      total += chunk.length;
      sinceTurn += chunk.length;
      if (total > bounds.maxInflatedBytes) throw tooLarge(fileName, boundMessages.inflated(bounds));
      if (size > entryLimit) throw tooLarge(fileName, boundMessages.ratio(entry.name, bounds));
      chunks.push(chunk);
    };
    if (entry.method === 0) {
      take(packed.slice());
    } else {
      const inflater = new Inflate((chunk) => take(chunk));
      for (let at = 0; at < packed.length || at === 0; at += SLICE_BYTES) {
        const last = at + SLICE_BYTES >= packed.length;
        try {
          inflater.push(packed.subarray(at, at + SLICE_BYTES), last);
        } catch (error) {
          if (error instanceof DocumentFormatError) throw error;
          throw damaged(`its zip entry ${entry.name} cannot be unpacked`);
        }
        if (sinceTurn >= TURN_BYTES) {
          sinceTurn = 0;
          await nextTurn();
        }
        if (last) break;
      }
    }
    files[entry.name] = concat(chunks, size);
  }
  return files;
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
