// The simulator is the app's alone: requests for another host (DNS rebinding), web pages' cross-site posts to
// the control API, the public demo keys and the control API itself are refused in the app's own simulator,
// and nothing a session or an upload leaves behind is kept longer than it is needed.
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_KEYS, perRunKeys, startAppSimulator, startSimulator, type Simulator } from '../index';
import { serviceCalls } from '../testing/serviceCalls';
import { chunksOf, openTestStream, s16leBytes, speechLikeAudio } from '../voice/testing/streamClient';

function raw(base: string, method: string, path: string, headers: Record<string, string>, body = '') {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { hostname, port, path, method, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const PCM16 = 'audio/pcm;encoding=s16le;rate=16000';

describe('the standalone simulator (tests, `npm run simulator`)', () => {
  let simulator: Simulator;
  let call: ReturnType<typeof serviceCalls>;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'glossa-local-only-'));
    simulator = await startSimulator({ dataDir: dir });
    simulator.control.voice.setStreamLimits({ pacingSlackMs: 1e9 });
    call = serviceCalls(simulator);
  });
  afterAll(async () => {
    await simulator.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a request for another host name (DNS rebinding) with 421, even with a valid key', async () => {
    const port = new URL(simulator.proUrl).port;
    const auth = { authorization: `${simulator.authScheme} ${simulator.keys.pro}` };
    expect(
      (await raw(simulator.proUrl, 'GET', '/v3/languages/products', { ...auth, host: `127.0.0.1:${port}` })).status,
    ).toBe(200);
    expect(
      (await raw(simulator.proUrl, 'GET', '/v3/languages/products', { ...auth, host: `localhost:${port}` })).status,
    ).toBe(200);
    for (const host of [`attacker.example:${port}`, '127.0.0.1', `127.0.0.1:${Number(port) + 7}`]) {
      expect((await raw(simulator.proUrl, 'GET', '/v3/languages/products', { ...auth, host })).status, host).toBe(421);
      expect((await raw(simulator.proUrl, 'GET', '/_simulator/requests', { host })).status, host).toBe(421);
    }
  });

  it('refuses a WebSocket upgrade for another host name', async () => {
    const session = (await call('POST', '/v3/voice/realtime', { json: { source_media_content_type: PCM16 } })).body as {
      streaming_url: string;
      token: string;
    };
    const socket = new WebSocket(`${session.streaming_url}?token=${encodeURIComponent(session.token)}`, {
      headers: { host: 'attacker.example' },
    });
    const outcome = await new Promise<string>((resolve) => {
      socket.once('open', () => resolve('open'));
      socket.once('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });

  it('refuses a web page’s cross-site text/plain POST to /_simulator/reset, and the glossaries stay', async () => {
    const created = await call('POST', '/v3/glossaries', {
      json: {
        name: 'kept',
        dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'a\tb', entries_format: 'tsv' }],
      },
    });
    expect(created.status).toBe(201);
    const host = new URL(simulator.proUrl).host;
    const page = {
      host,
      origin: 'http://attacker.example',
      'content-type': 'text/plain',
      'sec-fetch-site': 'cross-site',
    };
    const res = await raw(simulator.proUrl, 'POST', '/_simulator/reset', page, 'x');
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).message).toContain('does not answer web pages');
    expect(
      (await raw(simulator.proUrl, 'POST', '/_simulator/reset', { host, 'content-type': 'text/plain' }, 'x')).status,
    ).toBe(403);
    expect((await call('GET', '/v3/glossaries')).body.glossaries.map((g: { name: string }) => g.name)).toEqual([
      'kept',
    ]);
  });

  it('keeps a voice session’s audio readable for tests once it ended (for a minute, then it is forgotten)', async () => {
    const session = (
      await call('POST', '/v3/voice/realtime', { json: { source_media_content_type: PCM16, message_format: 'json' } })
    ).body as { streaming_url: string; token: string; session_id: string };
    const stream = await openTestStream(session, 'json');
    for (const data of chunksOf(s16leBytes(speechLikeAudio(16_000, 2000, [[200, 1500]])), 3200))
      stream.send({ source_media_chunk: { data } });
    stream.send({ end_of_source_media: {} });
    await stream.next('end_of_stream');
    expect(simulator.control.voice.receivedAudio(session.session_id)?.length).toBe(64_000);
  });
});

describe('the app’s own simulator (startAppSimulator, the offline demo)', () => {
  let simulator: Simulator;
  let call: ReturnType<typeof serviceCalls>;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'glossa-app-simulator-'));
    simulator = await startAppSimulator({ dataDir: dir });
    simulator.control.voice.setStreamLimits({ pacingSlackMs: 1e9 });
    call = serviceCalls(simulator);
  });
  afterAll(async () => {
    await simulator.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('cannot be started with the public demo keys', async () => {
    await expect(startSimulator({ appOnly: true })).rejects.toThrow(/keys made for this run/);
  });

  it('takes only the keys made for this run, which differ from run to run', async () => {
    expect(simulator.keys.pro).not.toBe(DEFAULT_KEYS.pro);
    expect(perRunKeys().pro).not.toBe(perRunKeys().pro);
    expect(simulator.keys.free.endsWith(':fx')).toBe(true);
    expect((await call('GET', '/v3/languages/products')).status).toBe(200);
    expect((await call('GET', '/v3/languages/products', { key: DEFAULT_KEYS.pro })).status).toBe(403);
  });

  it('has no control API: /_simulator/ is not found, and reset changes nothing', async () => {
    await call('POST', '/v3/glossaries', {
      json: {
        name: 'mine',
        dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'a\tb', entries_format: 'tsv' }],
      },
    });
    for (const [method, path] of [
      ['GET', '/_simulator/requests'],
      ['GET', '/_simulator/voice/sessions'],
      ['POST', '/_simulator/reset'],
    ] as const) {
      expect((await fetch(`${simulator.proUrl}${path}`, { method })).status, path).toBe(404);
    }
    expect((await call('GET', '/v3/glossaries')).body.glossaries).toHaveLength(1);
  });

  it('keeps no captured audio, and forgets a voice session as soon as it ends', async () => {
    const session = (
      await call('POST', '/v3/voice/realtime', { json: { source_media_content_type: PCM16, message_format: 'json' } })
    ).body as { streaming_url: string; token: string; session_id: string };
    const stream = await openTestStream(session, 'json');
    for (const data of chunksOf(s16leBytes(speechLikeAudio(16_000, 2000, [[200, 1500]])), 3200))
      stream.send({ source_media_chunk: { data } });
    await stream.next('source_transcript_update');
    expect(simulator.control.voice.receivedAudio(session.session_id)?.length).toBe(0);
    stream.send({ end_of_source_media: {} });
    await stream.next('end_of_stream');
    expect(simulator.control.voice.sessions()).toEqual([]);
    expect(simulator.control.voice.receivedAudio(session.session_id)).toBeUndefined();
  });
});
