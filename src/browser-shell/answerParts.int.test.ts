// A long answer reaches the window in bounded parts over a real WebSocket on 127.0.0.1 (the shell in this
// process, on port 0), and the window's reader joins it back into the very answer.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { startBrowserShell, type BrowserShell } from './server';

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
