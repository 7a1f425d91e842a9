// The offline demo: with no account configured, Glossa talks to the Language Services simulator, started
// in this process on a free loopback port, with its fixed demo keys. Nothing leaves the computer.
import { join } from 'node:path';
import { type Simulator, startSimulator } from '../../simulator';

export interface DemoService {
  proUrl: string;
  freeUrl: string;
  keys: { pro: string; free: string; admin: string };
  /** The simulator's scheme word; the spec's `Service-Auth-Key` when not given. */
  authScheme?: string;
}

export class OfflineDemo {
  private running: Promise<Simulator> | undefined;

  /**
   * @param userDataDir the demo keeps its glossaries and style rules there, so they survive a restart.
   * @param external a simulator already running in another process, used instead of starting one.
   */
  constructor(
    private readonly userDataDir: string,
    private readonly external?: DemoService,
  ) {}

  /** Starts the simulator once; later calls share it. */
  async service(): Promise<DemoService> {
    if (this.external) return this.external;
    this.running ??= startSimulator({ port: 0, dataDir: join(this.userDataDir, 'offline-demo') });
    try {
      const simulator = await this.running;
      return { proUrl: simulator.proUrl, freeUrl: simulator.freeUrl, keys: simulator.keys, authScheme: simulator.authScheme };
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
