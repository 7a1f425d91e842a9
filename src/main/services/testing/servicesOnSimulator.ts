// For tests only: the services the windows call, on a simulator in this process, with helpers to send a body
// that skips every client rule and to count what reached the service. Registers its own hooks.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'undici';
import { z } from 'zod';
import { createBrowserHost } from '../../../browser-shell/browserHost';
import { type Simulator, startSimulator } from '../../../simulator/index';
import { GlossaError } from '../../../shared/errors';
import { DEFAULT_BACKOFF } from '../../api/retryPolicy';
import { Transport } from '../../api/transport';
import { type Services, createServices } from '../index';

export const ctx = { senderId: 1, signal: new AbortController().signal };

export interface ServicesOnSimulator {
  readonly simulator: Simulator;
  readonly services: Services;
  /** Sends a body as it is, skipping every rule of the client: what a buggy or hostile caller would send. */
  raw(
    key: string,
    baseUrl?: string,
  ): (method: 'POST' | 'PUT' | 'GET', path: string, body?: unknown) => Promise<unknown>;
  /** How many requests with this method and path reached the simulator. */
  sent(method: string, path: string): number;
}

/** Fresh services (in a fresh user-data folder) for each test, the simulator as their offline demo. */
export function servicesOnSimulator(tempPrefix: string): ServicesOnSimulator {
  let simulator: Simulator | undefined;
  let services: Services | undefined;
  let dir = '';
  const dispatcher = new Agent();
  beforeAll(async () => {
    simulator = await startSimulator({ port: 0, glossaryReadyDelayMs: 0 });
  });
  afterAll(async () => {
    await dispatcher.close();
    await simulator?.close();
  });
  beforeEach(async () => {
    const sim = simulator!;
    sim.control.reset();
    dir = await mkdtemp(join(tmpdir(), tempPrefix));
    const demoService = { proUrl: sim.proUrl, freeUrl: sim.freeUrl, keys: sim.keys };
    services = await createServices({
      host: createBrowserHost(),
      userDataDir: dir,
      appVersion: '0.0.0-test',
      startDemo: ({ dataDir }) => startSimulator({ port: 0, dataDir }),
      demoService,
    });
  });
  afterEach(async () => {
    await services?.dispose();
    await rm(dir, { recursive: true, force: true });
  });
  return {
    get simulator() {
      return simulator!;
    },
    get services() {
      return services!;
    },
    raw(key, baseUrl = simulator!.proUrl) {
      const transport = new Transport({
        baseUrl,
        authKey: key,
        authScheme: simulator!.authScheme,
        userAgent: 'glossa-test',
        maxAttempts: 1,
        timeoutMs: 10_000,
        dispatcher,
        backoff: DEFAULT_BACKOFF,
        sleep: async () => undefined,
        random: Math.random,
      });
      return (method, path, body) => transport.json(method, path, { body, schema: z.unknown() });
    },
    sent: (method, path) => simulator!.control.requests().filter((r) => r.method === method && r.path === path).length,
  };
}

/** The typed error a call failed with. */
export async function failure(promise: Promise<unknown>): Promise<GlossaError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof GlossaError)) throw new Error(`expected a GlossaError, got ${String(error)}`);
  return error;
}
