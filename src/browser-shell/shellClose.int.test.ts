// Stopping the browser shell never waits on its clients: a page still connected, a socket still opening and
// a request only half sent all end with it (before, a half-sent request held the HTTP server open).
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createServices, type Services } from '../main/services';
import { startSimulator } from '../simulator';
import { startBrowserShell } from './server';

let services: Services;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'glossa-shell-close-'));
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
});

afterAll(async () => {
  await services.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('stopping the browser shell', () => {
  it('ends with a page connected and a request half sent, and every client sees its connection end', async () => {
    const shell = await startBrowserShell({ services, rendererDir: join(dir, 'renderer') });
    const page = new WebSocket(`${shell.origin.replace('http', 'ws')}/ipc?secret=${shell.secret}`, {
      origin: shell.origin,
    });
    await new Promise((resolve, reject) => page.once('open', resolve).once('error', reject));
    const { port } = new URL(shell.origin);
    const halfSent = connect(Number(port), '127.0.0.1');
    halfSent.on('error', () => undefined); // the shell resets it: that is the point
    page.on('error', () => undefined);
    await new Promise((resolve) => halfSent.once('connect', resolve));
    halfSent.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`); // the headers never end
    const ended = (socket: { once(event: 'close', listener: () => void): unknown }) =>
      new Promise<void>((resolve) => void socket.once('close', () => resolve()));
    const pageEnded = ended(page);
    const requestEnded = ended(halfSent);

    await shell.close();

    await Promise.all([pageEnded, requestEnded]);
    expect(page.readyState).toBe(WebSocket.CLOSED);
    expect(halfSent.destroyed).toBe(true);
  });
});
