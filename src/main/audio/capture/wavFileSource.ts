// A WAV file played at real time, as if it were being captured: to caption a recording.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { AudioSource, CapturedAudio } from './audioSource';
import { decodeWav, type DecodedWav } from '../../../node/formats/audio/wavFile';

export class WavFileSource implements AudioSource {
  readonly label: string;
  readonly sampleRate: number;
  readonly channels: number;
  readonly ended: Promise<void>;
  private position = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private paused = false;
  private playedMs = 0;
  private lastTick = 0;
  private finish!: () => void;

  private constructor(
    private readonly wav: DecodedWav,
    label: string,
    private readonly tickMs: number,
  ) {
    this.label = label;
    this.sampleRate = wav.sampleRate;
    this.channels = wav.channels;
    this.ended = new Promise((resolve) => (this.finish = resolve));
  }

  static async open(path: string, tickMs = 20): Promise<WavFileSource> {
    return WavFileSource.fromBytes(new Uint8Array(await readFile(path)), basename(path), tickMs);
  }

  static fromBytes(bytes: Uint8Array, label: string, tickMs = 20): WavFileSource {
    return new WavFileSource(decodeWav(bytes), label, tickMs);
  }

  get durationMs(): number {
    return (this.wav.samples.length / this.channels / this.sampleRate) * 1000;
  }

  async start(onAudio: (audio: CapturedAudio) => void): Promise<void> {
    this.lastTick = performance.now();
    // Frames due are computed from elapsed time, so timer jitter never drifts the playback.
    this.timer = setInterval(() => {
      const now = performance.now();
      if (!this.paused) this.playedMs += now - this.lastTick;
      this.lastTick = now;
      const due = Math.min(
        this.wav.samples.length,
        Math.floor((this.playedMs * this.sampleRate) / 1000) * this.channels,
      );
      if (due > this.position) {
        onAudio({ samples: this.wav.samples.slice(this.position, due), capturedAt: performance.timeOrigin + now });
        this.position = due;
      }
      if (this.position >= this.wav.samples.length) {
        void this.stop();
        this.finish();
      }
    }, this.tickMs);
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
