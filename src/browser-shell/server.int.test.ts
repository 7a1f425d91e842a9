// The browser shell's HTTP side over real loopback HTTP: it serves only the renderer, only to itself.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../main/services';
import { startSimulator } from '../simulator';
import { startBrowserShell, type BrowserShell } from './server';

let shell: BrowserShell;
let services: Services;
let dir: string;

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const { hostname, port } = new URL(shell.origin);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request({ hostname, port, path, method, headers }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'glossa-shell-'));
  const renderer = join(dir, 'renderer');
  mkdirSync(join(renderer, 'assets'), { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Glossa</title>');
  writeFileSync(join(renderer, 'assets', 'app.js'), 'export {}');
  writeFileSync(join(dir, 'secret.txt'), 'outside the renderer');
  services = await createServices({
    host: {
      kind: 'browser',
      openInBrowser: async () => undefined,
      openPath: async () => undefined,
      showInFolder: async () => undefined,
    },
    userDataDir: join(dir, 'user'),
    appVersion: '0.0.0',
    startDemo: ({ dataDir }) => startSimulator({ port: 0, dataDir }),
  });
  shell = await startBrowserShell({ services, rendererDir: renderer });
});

afterAll(async () => {
  await shell.close();
  await services.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('the browser shell serves the renderer to itself only', () => {
  it('listens on 127.0.0.1 and puts the secret only in the URL fragment', () => {
    expect(shell.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(shell.url).toBe(`${shell.origin}/#secret=${shell.secret}`);
    expect(shell.secret.length).toBeGreaterThanOrEqual(32);
  });

  it('serves the page with a strict CSP and no framing', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain(`connect-src 'self' ws://${new URL(shell.origin).host}`);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses another Host header (DNS rebinding)', async () => {
    expect((await get('/', { host: 'evil.example:80' })).status).toBe(421);
  });

  it('never serves a file outside the renderer folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      const res = await get(path);
      expect(res.body).not.toContain('outside the renderer');
    }
  });

  it('answers only GET and HEAD', async () => {
    expect((await get('/', {}, 'POST')).status).toBe(405);
    expect((await get('/', {}, 'HEAD')).status).toBe(200);
  });
});
