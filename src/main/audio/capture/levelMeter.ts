// The input level for the meter: RMS and peak of the last ~50 ms, in dBFS, with a falling peak hold.

export interface AudioLevel {
  rmsDb: number;
  peakDb: number;
}

export const SILENCE_DB = -100;

const toDb = (value: number) => (value > 0 ? Math.max(SILENCE_DB, 20 * Math.log10(value)) : SILENCE_DB);

/** Collects audio and reports a level every `everyMs` of audio (not of wall time). */
export class LevelMeter {
  private sum = 0;
  private peak = 0;
  private count = 0;
  private heldPeakDb = SILENCE_DB;

  constructor(
    private readonly sampleRate: number,
    private readonly onLevel: (level: AudioLevel) => void,
    private readonly everyMs = 50,
  ) {}

  push(interleaved: Float32Array, channels: number): void {
    const perReport = Math.round((this.sampleRate * this.everyMs) / 1000) * channels;
    for (const sample of interleaved) {
      this.sum += sample * sample;
      const magnitude = Math.abs(sample);
      if (magnitude > this.peak) this.peak = magnitude;
      if (++this.count >= perReport) this.report();
    }
  }

  private report(): void {
    const rmsDb = toDb(Math.sqrt(this.sum / this.count));
    // The peak falls by 1.5 dB per report (30 dB/s at 50 ms), so short peaks stay visible.
    this.heldPeakDb = Math.max(toDb(this.peak), this.heldPeakDb - 1.5);
    this.onLevel({ rmsDb, peakDb: this.heldPeakDb });
    this.sum = 0;
    this.peak = 0;
    this.count = 0;
  }
}
