// The security policy's pure functions, each tried against what would break it. The windows that apply them are
// built against a fake of Electron in windows.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  contentSecurityPolicy,
  decidePermission,
  isAppUrl,
  isSafeExternalUrl,
  resolveAppAsset,
  shouldAllowNavigation,
} from './security';

describe('the CSP allows no inline or foreign script', () => {
  const csp = contentSecurityPolicy();
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
  it('allows scripts from the app only, and their WebAssembly (never eval of text)', () =>
    expect(directive('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'"));
  it('never allows unsafe-inline or unsafe-eval (wasm-unsafe-eval compiles WebAssembly only)', () =>
    expect(csp).not.toMatch(/'unsafe-(inline|eval)'/));
  it('denies everything not listed, frames, plugins and form posts', () => {
    expect(directive('default-src')).toBe("default-src 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'none'");
  });
  it('is also in the renderer page itself, identically', () => {
    const html = readFileSync(join(__dirname, '../../renderer/index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBe(contentSecurityPolicy({ forMeta: true }));
  });
  it('adds only the given connect sources', () => {
    expect(contentSecurityPolicy({ connectSrc: ['ws://127.0.0.1:5000'] })).toContain(
      "connect-src 'self' ws://127.0.0.1:5000",
    );
  });
});

describe('only the app itself counts as the app', () => {
  it('accepts the custom protocol origin', () => expect(isAppUrl(`${APP_ORIGIN}/index.html`)).toBe(true));
  it.each([
    'file:///etc/passwd',
    'app://evil/index.html',
    'https://glossa.example/',
    'app://user:pw@glossa/',
    'javascript:alert(1)',
    'not a url',
    'http://127.0.0.1:5174/',
  ])('refuses %s', (url) => expect(isAppUrl(url)).toBe(false));
  it('accepts an explicitly trusted loopback origin, exactly', () => {
    expect(isAppUrl('http://127.0.0.1:5174/x', ['http://127.0.0.1:5174'])).toBe(true);
    expect(isAppUrl('http://127.0.0.1:5175/x', ['http://127.0.0.1:5174'])).toBe(false);
  });
});

describe('the window never navigates', () => {
  it.each(['https://example.com/', `${APP_ORIGIN}/other.html`, 'file:///tmp/x.html', 'javascript:void 0'])(
    'denies %s',
    (to) => expect(shouldAllowNavigation(`${APP_ORIGIN}/index.html`, to)).toBe(false),
  );
});

describe('external links pass one gate', () => {
  it('opens plain https links to named hosts', () =>
    expect(isSafeExternalUrl('https://www.example.com/help?q=1')).toBe(true));
  it.each([
    'http://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'smb://server/share',
    'https://user:pass@example.com/',
    'https://127.0.0.1/',
    'https://[::1]/',
    'https://localhost/',
    'https://intranet/',
    `https://example.com/${'a'.repeat(3000)}`,
    'ms-msdt:/id PCWDiagnostic',
  ])('refuses %s', (url) => expect(isSafeExternalUrl(url)).toBe(false));
});

describe('web content gets no permission', () => {
  it.each(['media', 'microphone', 'notifications', 'geolocation', 'clipboard-read', 'openExternal', 'hid', 'serial'])(
    'denies %s',
    (p) => expect(decidePermission(p, `${APP_ORIGIN}/`)).toBe(false),
  );
});

describe('the custom protocol serves only files inside the renderer folder', () => {
  it('maps paths to assets', () => {
    expect(resolveAppAsset(`${APP_ORIGIN}/`)).toBe('index.html');
    expect(resolveAppAsset(`${APP_ORIGIN}/assets/index-abc.js`)).toBe('assets/index-abc.js');
  });
  it.each([
    `${APP_ORIGIN}/..%2f..%2fetc/passwd`,
    `${APP_ORIGIN}/assets/..%2F..%2F..%2Fsecret`,
    `${APP_ORIGIN}/a%5c..%5c..%5cwin.ini`,
    `${APP_ORIGIN}/x%00.js`,
    `${APP_ORIGIN}/%E0%A4%A`,
    'app://other/index.html',
    'file:///etc/passwd',
  ])('refuses %s', (url) => expect(resolveAppAsset(url)).toBeNull());
  it('normalizes dot segments the URL parser resolves, without leaving the folder', () => {
    expect(resolveAppAsset(`${APP_ORIGIN}/%2e%2e/%2e%2e/secret`)).toBe('secret');
    expect(resolveAppAsset(`${APP_ORIGIN}/../../etc/passwd`)).toBe('etc/passwd');
  });
});
