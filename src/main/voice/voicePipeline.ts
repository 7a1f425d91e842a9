// Live captions of one source: audio source -> encoding pipeline -> voice stream, with a level meter, pause
// (silence keeps the session alive: the service ends it after 30 s without data) and stop (the end sequence).
// A device that goes away mid-meeting does not end the session: silence is sent in its place, in real time (the
// stream's clock keeps the call's), until the device is back or another one replaces it.
import type { VoiceSessionRequest } from '../../shared/api/voice';
import type { AudioSource, CapturedAudio } from '../audio/capture/audioSource';
import { LevelMeter, type AudioLevel } from '../audio/capture/levelMeter';
import { EncodingPipeline } from '../audio/encodingPipeline';
import { DEFAULT_CHUNK_MS, type AudioChunk } from '../audio/frameChunker';
import { VoiceStreamSession, type VoiceStreamOptions } from './voiceStreamSession';

type SessionRate = 8000 | 16_000 | 44_100 | 48_000;

export interface VoicePipelineOptions extends Omit<VoiceStreamOptions, 'request'> {
  source: AudioSource;
  /** The session request without its content type (set from `sessionRate`). */
  request: Omit<VoiceSessionRequest, 'source_media_content_type'>;
  /** 16 kHz by default. */
  sessionRate?: SessionRate;
  chunkMs?: number;
  onLevel?: (level: AudioLevel) => void;
  /**
   * The source failed while running. Without `onSourceLost` the session is finished with what it has (a file);
   * with it, the session goes on with silence until `replaceSource` (a device unplugged).
   */
  onSourceError?: (error: Error) => void;
  onSourceLost?: (error: Error) => void;
  /** Each chunk as it is handed to the stream (for tests and the latency bench). */
  onChunk?: (chunk: AudioChunk, capturedAt: number) => void;
}

const pcmContentType = (rate: SessionRate): string => `audio/pcm;encoding=s16le;rate=${rate}`;

export class VoicePipeline {
  readonly stream: VoiceStreamSession;
  private source: AudioSource;
  private pipeline: EncodingPipeline;
  private meter: LevelMeter;
  private readonly rate: SessionRate;
  private readonly chunkMs: number;
  private silenceTimer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private lost = false;
  /** Epoch ms of the stream's first sample: where its clock starts on the wall's. */
  private firstAudioAt: number | undefined;

  constructor(private readonly options: VoicePipelineOptions) {
    this.rate = options.sessionRate ?? 16_000;
    this.chunkMs = options.chunkMs ?? DEFAULT_CHUNK_MS;
    this.source = options.source;
    this.stream = new VoiceStreamSession({
      ...options,
      request: { ...options.request, source_media_content_type: pcmContentType(this.rate) },
    });
    this.pipeline = this.encoderFor(options.source);
    this.meter = this.meterFor(options.source);
  }

  get isPaused(): boolean {
    return this.pipeline.isPaused;
  }

  /** The source went away and silence is sent in its place. */
  get isSourceLost(): boolean {
    return this.lost;
  }

  get label(): string {
    return this.source.label;
  }

  /** Epoch ms at which the stream's time 0 was captured (undefined before the first audio). */
  get startedAt(): number | undefined {
    return this.firstAudioAt;
  }

  /** Sets up the session, then starts the source. */
  async start(): Promise<void> {
    await this.stream.start();
    await this.startSource(this.source);
    // A recording that has played to its end finishes the session: its last lines are concluded.
    void this.source.ended?.then(() => this.stop().catch(() => undefined));
  }

  /** Nothing the speaker says leaves the machine; silence is sent instead, in real time. */
  pause(): void {
    if (this.stopped || this.pipeline.isPaused) return;
    this.pipeline.setPaused(true);
    if (this.source.pause && !this.lost) {
      // A file stops delivering audio, so the silence has to come from a clock.
      this.source.pause();
      this.startSilence();
    }
  }

  resume(): void {
    if (this.stopped || !this.pipeline.isPaused) return;
    this.pipeline.setPaused(false);
    if (this.lost) return;
    this.stopSilence();
    this.source.resume?.();
  }

  /** The device went away: it is let go, and silence keeps the session and its clock running. */
  async sourceLost(): Promise<void> {
    if (this.stopped || this.lost) return;
    this.lost = true;
    this.startSilence();
    await this.source.stop().catch(() => undefined);
  }

  /** Captures from `source` from now on (the device back, or another chosen); the session goes on. */
  async replaceSource(source: AudioSource): Promise<void> {
    if (this.stopped) return;
    if (!this.lost) await this.source.stop().catch(() => undefined);
    const rest = this.pipeline.flush();
    if (rest) this.send([rest], Date.now());
    const paused = this.pipeline.isPaused;
    this.source = source;
    this.pipeline = this.encoderFor(source);
    this.pipeline.setPaused(paused);
    this.meter = this.meterFor(source);
    this.lost = true; // until the new source delivers
    await this.startSource(source);
    this.stopSilence();
    this.lost = false;
  }

  /** Stops the source, sends the rest of the audio and waits for the end of the stream. */
  async stop(): Promise<void> {
    if (this.stopped) return this.stream.done;
    this.stopped = true;
    this.stopSilence();
    if (!this.lost) await this.source.stop();
    const last = this.pipeline.flush();
    if (last) this.send([last], Date.now());
    await this.stream.finish();
  }

  private async startSource(source: AudioSource): Promise<void> {
    await source.start(
      (audio) => {
        if (source === this.source) this.onAudio(audio);
      },
      (error) => {
        if (source !== this.source) return;
        if (this.options.onSourceLost) {
          this.options.onSourceLost(error);
          void this.sourceLost();
          return;
        }
        this.options.onSourceError?.(error);
        void this.stop().catch(() => undefined);
      },
    );
  }

  private encoderFor(source: AudioSource): EncodingPipeline {
    return new EncodingPipeline({
      inputRate: source.sampleRate,
      channels: source.channels,
      outputRate: this.rate,
      chunkMs: this.chunkMs,
    });
  }

  private meterFor(source: AudioSource): LevelMeter {
    return new LevelMeter(source.sampleRate, (level) => this.options.onLevel?.(level));
  }

  /** Silence from a clock: as much as the time that passed, so the stream's clock keeps the wall's. */
  private startSilence(): void {
    if (this.silenceTimer) return;
    let last = performance.now();
    this.silenceTimer = setInterval(() => {
      const now = performance.now();
      const elapsed = now - last;
      last = now;
      this.send(this.pipeline.pushSilence(elapsed), performance.timeOrigin + now);
    }, this.chunkMs);
  }

  private stopSilence(): void {
    clearInterval(this.silenceTimer);
    this.silenceTimer = undefined;
  }

  private onAudio(audio: CapturedAudio): void {
    if (this.stopped || this.lost) return;
    this.firstAudioAt ??=
      audio.capturedAt - (audio.samples.length / this.source.channels / this.source.sampleRate) * 1000;
    this.meter.push(audio.samples, this.source.channels);
    this.send(this.pipeline.push(audio.samples), audio.capturedAt);
  }

  private send(chunks: AudioChunk[], capturedAt: number): void {
    for (const chunk of chunks) {
      this.options.onChunk?.(chunk, capturedAt);
      this.stream.sendAudio(chunk);
    }
  }
}
