// Native capture through audify (RtAudio), each in a process of its own so main's thread stays free and nothing
// audify does can hang or end main: the device list (refreshed on every call) in one process, and each source
// capturing one device in its own, so the microphone and the system audio of a call are captured at the same
// time. A capture is ended by ending its process (captureProcess.ts says why not a thread).
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { InternalError } from '../../../shared/errors';
import { forkNodeProcess, type ChildProcessPort, type ForkProcess } from '../../../node/work/childProcess';
import { processEntry } from '../../../node/work/workerEntry';
import type { AudioSource, CapturedAudio } from './audioSource';
import { captureDevicesFrom, type CaptureDevice } from './captureDevices';
import type { CaptureCommand, CaptureReply } from './captureProcess';

/** The capture's own words (the process's, or the system's, in English) stay in `cause`, for the log. */
const captureError = (detail: string) =>
  new InternalError(
    { says: { id: 'voice.error.captureFailed' }, saysNextStep: { id: 'voice.error.checkDevice' } },
    { cause: new Error(detail) },
  );

/** Where the audio of captions comes from: the devices of this computer, each captured as a source. */
export interface CaptureDevices {
  listDevices(): Promise<CaptureDevice[]>;
  source(device: CaptureDevice): AudioSource;
  close(): Promise<void>;
}

export interface NativeCaptureOptions {
  /** How the host starts a process (Electron's utilityProcess in the app; Node's fork by default). */
  fork?: ForkProcess;
  /** Where the native module is (resolved from here by default; tests hand in one that misbehaves). */
  audifyPath?: string;
  /** How long a capture process has to answer a request before it is ended (10 s). */
  answerMs?: number;
}

/** One capture process: one request at a time, and the audio of the device it captures. */
class CaptureProcess {
  private child: ChildProcessPort | undefined;
  private listener: ((message: CaptureReply) => void) | undefined;
  audioListener: ((audio: CapturedAudio) => void) | undefined;
  errorListener: ((error: Error) => void) | undefined;
  private busy: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly fork: ForkProcess,
    private readonly audifyPath: string,
    private readonly answerMs: number,
  ) {}

  /** Ends the process at once (nothing in it can block or refuse that), and waits until it is gone. */
  async close(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    this.listener?.({ type: 'error', message: 'the capture was ended' });
    await child?.kill();
  }

  /** Sends a command and waits for its answer (or an error); a process that does not answer is ended. */
  request(command: CaptureCommand, answer: CaptureReply['type']): Promise<CaptureReply> {
    const next = this.busy.then(
      () =>
        new Promise<CaptureReply>((resolve, reject) => {
          const timer = setTimeout(() => {
            this.listener = undefined;
            reject(captureError(`the capture process did not answer in ${this.answerMs} ms, and was ended`));
            void this.close();
          }, this.answerMs);
          this.listener = (message) => {
            if (message.type !== answer && message.type !== 'error') return;
            clearTimeout(timer);
            this.listener = undefined;
            if (message.type === 'error') reject(captureError(message.message));
            else resolve(message);
          };
          this.ensureProcess().send(command);
        }),
    );
    this.busy = next.catch(() => undefined);
    return next;
  }

  private ensureProcess(): ChildProcessPort {
    if (this.child) return this.child;
    // Its own bundle entry (out/main/captureProcess.js), like the work pool's and the document worker's.
    const child = this.fork(processEntry('captureProcess', dirname(__filename)), [this.audifyPath]);
    child.onMessage((received) => {
      if (child !== this.child) return;
      const message = received as CaptureReply;
      if (message.type === 'audio') this.audioListener?.({ samples: message.samples, capturedAt: message.capturedAt });
      else if (this.listener) this.listener(message);
      else if (message.type === 'error') this.errorListener?.(captureError(message.message)); // while capturing
    });
    child.onExit((how) => {
      if (child !== this.child) return; // ended by close()
      // It died by itself (an abort in native code, a crash): a request or a capture in course fails.
      this.child = undefined;
      const detail = `the capture process ended (${how})`;
      if (this.listener) this.listener({ type: 'error', message: detail });
      else this.errorListener?.(captureError(detail));
    });
    this.child = child;
    return child;
  }
}

export class NativeCapture implements CaptureDevices {
  private readonly fork: ForkProcess;
  private readonly audifyPath: string;
  private readonly answerMs: number;
  private readonly lister: CaptureProcess;
  private readonly capturing = new Set<CaptureProcess>();

  constructor(options: NativeCaptureOptions = {}) {
    this.fork = options.fork ?? forkNodeProcess;
    this.audifyPath = options.audifyPath ?? createRequire(import.meta.url).resolve('audify');
    this.answerMs = options.answerMs ?? 10_000;
    this.lister = new CaptureProcess(this.fork, this.audifyPath, this.answerMs);
  }

  /** Microphones and system-audio sources, asked afresh from the system each time. */
  async listDevices(): Promise<CaptureDevice[]> {
    const reply = await this.lister.request({ type: 'list' }, 'devices');
    if (reply.type !== 'devices') throw captureError('no device list');
    return captureDevicesFrom(reply.api, reply.devices);
  }

  /** A source that captures `device`, 10 ms at a time, in a process of its own. */
  source(device: CaptureDevice): AudioSource {
    const sampleRate = device.sampleRate;
    let capture: CaptureProcess | undefined;
    const end = async () => {
      const ending = capture;
      capture = undefined;
      if (!ending) return;
      this.capturing.delete(ending);
      await ending.close();
    };
    return {
      label: device.label,
      sampleRate,
      channels: device.channels,
      start: async (onAudio, onError) => {
        await end();
        const started = new CaptureProcess(this.fork, this.audifyPath, this.answerMs);
        capture = started;
        this.capturing.add(started);
        started.audioListener = onAudio;
        started.errorListener = onError;
        try {
          await started.request(
            {
              type: 'start',
              deviceId: device.id,
              channels: device.channels,
              sampleRate,
              frameSize: Math.round(sampleRate / 100),
              loopback: device.loopback,
            },
            'started',
          );
        } catch (error) {
          if (capture === started) await end();
          throw error;
        }
      },
      stop: end,
    };
  }

  async close(): Promise<void> {
    await Promise.all([this.lister.close(), ...[...this.capturing].map((capture) => capture.close())]);
    this.capturing.clear();
  }
}
