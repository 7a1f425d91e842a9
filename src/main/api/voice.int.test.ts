// Voice session set-up through the client: a new session, the reconnect call with the latest token, and the
// rules that refuse a bad set-up before it leaves. The stream itself is tested in src/main/voice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { streamConnectUrl } from '../../shared/api/voice';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from './testing/simulatorClients';

let env: ClientsOnSimulator;
beforeAll(async () => {
  env = await startClientsOnSimulator();
});
afterAll(() => env.close());
beforeEach(() => env.simulator.control.reset());

const voiceRequests = () => env.simulator.control.requests().filter((r) => r.path === '/v3/voice/realtime');

async function refused(promise: Promise<unknown>, field: string): Promise<void> {
  const error = await failure(promise);
  expect(error.kind).toBe('validation');
  expect(error.fields?.map((f) => f.field)).toContain(field);
  expect(voiceRequests()).toHaveLength(0);
}

describe('voice sessions', () => {
  it('start a session: a stream address and a one-time token', async () => {
    const session = await env.pro.voice.createSession({
      source_media_content_type: 'audio/pcm;encoding=s16le;rate=16000',
      source_language: 'en',
      source_language_mode: 'fixed',
      target_languages: ['de', 'fr'],
      message_format: 'msgpack',
    });
    expect(session).toEqual({
      streaming_url: expect.stringMatching(/^wss?:\/\//),
      token: expect.any(String),
      session_id: expect.any(String),
    });
    expect(streamConnectUrl(session)).toContain('?token=');
  });

  it('reconnect with the latest token: same session, fresh token; the token stays out of logs and errors', async () => {
    const lines: string[] = [];
    const client = env.client({ logger: { debug: (line) => lines.push(line) } });
    const first = await client.voice.createSession({
      source_media_content_type: 'audio/ogg;codecs=opus',
      target_languages: ['de'],
    });
    const second = await client.voice.reconnect(first.token);
    expect(second.session_id).toBe(first.session_id);
    expect(second.token).not.toBe(first.token);
    expect(voiceRequests().at(-1)).toMatchObject({ method: 'GET' });

    // An outdated token ends the session; the error does not repeat it.
    const error = await failure(client.voice.reconnect(first.token));
    expect(error.kind).toBe('validation');
    expect(error.status).toBe(409);
    const everything = [error.message, JSON.stringify(error.toData()), ...lines].join('\n');
    expect(everything).not.toContain(first.token);
    expect(everything).not.toContain(second.token);
  });

  it('report an unknown token as not found', async () => {
    expect((await failure(env.pro.voice.reconnect('no-such-token'))).kind).toBe('notFound');
  });
});

describe('voice rules before sending', () => {
  it('at most 5 target languages and 5 media languages', async () => {
    const six = ['de', 'fr', 'es', 'it', 'nl', 'pl'];
    await refused(
      env.pro.voice.createSession({ source_media_content_type: 'audio/auto', target_languages: six }),
      'target_languages',
    );
    await refused(
      env.pro.voice.createSession({ source_media_content_type: 'audio/auto', target_media_languages: six }),
      'target_media_languages',
    );
  });

  it('only the allowed audio formats', async () => {
    await refused(env.pro.voice.createSession({ source_media_content_type: 'audio/wav' }), 'source_media_content_type');
    await refused(
      env.pro.voice.createSession({ source_media_content_type: 'audio/pcm;encoding=s16le;rate=22050' }),
      'source_media_content_type',
    );
  });

  it('languages from the voice lists', async () => {
    await refused(
      env.pro.voice.createSession({ source_media_content_type: 'audio/auto', source_language: 'xx' }),
      'source_language',
    );
    await refused(
      env.pro.voice.createSession({ source_media_content_type: 'audio/auto', target_languages: ['tlh'] }),
      'target_languages.0',
    );
  });

  it('a token to reconnect with', async () => {
    await refused(env.pro.voice.reconnect(' '), 'token');
  });
});
