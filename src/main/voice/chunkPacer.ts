// Sends queued chunks no faster than the stream allows: the gap after a chunk is at least its duration
// divided by the speed limit (2x real time by the protocol; a little under by default, for network jitter).
// Live capture arrives at 1x and leaves at once; a backlog after a reconnect drains at the limit.
import type { AudioChunk } from '../audio/frameChunker';
import { ReconnectBuffer, type AudioDrop } from './reconnectBuffer';

export interface PacerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemClock: PacerClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const DEFAULT_MAX_SPEED = 1.8;

export interface ChunkPacerOptions {
  /** Sends one chunk; returns false when it could not (the socket is gone), which keeps the chunk queued. */
  send: (chunk: AudioChunk) => boolean;
  /** Called when the bounded queue drops audio. */
  onDrop?: (drop: AudioDrop) => void;
  maxSpeed?: number;
  bufferMs?: number;
  clock?: PacerClock;
}

export class ChunkPacer {
  readonly queue: ReconnectBuffer;
  private readonly clock: PacerClock;
  private readonly maxSpeed: number;
  private connected = false;
  private earliestNextSend = -Infinity;
  private timer: unknown;

  constructor(private readonly options: ChunkPacerOptions) {
    this.queue = new ReconnectBuffer(options.bufferMs);
    this.clock = options.clock ?? systemClock;
    this.maxSpeed = options.maxSpeed ?? DEFAULT_MAX_SPEED;
  }

  enqueue(chunk: AudioChunk): void {
    const drop = this.queue.push(chunk);
    if (drop) this.options.onDrop?.(drop);
    this.drain();
  }

  /** Starts sending (again), e.g. when a socket opened. */
  resume(): void {
    this.connected = true;
    this.drain();
  }

  /** Holds everything in the queue, e.g. while reconnecting. */
  hold(): void {
    this.connected = false;
    this.cancelTimer();
  }

  get isSending(): boolean {
    return this.connected;
  }

  stop(): void {
    this.hold();
  }

  private drain(): void {
    if (!this.connected || this.timer !== undefined) return;
    for (;;) {
      const chunk = this.queue.peek();
      if (!chunk) return;
      const now = this.clock.now();
      if (now < this.earliestNextSend) {
        this.timer = this.clock.setTimeout(() => {
          this.timer = undefined;
          this.drain();
        }, this.earliestNextSend - now);
        return;
      }
      if (!this.options.send(chunk)) {
        this.hold();
        return;
      }
      this.queue.shift();
      this.earliestNextSend = now + chunk.durationMs / this.maxSpeed;
    }
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
