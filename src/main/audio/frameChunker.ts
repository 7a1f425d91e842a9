// Cuts s16le mono audio into chunks of whole frames and fixed duration (100 ms by default).
import { ValidationError, fieldIssue } from '../../shared/errors';

const BYTES_PER_FRAME = 2; // s16le mono
const MIN_CHUNK_MS = 50;
const MAX_CHUNK_MS = 250;
export const DEFAULT_CHUNK_MS = 100;

export interface AudioChunk {
  /** s16le mono bytes, always a whole number of frames. */
  bytes: Uint8Array;
  /** Position of the first frame in the stream, in frames at the session rate. */
  startFrame: number;
  frames: number;
  durationMs: number;
  /** True when this chunk is only silence sent for a pause. */
  silent?: boolean;
}

export function framesPerChunk(sampleRate: number, chunkMs: number): number {
  if (!Number.isFinite(chunkMs) || chunkMs < MIN_CHUNK_MS || chunkMs > MAX_CHUNK_MS) {
    throw new ValidationError([
      fieldIssue('chunkMs', { id: 'voice.error.chunkLength', values: { min: MIN_CHUNK_MS, max: MAX_CHUNK_MS } }),
    ]);
  }
  return Math.floor((sampleRate * chunkMs) / 1000);
}

export class FrameChunker {
  readonly chunkFrames: number;
  private readonly chunkBytes: number;
  private pending: Uint8Array;
  private pendingBytes = 0;
  /** Whether the pending chunk holds any real (not pause) audio. */
  private pendingHasAudio = false;
  private nextStartFrame = 0;

  constructor(
    readonly sampleRate: number,
    chunkMs = DEFAULT_CHUNK_MS,
  ) {
    this.chunkFrames = framesPerChunk(sampleRate, chunkMs);
    this.chunkBytes = this.chunkFrames * BYTES_PER_FRAME;
    this.pending = new Uint8Array(this.chunkBytes);
  }

  /** Adds s16le bytes (a whole number of frames; `silent` for pause silence) and returns every chunk now full. */
  push(bytes: Uint8Array, silent = false): AudioChunk[] {
    if (bytes.byteLength % BYTES_PER_FRAME !== 0) throw new RangeError('s16le audio must hold whole frames');
    const chunks: AudioChunk[] = [];
    let offset = 0;
    while (offset < bytes.byteLength) {
      const take = Math.min(this.chunkBytes - this.pendingBytes, bytes.byteLength - offset);
      this.pending.set(bytes.subarray(offset, offset + take), this.pendingBytes);
      this.pendingBytes += take;
      this.pendingHasAudio ||= !silent;
      offset += take;
      if (this.pendingBytes === this.chunkBytes) chunks.push(this.take());
    }
    return chunks;
  }

  /** The partial chunk left at the end of the audio, if any (still whole frames). */
  flush(): AudioChunk | undefined {
    return this.pendingBytes === 0 ? undefined : this.take();
  }

  private take(): AudioChunk {
    const bytes = this.pending.slice(0, this.pendingBytes);
    const frames = this.pendingBytes / BYTES_PER_FRAME;
    const chunk: AudioChunk = {
      bytes,
      startFrame: this.nextStartFrame,
      frames,
      durationMs: (frames * 1000) / this.sampleRate,
    };
    if (!this.pendingHasAudio) chunk.silent = true;
    this.nextStartFrame += frames;
    this.pendingBytes = 0;
    this.pendingHasAudio = false;
    return chunk;
  }
}
