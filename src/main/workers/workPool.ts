// The app's one work pool: the main process's heavy work (workTasks.ts) in worker threads, built once by
// createServices for the Electron app and the browser shell alike. Its slots are the process's: the offline
// demo's simulator runs its documents in a pool on the same slots (createServices hands them to startDemo), so
// main's work and the demo's documents together never take more cores than the slots allow. Services take a
// `WorkRunner`, so tests can hand them the same tasks run in their own thread (workInThisThread.ts) where a
// worker would only add time.
import { dirname } from 'node:path';
import { workerEntry } from '../../node/work/workerEntry';
import { DEFAULT_POOL_LIMITS, WorkerPool, type WorkerPoolLimits } from '../../node/work/workerPool';
import type { WorkTasks } from './workTasks';
import type { JsonParser } from '../api/transport';

export type WorkPool = WorkerPool<WorkTasks>;
export type WorkRunner = Pick<WorkPool, 'run'>;

/** The API client's parser of large answers (api/transport.ts): decoded and parsed in the pool, the bytes moved. */
export const jsonAnswerParser =
  (work: WorkRunner): JsonParser =>
  (bytes) =>
    work.run(
      'jsonAnswer',
      { bytes },
      { transfer: [bytes.buffer as ArrayBuffer], label: "Reading the service's answer" },
    );

export function startWorkPool(limits: Partial<WorkerPoolLimits> = {}): WorkPool {
  return new WorkerPool<WorkTasks>(workerEntry('workWorker', dirname(__filename)), {
    ...DEFAULT_POOL_LIMITS,
    ...limits,
  });
}
