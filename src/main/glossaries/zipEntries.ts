// The parts of a zip file (an .xlsx is one), read without inflating anything up front: the central directory
// says where each part is, and a part is inflated in small steps that stop at a stated number of bytes, so a
// zip bomb or a part whose stated size lies costs no more than the limit. Inflating is Node's own zlib, driven
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

export class ZipFormatError extends Error {}

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
}

/** Below this a part is never refused by ratio: tiny parts of repeated markup compress very well. */
const RATIO_FREE_BYTES = 1_000_000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_PARTS = 10_000;

export function listZipParts(bytes: Uint8Array): ZipPart[] {
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
  if (end === -1) throw new ZipFormatError('No end of central directory.');
  const count = u16(end + 10);
  const directorySize = u32(end + 12);
  let at = u32(end + 16);
  if (count === 0xffff || at === 0xffffffff || directorySize === 0xffffffff)
    throw new ZipFormatError('Zip64 archives are not read.');
  if (count > MAX_PARTS) throw new ZipFormatError(`More than ${MAX_PARTS} parts.`);
  const parts: ZipPart[] = [];
  const decoder = new TextDecoder('utf-8');
  for (let i = 0; i < count; i++) {
    if (u32(at) !== CENTRAL) throw new ZipFormatError('Broken central directory.');
    const method = u16(at + 10);
    const compressedSize = u32(at + 20);
    const statedSize = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const headerOffset = u32(at + 42);
    if (at + 46 + nameLength > bytes.length) throw new ZipFormatError('Broken central directory.');
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
  const ratioCap = Math.max(RATIO_FREE_BYTES, part.compressedSize * maxRatio);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = part.headerOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL)
    throw new ZipFormatError(`No local header for ${part.name}.`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + part.compressedSize;
  if (end > bytes.length) throw new ZipFormatError(`${part.name} runs past the end of the file.`);
  if (part.statedSize > maxBytes) throw new ZipPartTooLargeError(part.name, maxBytes);
  if (part.statedSize > ratioCap) throw new ZipPartTooLargeError(part.name, maxRatio, true);
  if (part.method !== 0 && part.method !== 8)
    throw new ZipFormatError(`${part.name} uses compression method ${part.method}.`);
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
      if (broken) throw new ZipFormatError(`${part.name} is not valid deflate data.`);
      return from < end;
    },
  };
}
