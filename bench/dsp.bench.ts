// The encoding pipeline's speed and filter quality next to libsamplerate's wasm port, and its cost live.
// 1. Realtime factor of 48 kHz stereo float -> 16 kHz mono s16le in 100 ms chunks: ours vs the port
//    (SRC_SINC_MEDIUM_QUALITY, same downmix / s16le / chunking around it), measured alternately.
// 2. Each one's gain at 7 kHz (passband) and level of a 12 kHz tone (stopband), and our worst passband gain.
// 3. A live 16 kHz session at real time: capture (audify on a PulseAudio monitor when run under
//    scripts/with-pulseaudio.sh, else a 10 ms timer) -> pipeline -> stream client -> the simulator in another
//    process. Added latency from capture to send (median, p95), audio-to-text latency, CPU share of one core.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { create, ConverterType } from '@alexanderolsen/libsamplerate-js';
import { alternate, fmt } from './lib/measure';
import { EncodingPipeline } from '../src/main/audio/encodingPipeline';
import { FrameChunker } from '../src/main/audio/frameChunker';
import { downmixToMono, floatToS16le } from '../src/main/audio/pcm';
import { Resampler } from '../src/main/audio/resampler';
import { LanguageServicesClient } from '../src/main/api/client';
import type { AudioSource } from '../src/main/audio/capture/audioSource';
import { NativeCapture } from '../src/main/audio/capture/nativeCapture';
import { VoicePipeline } from '../src/main/voice/voicePipeline';
import { encodeFrame } from '../src/node/voiceFraming';

const IN_RATE = 48_000;
const OUT_RATE = 16_000;
const CHUNK_FRAMES = IN_RATE / 10; // 100 ms
const SECONDS = 20;

function stereoNoise(seconds: number): Float32Array[] {
  const chunks: Float32Array[] = [];
  let seed = 1;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 2 - 1;
  for (let c = 0; c < seconds * 10; c++)
    chunks.push(Float32Array.from({ length: CHUNK_FRAMES * 2 }, () => 0.3 * random()));
  return chunks;
}

function tone(frequency: number, seconds: number, rate: number): Float32Array {
  return Float32Array.from({ length: seconds * rate }, (_, i) => 0.5 * Math.sin((2 * Math.PI * frequency * i) / rate));
}

const rms = (x: Float32Array) => Math.sqrt(x.reduce((s, v) => s + v * v, 0) / x.length);

/** Gain in dB of a tone through a mono resampler fed in 100 ms chunks (transients skipped). */
function gainDb(resample: (mono: Float32Array) => Float32Array, frequency: number): number {
  const input = tone(frequency, 2, IN_RATE);
  const parts: Float32Array[] = [];
  for (let i = 0; i < input.length; i += CHUNK_FRAMES) parts.push(resample(input.subarray(i, i + CHUNK_FRAMES)));
  const output = Float32Array.from(parts.flatMap((p) => Array.from(p)));
  const steady = output.subarray(OUT_RATE / 4, output.length - OUT_RATE / 4);
  return 20 * Math.log10(rms(steady) / rms(input));
}

async function portResampler() {
  const src = await create(1, IN_RATE, OUT_RATE, { converterType: ConverterType.SRC_SINC_MEDIUM_QUALITY });
  return (mono: Float32Array) => src.full(mono);
}

async function main(): Promise<void> {
  const audio = stereoNoise(SECONDS);
  const ours = new EncodingPipeline({ inputRate: IN_RATE, channels: 2, outputRate: OUT_RATE });
  const port = await portResampler();
  const portChunker = new FrameChunker(OUT_RATE);
  let sink = 0;
  const timings = await alternate(7, {
    ours: () => {
      for (const chunk of audio) for (const c of ours.push(chunk)) sink += c.bytes.length;
    },
    port: () => {
      for (const chunk of audio)
        for (const c of portChunker.push(floatToS16le(port(downmixToMono(chunk, 2))))) sink += c.bytes.length;
    },
  });
  const oursRtf = SECONDS / (timings.ours!.medianMs / 1000);
  const portRtf = SECONDS / (timings.port!.medianMs / 1000);
  console.log(
    `48 kHz stereo float -> 16 kHz mono s16le, 100 ms chunks, ${SECONDS} s of audio, median of 7 alternating runs (${sink} bytes)`,
  );
  console.log(`  ours      ${fmt(oursRtf, 0)}x real time (${fmt(timings.ours!.medianMs)} ms)`);
  console.log(
    `  port      ${fmt(portRtf, 0)}x real time (${fmt(timings.port!.medianMs)} ms)  libsamplerate-js SRC_SINC_MEDIUM_QUALITY`,
  );
  console.log(`  ratio     ${fmt(oursRtf / portRtf, 2)}x (target >= 3)`);

  const fresh = () => {
    const r = new Resampler({ inputRate: IN_RATE, outputRate: OUT_RATE });
    return (mono: Float32Array) => r.process(mono);
  };
  let worstPassband = 0;
  for (let f = 100; f <= 7000; f += 100) worstPassband = Math.max(worstPassband, Math.abs(gainDb(fresh(), f)));
  let worstStopband = -Infinity;
  for (let f = 9000; f < 24000; f += 500) worstStopband = Math.max(worstStopband, gainDb(fresh(), f));
  console.log('filter quality (tone through the resampler, 100 ms chunks)');
  console.log(
    `  ours      7 kHz ${fmt(gainDb(fresh(), 7000), 3)} dB, 12 kHz ${fmt(gainDb(fresh(), 12000))} dB; worst |gain| 0.1-7 kHz ${fmt(worstPassband, 3)} dB (target <= 0.5), worst 9-23.5 kHz ${fmt(worstStopband)} dB`,
  );
  console.log(
    `  port      7 kHz ${fmt(gainDb(await portResampler(), 7000), 3)} dB, 12 kHz ${fmt(gainDb(await portResampler(), 12000))} dB`,
  );

  framingCost();
  await liveSession();
}

/** What each framing adds to a 100 ms chunk of 16 kHz s16le, and how fast each encodes it. */
function framingCost(): void {
  const chunk = floatToS16le(Float32Array.from({ length: 1600 }, (_, i) => 0.3 * Math.sin(i / 7)));
  const message = { source_media_chunk: { data: chunk as Uint8Array<ArrayBuffer> } };
  const json = encodeFrame('json', message);
  const msgpack = encodeFrame('msgpack', message);
  const jsonBytes = Buffer.byteLength(json.data as string);
  const msgpackBytes = (msgpack.data as Uint8Array).byteLength;
  const rounds = 2000;
  const timings = alternateSync(5, {
    msgpack: () => {
      for (let i = 0; i < rounds; i++) encodeFrame('msgpack', message);
    },
    json: () => {
      for (let i = 0; i < rounds; i++) encodeFrame('json', message);
    },
  });
  console.log(`framing of a 100 ms chunk (${chunk.byteLength} bytes of audio), ${rounds} encodes x 5 alternating runs`);
  console.log(
    `  msgpack  ${msgpackBytes} bytes (+${fmt((100 * (msgpackBytes - chunk.byteLength)) / chunk.byteLength, 1)}%), ${fmt((timings.msgpack! * 1000) / rounds, 2)} us per message`,
  );
  console.log(
    `  json     ${jsonBytes} bytes (+${fmt((100 * (jsonBytes - chunk.byteLength)) / chunk.byteLength, 1)}%), ${fmt((timings.json! * 1000) / rounds, 2)} us per message`,
  );
  console.log(`  msgpack encodes ${fmt(timings.json! / timings.msgpack!, 1)}x as fast`);
}

function alternateSync(runs: number, candidates: Record<string, () => void>): Record<string, number> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(candidates).map((k) => [k, []]));
  for (let r = 0; r < runs; r++) {
    for (const [name, fn] of Object.entries(candidates)) {
      const start = performance.now();
      fn();
      times[name]!.push(performance.now() - start);
    }
  }
  return Object.fromEntries(
    Object.entries(times).map(([k, v]) => [k, [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!]),
  );
}

/**
 * A 48 kHz stereo source that delivers 10 ms buffers from a timer (when no sound server is available):
 * 1.5 s of noise then 0.5 s of silence, so the simulator's voice detection sees "utterances" to transcribe.
 */
function timerSource(): AudioSource {
  let timer: ReturnType<typeof setInterval> | undefined;
  const noise = stereoNoise(1)[0]!.subarray(0, (IN_RATE / 100) * 2);
  const silence = new Float32Array(noise.length);
  let tick = 0;
  return {
    label: 'synthetic 48 kHz stereo, 1.5 s bursts of noise',
    sampleRate: IN_RATE,
    channels: 2,
    start: async (onAudio) => {
      timer = setInterval(() => {
        const buffer = tick++ % 200 < 150 ? noise : silence;
        onAudio({ samples: buffer.slice(), capturedAt: performance.timeOrigin + performance.now() });
      }, 10);
    },
    stop: async () => clearInterval(timer),
  };
}

/** A live 16 kHz session: source -> pipeline -> stream client -> the simulator (its own process). */
async function liveSession(): Promise<void> {
  const simulatorProcess = spawn(process.execPath, ['--import', 'tsx', 'src/simulator/cli.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(simulatorProcess.stdout!, 'data')) as [Buffer];
  const { pro_url: baseUrl, keys } = JSON.parse(line.toString()) as { pro_url: string; keys: { pro: string } };
  const client = new LanguageServicesClient({ authKey: keys.pro, authScheme: 'Service-Auth-Key', baseUrl }); // the simulator's scheme word

  const native = new NativeCapture();
  const pulse = existsSync(join(process.env.XDG_RUNTIME_DIR ?? '/nonexistent', 'pulse', 'native'));
  const monitor = pulse ? (await native.listDevices()).find((d) => d.kind === 'systemAudio') : undefined;
  const source = monitor ? native.source(monitor) : timerSource();
  // Keep the sink busy with noise so the capture path carries real audio (stopped by its process group id).
  const player = monitor
    ? spawn('sh', ['-c', 'sox -n -r 48000 -c 2 -t wav - synth 20 pinknoise vol 0.2 | paplay -d virt'], {
        stdio: 'ignore',
        detached: true,
      })
    : undefined;

  const addedLatency: number[] = [];
  const textLatency: number[] = [];
  const pipeline = new VoicePipeline({
    api: client.voice,
    source,
    request: { target_languages: ['de', 'fr'] },
    onChunk: (_chunk, capturedAt) => addedLatency.push(performance.timeOrigin + performance.now() - capturedAt),
    events: { latency: (ms) => textLatency.push(ms) },
  });
  const liveSeconds = 15;
  await pipeline.start();
  const cpuBefore = process.cpuUsage();
  const wallStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, liveSeconds * 1000));
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = performance.now() - wallStart;
  await pipeline.stop();
  if (player?.pid) process.kill(-player.pid, 'SIGTERM');
  await native.close();
  await client.close();
  simulatorProcess.kill('SIGTERM');

  const percentile = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
  console.log(
    `live 16 kHz session, ${liveSeconds} s, source: ${source.label}${monitor ? ' (audify, PulseAudio monitor)' : ' (timer; run under scripts/with-pulseaudio.sh for native capture)'}`,
  );
  console.log(
    `  added latency, capture of a chunk's last buffer -> handed to the socket: median ${fmt(percentile(addedLatency, 0.5), 2)} ms, p95 ${fmt(percentile(addedLatency, 0.95), 2)} ms (${addedLatency.length} chunks)`,
  );
  console.log(
    `  (plus the chunk itself: its first sample waits 100 ms, and the filter delays ${fmt(new Resampler({ inputRate: IN_RATE, outputRate: OUT_RATE }).delayInputSamples / 48, 2)} ms)`,
  );
  console.log(
    `  audio sent -> its text received (simulator): median ${fmt(percentile(textLatency, 0.5), 0)} ms, p95 ${fmt(percentile(textLatency, 0.95), 0)} ms (${textLatency.length} updates)`,
  );
  console.log(
    `  CPU: ${fmt((100 * (cpu.user + cpu.system)) / 1000 / wallMs, 2)}% of one core (this process: DSP, msgpack, WebSocket; the capture and the simulator run in processes of their own)`,
  );
}

void main();
