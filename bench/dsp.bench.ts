// The encoding pipeline's speed and filter quality next to libsamplerate's wasm port, and its cost live.
// 1. Realtime factor of 48 kHz stereo float -> 16 kHz mono s16le in 100 ms chunks: ours vs the port
//    (SRC_SINC_MEDIUM_QUALITY, same downmix / s16le / chunking around it), measured alternately.
// 2. Each one's gain at 7 kHz (passband) and level of a 12 kHz tone (stopband), and our worst passband gain.
// 3. A live 16 kHz session at real time: capture in 10 ms buffers -> pipeline -> pacer -> msgpack -> a
//    WebSocket to a sink in another process. Added latency from capture to send (median, p95), CPU share.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { create, ConverterType } from '@alexanderolsen/libsamplerate-js';
import { pack } from 'msgpackr';
import WebSocket from 'ws';
import { alternate, fmt } from './lib/measure';
import { EncodingPipeline } from '../src/main/audio/encodingPipeline';
import { FrameChunker } from '../src/main/audio/frameChunker';
import { downmixToMono, floatToS16le } from '../src/main/audio/pcm';
import { Resampler } from '../src/main/audio/resampler';
import { ChunkPacer } from '../src/main/audio/chunkPacer';

const IN_RATE = 48_000;
const OUT_RATE = 16_000;
const CHUNK_FRAMES = IN_RATE / 10; // 100 ms
const SECONDS = 20;

function stereoNoise(seconds: number): Float32Array[] {
  const chunks: Float32Array[] = [];
  let seed = 1;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 2 - 1;
  for (let c = 0; c < seconds * 10; c++) chunks.push(Float32Array.from({ length: CHUNK_FRAMES * 2 }, () => 0.3 * random()));
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
      for (const chunk of audio) for (const c of portChunker.push(floatToS16le(port(downmixToMono(chunk, 2))))) sink += c.bytes.length;
    },
  });
  const oursRtf = SECONDS / (timings.ours!.medianMs / 1000);
  const portRtf = SECONDS / (timings.port!.medianMs / 1000);
  console.log(`48 kHz stereo float -> 16 kHz mono s16le, 100 ms chunks, ${SECONDS} s of audio, median of 7 alternating runs (${sink} bytes)`);
  console.log(`  ours      ${fmt(oursRtf, 0)}x real time (${fmt(timings.ours!.medianMs)} ms)`);
  console.log(`  port      ${fmt(portRtf, 0)}x real time (${fmt(timings.port!.medianMs)} ms)  libsamplerate-js SRC_SINC_MEDIUM_QUALITY`);
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
  console.log(`  ours      7 kHz ${fmt(gainDb(fresh(), 7000), 3)} dB, 12 kHz ${fmt(gainDb(fresh(), 12000))} dB; worst |gain| 0.1-7 kHz ${fmt(worstPassband, 3)} dB (target <= 0.5), worst 9-23.5 kHz ${fmt(worstStopband)} dB`);
  console.log(`  port      7 kHz ${fmt(gainDb(await portResampler(), 7000), 3)} dB, 12 kHz ${fmt(gainDb(await portResampler(), 12000))} dB`);

  await liveSession();
}

/** Real-time capture into the pipeline and out over a WebSocket to a sink process. */
async function liveSession(): Promise<void> {
  const sinkProcess = spawn(
    process.execPath,
    ['-e', "const {WebSocketServer}=require('ws');const s=new WebSocketServer({host:'127.0.0.1',port:0},()=>console.log(s.address().port));s.on('connection',w=>w.on('message',()=>{}));"],
    { stdio: ['ignore', 'pipe', 'inherit'], cwd: process.cwd() },
  );
  const [portLine] = (await once(sinkProcess.stdout!, 'data')) as [Buffer];
  const socket = new WebSocket(`ws://127.0.0.1:${portLine.toString().trim()}`);
  await once(socket, 'open');

  const pipeline = new EncodingPipeline({ inputRate: IN_RATE, channels: 2, outputRate: OUT_RATE });
  const latencies: number[] = [];
  let completedAt = 0;
  const pacer = new ChunkPacer({
    send: (chunk) => {
      socket.send(pack({ source_media_chunk: { data: chunk.bytes } }));
      latencies.push(performance.now() - completedAt);
      return true;
    },
  });
  pacer.resume();
  const buffer = stereoNoise(1)[0]!.subarray(0, (IN_RATE / 100) * 2); // 10 ms
  const liveSeconds = 15;
  const cpuBefore = process.cpuUsage();
  const wallStart = performance.now();
  let ticks = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      // The capture callback: this buffer's arrival is when its last sample was captured.
      completedAt = performance.now();
      for (const chunk of pipeline.push(buffer)) pacer.enqueue(chunk);
      if (++ticks === liveSeconds * 100) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = performance.now() - wallStart;
  socket.close();
  sinkProcess.kill();
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(`live 16 kHz session, ${liveSeconds} s, 10 ms capture buffers, ${latencies.length} chunks sent`);
  console.log(`  added latency, last captured sample of a chunk -> sent: median ${fmt(at(0.5), 2)} ms, p95 ${fmt(at(0.95), 2)} ms`);
  console.log(`  (plus the chunk itself: its first sample waits 100 ms, and the filter delays by ${fmt(new Resampler({ inputRate: IN_RATE, outputRate: OUT_RATE }).delayInputSamples / 48, 2)} ms)`);
  console.log(`  CPU: ${fmt((100 * (cpu.user + cpu.system)) / 1000 / wallMs, 2)}% of one core (this process: timers, DSP, msgpack, ws)`);
}

void main();
