// The browser shell survives any client: each attack is tried against a real shell process, and the shell
// must close that one connection (or drop that one client) and go on serving the next.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { STAGING_CHUNK_BYTES } from '../shared/rules/documents';
import { MAX_FRAME_BYTES, ShellMessageReader, framesOfCall, type ShellMessage } from '../shared/ipc/shellProtocol';

let shell: ChildProcess;
let origin: string;
let secret: string;
let dir: string;
const logLines: string[] = [];
const logWaiters = new Set<() => void>();

/** Resolves once the shell has logged a line containing `text`. */
function logged(text: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!logLines.some((line) => line.includes(text))) return;
      logWaiters.delete(check);
      resolve();
    };
    logWaiters.add(check);
    check();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'glossa-shell-attacks-'));
  mkdirSync(join(dir, 'renderer'));
  writeFileSync(join(dir, 'renderer', 'index.html'), '<!doctype html><title>Glossa</title>');
  shell = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(__dirname, 'cli.ts'),
      '--renderer',
      join(dir, 'renderer'),
      '--user-data',
      join(dir, 'user'),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  createInterface({ input: shell.stderr! }).on('line', (line) => {
    logLines.push(line);
    logWaiters.forEach((check) => check());
  });
  const line = await new Promise<string>((resolve, reject) => {
    shell.once('exit', (code) => reject(new Error(`the shell exited (${code})`)));
    createInterface({ input: shell.stdout! }).once('line', resolve);
  });
  const ready = JSON.parse(line) as { url: string; origin: string };
  origin = ready.origin;
  secret = new URL(ready.url).hash.replace('#secret=', '');
});

afterAll(async () => {
  if (shell.exitCode === null && shell.signalCode === null) {
    const exited = new Promise((resolve) => shell.once('exit', resolve));
    shell.kill();
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

function connect(): Promise<WebSocket> {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/ipc?secret=${secret}`, { origin });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function closed(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.once('close', (code) => resolve(code)));
}

function call(socket: WebSocket, id: number, channel: string, payload?: unknown): Promise<ShellMessage> {
  const reader = new ShellMessageReader();
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const message = reader.read(data.toString());
      if (message && 'message' in message && message.message.type === 'result' && message.message.id === id) {
        socket.off('message', onMessage);
        resolve(message.message);
      }
    };
    socket.on('message', onMessage);
    for (const frame of framesOfCall(
      { type: 'call', id, channel, ...(payload === undefined ? {} : { payload }) },
      secret,
    ))
      socket.send(frame);
  });
}

async function shellStillServes(): Promise<void> {
  expect(shell.exitCode).toBeNull();
  const socket = await connect();
  const answer = await call(socket, 1, 'settings:get');
  expect(answer).toMatchObject({ type: 'result', id: 1, result: { ok: true } });
  socket.close();
}

describe('the browser shell survives any client', () => {
  it('closes a connection that sends invalid UTF-8 (1007), and keeps serving', async () => {
    const socket = await connect();
    const done = closed(socket);
    socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect(await done).toBe(1007);
    await logged('invalid UTF-8');
    await shellStillServes();
  });

  it('closes a connection that sends a frame over the limit (1009), and keeps serving', async () => {
    const socket = await connect();
    const done = closed(socket);
    socket.send('x'.repeat(MAX_FRAME_BYTES + 1));
    expect(await done).toBe(1009);
    await shellStillServes();
  });

  it('closes a connection that sends something that is not the protocol (1008), and keeps serving', async () => {
    for (const frame of [
      'not json',
      JSON.stringify({ type: 'call', id: 1, channel: 'settings:get', secret: 'wrong' }),
      JSON.stringify({ type: 'part', id: 1, final: true, text: '{', secret }),
    ]) {
      const socket = await connect();
      const done = closed(socket);
      socket.send(frame);
      expect(await done).toBe(1008);
    }
    await shellStillServes();
  });

  it('takes a call larger than a frame, sent in parts, and answers it', async () => {
    const entriesTsv = Array.from({ length: 200_000 }, (_, i) => `source term ${i}\ttarget term ${i}`).join('\n');
    expect(entriesTsv.length).toBeGreaterThan(MAX_FRAME_BYTES);
    const socket = await connect();
    const answer = await call(socket, 5, 'glossaries:exportFile', {
      glossaryName: 'Big',
      format: 'tsv',
      entriesTsv,
      sourceLang: 'en',
      targetLang: 'de',
    });
    expect(answer).toMatchObject({
      type: 'result',
      id: 5,
      result: { ok: true, value: { fileName: 'Big (en-de).tsv' } },
    });
    socket.close();
  });

  it('takes a glossary file larger than a frame in chunks and reads it in the work pool', async () => {
    const bytes = Buffer.from(
      Array.from({ length: 200_000 }, (_, i) => `source term ${i}\ttarget term ${i}`).join('\n'),
    );
    expect(bytes.length).toBeGreaterThan(MAX_FRAME_BYTES);
    const socket = await connect();
    const begun = await call(socket, 6, 'glossaries:stageFileBegin', { name: 'big.tsv', size: bytes.length });
    const { stagingId } = (begun as { result: { value: { stagingId: string } } }).result.value;
    let id = 7;
    for (let offset = 0; offset < bytes.length; offset += STAGING_CHUNK_BYTES) {
      const base64 = bytes.subarray(offset, offset + STAGING_CHUNK_BYTES).toString('base64');
      const sent = await call(socket, id++, 'glossaries:stageFileChunk', { stagingId, offset, base64 });
      expect(sent).toMatchObject({ result: { ok: true } });
    }
    const answer = await call(socket, id, 'glossaries:importFile', {
      fileName: 'big.tsv',
      stagingId,
      sourceLang: 'en',
      targetLang: 'de',
    });
    expect(answer).toMatchObject({ type: 'result', id, result: { ok: true, value: { entryCount: 200_000 } } });
    socket.close();
  });

  it('drops a client that stops reading its answers once too much waits for it, and keeps serving', async () => {
    const socket = await connect();
    const done = closed(socket);
    socket.pause();
    // Each answer is a 1.3 MB file; 150 of them are far beyond what the shell holds for one client.
    const entriesTsv = Array.from({ length: 40_000 }, (_, i) => `term ${i}\tBegriff ${i}`).join('\n');
    for (let id = 1; id <= 150; id++) {
      for (const frame of framesOfCall(
        {
          type: 'call',
          id,
          channel: 'glossaries:exportFile',
          payload: { glossaryName: 'g', format: 'tsv', sourceLang: 'en', targetLang: 'de', entriesTsv },
        },
        secret,
      ))
        socket.send(frame);
    }
    await logged('dropped a client that left');
    socket.resume();
    expect(await done).toBe(1006);
    await shellStillServes();
  }, 180_000);
});
