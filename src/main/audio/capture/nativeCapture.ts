// Native capture through audify (RtAudio), run in a worker thread so the main thread stays free: the
// device list (refreshed on every call), and sources that capture one device as float samples.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { GlossaError } from '../../../shared/errors';
import { workerEntry } from '../../../node/work/workerEntry';
import type { AudioSource, CapturedAudio } from './audioSource';
import { captureDevicesFrom, type CaptureDevice } from './captureDevices';
import type { CaptureCommand, CaptureReply as WorkerMessage } from './captureWorker';

const captureError = (message: string) =>
  new GlossaError({
    kind: 'internal',
    message: `Audio capture failed: ${message}`,
    nextStep: 'Check that the device is connected, refresh the device list and pick it again.',
  });

export class NativeCapture {
  private worker: Worker | undefined;
  private listener: ((message: WorkerMessage) => void) | undefined;
  private audioListener: ((audio: CapturedAudio) => void) | undefined;
  private errorListener: ((error: Error) => void) | undefined;
  private busy: Promise<unknown> = Promise.resolve();

  /** `audifyPath`: where the native module is (resolved from here by default). */
  constructor(private readonly audifyPath: string = createRequire(import.meta.url).resolve('audify')) {}

  /** Microphones and system-audio sources, asked afresh from the system each time. */
  async listDevices(): Promise<CaptureDevice[]> {
    const reply = await this.request({ type: 'list' }, 'devices');
    if (reply.type !== 'devices') throw captureError('no device list');
    return captureDevicesFrom(reply.api, reply.devices);
  }

  /** A source that captures `device`, 10 ms at a time. */
  source(device: CaptureDevice): AudioSource {
    const sampleRate = device.sampleRate;
    return {
      label: device.label,
      sampleRate,
      channels: device.channels,
      start: async (onAudio, onError) => {
        this.audioListener = onAudio;
        this.errorListener = onError;
        await this.request(
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
      },
      stop: async () => {
        await this.request({ type: 'stop' }, 'stopped');
        this.audioListener = undefined;
        this.errorListener = undefined;
      },
    };
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
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

  /** One request at a time: sends a command and waits for its answer (or an error). */
  private request(command: CaptureCommand, answer: WorkerMessage['type']): Promise<WorkerMessage> {
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
}
