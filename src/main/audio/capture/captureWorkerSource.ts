// The native capture thread's code: audify (RtAudio) lists devices and captures one input, off the main thread.
// It is started as an eval worker from this string (CommonJS), so no separate file has to be shipped beside
// the bundled main process; audify's path is resolved by the caller and passed in workerData.
// Messages in:  { type: 'list' } | { type: 'start', deviceId, channels, sampleRate, frameSize, loopback } | { type: 'stop' }
// Messages out: { type: 'devices', api, devices } | { type: 'started', sampleRate, channels, frameSize }
//               | { type: 'audio', samples: Float32Array, capturedAt } | { type: 'stopped' } | { type: 'error', message }
export const CAPTURE_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const RTAUDIO_FLOAT32 = 0x10;
const API = { UNSPECIFIED: 0, LINUX_PULSE: 4, WINDOWS_WASAPI: 7 };

let audify;
let stream;

function loadAudify() {
  audify ??= require(workerData.audifyPath);
  return audify;
}

/** PulseAudio (monitor sources = system audio) on Linux, WASAPI (loopback) on Windows, the default elsewhere. */
function openHost() {
  const { RtAudio } = loadAudify();
  const preferred = process.platform === 'linux' ? API.LINUX_PULSE : process.platform === 'win32' ? API.WINDOWS_WASAPI : API.UNSPECIFIED;
  try {
    const host = new RtAudio(preferred);
    if (host.getDevices().length > 0 || preferred === API.UNSPECIFIED) return host;
  } catch {
    // fall through to the default API (e.g. no PulseAudio server running)
  }
  return new RtAudio(API.UNSPECIFIED);
}

function list() {
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

function start(command) {
  stop();
  const host = openHost();
  const onAudio = (buffer) => {
    const samples = new Float32Array(buffer.byteLength / 4);
    new Uint8Array(samples.buffer).set(buffer);
    parentPort.postMessage({ type: 'audio', samples, capturedAt: performance.timeOrigin + performance.now() }, [samples.buffer]);
  };
  const frameSize = host.openStream(
    null,
    { deviceId: command.deviceId, nChannels: command.channels, firstChannel: 0 },
    RTAUDIO_FLOAT32,
    command.sampleRate,
    command.frameSize,
    'Glossa captions',
    onAudio,
    null,
    0,
    (type, message) => {
      if (type > 1) parentPort.postMessage({ type: 'error', message });
    },
  );
  host.start();
  stream = host;
  parentPort.postMessage({ type: 'started', sampleRate: host.getStreamSampleRate(), channels: command.channels, frameSize });
}

function stop() {
  if (!stream) return;
  try {
    if (stream.isStreamRunning()) stream.stop();
    if (stream.isStreamOpen()) stream.closeStream();
  } finally {
    stream = undefined;
  }
}

parentPort.on('message', (command) => {
  try {
    if (command.type === 'list') parentPort.postMessage({ type: 'devices', ...list() });
    else if (command.type === 'start') start(command);
    else if (command.type === 'stop') {
      stop();
      parentPort.postMessage({ type: 'stopped' });
    }
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
`;
