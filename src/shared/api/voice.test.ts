import { describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGE_KINDS,
  fromJsonFrame,
  messageKind,
  parseClientMessage,
  parseServerMessage,
  SERVER_MESSAGE_KINDS,
  streamConnectUrl,
  toJsonFrame,
  VoiceSessionRequestSchema,
} from './voice';

describe('voice session', () => {
  it('the target audio parameters are named target_media_content_type and target_media_voice', () => {
    const request = VoiceSessionRequestSchema.parse({
      source_media_content_type: 'audio/auto',
      target_media_languages: ['de'],
      target_media_content_type: 'audio/ogg',
      target_media_voice: 'male',
    });
    expect(request).toMatchObject({ target_media_content_type: 'audio/ogg', target_media_voice: 'male' });
  });

  it('the stream address carries the token as the "token" query parameter, encoded', () => {
    expect(streamConnectUrl({ streaming_url: 'wss://host/v3/voice/stream', token: 'a+b/c=' })).toBe(
      'wss://host/v3/voice/stream?token=a%2Bb%2Fc%3D',
    );
    expect(streamConnectUrl({ streaming_url: 'wss://host/s?x=1', token: 't' })).toBe('wss://host/s?x=1&token=t');
  });
});

describe('stream message catalog', () => {
  it('names every message of the Voice API reference', () => {
    expect(CLIENT_MESSAGE_KINDS).toEqual(['source_media_chunk', 'end_of_source_media']);
    expect(SERVER_MESSAGE_KINDS.sort()).toEqual(
      [
        'source_transcript_update',
        'target_transcript_update',
        'target_media_chunk',
        'end_of_source_transcript',
        'end_of_target_transcript',
        'end_of_target_media',
        'end_of_stream',
        'error',
      ].sort(),
    );
  });

  it('a client audio chunk carries bytes', () => {
    const parsed = parseClientMessage({ source_media_chunk: { data: new Uint8Array([1, 2]) } });
    expect(parsed.ok).toBe(true);
    expect(parseClientMessage({ source_media_chunk: { data: 'AQI=' } })).toMatchObject({
      ok: false,
      reason: 'invalid_body',
    });
  });

  it('every message is an object with exactly one key', () => {
    expect(parseClientMessage({ end_of_source_media: {}, source_media_chunk: {} })).toMatchObject({
      ok: false,
      reason: 'not_single_key',
    });
    expect(parseClientMessage({})).toMatchObject({ ok: false, reason: 'not_single_key' });
    expect(parseClientMessage([1])).toMatchObject({ ok: false, reason: 'not_single_key' });
    expect(parseClientMessage({ end_of_source_media: {} })).toMatchObject({ ok: true, kind: 'end_of_source_media' });
  });

  it('unknown server message kinds are reported as unknown, so a client can ignore them', () => {
    expect(parseServerMessage({ speaker_change: { id: 1 } })).toMatchObject({
      ok: false,
      kind: 'speaker_change',
      reason: 'unknown_kind',
    });
  });

  it('transcript updates carry concluded and tentative segments with millisecond times', () => {
    const parsed = parseServerMessage({
      source_transcript_update: {
        concluded: [{ language: 'en', text: 'Hello.', start_time: 0, end_time: 640 }],
        tentative: [{ language: 'en', text: 'How', start_time: 700, end_time: 800 }],
      },
    });
    expect(parsed.ok && messageKind(parsed.message)).toBe('source_transcript_update');
    expect(parseServerMessage({ target_transcript_update: { concluded: [], tentative: [] } })).toMatchObject({
      ok: false,
      reason: 'invalid_body',
    });
  });

  it('an error message carries request_type, error_code, reason_code and error_message', () => {
    const parsed = parseServerMessage({
      error: {
        request_type: 'source_media_chunk',
        error_code: 400,
        reason_code: 4000403,
        error_message: 'Audio format not supported',
      },
    });
    expect(parsed.ok).toBe(true);
  });
});

describe('JSON framing', () => {
  it('bytes travel as base64 and come back as the same bytes', () => {
    const bytes = new Uint8Array(3001).map((_, i) => (i * 7) % 256);
    const text = toJsonFrame({ source_media_chunk: { data: bytes } });
    expect(typeof JSON.parse(text).source_media_chunk.data).toBe('string');
    const parsed = parseClientMessage(fromJsonFrame(text));
    expect(parsed.ok && 'source_media_chunk' in parsed.message && parsed.message.source_media_chunk.data).toEqual(
      bytes,
    );
  });

  it('base64 is the standard alphabet with padding', () => {
    const encode = (text: string) =>
      JSON.parse(toJsonFrame({ source_media_chunk: { data: new TextEncoder().encode(text) } })).source_media_chunk.data;
    expect(encode('Man')).toBe('TWFu');
    expect(encode('Ma')).toBe('TWE=');
    expect(encode('M')).toBe('TQ==');
    expect(encode('')).toBe('');
    expect(
      JSON.parse(toJsonFrame({ source_media_chunk: { data: new Uint8Array([251, 255]) } })).source_media_chunk.data,
    ).toBe('+/8=');
  });

  it('every data item of a target media chunk is base64', () => {
    const text = toJsonFrame({
      target_media_chunk: {
        language: 'de',
        data: [new Uint8Array([79, 103]), new Uint8Array([1])],
        duration: 20,
        headers: 1,
        text: null,
      },
    });
    expect(JSON.parse(text).target_media_chunk.data).toEqual(['T2c=', 'AQ==']);
    const parsed = parseServerMessage(fromJsonFrame(text));
    expect(parsed.ok && 'target_media_chunk' in parsed.message && parsed.message.target_media_chunk.data[1]).toEqual(
      new Uint8Array([1]),
    );
  });

  it('messages without bytes pass through unchanged', () => {
    expect(fromJsonFrame(toJsonFrame({ end_of_target_media: { language: 'fr' } }))).toEqual({
      end_of_target_media: { language: 'fr' },
    });
  });
});
