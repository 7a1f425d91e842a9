// One simulator for a whole integration test file: started before its first test, closed after its last,
// and (by default) reset before each test, so every test starts from the same empty service.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSimulator, type Simulator, type SimulatorOptions } from '../index';
import { serviceCalls, type ServiceCall } from './serviceCalls';

export interface SimulatorPerFile {
  /** The running simulator: read it inside tests and hooks, not at module load (it starts in beforeAll). */
  readonly simulator: Simulator;
  /** Plain-fetch calls to it (see serviceCalls); safe to destructure at module load. */
  readonly call: ServiceCall;
}

export function simulatorPerFile(options: SimulatorOptions = {}, { resetBeforeEach = true } = {}): SimulatorPerFile {
  let simulator: Simulator | undefined;
  const running = (): Simulator => {
    if (simulator === undefined) throw new Error('The simulator starts in beforeAll: use it inside a test or hook.');
    return simulator;
  };
  beforeAll(async () => {
    simulator = await startSimulator(options);
  });
  if (resetBeforeEach) beforeEach(() => running().control.reset());
  afterAll(() => simulator?.close());
  return {
    get simulator() {
      return running();
    },
    call: (...args) => serviceCalls(running())(...args),
  };
}
