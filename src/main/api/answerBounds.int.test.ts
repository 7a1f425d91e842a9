// Every answer is bounded (issue 25), on top of the silence timeout: a size cap per endpoint (a 1 GiB usage
// answer took the app to 2.2 GB before), a total deadline (one byte every 5 s kept a call pending past 150 s),
// and a glossary's entries answer is read by its language pair, never by its place (en→fr entries were shown
// as en→de). Against small servers on 127.0.0.1 that misbehave on purpose.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LanguageServicesClient } from './client';
import { Agent } from 'undici';
import { DEFAULT_BACKOFF } from './retryPolicy';
import { realSleep } from './sleep';
import { Transport } from './transport';
import { failure } from './testing/simulatorClients';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server answering every request with `answer`; its address and how many requests it got. */
async function serve(
  answer: (res: ServerResponse, path: string) => void,
): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  server = createServer((req, res) => {
    requests++;
    res.on('error', () => undefined);
    answer(res, req.url ?? '');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, requests: () => requests };
}

const clientOf = (baseUrl: string) =>
  new LanguageServicesClient({
    baseUrl,
    authKey: 'key:fx',
    plan: 'free',
    sleep: realSleep,
    maxAttempts: 3,
    timeoutMs: 2_000,
  });

describe('an answer larger than its endpoint allows', () => {
  it('a 1 GiB usage answer that says its size is refused before a byte of it is read', async () => {
    const { url } = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(1024 ** 3) });
      res.write('{"character_count":');
    });
    const error = await failure(clientOf(url).usage.get());
    expect(error).toMatchObject({
      uiMessage: { id: 'error.service.answerTooLarge', values: { size: '64 KiB', operation: 'GET /v2/usage' } },
      uiNextStep: { id: 'error.service.answerTooLarge.nextStep' },
      message:
        'The service’s answer was larger than Glossa accepts for this request (64 KiB, GET /v2/usage), so Glossa stopped reading it.',
    });
  });

  it('a 1 GiB usage answer without a size is stopped at the cap, with little memory and no second try', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const { url, requests } = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const pump = () => {
        while (sent < 1024 ** 3 && res.write(chunk)) sent += chunk.length;
        if (sent < 1024 ** 3) res.once('drain', pump);
        else res.end();
      };
      res.write('{"character_count":');
      pump();
    });
    const before = process.memoryUsage().rss;
    const error = await failure(clientOf(url).usage.get());
    expect(error.message).toMatch(/larger than Glossa accepts for this request \(64 KiB, GET \/v2\/usage\)/);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect(sent).toBeLessThan(256 * 1024 * 1024);
    expect(requests()).toBe(1);
  });
});

describe('an answer that drips', () => {
  it('one byte at a time, never silent long enough for the timeout, ends at the deadline with a sentence', async () => {
    const { url, requests } = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => res.write(' '), 300);
      res.on('close', () => clearInterval(timer));
    });
    const transport = new Transport({
      baseUrl: url,
      authKey: 'key:fx',
      authScheme: 'DeepL-Auth-Key',
      userAgent: 'glossa-test',
      maxAttempts: 3,
      timeoutMs: 1_000,
      dispatcher: new Agent(),
      backoff: DEFAULT_BACKOFF,
      sleep: realSleep,
      random: Math.random,
    });
    const started = Date.now();
    const error = await failure(
      transport.json('GET', '/v2/usage', { schema: z.unknown(), limits: { deadlineMs: 1_500 } }),
    );
    expect(error).toMatchObject({
      kind: 'timeout',
      uiMessage: { id: 'error.service.answerTooSlow', values: { seconds: 2, operation: 'GET /v2/usage' } },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(requests()).toBe(1);
  });
});

describe('a glossary entries answer', () => {
  const answer = (dictionaries: { source_lang: string; target_lang: string; entries: string }[]) =>
    JSON.stringify({ dictionaries: dictionaries.map((d) => ({ ...d, entries_format: 'tsv' })) });

  it('that lists another dictionary first gives the asked pair’s entries, and its first lines only from that pair', async () => {
    const { url } = await serve((res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        answer([
          { source_lang: 'en', target_lang: 'fr', entries: 'house\tmaison\n' },
          { source_lang: 'en', target_lang: 'de', entries: 'house\tHaus\n' },
        ]),
      ),
    );
    const firstLines: string[] = [];
    const read = await clientOf(url).glossaries.entries(
      'g1',
      { source_lang: 'en', target_lang: 'de' },
      { firstLines: { count: 1, onRead: (start) => firstLines.push(start.text) } },
    );
    expect(read).toMatchObject({ source_lang: 'en', target_lang: 'de', entries: 'house\tHaus\n' });
    expect(firstLines.join('')).not.toContain('maison');
  });

  it('that holds only another pair is an error: nothing of it is shown or kept', async () => {
    const { url } = await serve((res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(answer([{ source_lang: 'en', target_lang: 'fr', entries: 'house\tmaison\n' }])),
    );
    const firstLines: string[] = [];
    const error = await failure(
      clientOf(url).glossaries.entries(
        'g1',
        { source_lang: 'en', target_lang: 'de' },
        { firstLines: { count: 1, onRead: (start) => firstLines.push(start.text) } },
      ),
    );
    expect(error.uiMessage).toEqual({
      id: 'glossaries.error.otherPair',
      values: { gotSource: 'English', gotTarget: 'French', source: 'English', target: 'German' },
      languages: { gotSource: 'en', gotTarget: 'fr', source: 'en', target: 'de' },
    });
    expect(firstLines).toEqual([]);
  });
});
