// What the live captions read audio from: a native device (nativeCapture.ts) or a WAV file (wavFileSource.ts).

export interface CapturedAudio {
  /** Interleaved float samples. */
  samples: Float32Array;
  /** Epoch ms at which the last sample was captured (for the capture-to-send latency). */
  capturedAt: number;
}

export interface AudioSource {
  readonly label: string;
  readonly sampleRate: number;
  readonly channels: number;
  /** `onError`: the source failed while running (a device unplugged); it delivers nothing more. */
  start(onAudio: (audio: CapturedAudio) => void, onError?: (error: Error) => void): Promise<void>;
  stop(): Promise<void>;
  /** A file can pause (it then delivers nothing); a live device cannot, and keeps delivering. */
  pause?(): void;
  resume?(): void;
  /** Resolves when the source ends by itself (the end of a file). */
  readonly ended?: Promise<void>;
}
