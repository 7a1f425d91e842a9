// Live captions of one source: audio source -> encoding pipeline -> voice stream, with a level meter, pause
// (silence keeps the session alive: the service ends it after 30 s without data) and stop (the end sequence).
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
  /** The source failed while running (a device unplugged): the session is finished with what it has. */
  onSourceError?: (error: Error) => void;
  /** Each chunk as it is handed to the stream (for tests and the latency bench). */
  onChunk?: (chunk: AudioChunk, capturedAt: number) => void;
}

const pcmContentType = (rate: SessionRate): string => `audio/pcm;encoding=s16le;rate=${rate}`;

export class VoicePipeline {
  readonly stream: VoiceStreamSession;
  private readonly pipeline: EncodingPipeline;
  private readonly meter: LevelMeter;
  private readonly chunkMs: number;
  private silenceTimer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  constructor(private readonly options: VoicePipelineOptions) {
    const rate = options.sessionRate ?? 16_000;
    this.chunkMs = options.chunkMs ?? DEFAULT_CHUNK_MS;
    this.stream = new VoiceStreamSession({
      ...options,
      request: { ...options.request, source_media_content_type: pcmContentType(rate) },
    });
    this.pipeline = new EncodingPipeline({
      inputRate: options.source.sampleRate,
      channels: options.source.channels,
      outputRate: rate,
      chunkMs: this.chunkMs,
    });
    this.meter = new LevelMeter(options.source.sampleRate, (level) => options.onLevel?.(level));
  }

  get isPaused(): boolean {
    return this.pipeline.isPaused;
  }

  /** Sets up the session, then starts the source. */
  async start(): Promise<void> {
    await this.stream.start();
    await this.options.source.start(
      (audio) => this.onAudio(audio),
      (error) => {
        this.options.onSourceError?.(error);
        void this.stop().catch(() => undefined);
      },
    );
    // A recording that has played to its end finishes the session: its last lines are concluded.
    void this.options.source.ended?.then(() => this.stop().catch(() => undefined));
  }

  /** Nothing the speaker says leaves the machine; silence is sent instead, in real time. */
  pause(): void {
    if (this.stopped || this.pipeline.isPaused) return;
    this.pipeline.setPaused(true);
    if (this.options.source.pause) {
      // A file stops delivering audio, so the silence has to come from a clock.
      this.options.source.pause();
      this.silenceTimer = setInterval(
        () => this.send(this.pipeline.pushSilence(this.chunkMs), Date.now()),
        this.chunkMs,
      );
    }
  }

  resume(): void {
    if (this.stopped || !this.pipeline.isPaused) return;
    clearInterval(this.silenceTimer);
    this.silenceTimer = undefined;
    this.pipeline.setPaused(false);
    this.options.source.resume?.();
  }

  /** Stops the source, sends the rest of the audio and waits for the end of the stream. */
  async stop(): Promise<void> {
    if (this.stopped) return this.stream.done;
    this.stopped = true;
    clearInterval(this.silenceTimer);
    await this.options.source.stop();
    const last = this.pipeline.flush();
    if (last) this.send([last], Date.now());
    await this.stream.finish();
  }

  private onAudio(audio: CapturedAudio): void {
    if (this.stopped) return;
    this.meter.push(audio.samples, this.options.source.channels);
    this.send(this.pipeline.push(audio.samples), audio.capturedAt);
  }

  private send(chunks: AudioChunk[], capturedAt: number): void {
    for (const chunk of chunks) {
      this.options.onChunk?.(chunk, capturedAt);
      this.stream.sendAudio(chunk);
    }
  }
}
