// The asynchronous voice job as the published description has it: create, upload to the signed address,
// status per target, download of real results made from the recording (its speech found and timed), in both
// dialects; bad requests, wrong signatures, a short upload and a key's speech limit refused.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkComponent } from '../testing/openapiSchemas';
import { simulatorPerFile } from '../testing/simulatorPerFile';
import type { ServiceCall } from '../testing/serviceCalls';

const recording = readFileSync(join(__dirname, '../../../e2e/fixtures/recordings/two-sentences.wav'));
const spec = simulatorPerFile({ voiceJobProcessingMs: 40 });
const pub = simulatorPerFile({ voiceJobProcessingMs: 40, dialect: 'public', authScheme: 'DeepL-Auth-Key' });

const create = (call: ServiceCall, targets: { language: string; type: string }[], key = 'pro') =>
  call('POST', '/v1/jobs/voice/translate', {
    key,
    json: {
      source_file: { name: 'meeting.wav', content_type: 'audio/wav', content_length: recording.length },
      parameters: { source_language: 'en' },
      targets,
    },
  });

/** Sends the recording to the job's address, signed as the description says. */
const upload = (url: string, signature: string, body: Uint8Array = recording, word = 'DeepL') =>
  fetch(url, {
    method: 'PUT',
    headers: { authorization: `${word}-Signature ${signature}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(body),
  });

async function finished(call: ServiceCall, jobId: string, key = 'pro') {
  // A hang guard, not a speed bound: speech is made in a worker, seconds late on a busy machine (issue 25).
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const status = await call('GET', `/v1/jobs/voice/translate/${jobId}`, { key });
    if (status.body.results.every((r: { status: string }) => r.status === 'complete' || r.status === 'failed'))
      return status.body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The job did not finish.');
}

describe.each([
  ['spec', spec],
  ['public', pub],
] as const)('voice jobs (%s dialect)', (_dialect, running) => {
  it('translates a recording into text, subtitles timed like its speech, and speech, each downloaded once signed', async () => {
    const created = await create(running.call, [
      { language: 'de', type: 'text/plain' },
      { language: 'de', type: 'application/x-subrip' },
      { language: 'fr', type: 'audio/pcm;encoding=s16le;rate=16000' },
    ]);
    expect(created.status).toBe(201);
    expect(checkComponent('VoiceTranslateCreateJobResponse', created.body).errors).toEqual([]);
    const pending = await running.call('GET', `/v1/jobs/voice/translate/${created.body.job_id}`);
    expect(pending.body.results.map((r: { status: string }) => r.status)).toEqual(['pending', 'pending', 'pending']);

    expect((await upload(created.body.upload_url, created.body.signature)).status).toBe(200);
    const done = await finished(running.call, created.body.job_id);
    expect(checkComponent('VoiceTranslateJobStatusResponse', done).errors).toEqual([]);
    expect(done.results.map((r: { status: string }) => r.status)).toEqual(['complete', 'complete', 'complete']);

    const fetchResult = async (index: number) => {
      const result = done.results[index];
      const answer = await fetch(result.download_url, {
        headers: { authorization: `DeepL-Signature ${result.signature}` },
      });
      expect(answer.status).toBe(200);
      return new Uint8Array(await answer.arrayBuffer());
    };
    const text = new TextDecoder()
      .decode(await fetchResult(0))
      .trim()
      .split('\n');
    const srt = new TextDecoder().decode(await fetchResult(1));
    const speech = await fetchResult(2);
    // Two sentences with a 1.2 s pause between them: at least two lines, and cues that start after 0 and end
    // before the recording's 6.2 s.
    expect(text.length).toBeGreaterThanOrEqual(2);
    const cues = [...srt.matchAll(/(\d\d):(\d\d):(\d\d),(\d{3}) --> (\d\d):(\d\d):(\d\d),(\d{3})/g)];
    expect(cues).toHaveLength(text.length);
    const lastEnd = cues.at(-1)!;
    expect(Number(lastEnd[7]) * 1000 + Number(lastEnd[8])).toBeLessThanOrEqual(6300);
    for (const line of text) expect(srt).toContain(line);
    // 16 kHz 16-bit speech as long as the recording (6.2 s), not silent.
    expect(Math.abs(speech.length / 32 - 6217)).toBeLessThan(50);
    expect(speech.some((byte) => byte !== 0)).toBe(true);
    const after = await running.call('GET', `/v1/jobs/voice/translate/${created.body.job_id}`);
    expect(after.body.results[0].status).toBe('downloaded');
  });

  it('gives signed addresses with ?include=signed_url, usable without a header', async () => {
    const created = await running.call('POST', '/v1/jobs/voice/translate?include=signed_url', {
      json: {
        source_file: { name: 'a.wav', content_type: 'audio/wav', content_length: recording.length },
        targets: [{ language: 'de', type: 'text/plain' }],
      },
    });
    const put = await fetch(created.body.signed_upload_url, { method: 'PUT', body: recording });
    expect(put.status).toBe(200);
    await finished(running.call, created.body.job_id);
    const status = await running.call('GET', `/v1/jobs/voice/translate/${created.body.job_id}?include=signed_url`);
    expect((await fetch(status.body.results[0].signed_download_url)).status).toBe(200);
  });
});

describe('voice jobs refuse', () => {
  const { call } = spec;
  it('a recording type, size or target type the description does not list, with the field', async () => {
    const bad = await call('POST', '/v1/jobs/voice/translate', {
      json: {
        source_file: { name: 'a.aiff', content_type: 'audio/aiff', content_length: 2_000_000_000 },
        targets: [{ language: 'de', type: 'video/mp4' }],
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/content type|1 GB|type/);
  });

  it('an upload without the signature, a second upload, and one shorter than declared', async () => {
    const created = (await create(call, [{ language: 'de', type: 'text/plain' }])).body;
    expect((await upload(created.upload_url, 'forged')).status).toBe(403);
    expect((await upload(created.upload_url, created.signature, recording.subarray(0, 1000))).status).toBe(400);
    expect((await upload(created.upload_url, created.signature, recording, 'Service')).status).toBe(200);
    expect((await upload(created.upload_url, created.signature)).status).toBe(409);
  });

  it("another key's job as not found", async () => {
    const created = (await create(call, [{ language: 'de', type: 'text/plain' }])).body;
    expect(
      (await call('GET', `/v1/jobs/voice/translate/${created.job_id}`, { key: 'free', plan: 'free' })).status,
    ).toBe(404);
  });

  it("a recording past a developer key's speech limit: every result fails with the quota sentence", async () => {
    const key = (await call('POST', '/v2/admin/developer-keys', { key: 'admin', json: {} })).body.key_id;
    await call('PUT', '/v2/admin/developer-keys/limits', {
      key: 'admin',
      json: { key_id: key, speech_to_text_milliseconds: 1000 },
    });
    const created = (await create(call, [{ language: 'de', type: 'text/plain' }], key)).body;
    await upload(created.upload_url, created.signature);
    const done = await finished(call, created.job_id, key);
    expect(done.results[0]).toMatchObject({
      status: 'failed',
      error: { message: expect.stringMatching(/speech limit/) },
    });
  });

  it('an AAC recording (M4A), which it cannot decode, saying so per target', async () => {
    const m4a = readFileSync(join(__dirname, '../../../e2e/fixtures/recordings/two-sentences.m4a'));
    const created = (
      await call('POST', '/v1/jobs/voice/translate', {
        json: {
          source_file: { name: 'a.m4a', content_type: 'audio/mp4', content_length: m4a.length },
          targets: [{ language: 'de', type: 'text/plain' }],
        },
      })
    ).body;
    const put = await upload(created.upload_url, created.signature, m4a);
    expect(await put.text()).toBe('');
    const done = await finished(call, created.job_id);
    expect(done.results[0].error.message).toMatch(/audio is aac, which the simulator cannot decode/);
  });
});
