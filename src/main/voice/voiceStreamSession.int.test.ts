// The stream client against the simulator, in both framings: transcripts, the end sequence, error messages,
// token reuse, reconnects that lose no caption and no byte, and the rollover before the connection cap.
import WebSocket from 'ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { streamConnectUrl, type MessageFormat, type ServerMessage } from '../../shared/api/voice';
import { SOURCE } from '../../shared/voice/transcripts';
import { NetworkError, isGlossaError, type GlossaError } from '../../shared/errors';
import { startClientsOnSimulator, type ClientsOnSimulator } from '../api/testSupport';
import { FrameChunker } from '../audio/frameChunker';
import type { AudioChunk } from '../audio/frameChunker';
import { VoiceStreamSession, type StreamStatus } from './voiceStreamSession';

let env: ClientsOnSimulator;
beforeAll(async () => {
  env = await startClientsOnSimulator();
});
afterAll(() => env.close());
beforeEach(() => env.simulator.control.reset());

const RATE = 16_000;
const SPEECH: [number, number][] = [
  [400, 1500],
  [2300, 3300],
];

/** 100 ms chunks of 16 kHz s16le: silence with tone bursts where SPEECH says. */
function speechChunks(totalMs = 4000): { chunks: AudioChunk[]; bytes: Uint8Array } {
  const bytes = new Uint8Array((totalMs * RATE * 2) / 1000);
  const view = new DataView(bytes.buffer);
  for (const [start, end] of SPEECH) {
    for (let i = (start * RATE) / 1000; i < (end * RATE) / 1000; i++)
      view.setInt16(i * 2, Math.round(9000 * Math.sin((2 * Math.PI * 300 * i) / RATE)), true);
  }
  const chunker = new FrameChunker(RATE, 100);
  return { chunks: chunker.push(bytes), bytes };
}

function newSession(format: MessageFormat, extra: Partial<ConstructorParameters<typeof VoiceStreamSession>[0]> = {}) {
  const messages: ServerMessage[] = [];
  const statuses: StreamStatus[] = [];
  const errors: GlossaError[] = [];
  const session = new VoiceStreamSession({
    api: env.pro.voice,
    request: {
      source_media_content_type: 'audio/pcm;encoding=s16le;rate=16000',
      target_languages: ['de', 'fr'],
      message_format: format,
    },
    events: { message: (m) => messages.push(m), status: (s) => statuses.push(s), error: (e) => errors.push(e) },
    reconnectDelayMs: () => 20,
    ...extra,
  });
  return { session, messages, statuses, errors };
}

const kinds = (messages: ServerMessage[]) => messages.map((m) => Object.keys(m)[0]);

describe.each(['msgpack', 'json'] as const)('VoiceStreamSession against the simulator, %s framing', (format) => {
  it('streams audio, keeps per-language transcripts, and ends with the end sequence in order', async () => {
    const { session, messages, statuses } = newSession(format);
    await session.start();
    for (const chunk of speechChunks().chunks) session.sendAudio(chunk);
    await session.finish();

    const source = session.transcripts.get(SOURCE);
    expect(source.concluded.map((s) => [s.startMs, s.endMs])).toEqual(
      SPEECH.map(([a, b]) => [expect.closeTo(a, -1.5), expect.closeTo(b, -1.5)]),
    );
    expect(source.tentative).toEqual([]);
    for (const language of ['de', 'fr']) {
      expect(session.transcripts.get(language).concluded.map((s) => s.startMs)).toEqual(
        source.concluded.map((s) => s.startMs),
      );
    }
    expect(kinds(messages).slice(-4)).toEqual([
      'end_of_source_transcript',
      'end_of_target_transcript',
      'end_of_target_transcript',
      'end_of_stream',
    ]);
    expect(statuses).toEqual(['live', 'finishing', 'ended']);
    expect(session.format).toBe(format);
  });

  it('is refused when its token is used a second time, and reports the error message', async () => {
    const { session, errors } = newSession(format);
    const created: { token?: string; url?: string } = {};
    const api = {
      createSession: async (request: Parameters<typeof env.pro.voice.createSession>[0]) => {
        const reply = await env.pro.voice.createSession(request);
        created.token = reply.token;
        created.url = reply.streaming_url;
        return reply;
      },
      reconnect: (token: string) => env.pro.voice.reconnect(token),
    };
    const watched = newSession(format, { api });
    await watched.session.start();
    const intruder = new WebSocket(streamConnectUrl({ streaming_url: created.url!, token: created.token! }));
    const failure = await watched.session.done.catch((e: unknown) => e);
    intruder.terminate();
    expect(isGlossaError(failure, 'validation')).toBe(true);
    expect((failure as GlossaError).message).toContain('already used');
    expect(watched.errors).toHaveLength(1);
    expect(watched.session.status).toBe('failed');
    session.close();
    expect(errors).toEqual([]);
  });

  it('turns an error message into a typed error: the session is over', async () => {
    env.simulator.control.voice.setStreamLimits({ idleMs: 300 });
    const { session, errors } = newSession(format);
    await session.start();
    const failure = await session.done.catch((e: unknown) => e);
    expect(isGlossaError(failure)).toBe(true);
    expect((failure as GlossaError).serverMessage).toContain('No audio arrived');
    expect((failure as GlossaError).nextStep).toBe('Start a new session.');
    expect(errors).toHaveLength(1);
  });

  it('reconnects after a dropped socket: the simulator receives every byte once and no caption is lost', async () => {
    env.simulator.control.voice.dropNextConnectionAfter(15);
    const { session, statuses } = newSession(format);
    await session.start();
    const { chunks, bytes } = speechChunks();
    for (const chunk of chunks) session.sendAudio(chunk);
    await session.finish();

    expect(session.reconnects).toBe(1);
    expect(statuses).toContain('reconnecting');
    const received = env.simulator.control.voice.receivedAudio(session.sessionId!)!;
    expect(received.length).toBe(bytes.length);
    expect(Buffer.from(received).equals(Buffer.from(bytes))).toBe(true);
    const source = session.transcripts.get(SOURCE);
    expect(source.concluded.map((s) => s.startMs)).toEqual([expect.closeTo(400, -1.5), expect.closeTo(2300, -1.5)]);
    expect(session.transcripts.get('de').concluded).toHaveLength(2);
  });

  it('gives up reconnecting after 6 tries with jittered, growing waits, and says so in a sentence', async () => {
    env.simulator.control.voice.dropNextConnectionAfter(5);
    const waits: number[] = [];
    // The same client, except that every reconnect call is refused by the network.
    const failing: typeof env.pro.voice = Object.assign(Object.create(env.pro.voice) as typeof env.pro.voice, {
      reconnect: () => Promise.reject(new NetworkError({ message: 'connection refused' })),
    });
    // A fake clock: each wait is recorded and passes at once; the schedule itself is the default one.
    const { session, errors } = newSession(format, {
      api: failing,
      reconnectDelayMs: undefined,
      sleep: async (ms) => void waits.push(ms),
    });
    await session.start();
    const { chunks } = speechChunks();
    for (const chunk of chunks) session.sendAudio(chunk);
    await session.finish().catch(() => undefined);
    expect(waits).toHaveLength(5);
    const plain = [250, 500, 1000, 2000, 4000];
    waits.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(plain[i]! * 0.75 - 1);
      expect(ms).toBeLessThanOrEqual(Math.min(4000, plain[i]! * 1.25 + 1));
    });
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10_000);
    expect(errors.at(-1)?.message).toBe('The connection to the voice service was lost and could not be restored.');
  });

  it('rolls over to a fresh connection before the cap, without losing a byte', async () => {
    const { session } = newSession(format, { rolloverAfterMs: 700 });
    await session.start();
    const { chunks, bytes } = speechChunks();
    for (const chunk of chunks) session.sendAudio(chunk);
    await session.finish();
    expect(session.reconnects).toBeGreaterThanOrEqual(1);
    expect(Buffer.from(env.simulator.control.voice.receivedAudio(session.sessionId!)!).equals(Buffer.from(bytes))).toBe(
      true,
    );
    expect(session.transcripts.get(SOURCE).concluded).toHaveLength(2);
  });
});

describe('VoiceStreamSession set-up', () => {
  it('uses msgpack unless told otherwise', async () => {
    const session = new VoiceStreamSession({
      api: env.pro.voice,
      request: { source_media_content_type: 'audio/pcm;encoding=s16le;rate=16000' },
    });
    expect(session.format).toBe('msgpack');
  });

  it('refuses a request that breaks the voice rules before anything is sent', async () => {
    const { session } = newSession('json', {
      request: {
        source_media_content_type: 'audio/pcm;encoding=s16le;rate=16000',
        target_languages: ['de', 'fr', 'es', 'it', 'ja', 'ko'],
      },
    });
    const failure = await session.start().catch((e: unknown) => e);
    expect(isGlossaError(failure, 'validation')).toBe(true);
    expect(env.simulator.control.requests().filter((r) => r.path === '/v3/voice/realtime')).toHaveLength(0);
  });
});
