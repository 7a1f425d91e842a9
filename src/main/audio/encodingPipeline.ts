// Captured float audio in, stream-ready chunks out: downmix -> resample -> s16le -> whole-frame chunks.
// While paused, the audio is replaced by silence of the same length, so the stream keeps its 30 s rule
// and its clock while nothing the speaker says leaves the machine.
import { AudioChunk, DEFAULT_CHUNK_MS, FrameChunker } from './frameChunker';
import { downmixToMono, floatToS16le } from './pcm';
import { Resampler } from './resampler';

export interface EncodingPipelineOptions {
  /** Rate and channel count of the captured audio. */
  inputRate: number;
  channels: number;
  /** The session's rate: 8000, 16000, 44100 or 48000. */
  outputRate: number;
  chunkMs?: number;
}

export class EncodingPipeline {
  readonly outputRate: number;
  private readonly channels: number;
  private readonly resampler: Resampler | undefined;
  private readonly chunker: FrameChunker;
  private paused = false;

  constructor(options: EncodingPipelineOptions) {
    this.outputRate = options.outputRate;
    this.channels = options.channels;
    this.resampler =
      options.inputRate === options.outputRate
        ? undefined
        : new Resampler({ inputRate: options.inputRate, outputRate: options.outputRate });
    this.chunker = new FrameChunker(options.outputRate, options.chunkMs ?? DEFAULT_CHUNK_MS);
  }

  get chunkFrames(): number {
    return this.chunker.chunkFrames;
  }

  get isPaused(): boolean {
    return this.paused;
  }

  setPaused(paused: boolean): void {
    this.paused = paused;
  }

  /** Interleaved float samples at the input rate; returns the chunks completed by them. */
  push(interleaved: Float32Array): AudioChunk[] {
    let mono = downmixToMono(interleaved, this.channels);
    if (this.paused) mono = new Float32Array(mono.length);
    const resampled = this.resampler ? this.resampler.process(mono) : mono;
    return this.chunker.push(floatToS16le(resampled), this.paused);
  }

  /** Silence of `durationMs` at the session rate, for when the source itself has stopped (a paused file). */
  pushSilence(durationMs: number): AudioChunk[] {
    const frames = Math.round((durationMs * this.outputRate) / 1000);
    return this.chunker.push(new Uint8Array(frames * 2), true);
  }

  /** The last partial chunk at the end of the audio. */
  flush(): AudioChunk | undefined {
    return this.chunker.flush();
  }
}
