// Electron edge: serves the built renderer from app://glossa/ with the strict CSP, instead of file://.
import { net, protocol } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_SCHEME, contentSecurityPolicy, resolveAppAsset } from './security';

/** Must run before app `ready`. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);
}

export function serveRenderer(rendererDir: string): void {
  const csp = contentSecurityPolicy();
  protocol.handle(APP_SCHEME, async (request) => {
    const asset = resolveAppAsset(request.url);
    if (asset === null) return new Response('Bad request', { status: 400 });
    const response = await net.fetch(pathToFileURL(join(rendererDir, asset)).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  });
}
