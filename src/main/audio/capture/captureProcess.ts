// The native capture process (nativeCapture.ts forks it): audify (RtAudio) lists devices, or captures one input.
// A process and not a thread, because audify's native code can block for good inside a PulseAudio call (a stop
// that waits on a read that never returns) and can abort (an exception thrown while the isolate shuts down): a
// stuck thread can be neither terminated nor outlived (Node joins it at exit), an abort takes every thread with
// it, while a process is always ended by a signal and dies alone. Started by Electron's utilityProcess in the
// app and by Node's fork in the browser shell (src/node/work/childProcess.ts). Its own main-bundle input
// (electron.vite.config.ts: out/main/captureProcess.js), found by `src/node/work/workerEntry.ts`; audify's path
// is resolved in main (unpacked from the asar archive when packaged) and passed as the first argument.
import { createRequire } from 'node:module';
import type { RtAudio } from 'audify';
import { parentChannel } from '../../../node/work/childProcess';
import type { RawDevice } from './captureDevices';

/** What main asks the capture process; a capture ends when main ends the process. */
export type CaptureCommand =
  | { type: 'list' }
  | { type: 'start'; deviceId: number; channels: number; sampleRate: number; frameSize: number; loopback: boolean };
/** What the capture process answers, and the audio it sends while capturing. */
export type CaptureReply =
  | { type: 'devices'; api: string; devices: RawDevice[] }
  | { type: 'started'; sampleRate: number; channels: number; frameSize: number }
  | { type: 'audio'; samples: Float32Array; capturedAt: number }
  | { type: 'error'; message: string };

type Audify = { RtAudio: new (api?: number) => RtAudio };

/** RtAudio's sample format and host APIs (audify declares them as const enums, which this file cannot import). */
const RTAUDIO_FLOAT32 = 0x10;
const API = { UNSPECIFIED: 0, LINUX_PULSE: 4, WINDOWS_WASAPI: 7 } as const;

const audifyPath = process.argv[2];
let audify: Audify | undefined;
let stream: RtAudio | undefined;

const parent = parentChannel();
const reply = (message: CaptureReply) => parent.send(message);

function loadAudify(): Audify {
  if (!audifyPath) throw new Error('no audify path was given');
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
  if (stream) throw new Error('this capture process already captures a device');
  const host = openHost();
  const onAudio = (buffer: Buffer) => {
    const samples = new Float32Array(buffer.byteLength / 4);
    new Uint8Array(samples.buffer).set(buffer);
    reply({ type: 'audio', samples, capturedAt: performance.timeOrigin + performance.now() });
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

parent.onMessage((message) => {
  const command = message as CaptureCommand;
  try {
    if (command.type === 'list') reply({ type: 'devices', ...list() });
    else if (command.type === 'start') start(command);
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
