// The native capture thread (nativeCapture.ts starts it): audify (RtAudio) lists devices and captures one input,
// off the main thread. Its own main-bundle input (electron.vite.config.ts: out/main/captureWorker.js), like the
// document worker and the work pool's, so it runs from source (tsx) and from the built app alike; audify's path
// is resolved in main (unpacked from the asar archive when packaged) and passed in workerData.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { RtAudio } from 'audify';
import type { RawDevice } from './captureDevices';

/** What main asks the capture thread. */
export type CaptureCommand =
  | { type: 'list' }
  | { type: 'start'; deviceId: number; channels: number; sampleRate: number; frameSize: number; loopback: boolean }
  | { type: 'stop' };
/** What the capture thread answers, and the audio it sends while capturing. */
export type CaptureReply =
  | { type: 'devices'; api: string; devices: RawDevice[] }
  | { type: 'started'; sampleRate: number; channels: number; frameSize: number }
  | { type: 'audio'; samples: Float32Array; capturedAt: number }
  | { type: 'stopped' }
  | { type: 'error'; message: string };

type Audify = { RtAudio: new (api?: number) => RtAudio };

/** RtAudio's sample format and host APIs (audify declares them as const enums, which a worker cannot import). */
const RTAUDIO_FLOAT32 = 0x10;
const API = { UNSPECIFIED: 0, LINUX_PULSE: 4, WINDOWS_WASAPI: 7 } as const;

const port = parentPort!;
const { audifyPath } = workerData as { audifyPath: string };
let audify: Audify | undefined;
let stream: RtAudio | undefined;

const reply = (message: CaptureReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

function loadAudify(): Audify {
  audify ??= createRequire(__filename)(audifyPath) as Audify;
  return audify;
}

/** PulseAudio (monitor sources = system audio) on Linux, WASAPI (loopback) on Windows, the default elsewhere. */
function openHost(): RtAudio {
  const { RtAudio: Host } = loadAudify();
  const preferred =
    process.platform === 'linux'
      ? API.LINUX_PULSE
      : process.platform === 'win32'
        ? API.WINDOWS_WASAPI
        : API.UNSPECIFIED;
  try {
    const host = new Host(preferred);
    if (host.getDevices().length > 0 || preferred === API.UNSPECIFIED) return host;
  } catch {
    // fall through to the default API (e.g. no PulseAudio server running)
  }
  return new Host(API.UNSPECIFIED);
}

function list(): { api: string; devices: RawDevice[] } {
  const host = openHost(); // a fresh instance, so the list reflects devices plugged in since
  return {
    api: host.getApi(),
    devices: host.getDevices().map((d) => ({
      id: d.id,
      name: d.name,
      inputChannels: d.inputChannels,
      outputChannels: d.outputChannels,
      preferredSampleRate: d.preferredSampleRate,
      sampleRates: d.sampleRates,
      isDefaultInput: Boolean(d.isDefaultInput),
      isDefaultOutput: Boolean(d.isDefaultOutput),
    })),
  };
}

function start(command: Extract<CaptureCommand, { type: 'start' }>): void {
  stop();
  const host = openHost();
  const onAudio = (buffer: Buffer) => {
    const samples = new Float32Array(buffer.byteLength / 4);
    new Uint8Array(samples.buffer).set(buffer);
    reply({ type: 'audio', samples, capturedAt: performance.timeOrigin + performance.now() }, [samples.buffer]);
  };
  const frameSize = host.openStream(
    null,
    { deviceId: command.deviceId, nChannels: command.channels, firstChannel: 0 },
    RTAUDIO_FLOAT32 as never,
    command.sampleRate,
    command.frameSize,
    'Glossa captions',
    onAudio,
    null,
    0 as never, // no stream flags (audify declares them as a const enum)
    (type: number, message: string) => {
      if (type > 1) reply({ type: 'error', message });
    },
  );
  host.start();
  stream = host;
  reply({ type: 'started', sampleRate: host.getStreamSampleRate(), channels: command.channels, frameSize });
}

function stop(): void {
  if (!stream) return;
  try {
    if (stream.isStreamRunning()) stream.stop();
    if (stream.isStreamOpen()) stream.closeStream();
  } finally {
    stream = undefined;
  }
}

port.on('message', (command: CaptureCommand) => {
  try {
    if (command.type === 'list') reply({ type: 'devices', ...list() });
    else if (command.type === 'start') start(command);
    else if (command.type === 'stop') {
      stop();
      reply({ type: 'stopped' });
    }
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
