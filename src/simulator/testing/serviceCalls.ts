// Plain-fetch calls to a running simulator for the integration tests (never the app's API client, so the
// simulator is tested against the spec and not against the client).
import type { Simulator } from '../index';

interface CallOptions {
  /** Which base URL: Pro (default) or Free. */
  plan?: 'pro' | 'free';
  /** Which key: a name of the simulator's keys, a literal key, or null for no Authorization header. */
  key?: 'pro' | 'free' | 'admin' | (string & {}) | null;
  json?: unknown;
  form?: Record<string, string | string[]>;
  body?: BodyInit;
  headers?: Record<string, string>;
}

interface CallResult {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, otherwise undefined. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read wire JSON freely
  bytes: Uint8Array;
}

export type ServiceCall = (method: string, path: string, options?: CallOptions) => Promise<CallResult>;

export function serviceCalls(simulator: Simulator): ServiceCall {
  return async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const plan = options.plan ?? (options.key === 'free' ? 'free' : 'pro');
    const base = plan === 'pro' ? simulator.proUrl : simulator.freeUrl;
    const keyName = options.key === undefined ? plan : options.key;
    const key =
      keyName === null ? undefined : ((simulator.keys as unknown as Record<string, string>)[keyName] ?? keyName);
    const headers: Record<string, string> = { ...options.headers };
    if (key !== undefined && headers.authorization === undefined)
      headers.authorization = `${simulator.authScheme} ${key}`;
    let body: BodyInit | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    } else if (options.form !== undefined) {
      const form = new URLSearchParams();
      for (const [name, value] of Object.entries(options.form))
        for (const item of [value].flat()) form.append(name, item);
      body = form.toString();
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    }
    const response = await fetch(base + path, { method, headers, body });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      body: isJson ? JSON.parse(new TextDecoder().decode(bytes)) : undefined,
      bytes,
    };
  };
}
