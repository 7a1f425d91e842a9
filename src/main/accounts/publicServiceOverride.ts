// Test-only: the end-to-end journeys set up an account "on the DeepL API" while nothing but a loopback
// simulator is reachable. GLOSSA_TEST_PUBLIC_SERVICE holds the simulator's ready line; when it is set, the
// built-in region's addresses are that simulator's (same scheme word as the public service). Only loopback
// addresses are taken, so the variable can never send a key anywhere else; nothing in the UI sets it.
import { PUBLIC_SERVICE, REGIONS, type RegionTable } from '../../shared/calls/accounts';

const PUBLIC_SERVICE_OVERRIDE_VARIABLE = 'GLOSSA_TEST_PUBLIC_SERVICE';

const isLoopback = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost') && url.pathname === '/'
    );
  } catch {
    return false;
  }
};

/** The region table with the public service mapped to a loopback simulator, or undefined when not asked. */
export function regionsFromEnvironment(env: Readonly<Record<string, string | undefined>>): RegionTable | undefined {
  const raw = env[PUBLIC_SERVICE_OVERRIDE_VARIABLE];
  if (!raw) return undefined;
  let parsed: { pro_url?: unknown; free_url?: unknown };
  try {
    parsed = JSON.parse(raw) as typeof parsed;
  } catch {
    throw new Error(`${PUBLIC_SERVICE_OVERRIDE_VARIABLE} must hold a simulator's ready line (JSON).`);
  }
  if (!isLoopback(parsed.pro_url) || !isLoopback(parsed.free_url)) {
    throw new Error(`${PUBLIC_SERVICE_OVERRIDE_VARIABLE} may only point at http://127.0.0.1 (a local simulator).`);
  }
  return {
    ...REGIONS,
    global: {
      ...REGIONS.global,
      pro: parsed.pro_url.replace(/\/$/, ''),
      free: parsed.free_url.replace(/\/$/, ''),
      authScheme: PUBLIC_SERVICE.authScheme,
    },
  };
}
