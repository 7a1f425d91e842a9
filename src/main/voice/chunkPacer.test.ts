import { describe, expect, it } from 'vitest';
import { ChunkPacer, type PacerClock } from './chunkPacer';
import type { AudioChunk } from '../audio/frameChunker';
import { ReconnectBuffer } from './reconnectBuffer';

class ManualClock implements PacerClock {
  time = 0;
  private timers: { at: number; callback: () => void }[] = [];
  now = () => this.time;
  setTimeout = (callback: () => void, ms: number) => {
    const timer = { at: this.time + ms, callback };
    this.timers.push(timer);
    return timer;
  };
  clearTimeout = (handle: unknown) => {
    this.timers = this.timers.filter((t) => t !== handle);
  };
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.time = next.at;
      next.callback();
    }
    this.time = end;
  }
}

const chunk = (index: number, durationMs = 100): AudioChunk => ({
  bytes: new Uint8Array(durationMs * 32),
  startFrame: index * durationMs * 16,
  frames: durationMs * 16,
  durationMs,
});

describe('ChunkPacer', () => {
  it('sends live chunks at once when they arrive at real time', () => {
    const clock = new ManualClock();
    const sent: number[] = [];
    const pacer = new ChunkPacer({ send: () => (sent.push(clock.now()), true), clock, maxSpeed: 2 });
    pacer.resume();
    for (let i = 0; i < 5; i++) {
      pacer.enqueue(chunk(i));
      clock.advance(100);
    }
    expect(sent).toEqual([0, 100, 200, 300, 400]);
  });

  it('drains a backlog at no more than 2x real time: each gap is at least half the previous chunk', () => {
    const clock = new ManualClock();
    const sent: { at: number; startFrame: number }[] = [];
    const pacer = new ChunkPacer({
      send: (c) => (sent.push({ at: clock.now(), startFrame: c.startFrame }), true),
      clock,
      maxSpeed: 2,
    });
    for (let i = 0; i < 10; i++) pacer.enqueue(chunk(i)); // captured while disconnected
    expect(sent).toEqual([]);
    pacer.resume();
    clock.advance(1000);
    expect(sent.map((s) => s.startFrame)).toEqual(Array.from({ length: 10 }, (_, i) => i * 1600));
    for (let i = 1; i < sent.length; i++) expect(sent[i]!.at - sent[i - 1]!.at).toBeGreaterThanOrEqual(50);
  });

  it('keeps a chunk queued when the socket could not take it, and sends it first after resume', () => {
    const clock = new ManualClock();
    let up = true;
    const sent: number[] = [];
    const pacer = new ChunkPacer({ send: (c) => up && (sent.push(c.startFrame), true), clock });
    pacer.resume();
    pacer.enqueue(chunk(0));
    up = false;
    clock.advance(100);
    pacer.enqueue(chunk(1));
    expect(pacer.isSending).toBe(false);
    pacer.enqueue(chunk(2));
    up = true;
    pacer.resume();
    clock.advance(1000);
    expect(sent).toEqual([0, 1600, 3200]);
  });
});

describe('ReconnectBuffer', () => {
  it('holds audio up to its capacity and then drops the oldest, saying how much and from where', () => {
    const buffer = new ReconnectBuffer(300);
    expect([0, 1, 2].map((i) => buffer.push(chunk(i)))).toEqual([undefined, undefined, undefined]);
    expect(buffer.push(chunk(3))).toEqual({ startFrame: 0, droppedMs: 100 });
    expect(buffer.durationMs).toBe(300);
    expect(buffer.droppedMs).toBe(100);
    expect(buffer.shift()?.startFrame).toBe(1600);
  });
});
