// Captioning a recording: a WAV file played at real time through the pipeline to the simulator, with a pause.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SOURCE } from '../../shared/voice/transcripts';
import { startClientsOnSimulator, type ClientsOnSimulator } from '../api/testing/simulatorClients';
import { encodeWav16 } from '../../node/formats/audio/wavFile';
import { WavFileSource } from '../audio/capture/wavFileSource';
import type { AudioChunk } from '../audio/frameChunker';
import type { AudioSource } from '../audio/capture/audioSource';
import { VoicePipeline } from './voicePipeline';

let env: ClientsOnSimulator;
beforeAll(async () => {
  env = await startClientsOnSimulator();
});
afterAll(() => env.close());
beforeEach(() => env.simulator.control.reset());

/** 44.1 kHz stereo: a tone burst from 300 to 1300 ms in 2 s. */
function recording(): Uint8Array {
  const rate = 44_100;
  const samples = new Int16Array(2 * rate * 2);
  for (let i = Math.round(0.3 * rate); i < 1.3 * rate; i++) {
    const v = Math.round(8000 * Math.sin((2 * Math.PI * 250 * i) / rate));
    samples[2 * i] = v;
    samples[2 * i + 1] = v;
  }
  return encodeWav16(samples, rate, 2);
}

describe('VoicePipeline with a WAV file', () => {
  it('captions a recording played at real time, and a pause sends silence so the session is not ended', async () => {
    // An idle limit far above a busy machine's scheduling gaps (500 ms was not: a clean clone's CI at load 20
    // lost the session), and a pause well beyond it, so only the silence sent during the pause keeps it alive.
    env.simulator.control.voice.setStreamLimits({ idleMs: 2_000 });
    const source = WavFileSource.fromBytes(recording(), 'meeting.wav');
    const chunks: AudioChunk[] = [];
    const pipeline = new VoicePipeline({
      api: env.pro.voice,
      source,
      request: { target_languages: ['de'] },
      onChunk: (c) => chunks.push(c),
    });
    await pipeline.start();
    await new Promise((resolve) => setTimeout(resolve, 600));
    pipeline.pause();
    expect(pipeline.isPaused).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // longer than the idle limit
    pipeline.resume();
    await source.ended;
    await pipeline.stop();

    expect(pipeline.stream.status).toBe('ended');
    const silent = chunks.filter((c) => c.silent);
    expect(silent.length).toBeGreaterThanOrEqual(25);
    expect(silent.every((c) => c.bytes.every((b) => b === 0))).toBe(true);
    // The burst is one segment at its place in the recording (the pause came after it ended... or cut it).
    const segments = pipeline.stream.transcripts.get(SOURCE).concluded;
    expect(segments.length).toBeGreaterThanOrEqual(1);
    expect(segments[0]!.startMs).toBeGreaterThanOrEqual(280);
    expect(segments[0]!.startMs).toBeLessThanOrEqual(340);
    expect(pipeline.stream.transcripts.get('de').concluded).toHaveLength(segments.length);
    // Every chunk reached the simulator: the file's 2 s plus about 3 s of silence.
    const received = env.simulator.control.voice.receivedAudio(pipeline.stream.sessionId!)!;
    expect(received.length).toBe(chunks.reduce((n, c) => n + c.bytes.length, 0));
    expect(received.length / 32).toBeGreaterThan(4500);
  });

  it('finishes the session with what it has when the source fails (a device unplugged)', async () => {
    let fail: ((error: Error) => void) | undefined;
    const source: AudioSource = {
      label: 'USB microphone',
      sampleRate: 16_000,
      channels: 1,
      start: async (onAudio, onError) => {
        fail = onError;
        onAudio({ samples: new Float32Array(16_000), capturedAt: Date.now() });
      },
      stop: async () => undefined,
    };
    const errors: Error[] = [];
    const pipeline = new VoicePipeline({
      api: env.pro.voice,
      source,
      request: {},
      onSourceError: (e) => errors.push(e),
    });
    await pipeline.start();
    fail!(new Error('device disconnected'));
    await pipeline.stream.done;
    expect(errors.map((e) => e.message)).toEqual(['device disconnected']);
    expect(pipeline.stream.status).toBe('ended');
    expect(env.simulator.control.voice.receivedAudio(pipeline.stream.sessionId!)!.length).toBe(32_000);
  });
});
