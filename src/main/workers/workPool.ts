// The app's one work pool: the main process's heavy work (workTasks.ts) in worker threads, built once by
// createServices for the Electron app and the browser shell alike. Services take a `WorkRunner`, so tests can
// hand them the same tasks run in their own thread (workInThisThread.ts) where a worker would only add time.
import { workerEntry } from './workerEntry';
import { DEFAULT_POOL_LIMITS, WorkerPool, type WorkerPoolLimits } from './workerPool';
import type { WorkTasks } from './workTasks';

export type WorkPool = WorkerPool<WorkTasks>;
export type WorkRunner = Pick<WorkPool, 'run'>;

export function startWorkPool(limits: Partial<WorkerPoolLimits> = {}): WorkPool {
  return new WorkerPool<WorkTasks>(workerEntry('workWorker'), { ...DEFAULT_POOL_LIMITS, ...limits });
}
