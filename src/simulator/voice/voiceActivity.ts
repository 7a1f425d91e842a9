// Voice activity detection on the real audio, in 10 ms frames: a frame is voiced when its level is 12 dB above
// the noise floor (the quietest frame of the last 2 s: pauses between words find it) and above -50 dBFS. A segment opens on the first of a few voiced frames
// in a row and closes after a pause; its times are the first and the last voiced frame.

export interface VoiceActivityOptions {
  sampleRate: number;
  /** Voiced frames in a row that open a segment (30 ms by default). */
  openFrames?: number;
  /** Unvoiced time that closes a segment; shorter pauses (between words) stay inside it. */
  closeAfterMs?: number;
  /** A segment longer than this is closed at its next short pause (or hard at 1.5x). */
  maxSegmentMs?: number;
  /** Absolute level a voiced frame must reach, in dBFS. */
  minimumLevelDb?: number;
}

export type VoiceEvent =
  | { kind: 'open'; startMs: number }
  | { kind: 'extend'; startMs: number; endMs: number }
  | { kind: 'close'; startMs: number; endMs: number };

const FRAME_MS = 10;

export class VoiceActivityDetector {
  private readonly frameSamples: number;
  private readonly openFrames: number;
  private readonly closeFrames: number;
  private readonly maxFrames: number;
  private readonly minimumLevelDb: number;
  private frame: Float64Array;
  private frameFill = 0;
  private frameIndex = 0;
  private readonly recentLevels = new Float64Array(200).fill(Infinity);
  private run = 0;
  private runStart = 0;
  private segmentStart: number | undefined;
  private lastVoiced = 0;

  constructor(options: VoiceActivityOptions) {
    this.frameSamples = Math.round((options.sampleRate * FRAME_MS) / 1000);
    this.openFrames = options.openFrames ?? 3;
    this.closeFrames = Math.round((options.closeAfterMs ?? 500) / FRAME_MS);
    this.maxFrames = Math.round((options.maxSegmentMs ?? 8000) / FRAME_MS);
    this.minimumLevelDb = options.minimumLevelDb ?? -50;
    this.frame = new Float64Array(this.frameSamples);
  }

  get isOpen(): boolean {
    return this.segmentStart !== undefined;
  }

  /** Feeds samples (16-bit) and returns what changed. */
  push(samples: Int16Array): VoiceEvent[] {
    const events: VoiceEvent[] = [];
    for (let i = 0; i < samples.length; i++) {
      this.frame[this.frameFill++] = samples[i]! / 32768;
      if (this.frameFill === this.frameSamples) {
        this.frameFill = 0;
        this.analyseFrame(events);
      }
    }
    if (this.segmentStart !== undefined && !events.some((e) => e.kind !== 'extend')) {
      events.push({ kind: 'extend', startMs: this.msOf(this.segmentStart), endMs: this.msOf(this.lastVoiced + 1) });
    }
    return events;
  }

  /** Closes an open segment at the end of the audio. */
  finish(): VoiceEvent[] {
    return this.segmentStart === undefined ? [] : [this.close()];
  }

  private analyseFrame(events: VoiceEvent[]): void {
    let energy = 0;
    for (let i = 0; i < this.frameSamples; i++) energy += this.frame[i]! * this.frame[i]!;
    const levelDb = 10 * Math.log10(energy / this.frameSamples + 1e-12);
    const index = this.frameIndex++;
    this.recentLevels[index % this.recentLevels.length] = levelDb;
    let noiseFloorDb = Infinity;
    for (const level of this.recentLevels) if (level < noiseFloorDb) noiseFloorDb = level;
    const voiced = levelDb > Math.max(this.minimumLevelDb, noiseFloorDb + 12);

    if (voiced) {
      if (this.run === 0) this.runStart = index;
      this.run += 1;
      this.lastVoiced = index;
      if (this.segmentStart === undefined && this.run >= this.openFrames) {
        this.segmentStart = this.runStart;
        events.push({ kind: 'open', startMs: this.msOf(this.runStart) });
      }
    } else {
      this.run = 0;
    }
    if (this.segmentStart === undefined) return;
    const silentFrames = index - this.lastVoiced;
    const length = index - this.segmentStart;
    const longPause = silentFrames >= this.closeFrames;
    const longSegmentPause = length >= this.maxFrames && silentFrames >= 10;
    if (longPause || longSegmentPause || length >= this.maxFrames * 1.5) events.push(this.close());
  }

  private close(): VoiceEvent {
    const event: VoiceEvent = {
      kind: 'close',
      startMs: this.msOf(this.segmentStart!),
      endMs: this.msOf(this.lastVoiced + 1),
    };
    this.segmentStart = undefined;
    this.run = 0;
    return event;
  }

  private msOf(frameIndex: number): number {
    return frameIndex * FRAME_MS;
  }
}
