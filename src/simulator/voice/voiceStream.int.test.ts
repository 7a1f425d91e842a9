import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../index';
import { serviceCalls } from '../testing/serviceCalls';
import type { MessageFormat, ServerMessage } from '../../shared/api/voice';
import { chunksOf, openTestStream, s16leBytes, speechLikeAudio, type TestStream } from './testing/streamClient';
import { linearToAlaw } from '../../shared/voice/g711';

let simulator: Simulator;
let call: ReturnType<typeof serviceCalls>;

beforeAll(async () => {
  simulator = await startSimulator();
  call = serviceCalls(simulator);
});
afterAll(() => simulator.close());
beforeEach(() => {
  simulator.control.reset();
  // Most tests send faster than real time to stay quick; the pacing test restores the real rule.
  simulator.control.voice.setStreamLimits({ pacingSlackMs: 1e9 });
});

const PCM16 = 'audio/pcm;encoding=s16le;rate=16000';
const SPEECH: [number, number][] = [
  [500, 1700],
  [2600, 3400],
];

async function startSession(format: MessageFormat, extra: Record<string, unknown> = {}) {
  const response = await call('POST', '/v3/voice/realtime', {
    json: { source_media_content_type: PCM16, message_format: format, target_languages: ['de', 'fr'], ...extra },
  });
  expect(response.status).toBe(200);
  return response.body as { streaming_url: string; token: string; session_id: string };
}

const kinds = (messages: ServerMessage[]) => messages.map((m) => Object.keys(m)[0]);

async function streamAudio(stream: TestStream, bytes: Uint8Array<ArrayBuffer>, chunkBytes = 3200): Promise<void> {
  for (const data of chunksOf(bytes, chunkBytes)) stream.send({ source_media_chunk: { data } });
}

describe('POST /v3/voice/realtime', () => {
  it('returns a stream address, a token and a session id', async () => {
    const session = await startSession('json');
    expect(session.streaming_url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/v3\/voice\/stream$/);
    expect(session.token.length).toBeGreaterThan(20);
    expect(session.session_id).toBeTruthy();
  });

  it('refuses requests that break the voice rules, naming the field', async () => {
    const bad = [
      [{}, 'source_media_content_type'],
      [{ source_media_content_type: 'audio/pcm;rate=16000' }, 'source_media_content_type'],
      [
        { source_media_content_type: PCM16, target_languages: ['de', 'fr', 'es', 'it', 'ja', 'ko'] },
        'target_languages',
      ],
      [{ source_media_content_type: PCM16, target_languages: ['xx'] }, 'target_languages.0'],
      [{ source_media_content_type: PCM16, message_format: 'xml' }, 'message_format'],
      [{ source_media_content_type: PCM16, source_language_mode: 'fixed' }, 'source_language'],
      [{ source_media_content_type: PCM16, formality: 'polite' }, 'formality'],
    ] as const;
    for (const [json, field] of bad) {
      const response = await call('POST', '/v3/voice/realtime', { json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body.detail, JSON.stringify(json)).toContain(`${field}:`);
    }
  });

  it('says clearly that it cannot encode spoken translation as AAC, naming the types it encodes', async () => {
    for (const type of ['video/mp2t;codecs=aac', 'audio/x-matroska;codecs=aac']) {
      const response = await call('POST', '/v3/voice/realtime', {
        json: { source_media_content_type: PCM16, target_media_languages: ['de'], target_media_content_type: type },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(`cannot encode spoken translation as "${type}"`);
      expect(response.body.detail).toContain('audio/webm;codecs=opus');
      expect(response.body.detail).toContain('audio/pcm;encoding=s16le;rate=16000');
      expect(response.body.detail).toContain('video/mp2t;codecs=opus');
      expect(response.body.detail).toContain('audio/ogg;codecs=flac');
    }
  });

  it('takes the service’s default speech type (WebM Opus) when none is asked for', async () => {
    const response = await call('POST', '/v3/voice/realtime', {
      json: { source_media_content_type: PCM16, target_media_languages: ['de'] },
    });
    expect(response.status).toBe(200);
  });

  it('applies the glossary of the session to the targets, and refuses an unknown one', async () => {
    expect(
      (await call('POST', '/v3/voice/realtime', { json: { source_media_content_type: PCM16, glossary_id: 'nope' } }))
        .status,
    ).toBe(404);
    simulator.control.setGlossaryReadyDelay(0);
    const glossary = await call('POST', '/v3/glossaries', {
      json: {
        name: 'Meeting',
        dictionaries: [
          { source_lang: 'en', target_lang: 'de', entries: 'everyone\tdie ganze Runde', entries_format: 'tsv' },
        ],
      },
    });
    expect(glossary.status).toBe(201);
    const session = await startSession('json', { glossary_id: glossary.body.glossary_id, target_languages: ['de'] });
    const stream = await openTestStream(session, 'json');
    await streamAudio(stream, s16leBytes(speechLikeAudio(16_000, 2500, [[200, 1200]])));
    stream.send({ end_of_source_media: {} });
    await stream.next('end_of_stream');
    const german = stream.messages.flatMap((m) =>
      'target_transcript_update' in m ? m.target_transcript_update.concluded : [],
    );
    expect(german[0]!.text).toContain('die ganze Runde');
  });

  it('needs a key', async () => {
    expect(
      (await call('POST', '/v3/voice/realtime', { key: null, json: { source_media_content_type: PCM16 } })).status,
    ).toBe(403);
  });
});

describe.each(['json', 'msgpack'] as const)('the voice stream in %s framing', (format) => {
  it('reports each speech segment with its true times, tentative while open and concluded once, then ends in order', async () => {
    const session = await startSession(format);
    const stream = await openTestStream(session, format);
    await streamAudio(stream, s16leBytes(speechLikeAudio(16_000, 4000, SPEECH)));
    stream.send({ end_of_source_media: {} });
    await stream.next('end_of_stream');
    const closed = await stream.closed;
    expect(closed.code).toBe(1000);
    expect(stream.wrongFrames).toBe(0);

    const sourceUpdates = stream.messages.flatMap((m) =>
      'source_transcript_update' in m ? [m.source_transcript_update] : [],
    );
    const concluded = sourceUpdates.flatMap((u) => u.concluded);
    expect(concluded.map((s) => [s.start_time, s.end_time])).toEqual(
      SPEECH.map(([start, end]) => [expect.closeTo(start, -1.5), expect.closeTo(end, -1.5)]),
    ); // within 30 ms
    expect(concluded.every((s) => s.language === 'en' && s.text.length > 0)).toBe(true);
    // A tentative version came before each concluded one.
    const firstTentative = sourceUpdates.findIndex((u) => u.tentative.length > 0);
    const firstConcluded = sourceUpdates.findIndex((u) => u.concluded.length > 0);
    expect(firstTentative).toBeGreaterThanOrEqual(0);
    expect(firstTentative).toBeLessThan(firstConcluded);

    for (const language of ['de', 'fr']) {
      const targetConcluded = stream.messages.flatMap((m) =>
        'target_transcript_update' in m && m.target_transcript_update.language === language
          ? m.target_transcript_update.concluded
          : [],
      );
      expect(targetConcluded.map((s) => s.start_time)).toEqual(concluded.map((s) => s.start_time));
      targetConcluded.forEach((s, i) => expect(s.text).not.toBe(concluded[i]!.text));
    }

    const tail = kinds(stream.messages).slice(-4);
    expect(tail).toEqual([
      'end_of_source_transcript',
      'end_of_target_transcript',
      'end_of_target_transcript',
      'end_of_stream',
    ]);
    const endTargets = stream.messages.flatMap((m) =>
      'end_of_target_transcript' in m ? [m.end_of_target_transcript.language] : [],
    );
    expect(endTargets).toEqual(['de', 'fr']);
  });

  it('refuses a token used a second time, and that ends the session', async () => {
    const session = await startSession(format);
    const first = await openTestStream(session, format);
    const second = await openTestStream(session, format);
    const error = (await second.next('error')) as Extract<ServerMessage, { error: unknown }>;
    expect(error.error.error_message).toContain('already used');
    expect(error.error.request_type).toBe('connect');
    await first.next('error');
    await Promise.all([first.closed, second.closed]);
    expect(simulator.control.voice.sessions().find((s) => s.session_id === session.session_id)?.state).toBe('ended');
    expect((await call('GET', `/v3/voice/realtime?token=${encodeURIComponent(session.token)}`)).status).toBe(410);
  });

  it('answers a frame of the wrong type with an error message and ends the session', async () => {
    const session = await startSession(format);
    const stream = await openTestStream(session, format);
    stream.socket.send(format === 'json' ? Buffer.from('{"end_of_source_media":{}}') : '{"end_of_source_media":{}}', {
      binary: format === 'json',
    });
    const error = (await stream.next('error')) as Extract<ServerMessage, { error: unknown }>;
    expect(error.error.error_code).toBe(400);
    expect(error.error.error_message).toContain(format === 'json' ? 'TEXT frame' : 'BINARY frame');
    expect((await stream.closed).code).toBe(1008);
  });

  it('reconnects with the latest token: the session goes on, every byte is received once and no caption is lost', async () => {
    const session = await startSession(format);
    const audio = s16leBytes(speechLikeAudio(16_000, 4000, SPEECH));
    const chunks = chunksOf(audio, 3200);
    simulator.control.voice.dropNextConnectionAfter(12);
    const first = await openTestStream(session, format);
    for (const data of chunks.slice(0, 12)) first.send({ source_media_chunk: { data } });
    expect((await first.closed).code).toBe(4003);

    const again = await call('GET', `/v3/voice/realtime?token=${encodeURIComponent(session.token)}`);
    expect(again.status).toBe(200);
    expect(again.body.session_id).toBe(session.session_id);
    expect(again.body.token).not.toBe(session.token);
    const second = await openTestStream(again.body, format);
    for (const data of chunks.slice(12)) second.send({ source_media_chunk: { data } });
    second.send({ end_of_source_media: {} });
    await second.next('end_of_stream');

    expect(Buffer.from(simulator.control.voice.receivedAudio(session.session_id)!).equals(Buffer.from(audio))).toBe(
      true,
    );
    const concluded = [...first.messages, ...second.messages].flatMap((m) =>
      'source_transcript_update' in m ? m.source_transcript_update.concluded : [],
    );
    expect(concluded.map((s) => s.start_time)).toEqual([expect.closeTo(500, -1.5), expect.closeTo(2600, -1.5)]);
  });

  it('ends the session when an outdated token is used to reconnect', async () => {
    const session = await startSession(format);
    const fresh = await call('GET', `/v3/voice/realtime?token=${encodeURIComponent(session.token)}`);
    expect(fresh.status).toBe(200);
    const outdated = await call('GET', `/v3/voice/realtime?token=${encodeURIComponent(session.token)}`);
    expect(outdated.status).toBe(409);
    expect((await call('GET', `/v3/voice/realtime?token=${encodeURIComponent(fresh.body.token)}`)).status).toBe(410);
  });
});

describe('limits of the stream', () => {
  it('refuses a chunk that is not whole frames', async () => {
    const stream = await openTestStream(await startSession('json'), 'json');
    stream.send({ source_media_chunk: { data: new Uint8Array(3199) } });
    const error = (await stream.next('error')) as Extract<ServerMessage, { error: unknown }>;
    expect(error.error.request_type).toBe('source_media_chunk');
    expect(error.error.error_message).toContain('whole samples');
  });

  it('refuses a chunk over 1 s of audio, and one over 100 KB', async () => {
    for (const bytes of [32_002, 100_002]) {
      const session = await startSession('msgpack', {
        source_media_content_type: bytes > 50_000 ? 'audio/pcm;encoding=s16le;rate=48000' : PCM16,
      });
      const stream = await openTestStream(session, 'msgpack');
      stream.send({ source_media_chunk: { data: new Uint8Array(bytes) } });
      const error = (await stream.next('error')) as Extract<ServerMessage, { error: unknown }>;
      expect(error.error.error_message).toMatch(bytes > 50_000 ? /at most 100,000 bytes/ : /at most 1 second/);
    }
  });

  it('refuses audio sent faster than 2x real time', async () => {
    simulator.control.voice.setStreamLimits({});
    const stream = await openTestStream(await startSession('json'), 'json');
    for (let i = 0; i < 20; i++) stream.send({ source_media_chunk: { data: new Uint8Array(3200) } });
    const error = (await stream.next('error')) as Extract<ServerMessage, { error: unknown }>;
    expect(error.error.error_message).toContain('faster than 2x real time');
  });

  it('refuses a chunk after end_of_source_media', async () => {
    const stream = await openTestStream(await startSession('json', { target_languages: [] }), 'json');
    stream.send({ end_of_source_media: {} });
    stream.send({ source_media_chunk: { data: new Uint8Array(320) } });
    await stream.next('end_of_stream');
    expect(kinds(stream.messages)).toEqual(['end_of_source_transcript', 'end_of_stream']);
  });

  it('ends the session when no audio comes in time (30 s, shortened here)', async () => {
    simulator.control.voice.setStreamLimits({ idleMs: 300, pacingSlackMs: 1e9 });
    const stream = await openTestStream(await startSession('json'), 'json');
    const error = (await stream.next('error')) as Extract<ServerMessage, { error: unknown }>;
    expect(error.error.error_message).toContain('No audio arrived');
    expect((await stream.closed).code).toBe(1008);
  });

  it('closes a connection at the cap (1 hour, shortened here) and lets the client reconnect', async () => {
    simulator.control.voice.setStreamLimits({ connectionMs: 300, pacingSlackMs: 1e9 });
    const session = await startSession('json');
    const stream = await openTestStream(session, 'json');
    stream.send({ source_media_chunk: { data: new Uint8Array(3200) } });
    expect((await stream.closed).code).toBe(4002);
    expect((await call('GET', `/v3/voice/realtime?token=${encodeURIComponent(session.token)}`)).status).toBe(200);
  });

  it('answers an audio format it cannot decode with the documented error', async () => {
    const stream = await openTestStream(
      await startSession('json', { source_media_content_type: 'audio/ogg;codecs=opus' }),
      'json',
    );
    stream.send({ source_media_chunk: { data: new Uint8Array(100) } });
    const error = (await stream.next('error')) as Extract<ServerMessage, { error: unknown }>;
    expect(error.error).toEqual({
      request_type: 'source_media_chunk',
      error_code: 400,
      reason_code: 4000403,
      error_message: 'Audio format not supported',
    });
  });
});

describe('decoding and synthesis', () => {
  it('decodes a-law at 8 kHz and finds the same speech', async () => {
    const session = await startSession('msgpack', {
      source_media_content_type: 'audio/pcm;encoding=alaw;rate=8000',
      target_languages: [],
    });
    const stream = await openTestStream(session, 'msgpack');
    const alaw = Uint8Array.from(speechLikeAudio(8000, 4000, SPEECH), linearToAlaw);
    for (const data of chunksOf(alaw, 800)) stream.send({ source_media_chunk: { data } });
    stream.send({ end_of_source_media: {} });
    await stream.next('end_of_stream');
    const concluded = stream.messages.flatMap((m) =>
      'source_transcript_update' in m ? m.source_transcript_update.concluded : [],
    );
    expect(concluded.map((s) => [s.start_time, s.end_time])).toEqual(
      SPEECH.map(([a, b]) => [expect.closeTo(a, -1.5), expect.closeTo(b, -1.5)]),
    );
  });

  it('synthesizes target speech of each segment’s duration in the requested PCM format, and ends media in order', async () => {
    const session = await startSession('msgpack', {
      target_languages: ['fr'],
      target_media_languages: ['de'],
      target_media_content_type: 'audio/pcm;encoding=s16le;rate=24000',
    });
    const stream = await openTestStream(session, 'msgpack');
    await streamAudio(stream, s16leBytes(speechLikeAudio(16_000, 4000, SPEECH)));
    stream.send({ end_of_source_media: {} });
    await stream.next('end_of_stream');
    const media = stream.messages.flatMap((m) => ('target_media_chunk' in m ? [m.target_media_chunk] : []));
    expect(media.every((m) => m.language === 'de')).toBe(true);
    expect(media[0]!.content_type).toBe('audio/pcm;encoding=s16le;rate=24000');
    expect(media[0]!.headers).toBe(0);
    expect(media.slice(1).every((m) => m.content_type === undefined)).toBe(true);
    const totalMs = media.reduce((sum, m) => sum + m.duration, 0);
    expect(totalMs).toBeCloseTo(1200 + 800, -2);
    for (const m of media) expect(m.data[0]!.byteLength).toBe(m.duration * 48);
    expect(media.filter((m) => typeof m.text === 'string').length).toBe(2);
    // Later pieces of a sentence carry no text at all (voice.asyncapi.yaml types text as a string, never null).
    expect(media.filter((m) => m.text === null)).toEqual([]);
    expect(kinds(stream.messages).slice(-5)).toEqual([
      'end_of_source_transcript',
      'end_of_target_transcript',
      'end_of_target_transcript',
      'end_of_target_media',
      'end_of_stream',
    ]);
  });

  it('speaks in a higher voice for target_media_voice female than for male', async () => {
    /** Sign changes per second of the first spoken piece: twice the buzz's pitch. */
    const crossingsPerSecond = async (voice: 'female' | 'male') => {
      const session = await startSession('msgpack', {
        target_languages: [],
        target_media_languages: ['de'],
        target_media_content_type: 'audio/pcm;encoding=s16le;rate=16000',
        target_media_voice: voice,
      });
      const stream = await openTestStream(session, 'msgpack');
      await streamAudio(stream, s16leBytes(speechLikeAudio(16_000, 2500, [[200, 1200]])));
      stream.send({ end_of_source_media: {} });
      await stream.next('end_of_stream');
      const chunk = stream.messages.flatMap((m) => ('target_media_chunk' in m ? [m.target_media_chunk] : []))[0]!;
      const bytes = chunk.data[0]!;
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      let crossings = 0;
      for (let i = 2; i < bytes.byteLength; i += 2)
        if (Math.sign(view.getInt16(i, true)) * Math.sign(view.getInt16(i - 2, true)) < 0) crossings += 1;
      return (crossings * 1000) / chunk.duration;
    };
    const female = await crossingsPerSecond('female');
    const male = await crossingsPerSecond('male');
    expect(female / male).toBeGreaterThan(1.4);
  });

  it('holds transcripts back by the delay set in the control API', async () => {
    simulator.control.voice.setTranscriptDelay(400);
    const stream = await openTestStream(await startSession('json', { target_languages: [] }), 'json');
    const started = Date.now();
    await streamAudio(stream, s16leBytes(speechLikeAudio(16_000, 2500, [[200, 1200]])));
    await stream.next('source_transcript_update');
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
  });
});
