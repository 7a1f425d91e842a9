// The offline demo: with no account configured, Glossa talks to the Language Services simulator on a free
// loopback port. Nothing leaves the computer. The simulator is not part of main: the desktop entry and the
// browser shell hand in `startDemo`, which loads it with a dynamic import() the first time the demo is needed,
// so an app with a key never loads it. They start it as the app's own (`startAppSimulator`): keys made for
// this run, known only to this process, and no control API, so no other process or web page can use it.
import { join } from 'node:path';
import type { WorkSlots } from '../../node/work/workSlots';

export interface DemoService {
  proUrl: string;
  freeUrl: string;
  keys: { pro: string; free: string; admin: string };
  /** The simulator's scheme word; the spec's `Service-Auth-Key` when not given. */
  authScheme?: string;
}

/** A running demo simulator, as `startDemo` hands it over. */
export interface DemoSimulator extends DemoService {
  close(): Promise<void>;
}

/**
 * Starts the demo simulator, keeping its glossaries and style rules in `dataDir`; its document work takes the
 * app's `workSlots`, so the demo's documents and main's own work share one bound.
 */
export type StartDemo = (options: { dataDir: string; workSlots?: WorkSlots }) => Promise<DemoSimulator>;

export class OfflineDemo {
  private running: Promise<DemoSimulator> | undefined;

  /**
   * @param userDataDir the demo keeps its glossaries and style rules there, so they survive a restart.
   * @param startDemo starts the simulator (the entry points load it on demand).
   * @param external a simulator already running in another process, used instead of starting one.
   * @param workSlots the app's work slots, handed to the simulator it starts.
   */
  constructor(
    private readonly userDataDir: string,
    private readonly startDemo: StartDemo,
    private readonly external?: DemoService,
    private readonly workSlots?: WorkSlots,
  ) {}

  /** Starts the simulator once; later calls share it. */
  async service(): Promise<DemoService> {
    if (this.external) return this.external;
    this.running ??= this.startDemo({
      dataDir: join(this.userDataDir, 'offline-demo'),
      ...(this.workSlots ? { workSlots: this.workSlots } : {}),
    });
    try {
      const simulator = await this.running;
      return {
        proUrl: simulator.proUrl,
        freeUrl: simulator.freeUrl,
        keys: simulator.keys,
        authScheme: simulator.authScheme,
      };
    } catch (error) {
      this.running = undefined;
      throw error;
    }
  }

  isRunning(): boolean {
    return this.running !== undefined;
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (running) await (await running.catch(() => undefined))?.close();
  }
}
