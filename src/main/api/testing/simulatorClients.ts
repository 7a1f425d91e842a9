// For the integration tests of this folder: a simulator on 127.0.0.1 (port 0) and clients pointed at it,
// with the waits between attempts recorded instead of slept, so retry tests take milliseconds.
import { GlossaError } from '../../../shared/errors';
import { startSimulator, type Simulator, type SimulatorOptions } from '../../../simulator/index';
import { LanguageServicesClient, type LanguageServicesClientOptions } from '../client';
import type { Sleep } from '../sleep';

export interface ClientsOnSimulator {
  simulator: Simulator;
  /** A client with the Pro key on the Pro URL. */
  pro: LanguageServicesClient;
  /** A client with the Free key on the Free URL. */
  free: LanguageServicesClient;
  /** A client with the admin key. */
  admin: LanguageServicesClient;
  /** Every wait the clients asked for between attempts, in order. */
  waits: number[];
  /** More clients on the same simulator, e.g. with a logger or another timeout. */
  client(options?: Partial<LanguageServicesClientOptions>): LanguageServicesClient;
  close(): Promise<void>;
}

export async function startClientsOnSimulator(options: SimulatorOptions = {}): Promise<ClientsOnSimulator> {
  const simulator = await startSimulator(options);
  const waits: number[] = [];
  const sleep: Sleep = async (ms, signal) => {
    waits.push(ms);
    if (signal.aborted) throw signal.reason;
  };
  const clients: LanguageServicesClient[] = [];
  const client = (extra: Partial<LanguageServicesClientOptions> = {}) => {
    const made = new LanguageServicesClient({
      baseUrl: simulator.proUrl,
      authKey: simulator.keys.pro,
      authScheme: simulator.authScheme,
      sleep,
      timeoutMs: 10_000,
      ...extra,
    });
    clients.push(made);
    return made;
  };
  return {
    simulator,
    pro: client(),
    free: client({ baseUrl: simulator.freeUrl, authKey: simulator.keys.free, plan: 'free' }),
    admin: client({ authKey: simulator.keys.admin }),
    waits,
    client,
    close: async () => {
      await Promise.all(clients.map((c) => c.close()));
      await simulator.close();
    },
  };
}

/** The typed error a call failed with; fails the test when it succeeded or threw something else. */
export async function failure(promise: Promise<unknown>): Promise<GlossaError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof GlossaError)) throw new Error(`expected a GlossaError, got ${String(error)}`);
  return error;
}
