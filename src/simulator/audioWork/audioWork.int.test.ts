// The simulator's audio work runs off its own thread: a voice job's MP3 recording is decoded and a live
// session's WebM speech is encoded, both through a running simulator, while the decoder and the encoders loaded on
// this thread (wrapped here; the audio worker loads the real ones) are never called. What is checked is where the
// work runs, not how long anything takes (that is a bench's business on a busy machine).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { simulatorPerFile } from '../testing/simulatorPerFile';
import { chunksOf, openTestStream, s16leBytes, speechLikeAudio } from '../voice/testing/streamClient';

/** The audio functions called on this thread, by name. */
const onThisThread: string[] = [];
vi.mock('../voiceJobs/recordingDecoders', async (actual) => {
  const real = await actual<typeof import('../voiceJobs/recordingDecoders')>();
  return {
    ...real,
    decodeRecording: (...args: Parameters<typeof real.decodeRecording>) => {
      onThisThread.push('decodeRecording');
      return real.decodeRecording(...args);
    },
  };
});
vi.mock('./speechEncoders', async (actual) => {
  const real = await actual<typeof import('./speechEncoders')>();
  return {
    ...real,
    createSpeechEncoder: (...args: Parameters<typeof real.createSpeechEncoder>) => {
      onThisThread.push('createSpeechEncoder');
      return real.createSpeechEncoder(...args);
    },
  };
});

const mp3 = readFileSync(join(__dirname, '../../../e2e/fixtures/recordings/two-sentences.mp3'));
const running = simulatorPerFile({ voiceJobProcessingMs: 40 });

describe('the simulator’s audio work', () => {
  it('decodes a voice job’s recording in a worker thread, not on the simulator’s', async () => {
    const created = await running.call('POST', '/v1/jobs/voice/translate', {
      json: {
        source_file: { name: 'meeting.mp3', content_type: 'audio/mpeg', content_length: mp3.length },
        parameters: { source_language: 'en' },
        targets: [{ language: 'de', type: 'text/plain' }],
      },
    });
    expect(created.status).toBe(201);
    const put = await fetch(created.body.upload_url, {
      method: 'PUT',
      headers: { authorization: `Service-Signature ${created.body.signature}` },
      body: new Uint8Array(mp3),
    });
    expect(put.status).toBe(200);
    let status: { results: { status: string; download_url: string; signature: string }[] } | undefined;
    for (let i = 0; i < 500 && status?.results[0]?.status !== 'complete'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await running.call('GET', `/v1/jobs/voice/translate/${created.body.job_id}`)).body;
      expect(status!.results[0]!.status).not.toBe('failed');
    }
    const text = await fetch(status!.results[0]!.download_url, {
      headers: { authorization: `Service-Signature ${status!.results[0]!.signature}` },
    });
    // The recording's two sentences were heard, so it was decoded: somewhere else than here.
    expect((await text.text()).trim().split('\n')).toHaveLength(2);
    expect(onThisThread).toEqual([]);
  });

  it('encodes a live session’s speech in a worker thread, not on the simulator’s', async () => {
    const session = await running.call('POST', '/v3/voice/realtime', {
      json: {
        source_media_content_type: 'audio/pcm;encoding=s16le;rate=16000',
        target_languages: [],
        target_media_languages: ['de'],
        target_media_content_type: 'audio/webm;codecs=opus',
      },
    });
    running.simulator.control.voice.setStreamLimits({ pacingSlackMs: 1e9 });
    const stream = await openTestStream(session.body, 'json');
    for (const data of chunksOf(s16leBytes(speechLikeAudio(16_000, 2000, [[300, 1300]])), 3200))
      stream.send({ source_media_chunk: { data } });
    stream.send({ end_of_source_media: {} });
    await stream.next('end_of_stream', 20_000);
    const media = stream.messages.flatMap((m) => ('target_media_chunk' in m ? [m.target_media_chunk] : []));
    expect(media[0]!.content_type).toBe('audio/webm;codecs=opus');
    expect(media.reduce((sum, m) => sum + m.data.length, 0)).toBeGreaterThan(40);
    expect(onThisThread).toEqual([]);
  });

  it('would see work done on this thread (the wrappers are in place)', async () => {
    const { createSpeechEncoder } = await import('./speechEncoders');
    await createSpeechEncoder('audio/pcm;encoding=s16le;rate=16000');
    expect(onThisThread).toEqual(['createSpeechEncoder']);
  });
});
