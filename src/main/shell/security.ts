// The security policy of every Glossa window, as pure functions. The Electron edge (window.ts, protocol.ts)
// and the browser shell apply them; security.test.ts tries to break each one. The web preferences are spelled out
// in each window's file (so scanners read them), and windows.test.ts builds each window against a fake of
// Electron and checks every one.

/** Production renderer origin: a privileged custom scheme instead of file://. */
export const APP_SCHEME = 'app';
const APP_HOST = 'glossa';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export interface CspOptions {
  /** Extra sources for connect-src, e.g. the browser shell's WebSocket origin. */
  connectSrc?: string[];
  /** For a <meta> tag, which cannot carry frame-ancestors. */
  forMeta?: boolean;
}

/** A strict Content-Security-Policy: no inline or eval'd script, nothing from outside the app's origin. */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const connect = ["'self'", ...(options.connectSrc ?? [])].join(' ');
  return [
    "default-src 'none'",
    // WebAssembly compiled from the app's own scripts (the speech decoders); still no eval of script text.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self' blob:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    ...(options.forMeta ? [] : ["frame-ancestors 'none'"]),
    "object-src 'none'",
  ].join('; ');
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * True when a URL is the app's own renderer: the custom protocol in production, or one exact
 * loopback origin (the dev server or the browser shell) that the host passes in.
 */
export function isAppUrl(url: string, extraOrigins: readonly string[] = []): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  if (parsed.protocol === `${APP_SCHEME}:`) return parsed.host === APP_HOST && !parsed.username && !parsed.password;
  return extraOrigins.includes(parsed.origin) && !parsed.username && !parsed.password;
}

/** The app window never navigates: every will-navigate, redirect and window.open is denied. */
export function shouldAllowNavigation(_from: string, _to: string): false {
  return false;
}

/**
 * The one gate for links that leave the app. Only plain https URLs to a named host pass; no credentials,
 * no IP literals, no javascript:, file:, custom schemes or oversized URLs.
 */
export function isSafeExternalUrl(url: string): boolean {
  if (url.length > 2048) return false;
  const parsed = parse(url);
  if (!parsed) return false;
  if (parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  const host = parsed.hostname;
  if (!host.includes('.') || host.endsWith('.')) return false;
  if (/^[\d.]+$/.test(host) || host.startsWith('[')) return false;
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  return true;
}

/**
 * Permission requests from web content (camera, microphone, notifications, geolocation, …) are all denied:
 * audio capture is native in main, so the renderer needs none.
 */
export function decidePermission(_permission: string, _requestingUrl: string): false {
  return false;
}

/** Which file a custom-protocol request maps to, or null when it tries to leave the renderer folder. */
export function resolveAppAsset(url: string): string | null {
  const parsed = parse(url);
  if (!parsed || parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const segments = pathname.split('/').filter((s) => s.length > 0);
  if (segments.some((s) => s === '..' || s === '.')) return null;
  return segments.length === 0 ? 'index.html' : segments.join('/');
}
