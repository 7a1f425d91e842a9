// Native capture through audify (RtAudio), each in a worker thread so the main thread stays free: the device
// list (refreshed on every call) in one thread, and each source capturing one device in its own thread, so the
// microphone and the system audio of a call are captured at the same time.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { InternalError } from '../../../shared/errors';
import { workerEntry } from '../../../node/work/workerEntry';
import type { AudioSource, CapturedAudio } from './audioSource';
import { captureDevicesFrom, type CaptureDevice } from './captureDevices';
import type { CaptureCommand, CaptureReply as WorkerMessage } from './captureWorker';

/** The capture's own words (the thread's, or the system's, in English) stay in `cause`, for the log. */
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

/** One capture thread: one request at a time, and the audio of the device it captures. */
class CaptureThread {
  private worker: Worker | undefined;
  private listener: ((message: WorkerMessage) => void) | undefined;
  audioListener: ((audio: CapturedAudio) => void) | undefined;
  errorListener: ((error: Error) => void) | undefined;
  private busy: Promise<unknown> = Promise.resolve();

  constructor(private readonly audifyPath: string) {}

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  /** Sends a command and waits for its answer (or an error). */
  request(command: CaptureCommand, answer: WorkerMessage['type']): Promise<WorkerMessage> {
    const next = this.busy.then(
      () =>
        new Promise<WorkerMessage>((resolve, reject) => {
          const timer = setTimeout(() => reject(captureError('the capture thread did not answer')), 10_000);
          this.listener = (message) => {
            if (message.type !== answer && message.type !== 'error') return;
            clearTimeout(timer);
            this.listener = undefined;
            if (message.type === 'error') reject(captureError(message.message));
            else resolve(message);
          };
          this.ensureWorker().postMessage(command);
        }),
    );
    this.busy = next.catch(() => undefined);
    return next;
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    // Its own bundle entry (out/main/captureWorker.js), like the work pool's and the document worker's.
    const entry = workerEntry('captureWorker', dirname(__filename));
    const worker = new Worker(entry.script, {
      eval: entry.eval,
      execArgv: [],
      workerData: { audifyPath: this.audifyPath },
    });
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'audio') this.audioListener?.({ samples: message.samples, capturedAt: message.capturedAt });
      else if (this.listener) this.listener(message);
      else if (message.type === 'error') this.errorListener?.(captureError(message.message)); // while capturing
    });
    worker.on('error', (error) => {
      if (this.listener) this.listener({ type: 'error', message: error.message });
      else this.errorListener?.(captureError(error.message));
      this.worker = undefined;
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }
}

export class NativeCapture implements CaptureDevices {
  private readonly lister: CaptureThread;
  private readonly capturing = new Set<CaptureThread>();

  /** `audifyPath`: where the native module is (resolved from here by default). */
  constructor(private readonly audifyPath: string = createRequire(import.meta.url).resolve('audify')) {
    this.lister = new CaptureThread(audifyPath);
  }

  /** Microphones and system-audio sources, asked afresh from the system each time. */
  async listDevices(): Promise<CaptureDevice[]> {
    const reply = await this.lister.request({ type: 'list' }, 'devices');
    if (reply.type !== 'devices') throw captureError('no device list');
    return captureDevicesFrom(reply.api, reply.devices);
  }

  /** A source that captures `device`, 10 ms at a time, in a thread of its own. */
  source(device: CaptureDevice): AudioSource {
    const sampleRate = device.sampleRate;
    let thread: CaptureThread | undefined;
    const end = async () => {
      if (!thread) return;
      const ending = thread;
      thread = undefined;
      this.capturing.delete(ending);
      try {
        await ending.request({ type: 'stop' }, 'stopped');
      } finally {
        await ending.close();
      }
    };
    return {
      label: device.label,
      sampleRate,
      channels: device.channels,
      start: async (onAudio, onError) => {
        await end();
        thread = new CaptureThread(this.audifyPath);
        this.capturing.add(thread);
        thread.audioListener = onAudio;
        thread.errorListener = onError;
        try {
          await thread.request(
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
          await end().catch(() => undefined);
          throw error;
        }
      },
      stop: end,
    };
  }

  async close(): Promise<void> {
    await Promise.all([this.lister.close(), ...[...this.capturing].map((thread) => thread.close())]);
    this.capturing.clear();
  }
}
