// The simulator's spoken terms (/v3/spoken-terms, the shapes of the service's documentation pages): made, read,
// replaced per language, deleted, kept per account, and honoured by a voice session that names them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../index';
import { serviceCalls } from '../testing/serviceCalls';
import { openTestStream, s16leBytes, speechLikeAudio, chunksOf } from '../voice/testing/streamClient';

let simulator: Simulator;
let call: ReturnType<typeof serviceCalls>;
beforeAll(async () => {
  simulator = await startSimulator();
  call = serviceCalls(simulator);
});
afterAll(() => simulator.close());
beforeEach(() => {
  simulator.control.reset();
  simulator.control.voice.setStreamLimits({ pacingSlackMs: 1e9 });
});

async function create(body: unknown) {
  return call('POST', '/v3/spoken-terms', { json: body });
}

describe('/v3/spoken-terms', () => {
  it('makes a collection with its term lists and answers as the documentation shows', async () => {
    const made = await create({
      name: 'Technical Terms',
      term_lists: [{ lang: 'en', entries: 'DeepL\nAPI\nwebhook' }],
    });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({
      spoken_terms_id: expect.any(String),
      name: 'Technical Terms',
      term_lists: [{ lang: 'en', entry_count: 3 }],
      creation_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const id = (made.body as { spoken_terms_id: string }).spoken_terms_id;
    expect((await call('GET', `/v3/spoken-terms/${id}`)).body).toEqual(made.body);
    expect((await call('GET', `/v3/spoken-terms/${id}/entries?lang=en`)).body).toEqual({
      lang: 'en',
      entries: 'DeepL\nAPI\nwebhook',
    });
  });

  it('replaces one language’s list or adds one, and deletes the collection', async () => {
    const made = await create({ name: 'Launch', term_lists: [{ lang: 'en', entries: 'Glossa' }] });
    const id = (made.body as { spoken_terms_id: string }).spoken_terms_id;
    const put = await call('PUT', `/v3/spoken-terms/${id}/term-lists`, {
      json: { lang: 'de', entries: 'Glossa\nRunde' },
    });
    expect(put.body).toEqual({ lang: 'de', entry_count: 2 });
    expect((await call('GET', `/v3/spoken-terms/${id}`)).body).toMatchObject({
      term_lists: [
        { lang: 'en', entry_count: 1 },
        { lang: 'de', entry_count: 2 },
      ],
    });
    expect((await call('DELETE', `/v3/spoken-terms/${id}`)).status).toBe(204);
    expect((await call('GET', `/v3/spoken-terms/${id}`)).status).toBe(404);
  });

  it('refuses what the requirements page forbids, naming the list', async () => {
    const repeated = await create({ name: 'x', term_lists: [{ lang: 'en', entries: 'API\nAPI' }] });
    expect(repeated.status).toBe(400);
    expect((repeated.body as { message: string }).message).toContain('"API" is in the list twice');
    expect((await create({ name: 'x', term_lists: [{ lang: 'en', entries: 'a'.repeat(301) }] })).status).toBe(400);
    expect((await create({ name: '', term_lists: [] })).status).toBe(400);
  });

  it('keeps each account’s collections to itself', async () => {
    const made = await create({ name: 'Pro only', term_lists: [{ lang: 'en', entries: 'Glossa' }] });
    const id = (made.body as { spoken_terms_id: string }).spoken_terms_id;
    const free = await call('GET', `/v3/spoken-terms/${id}`, { key: 'free' });
    expect(free.status).toBe(404);
  });
});

describe('a voice session with spoken terms', () => {
  it('writes the heard words as the terms of the spoken language, in the captions and their translation', async () => {
    const made = await create({ name: 'Launch', term_lists: [{ lang: 'en', entries: 'EVERYONE\nThank-You' }] });
    const id = (made.body as { spoken_terms_id: string }).spoken_terms_id;
    const session = await call('POST', '/v3/voice/realtime', {
      json: {
        source_media_content_type: 'audio/pcm;encoding=s16le;rate=16000',
        target_languages: ['de'],
        spoken_terms_id: id,
      },
    });
    expect(session.status).toBe(200);
    const stream = await openTestStream(session.body as never, 'json');
    for (const data of chunksOf(s16leBytes(speechLikeAudio(16_000, 2500, [[200, 1200]])), 3200))
      stream.send({ source_media_chunk: { data } });
    stream.send({ end_of_source_media: {} });
    await stream.next('end_of_stream');
    const spoken = stream.messages.flatMap((m) =>
      'source_transcript_update' in m ? m.source_transcript_update.concluded : [],
    );
    expect(spoken[0]!.text).toBe('Good morning, EVERYONE, and Thank-You for joining.');
  });

  it('refuses a session naming spoken terms that do not exist', async () => {
    const session = await call('POST', '/v3/voice/realtime', {
      json: { source_media_content_type: 'audio/pcm;encoding=s16le;rate=16000', spoken_terms_id: 'nope' },
    });
    expect(session.status).toBe(404);
  });
});
