// The one zip reader (an .xlsx, .docx or .pptx is a zip), for main and the simulator alike, read without
// inflating anything up front: the central directory says where each part is, and a part is inflated in small
// steps that stop at a stated number of bytes, so a zip bomb or a part whose stated size lies costs no more
// than the limit. Inflating is Node's own zlib, driven
// synchronously through minizlib and fed 16 KiB at a time: it hands out 16 KiB chunks and keeps its window in
// place, where a JavaScript inflater allocates a growing buffer and copies its window at every step (for a
// 10 MB workbook, about 15 MB more at the peak and a quarter more time).
import { Buffer } from 'node:buffer';
import { InflateRaw } from 'minizlib';

export interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated; others are refused when read. */
  method: number;
  compressedSize: number;
  /** As the directory states it; checked again while inflating. */
  statedSize: number;
  headerOffset: number;
}

/** A damaged archive; the message is a clause that fits a sentence ("its zip directory is cut short"). */
export class ZipFormatError extends Error {}

/** More parts than the reader takes. */
export class ZipTooManyPartsError extends Error {
  constructor(
    readonly count: number,
    readonly limit: number,
  ) {
    super(`it holds ${count} zip entries (at most ${limit})`);
  }
}

/** Every part together inflates to more than the reader allowed. */
export class ZipTotalTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`its parts inflate to more than ${limit} bytes`);
  }
}

/** Thrown when a part inflates to more than the reader allowed, in bytes or in ratio to its compressed size. */
export class ZipPartTooLargeError extends Error {
  constructor(
    readonly part: string,
    readonly limit: number,
    readonly byRatio = false,
  ) {
    super(
      byRatio
        ? `${part} inflates more than ${limit} times its compressed size.`
        : `${part} inflates to more than ${limit} bytes.`,
    );
  }
}

export interface InflateLimits {
  maxBytes: number;
  /** Inflated bytes per compressed byte (office files reach about 50; a bomb, 1000). */
  maxRatio: number;
  /** Below this a part is never refused by ratio (default 1 MB). */
  ratioFreeBytes?: number;
}

/** Below this a part is never refused by ratio: tiny parts of repeated markup compress very well. */
const RATIO_FREE_BYTES = 1_000_000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_PARTS = 10_000;
const damaged = (what: string) => new ZipFormatError(what);

export function listZipParts(bytes: Uint8Array, maxParts = MAX_PARTS): ZipPart[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : -1);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : -1);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (u32(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end === -1) throw damaged('the zip container cannot be opened');
  const count = u16(end + 10);
  const directorySize = u32(end + 12);
  let at = u32(end + 16);
  if (count === 0xffff || at === 0xffffffff || directorySize === 0xffffffff)
    throw damaged('it is a ZIP64 archive, which is not read');
  if (count > maxParts) throw new ZipTooManyPartsError(count, maxParts);
  const parts: ZipPart[] = [];
  const decoder = new TextDecoder('utf-8');
  for (let i = 0; i < count; i++) {
    if (u32(at) !== CENTRAL) throw damaged('its zip directory is cut short');
    const method = u16(at + 10);
    const compressedSize = u32(at + 20);
    const statedSize = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const headerOffset = u32(at + 42);
    if (at + 46 + nameLength > bytes.length) throw damaged('its zip directory is cut short');
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    parts.push({ name, method, compressedSize, statedSize, headerOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return parts;
}

/**
 * Inflates one part, handing its bytes to `onData` in chunks as they come; throws ZipPartTooLargeError as soon
 * as more than the limits allow have come out, whatever the directory stated.
 */
export function inflatePart(
  bytes: Uint8Array,
  part: ZipPart,
  limits: InflateLimits,
  onData: (chunk: Uint8Array) => void,
): void {
  const steps = inflateSteps(bytes, part, limits, onData);
  while (steps.next());
}

/**
 * Inflates one part a step (16 KiB of its compressed bytes) at a time, as the caller asks, under the same
 * limits: a reader that needs only the start of a part inflates no more. `next` says whether any is left.
 */
export function inflateSteps(
  bytes: Uint8Array,
  part: ZipPart,
  limits: InflateLimits,
  onData: (chunk: Uint8Array) => void,
): { next(): boolean } {
  const { maxBytes, maxRatio } = limits;
  const ratioCap = Math.max(limits.ratioFreeBytes ?? RATIO_FREE_BYTES, part.compressedSize * maxRatio);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = part.headerOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL)
    throw damaged(`its zip entry ${part.name} cannot be found`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + part.compressedSize;
  if (end > bytes.length) throw damaged(`its zip entry ${part.name} is cut short`);
  if (part.statedSize > maxBytes) throw new ZipPartTooLargeError(part.name, maxBytes);
  if (part.statedSize > ratioCap) throw new ZipPartTooLargeError(part.name, maxRatio, true);
  if (part.method !== 0 && part.method !== 8)
    throw damaged(`its zip entry ${part.name} uses an unknown compression (${part.method})`);
  let produced = 0;
  let failure: { error: unknown } | undefined;
  const take = (chunk: Uint8Array) => {
    produced += chunk.length;
    try {
      if (produced > maxBytes) throw new ZipPartTooLargeError(part.name, maxBytes);
      if (produced > ratioCap) throw new ZipPartTooLargeError(part.name, maxRatio, true);
      onData(chunk);
    } catch (error) {
      failure = { error };
      throw error;
    }
  };
  const step = 16 * 1024;
  let from = start;
  // Chunks come out as they are inflated, and the count is checked at each one.
  const inflater = part.method === 8 ? new InflateRaw({}) : undefined;
  let broken = false;
  inflater?.on('data', (chunk: Buffer) => take(chunk));
  inflater?.on('error', () => {
    broken = true;
  });
  return {
    next(): boolean {
      if (from >= end) return false;
      const to = Math.min(end, from + step);
      const input = bytes.subarray(from, to);
      from = to;
      if (!inflater) {
        take(input);
        return from < end;
      }
      try {
        inflater.write(Buffer.from(input.buffer, input.byteOffset, input.byteLength));
        if (to === end) inflater.end();
      } catch {
        broken = true;
      }
      if (failure) throw failure.error; // the cap, or the reader's own error: not the data's fault
      if (broken) throw damaged(`its zip entry ${part.name} cannot be unpacked`);
      return from < end;
    },
  };
}

export interface WholeZipLimits {
  maxParts: number;
  /** Every part together. */
  maxTotalBytes: number;
  maxRatio: number;
  ratioFreeBytes: number;
}

/** Output between two turns given to other calls. */
const TURN_BYTES = 4 * 1024 * 1024;

/**
 * Every part of an archive, inflated in order under the limits (a rewriter of office files needs them all);
 * `nextTurn` is awaited after every 4 MB that came out, so other calls get their turn.
 */
export async function inflateAllParts(
  bytes: Uint8Array,
  limits: WholeZipLimits,
  nextTurn: () => Promise<void>,
): Promise<Record<string, Uint8Array>> {
  const parts = listZipParts(bytes, limits.maxParts);
  const files: Record<string, Uint8Array> = {};
  let total = 0;
  let sinceTurn = 0;
  for (const part of parts) {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const steps = inflateSteps(
      bytes,
      part,
      { maxBytes: limits.maxTotalBytes, maxRatio: limits.maxRatio, ratioFreeBytes: limits.ratioFreeBytes },
      (chunk) => {
        size += chunk.length;
        total += chunk.length;
        sinceTurn += chunk.length;
        if (total > limits.maxTotalBytes) throw new ZipTotalTooLargeError(limits.maxTotalBytes);
        chunks.push(chunk);
      },
    );
    while (steps.next()) {
      if (sinceTurn >= TURN_BYTES) {
        sinceTurn = 0;
        await nextTurn();
      }
    }
    files[part.name] = joined(chunks, size, bytes.buffer);
  }
  return files;
}

/** The chunks as one array of its own (never a view of the archive, which the caller may let go). */
function joined(chunks: Uint8Array[], size: number, archive: ArrayBufferLike): Uint8Array {
  if (chunks.length === 1 && chunks[0]!.buffer !== archive) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
