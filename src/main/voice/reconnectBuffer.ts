// The audio waiting to be sent: live chunks in order, and during a reconnect everything captured meanwhile.
// It is bounded by duration; when full it drops the oldest audio and says how much, so the session can tell
// the user that part of the meeting will have no captions.
import type { AudioChunk } from '../audio/frameChunker';

const DEFAULT_RECONNECT_BUFFER_MS = 30_000;

export interface AudioDrop {
  /** Stream position (frames at the session rate) of the first dropped frame. */
  startFrame: number;
  droppedMs: number;
}

export class ReconnectBuffer {
  private readonly chunks: AudioChunk[] = [];
  private head = 0;
  private bufferedMs = 0;
  private droppedTotalMs = 0;

  constructor(readonly capacityMs = DEFAULT_RECONNECT_BUFFER_MS) {}

  /** Queues a chunk; returns what had to be dropped to stay within capacity, if anything. */
  push(chunk: AudioChunk): AudioDrop | undefined {
    this.chunks.push(chunk);
    this.bufferedMs += chunk.durationMs;
    let drop: AudioDrop | undefined;
    while (this.bufferedMs > this.capacityMs && this.length > 1) {
      const oldest = this.shift()!;
      drop ??= { startFrame: oldest.startFrame, droppedMs: 0 };
      drop.droppedMs += oldest.durationMs;
    }
    if (drop) this.droppedTotalMs += drop.droppedMs;
    return drop;
  }

  peek(): AudioChunk | undefined {
    return this.chunks[this.head];
  }

  shift(): AudioChunk | undefined {
    const chunk = this.chunks[this.head];
    if (!chunk) return undefined;
    this.chunks[this.head] = undefined as unknown as AudioChunk;
    this.head += 1;
    this.bufferedMs -= chunk.durationMs;
    if (this.head > 1024 && this.head * 2 > this.chunks.length) {
      this.chunks.splice(0, this.head);
      this.head = 0;
    }
    return chunk;
  }

  get length(): number {
    return this.chunks.length - this.head;
  }

  /** Audio waiting, in ms. */
  get durationMs(): number {
    return this.bufferedMs;
  }

  /** All audio dropped so far, in ms. */
  get droppedMs(): number {
    return this.droppedTotalMs;
  }
}
