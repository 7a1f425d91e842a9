// A stand-in for audify that misbehaves as its native code can, for nativeCapture.int.test.ts: loaded by the
// capture process in audify's place (NativeCapture's `audifyPath`), it does what GLOSSA_TEST_AUDIFY says.
// - `listHangs`: the device list never comes back (a PulseAudio context that never gets ready).
// - `captureHangs`: three frames, then the thread is blocked for good (a read that never returns).
// - `captureDies`: three frames, then the process dies by a signal (an abort in native code).
// Anything else: one microphone, captured until the process is ended.
type Behaviour = 'listHangs' | 'captureHangs' | 'captureDies' | undefined;
const behaviour = process.env['GLOSSA_TEST_AUDIFY'] as Behaviour;

/** Blocks this thread for good, as a native call that never returns does: no message, timer or signal handler runs. */
function blockForever(): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}

const MICROPHONE = {
  id: 7,
  name: 'Misbehaving microphone',
  inputChannels: 1,
  outputChannels: 0,
  preferredSampleRate: 48000,
  sampleRates: [48000],
  isDefaultInput: true,
  isDefaultOutput: false,
};

export class RtAudio {
  private onAudio: ((buffer: Buffer) => void) | undefined;
  private frameSize = 480;

  getApi(): string {
    return 'PULSE';
  }

  getDevices(): (typeof MICROPHONE)[] {
    if (behaviour === 'listHangs') blockForever();
    return [MICROPHONE];
  }

  openStream(
    _output: unknown,
    _input: unknown,
    _format: unknown,
    _sampleRate: number,
    frameSize: number,
    _name: string,
    onAudio: (buffer: Buffer) => void,
  ): number {
    this.frameSize = frameSize;
    this.onAudio = onAudio;
    return frameSize;
  }

  start(): void {
    let frames = 0;
    setInterval(() => {
      this.onAudio?.(Buffer.alloc(this.frameSize * 4));
      if (++frames < 3) return;
      if (behaviour === 'captureHangs') blockForever();
      if (behaviour === 'captureDies') process.kill(process.pid, 'SIGKILL');
    }, 10);
  }

  getStreamSampleRate(): number {
    return 48000;
  }
}
