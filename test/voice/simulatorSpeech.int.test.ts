// The simulator speaks in every content type it encodes, as the service does: over a real voice stream, each
// sentence's target_media_chunk messages are decoded as the window decodes them (speechDecoders.ts, for the
// types Node can run: PCM, G.711, Ogg Opus, Ogg FLAC, raw Opus, FLAC, MPEG-TS Opus) or by Debian's ffmpeg (WebM, Matroska, and every
// container as a whole stream), and must be audible speech as long as the sentence was said. Every message both
// ways is checked against the published voice.asyncapi.yaml. Types with no encoder are refused at set-up.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVoiceStreamLog } from '../../src/main/api/testing/publishedDescription';
import { speechDecoderFor } from '../../src/renderer/features/voice/speechDecoders';
import type { ServerMessage } from '../../src/shared/api/voice';
import { SPEECH_ENCODED_TYPES } from '../../src/simulator/audioWork/speechTypes';
import { startSimulator, type Simulator } from '../../src/simulator/index';
import { serviceCalls } from '../../src/simulator/testing/serviceCalls';
import { chunksOf, openTestStream, s16leBytes, speechLikeAudio } from '../../src/simulator/voice/testing/streamClient';

const PCM16 = 'audio/pcm;encoding=s16le;rate=16000';
/** Two sentences, 1.2 s and 0.8 s long. */
const SPEECH: [number, number][] = [
  [500, 1700],
  [2600, 3400],
];
const SAID_MS = SPEECH.map(([from, to]) => to - from);

let simulator: Simulator;
let call: ReturnType<typeof serviceCalls>;
let folder: string;

beforeAll(async () => {
  simulator = await startSimulator();
  call = serviceCalls(simulator);
  simulator.control.voice.setStreamLimits({ pacingSlackMs: 1e9 });
  folder = mkdtempSync(join(tmpdir(), 'glossa-sim-speech-'));
});
afterAll(async () => {
  await simulator.close();
  rmSync(folder, { recursive: true, force: true });
});

type Chunk = Extract<ServerMessage, { target_media_chunk: unknown }>['target_media_chunk'];

/** A session speaking German in `type`, fed the two sentences; its media chunks and the session's id. */
async function speak(type: string) {
  const response = await call('POST', '/v3/voice/realtime', {
    json: {
      source_media_content_type: PCM16,
      message_format: 'json',
      target_languages: ['fr'],
      target_media_languages: ['de'],
      target_media_content_type: type,
    },
  });
  expect(response.status).toBe(200);
  const session = response.body as { streaming_url: string; token: string; session_id: string };
  const stream = await openTestStream(session, 'json');
  for (const data of chunksOf(s16leBytes(speechLikeAudio(16_000, 4000, SPEECH)), 3200))
    stream.send({ source_media_chunk: { data } });
  stream.send({ end_of_source_media: {} });
  await stream.next('end_of_stream', 20_000);
  stream.socket.close();
  const media = stream.messages.flatMap((m) => ('target_media_chunk' in m ? [m.target_media_chunk] : []));
  return { media, log: simulator.control.voice.messages(session.session_id)! };
}

/** The chunks of each sentence: a sentence starts at a chunk with text. */
function bySentence(media: Chunk[]): Chunk[][] {
  const sentences: Chunk[][] = [];
  for (const chunk of media) {
    if (typeof chunk.text === 'string') sentences.push([]);
    sentences.at(-1)!.push(chunk);
  }
  return sentences;
}

const bytesOf = (items: Uint8Array[]) => Buffer.concat(items.map((item) => Buffer.from(item)));

/** ffmpeg's reading of a file: its seconds of audio and loudness (RMS in [0, 1]). */
function ffmpegHears(bytes: Buffer, name: string): { seconds: number; rms: number } {
  const file = join(folder, name);
  writeFileSync(file, bytes);
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 's16le', '-ac', '1', '-ar', '24000', '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.byteLength >> 1);
  const energy = samples.reduce((sum, s) => sum + (s / 32768) ** 2, 0);
  return { seconds: samples.length / 24_000, rms: Math.sqrt(energy / Math.max(1, samples.length)) };
}

const NODE_DECODES = new Set([
  'audio/ogg',
  'audio/ogg;codecs=opus',
  'audio/ogg;codecs=flac',
  'audio/opus',
  'audio/flac',
]);
const FFMPEG_PER_SENTENCE = new Set([
  'audio/webm',
  'audio/webm;codecs=opus',
  'audio/x-matroska;codecs=opus',
  'audio/x-matroska;codecs=flac',
]);

describe('the simulator speaks in the requested format', () => {
  it.each(SPEECH_ENCODED_TYPES)(
    '%s: each sentence audible and as long as it was said; messages as described',
    async (type) => {
      const { media, log } = await speak(type);
      expect(checkVoiceStreamLog(log)).toEqual([]);
      expect(media[0]!.content_type).toBe(type);
      expect(media.slice(1).every((m) => m.content_type === undefined && m.headers === undefined)).toBe(true);
      const sentences = bySentence(media);
      expect(sentences).toHaveLength(2);
      // The durations the chunks announce add up to each sentence (40 ms of closing quiet may move to the next).
      sentences.forEach((chunks, i) =>
        expect(Math.abs(chunks.reduce((sum, c) => sum + c.duration, 0) - SAID_MS[i]!)).toBeLessThanOrEqual(80),
      );

      if (type.startsWith('audio/pcm') || NODE_DECODES.has(type)) {
        // The window's own decoder, one chunk at a time as the player feeds it.
        const decoder = speechDecoderFor(type, {
          decodeWhole: () => Promise.reject(new Error('no browser here')),
          aac: () => {
            throw new Error('no browser here');
          },
        })!;
        for (const [i, chunks] of sentences.entries()) {
          let samples = 0;
          let energy = 0;
          let rate = 0;
          for (const chunk of chunks) {
            const decoded = await decoder.decode(chunk.data, chunk.headers ?? 0);
            if (!decoded) continue;
            rate = decoded.sampleRate;
            samples += decoded.channels[0]!.length;
            energy += decoded.channels[0]!.reduce((sum, v) => sum + v * v, 0);
          }
          expect(Math.abs((samples / rate) * 1000 - SAID_MS[i]!)).toBeLessThan(100);
          expect(Math.sqrt(energy / samples)).toBeGreaterThan(0.02);
        }
        decoder.free();
      }
      const headerCount = media[0]!.headers ?? 0;
      const header = media[0]!.data.slice(0, headerCount);
      if (FFMPEG_PER_SENTENCE.has(type)) {
        // As the window plays WebM and Matroska: the header, then each sentence's clusters as a whole file.
        sentences.forEach((chunks, i) => {
          const items = chunks.flatMap((c, j) => (i === 0 && j === 0 ? c.data.slice(headerCount) : c.data));
          const heard = ffmpegHears(bytesOf([...header, ...items]), `sentence-${i}.mka`);
          expect(Math.abs(heard.seconds * 1000 - SAID_MS[i]!)).toBeLessThan(100);
          expect(heard.rms).toBeGreaterThan(0.02);
        });
      }
      if (!type.startsWith('audio/pcm') && type !== 'audio/opus') {
        // The whole stream, as a file ffmpeg reads: both sentences back to back.
        const heard = ffmpegHears(bytesOf(media.flatMap((c) => c.data)), 'whole');
        expect(Math.abs(heard.seconds * 1000 - (SAID_MS[0]! + SAID_MS[1]!))).toBeLessThan(200);
        expect(heard.rms).toBeGreaterThan(0.02);
      }
    },
  );
});
