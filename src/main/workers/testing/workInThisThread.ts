// The work pool's tasks run in the calling thread, for tests of a service's own logic and for benches'
// baselines. Never used by the app itself: there every task runs in the pool (workPool.ts).
import { CancelledError } from '../../../shared/errors';
import type { WorkRunner } from '../workPool';
import { workTasks } from '../workTasks';

export const workInThisThread: WorkRunner = {
  run: (async (name: keyof typeof workTasks, input: unknown, options: { signal?: AbortSignal } = {}) => {
    if (options.signal?.aborted) throw new CancelledError();
    return await (workTasks[name] as (input: unknown) => unknown)(input);
  }) as WorkRunner['run'],
};
