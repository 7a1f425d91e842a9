// The service's official Node client (deepl-node) as a test peer: one public-dialect simulator per test file
// that answers the client's scheme word (`DeepL-Auth-Key`), reset before each test, and clients on its Pro and
// Free addresses. Retries stay on (the client's own backoff), so a 429 test sees what a user of it sees.
import { DeepLClient, type DeepLClientOptions } from 'deepl-node';
import { simulatorPerFile, type SimulatorPerFile } from './simulatorPerFile';
import type { SimulatorOptions } from '../index';

/** The scheme word deepl-node sends (`Authorization: DeepL-Auth-Key <key>`). */
const DEEPL_NODE_SCHEME = 'DeepL-Auth-Key';

export interface DeepLNodePeer extends SimulatorPerFile {
  /** A client with the Pro key on the Pro address (or another key). */
  pro(key?: string, options?: DeepLClientOptions): DeepLClient;
  /** A client with the Free key (`…:fx`) on the Free address. */
  free(): DeepLClient;
}

export function deeplNodePeer(options: SimulatorOptions = {}): DeepLNodePeer {
  const running = simulatorPerFile({
    authScheme: DEEPL_NODE_SCHEME,
    dialect: 'public',
    documentTimings: { queuedMs: 0, translatingMs: 0 },
    ...options,
  });
  return {
    get simulator() {
      return running.simulator;
    },
    call: running.call,
    pro: (key, clientOptions) =>
      new DeepLClient(key ?? running.simulator.keys.pro, { serverUrl: running.simulator.proUrl, ...clientOptions }),
    free: () => new DeepLClient(running.simulator.keys.free, { serverUrl: running.simulator.freeUrl }),
  };
}
