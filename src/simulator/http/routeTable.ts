// The table of service routes. Route modules (one per API area, and later the voice module) add their
// routes here; the dispatcher matches a request against it.
import type { BodyKind, Exchange, Reply } from './exchange';

/**
 * Who may call a route:
 * - `key`: any valid API key of the plan whose URL is called (Pro key on the Pro URL, free key on the free URL);
 * - `pro`: the same, but Pro plan only (style rules, write);
 * - `admin`: the admin key, on the Pro URL;
 * - `signature`: no key: an upload or download address the route itself checks by its signature.
 */
type Access = 'key' | 'pro' | 'admin' | 'signature';

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with `:name` parameters, e.g. `/v3/glossaries/:glossary_id/entries`. */
  path: string;
  access: Access;
  /** Body formats accepted; default JSON only. */
  bodies?: readonly BodyKind[];
  /** Largest body accepted, in bytes; more is answered with 413. Default 64 MiB. */
  maxBodyBytes?: number;
  /**
   * The route reads the body itself as it arrives (an upload to disk, `exchange.multipartToFile`) instead of
   * the dispatcher reading it into memory first.
   */
  streamsBody?: boolean;
  handle(exchange: Exchange): Reply | Promise<Reply>;
}

export type RouteMatch = { route: Route; params: Record<string, string> } | { allowed: string[] } | undefined;

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024;

export class RouteTable {
  private readonly routes: { route: Route; segments: string[] }[] = [];

  add(...routes: Route[]): void {
    for (const route of routes) this.routes.push({ route, segments: route.path.split('/') });
  }

  /** The route for this method and path, or the methods the path allows (405), or undefined (404). */
  match(method: string, path: string): RouteMatch {
    const segments = path.split('/');
    const allowed: string[] = [];
    for (const { route, segments: pattern } of this.routes) {
      const params = matchSegments(pattern, segments);
      if (!params) continue;
      if (route.method === method) return { route, params };
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { allowed } : undefined;
  }

  /** The pattern of the route a path belongs to (for faults and the request log), or the path itself. */
  patternOf(method: string, path: string): string {
    const found = this.match(method, path);
    return found && 'route' in found ? found.route.path : path;
  }
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]!;
    const have = segments[i]!;
    if (want.startsWith(':')) {
      if (have === '') return undefined;
      try {
        params[want.slice(1)] = decodeURIComponent(have);
      } catch {
        return undefined;
      }
    } else if (want !== have) return undefined;
  }
  return params;
}
