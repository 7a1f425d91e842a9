// End to end on real audio: espeak-ng speech is played into a PulseAudio null sink, captured from its monitor
// ("system audio") by audify in the capture process, encoded, and streamed to the simulator, which drops the
// socket mid-stream. Run with `npm run test:audio` (scripts/with-pulseaudio.sh starts a private PulseAudio).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientsOnSimulator, type ClientsOnSimulator } from '../../api/testing/simulatorClients';
import { SOURCE } from '../../../shared/voice/transcripts';
import { toSrt } from '../../../shared/voice/subtitles';
import { VoicePipeline } from '../../voice/voicePipeline';
import { s16leToFloat } from '../pcm';
import { NativeCapture } from './nativeCapture';
import { decodeWav } from '../../../node/formats/audio/wavFile';
import type { AudioLevel } from './levelMeter';

const run = promisify(execFile);
const FRAME_MS = 10;

let env: ClientsOnSimulator;
let folder: string;
const capture = new NativeCapture();

beforeAll(async () => {
  const socket = join(process.env.XDG_RUNTIME_DIR ?? '/nonexistent', 'pulse', 'native');
  if (!existsSync(socket))
    throw new Error('No private PulseAudio: run this test through scripts/with-pulseaudio.sh (npm run test:audio).');
  env = await startClientsOnSimulator();
  folder = await mkdtemp(join(tmpdir(), 'glossa-audio-'));
});
afterAll(async () => {
  await capture.close();
  await env?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** 10 ms frame levels (linear RMS) of mono float audio. */
function envelope(samples: Float32Array, rate: number): number[] {
  const levels: number[] = [];
  for (let frame = 0; ; frame++) {
    const start = Math.round((frame * rate * FRAME_MS) / 1000);
    const end = Math.round(((frame + 1) * rate * FRAME_MS) / 1000);
    if (end > samples.length) return levels;
    let sum = 0;
    for (let j = start; j < end; j++) sum += samples[j]! * samples[j]!;
    levels.push(Math.sqrt(sum / (end - start)));
  }
}

/** Speech regions [startMs, endMs] of an envelope: frames above -50 dBFS, pauses under 500 ms bridged. */
function speechRegions(levels: number[]): [number, number][] {
  const regions: [number, number][] = [];
  levels.forEach((level, i) => {
    if (20 * Math.log10(level + 1e-12) <= -50) return;
    const last = regions.at(-1);
    if (last && i * FRAME_MS - last[1] < 500) last[1] = (i + 1) * FRAME_MS;
    else regions.push([i * FRAME_MS, (i + 1) * FRAME_MS]);
  });
  return regions.filter(([a, b]) => b - a >= 30);
}

/** Resolves when `done()` holds, checked every 100 ms; fails after `ms`. */
async function until(done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The lag (ms) at which `inner` best matches inside `outer` (cross-correlation of envelopes). */
function offsetOf(inner: number[], outer: number[]): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let lag = 0; lag + inner.length <= outer.length; lag++) {
    let score = 0;
    for (let i = 0; i < inner.length; i++) score += inner[i]! * outer[lag + i]!;
    if (score > bestScore) [best, bestScore] = [lag, score];
  }
  return best * FRAME_MS;
}

describe('system audio captions through a PulseAudio null sink', () => {
  it('lists the monitor source as system audio', async () => {
    const devices = await capture.listDevices();
    expect(devices.some((d) => d.kind === 'systemAudio' && !d.label.startsWith('Monitor of'))).toBe(true);
  });

  it('captions espeak-ng speech with segment times within 300 ms of the speech, surviving a dropped socket, every byte once', async () => {
    const wavPath = join(folder, 'speech.wav');
    const ssml =
      '<speak>Good morning everyone this is a test of live captions<break time="1500ms"/>Let us begin with the first item on the agenda</speak>';
    await run('espeak-ng', ['-m', '-w', wavPath, ssml]);
    const wav = decodeWav(new Uint8Array(await readFile(wavPath)));
    const wavEnvelope = envelope(wav.samples, wav.sampleRate);
    const expectedRegions = speechRegions(wavEnvelope);
    expect(expectedRegions.length).toBe(2);

    const monitor = (await capture.listDevices()).find((d) => d.kind === 'systemAudio')!;
    const sentBytes: Uint8Array[] = [];
    const levels: AudioLevel[] = [];
    env.simulator.control.voice.dropNextConnectionAfter(25);
    const pipeline = new VoicePipeline({
      api: env.pro.voice,
      source: capture.source(monitor),
      request: { target_languages: ['de', 'fr'] },
      reconnectDelayMs: () => 50,
      onChunk: (chunk) => sentBytes.push(chunk.bytes),
      onLevel: (level) => levels.push(level),
    });
    await pipeline.start();
    await new Promise((resolve) => setTimeout(resolve, 700));
    // A playback buffer of a second: with 20 ms, a busy machine that leaves paplay unscheduled for longer makes
    // the null sink play silence in the middle of the speech (an underrun), and the captured speech is not the
    // WAV any more. The buffer only delays the whole WAV; where it sits is found from the audio below.
    await run('paplay', ['--latency-msec=1000', '-d', 'virt', wavPath]);
    // Stop once the capture has sent both utterances and the pause that closes the second (a busy machine
    // delivers the monitor's audio late): by what was sent, not by a fixed wait.
    await until(() => {
      const sent = envelope(s16leToFloat(Buffer.concat(sentBytes)), 16_000);
      const regions = speechRegions(sent);
      return regions.length >= expectedRegions.length && sent.length * FRAME_MS - regions.at(-1)![1] >= 800;
    }, 20_000);
    await pipeline.stop();

    // The socket was dropped and resumed; the simulator got every captured byte, once, in order.
    expect(pipeline.stream.reconnects).toBe(1);
    const received = env.simulator.control.voice.receivedAudio(pipeline.stream.sessionId!)!;
    expect(Buffer.from(received).equals(Buffer.concat(sentBytes))).toBe(true);
    // The level meter saw the speech.
    expect(Math.max(...levels.map((l) => l.peakDb))).toBeGreaterThan(-30);

    // Where the WAV sits in the captured stream, from the audio itself.
    const offsetMs = offsetOf(
      wavEnvelope.map((x) => x),
      envelope(s16leToFloat(received), 16_000),
    );
    const source = pipeline.stream.transcripts.get(SOURCE).concluded;
    expect(source.map((s) => [s.startMs, s.endMs])).toHaveLength(expectedRegions.length);
    source.forEach((segment, i) => {
      const [start, end] = expectedRegions[i]!;
      expect(Math.abs(segment.startMs - (start + offsetMs)), `segment ${i} start`).toBeLessThanOrEqual(300);
      expect(Math.abs(segment.endMs - (end + offsetMs)), `segment ${i} end`).toBeLessThanOrEqual(300);
    });
    for (const language of ['de', 'fr']) {
      const target = pipeline.stream.transcripts.get(language).concluded;
      expect(target.map((s) => s.startMs)).toEqual(source.map((s) => s.startMs));
      expect(target.every((s) => s.text.length > 0)).toBe(true);
    }

    // The SRT export says exactly what the transcript says.
    const cues = toSrt(source)
      .trim()
      .split('\n\n')
      .map((cue) => cue.split('\n'));
    expect(cues.map((lines) => lines.slice(2).join('\n'))).toEqual(source.map((s) => s.text));
    const toMs = (t: string) => {
      const [h, m, rest] = t.split(':');
      const [s, ms] = rest!.split(',');
      return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);
    };
    expect(cues.map((lines) => lines[1]!.split(' --> ').map(toMs))).toEqual(source.map((s) => [s.startMs, s.endMs]));
  });
});
