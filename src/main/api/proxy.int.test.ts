// Proxies, tried through a real CONNECT proxy on 127.0.0.1: the client's REST calls and a WebSocket go
// through the proxy from Settings or from HTTPS_PROXY / HTTP_PROXY, NO_PROXY is honoured, and a proxy that
// refuses or wants credentials gives a sentence that says what to do. Proxy credentials reach the proxy
// (Proxy-Authorization) and nothing else: no error, no log line.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { type ConnectProxy, startConnectProxy } from './testing/connectProxy';
import { streamConnectUrl } from '../../shared/api/voice';
import { webSocketAgent } from './proxy';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from './testing/simulatorClients';

let env: ClientsOnSimulator;
let proxy: ConnectProxy | undefined;
beforeAll(async () => {
  // The first test reaches the simulator by a name only the proxy resolves; it answers that name too.
  env = await startClientsOnSimulator({ extraHosts: ['service.glossa.invalid'] });
});
afterAll(() => env.close());
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

const simulatorHost = () => new URL(env.simulator.proUrl).host;

/** A port on 127.0.0.1 where nothing listens (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('REST through a proxy', () => {
  it('goes through the proxy address from Settings: every call is tunnelled, none goes direct', async () => {
    // The service's name resolves only inside the proxy: a direct call could not reach it at all.
    proxy = await startConnectProxy({ hosts: { 'service.glossa.invalid': '127.0.0.1' } });
    const baseUrl = `http://service.glossa.invalid:${new URL(env.simulator.proUrl).port}`;
    const client = env.client({ baseUrl, proxy: { proxyUrl: proxy.url, env: {} } });
    expect(client.proxy?.label).toBe(`127.0.0.1:${proxy.port}`);
    const before = env.simulator.control.requests().length;
    await client.languages.list('translate_text');
    const { translations } = await client.translate.text({ text: ['Hello through the proxy'], target_lang: 'de' });
    expect(translations).toHaveLength(1);
    expect((await client.usage.get()).character_count).toBeGreaterThan(0);
    const served = env.simulator.control.requests().length - before;
    expect(served).toBeGreaterThanOrEqual(3);
    expect(new Set(proxy.connects)).toEqual(new Set([`service.glossa.invalid:${new URL(env.simulator.proUrl).port}`]));
    expect(proxy.bytes.up).toBeGreaterThan(0);
    expect(proxy.bytes.down).toBeGreaterThan(0);
    process.stdout.write(
      `[proxy figures] REST: ${served} requests served through ${proxy.connects.length} CONNECT tunnel(s), ${proxy.bytes.up} bytes up, ${proxy.bytes.down} bytes down\n`,
    );
  });

  it('goes through HTTP_PROXY from the environment, and not at all for a host in NO_PROXY', async () => {
    proxy = await startConnectProxy();
    const viaEnv = env.client({ proxy: { env: { HTTP_PROXY: proxy.url } } });
    await viaEnv.languages.list('glossary');
    expect(proxy.connects).toEqual([simulatorHost()]);
    const excluded = env.client({ proxy: { env: { HTTP_PROXY: proxy.url, NO_PROXY: 'localhost,127.0.0.1' } } });
    expect(excluded.proxy).toBeUndefined();
    await excluded.languages.list('write');
    expect(proxy.connects).toHaveLength(1);
  });

  it('a proxy that needs credentials: sent only to the proxy, and without them a sentence that says what to do', async () => {
    proxy = await startConnectProxy({ credentials: { user: 'ana', password: 'pr0xy-S3cret' } });
    const lines: string[] = [];
    const without = env.client({
      proxy: { proxyUrl: proxy.url, env: {} },
      logger: { debug: (line) => lines.push(line) },
    });
    const refused = await failure(without.languages.list('translate_text'));
    expect(refused).toMatchObject({
      kind: 'network',
      message: expect.stringContaining(`The proxy at 127.0.0.1:${proxy.port} asks for a user name and password (407`),
      uiMessage: { id: 'network.proxy.credentialsWanted', values: { proxy: `127.0.0.1:${proxy.port}` } },
      uiNextStep: { id: 'network.proxy.credentials.nextStep' },
    });
    expect(proxy.connects).toHaveLength(1); // not retried: trying again cannot help

    const withCredentials = `http://ana:pr0xy-S3cret@127.0.0.1:${proxy.port}`;
    const client = env.client({
      proxy: { proxyUrl: withCredentials, env: {} },
      logger: { debug: (line) => lines.push(line) },
    });
    expect(client.proxy?.label).toBe(`127.0.0.1:${proxy.port}`);
    await client.languages.list('translate_text');
    expect(proxy.authorizations.at(-1)).toBe(`Basic ${Buffer.from('ana:pr0xy-S3cret').toString('base64')}`);

    const wrong = env.client({
      proxy: { proxyUrl: `http://ana:wrong-pass@127.0.0.1:${proxy.port}`, env: {} },
      logger: { debug: (line) => lines.push(line) },
    });
    const rejected = await failure(wrong.languages.list('voice'));
    expect(rejected.message).toMatch(/did not accept its user name and password/);
    const everything = [
      JSON.stringify(refused.toData()),
      JSON.stringify(rejected.toData()),
      rejected.stack ?? '',
      ...lines,
    ].join('\n');
    expect(everything).not.toContain('pr0xy-S3cret');
    expect(everything).not.toContain('wrong-pass');
    // The service never sees a proxy header.
    expect(env.simulator.control.requests().length).toBeGreaterThan(0);
  });

  it('a proxy that is not there: a sentence naming it, after the usual retries', async () => {
    const port = await closedPort();
    const client = env.client({ proxy: { proxyUrl: `http://127.0.0.1:${port}`, env: {} }, maxAttempts: 2 });
    const error = await failure(client.languages.list('translate_text'));
    expect(error).toMatchObject({
      kind: 'network',
      message: `Glossa could not reach the proxy at 127.0.0.1:${port} (ECONNREFUSED, GET /v3/languages).`,
      uiMessage: {
        id: 'network.proxy.unreachable',
        values: { proxy: `127.0.0.1:${port}`, code: 'ECONNREFUSED', operation: 'GET /v3/languages' },
      },
      uiNextStep: { id: 'network.proxy.unreachable.nextStep' },
    });
  });
});

describe('a proxy that drops every CONNECT', () => {
  it('gives one sentence within seconds, after as many connections as the bounded retries allow', async () => {
    // Accepts each connection, reads the CONNECT, and closes without an answer. undici's ProxyAgent connected
    // again at once, forever: 30,000-40,000 connections in 40 s, and the call never ended.
    let connections = 0;
    const dropper = createServer((socket) => {
      connections++;
      socket.on('error', () => undefined);
      socket.once('data', () => socket.destroy());
    });
    await new Promise<void>((resolve) => dropper.listen(0, '127.0.0.1', resolve));
    const { port } = dropper.address() as AddressInfo;
    try {
      const client = env.client({ proxy: { proxyUrl: `http://127.0.0.1:${port}`, env: {} }, maxAttempts: 3 });
      const started = Date.now();
      const error = await failure(client.usage.get());
      expect(error).toMatchObject({
        kind: 'network',
        message: `The proxy at 127.0.0.1:${port} closed every connection Glossa opened through it, without an answer (GET /v2/usage).`,
        uiMessage: { id: 'network.proxy.dropped', values: { proxy: `127.0.0.1:${port}`, operation: 'GET /v2/usage' } },
        uiNextStep: { id: 'network.proxy.dropped.nextStep' },
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(connections).toBe(3);
    } finally {
      await new Promise((resolve) => dropper.close(resolve));
    }
  });
});

describe('a WebSocket through a proxy', () => {
  it('is tunnelled through the proxy (CONNECT), and messages flow both ways', async () => {
    proxy = await startConnectProxy();
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    server.on('connection', (socket) => socket.on('message', (data) => socket.send(`echo ${String(data)}`)));
    const target = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/stream`;
    try {
      const agent = webSocketAgent(target, { proxyUrl: proxy.url, env: {} });
      expect(agent).toBeDefined();
      const socket = new WebSocket(target, { agent: agent! });
      const answer = await new Promise<string>((resolve, reject) => {
        socket.once('open', () => socket.send('hello'));
        socket.once('message', (data) => resolve(String(data)));
        socket.once('error', reject);
      });
      socket.close();
      expect(answer).toBe('echo hello');
      expect(proxy.connects).toEqual([new URL(target).host]);
      expect(webSocketAgent(target, { env: { HTTPS_PROXY: proxy.url, NO_PROXY: '127.0.0.1' } })).toBeUndefined();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('the voice stream of a client with a proxy opens through that proxy', async () => {
    proxy = await startConnectProxy();
    const client = env.client({ proxy: { proxyUrl: proxy.url, env: {} } });
    const session = await client.voice.createSession({
      source_media_content_type: 'audio/pcm;encoding=s16le;rate=16000',
      target_languages: ['de'],
    });
    const url = streamConnectUrl(session);
    const agent = client.voice.socketAgent(url);
    expect(agent).toBeDefined();
    const socket = new WebSocket(url, { agent: agent! });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.close();
    // One tunnel for the REST calls, one for the stream; both to the simulator.
    expect(proxy.connects.length).toBeGreaterThanOrEqual(2);
    expect(new Set(proxy.connects)).toEqual(new Set([simulatorHost()]));
    process.stdout.write(
      `[proxy figures] voice: session + stream through ${proxy.connects.length} CONNECT tunnel(s)\n`,
    );
  });
});
