// A long answer reaches the window in bounded parts over a real WebSocket on 127.0.0.1 (the shell in this
// process, on port 0), and the window's reader joins it back into the very answer. A long call is joined from
// its parts and parsed in the work pool, not on main's thread, and the window's later messages wait their turn.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createServices, type Services } from '../main/services';
import { startSimulator } from '../simulator';
import {
  MAX_FRAME_BYTES,
  PART_CHARS,
  ShellMessageReader,
  framesOfCall,
  type ShellMessage,
} from '../shared/ipc/shellFrames';
import { LARGE_CALL_CHARS, startBrowserShell, type BrowserShell } from './server';

let shell: BrowserShell;
let services: Services;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'glossa-shell-answers-'));
  mkdirSync(join(dir, 'renderer'));
  writeFileSync(join(dir, 'renderer', 'index.html'), '<!doctype html><title>Glossa</title>');
  const host = {
    kind: 'browser' as const,
    openInBrowser: async () => undefined,
    openPath: async () => undefined,
    showInFolder: async () => undefined,
  };
  services = await createServices({
    host,
    userDataDir: join(dir, 'user'),
    appVersion: '0.0.0',
    startDemo: ({ dataDir }) => startSimulator({ port: 0, dataDir }),
  });
  shell = await startBrowserShell({ services, rendererDir: join(dir, 'renderer') });
});

afterAll(async () => {
  await shell.close();
  await services.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('a long answer over the browser shell socket', () => {
  it('arrives in parts, each within the frame bound, and joins back into the exported file', async () => {
    const socket = new WebSocket(`${shell.origin.replace('http', 'ws')}/ipc?secret=${shell.secret}`, {
      origin: shell.origin,
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const entriesTsv = Array.from({ length: 60_000 }, (_, i) => `term ${i}\tBegriff ${i}`).join('\n');
    const frames: string[] = [];
    const reader = new ShellMessageReader();
    const answer = new Promise<ShellMessage>((resolve, reject) => {
      socket.on('message', (data) => {
        const frame = data.toString();
        frames.push(frame);
        const read = reader.read(frame);
        if (read && 'error' in read) reject(new Error(read.error));
        else if (read?.message.type === 'result' && read.message.id === 9) resolve(read.message);
      });
    });
    const payload = { glossaryName: 'g', format: 'tsv', sourceLang: 'en', targetLang: 'de', entriesTsv };
    for (const frame of framesOfCall({ type: 'call', id: 9, channel: 'glossaries:exportFile', payload }, shell.secret))
      socket.send(frame);
    const message = await answer;
    socket.close();

    expect(message).toMatchObject({ type: 'result', id: 9, result: { ok: true } });
    const { base64 } = (message as { result: { value: { base64: string } } }).result.value;
    expect(base64.length).toBeGreaterThan(2 * PART_CHARS);
    expect(Buffer.from(base64, 'base64').toString('utf8')).toContain('term 59999\tBegriff 59999');
    const parts = frames.filter((frame) => frame.startsWith('{"type":"part"'));
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const frame of frames) expect(Buffer.byteLength(frame)).toBeLessThanOrEqual(MAX_FRAME_BYTES);
  });
});

describe('a long call over the browser shell socket', () => {
  it('is parsed in the work pool, not on main’s thread, and a short call sent after it is still answered', async () => {
    const socket = new WebSocket(`${shell.origin.replace('http', 'ws')}/ipc?secret=${shell.secret}`, {
      origin: shell.origin,
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const reader = new ShellMessageReader();
    const answers = new Map<number, ShellMessage>();
    const arrived = (id: number) =>
      new Promise<ShellMessage>((resolve) => {
        const look = () => (answers.has(id) ? resolve(answers.get(id)!) : setTimeout(look, 20));
        look();
      });
    socket.on('message', (data) => {
      const read = reader.read(data.toString());
      if (read && 'message' in read && read.message.type === 'result') answers.set(read.message.id, read.message);
    });
    const entriesTsv = Array.from({ length: 60_000 }, (_, i) => `term ${i}\tBegriff ${i}`).join('\n');
    expect(entriesTsv.length).toBeGreaterThan(2 * LARGE_CALL_CHARS);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const payload = { glossaryName: 'g', format: 'tsv', sourceLang: 'en', targetLang: 'de', entriesTsv };
      for (const frame of framesOfCall(
        { type: 'call', id: 1, channel: 'glossaries:exportFile', payload },
        shell.secret,
      ))
        socket.send(frame);
      socket.send(JSON.stringify({ type: 'call', id: 2, channel: 'app:getInfo', secret: shell.secret }));
      const [long, short] = await Promise.all([arrived(1), arrived(2)]);
      expect(long).toMatchObject({ type: 'result', id: 1, result: { ok: true } });
      expect(short).toMatchObject({ type: 'result', id: 2, result: { ok: true } });
      // Main parsed each part's frame and the short call, never the joined call's text.
      const longest = Math.max(...parse.mock.calls.map(([text]) => String(text).length));
      expect(longest).toBeLessThanOrEqual(MAX_FRAME_BYTES);
      expect(
        parse.mock.calls.some(([text]) => String(text).length > LARGE_CALL_CHARS && String(text).includes('"channel"')),
      ).toBe(false);
    } finally {
      parse.mockRestore();
      socket.close();
    }
  });
});
