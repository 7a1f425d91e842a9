// One bounded pool of worker threads for heavy work (issue 25): parsing, converting and scanning user data
// never run on the thread where every window's calls wait. Main's work pool (main/workers) and the simulator's
// document work (simulator/documentWork) are both this pool, in the Electron app and the browser shell alike.
// A task is named in a task table (served by taskServer.ts in the worker) and runs in a worker; at most as
// many run at once as the pool's slots allow (WorkSlots, which pools of one process share), a bounded queue
// holds the rest in order, and each can be cancelled (AbortSignal) or time out: a running one by ending its
// worker. Each worker has a heap limit, so a file that escapes its reader's bounds ends one task, not the app.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  CancelledError,
  GlossaError,
  InternalError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  TimeoutError,
} from '../../shared/errors';
import type { TaskFailure, TaskReply, TaskRequest, TaskTable } from './taskServer';
import type { WorkerEntry } from './workerEntry';
import { WorkSlots } from './workSlots';

export interface WorkerPoolLimits {
  /** Tasks running at once (each in its own worker), when the pool is given no shared `slots`. */
  size: number;
  /** Slots shared with the process's other pools: then at most `slots.size` tasks run across all of them. */
  slots?: WorkSlots;
  /** Tasks waiting beyond those; one more is refused with a sentence. */
  maxQueued: number;
  /** V8 old-generation heap of each worker, in MB; a task past it ends with a PayloadTooLargeError. */
  maxHeapMb: number;
  /** Time a task may run, unless its call gives its own; past it the task ends with a TimeoutError. */
  taskMs: number;
  /** An idle worker is kept this long for the next task (starting one costs its module loading), then ended. */
  idleMs: number;
}

/** Leave a core to main's own thread; two at most (the machines are often 2-core and shared). */
export const DEFAULT_POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));

export const DEFAULT_POOL_LIMITS: Readonly<WorkerPoolLimits> = {
  size: DEFAULT_POOL_SIZE,
  maxQueued: 32,
  // A 100 MB glossary file (the import cap) peaks at about 5x its size while read.
  maxHeapMb: 2048,
  taskMs: 5 * 60_000,
  idleMs: 15_000,
};

export interface RunOptions {
  signal?: AbortSignal;
  /** This task's own time limit, in ms. */
  timeoutMs?: number;
  /** Buffers of the input to move to the worker instead of copying (the caller must not use them after). */
  transfer?: ArrayBuffer[];
  /**
   * Names the work in the log, in English ("Importing the glossary file"). The sentences a failure shows come
   * from the catalogue (`work.error.*`) and say "this work": they show where the work was asked for.
   */
  label?: string;
}

type Input<T extends TaskTable, K extends keyof T> = Parameters<T[K]>[0];
type Output<T extends TaskTable, K extends keyof T> = Awaited<ReturnType<T[K]>>;

interface Job {
  id: number;
  name: string;
  input: unknown;
  options: RunOptions;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
  /** Set while it runs: ends it early with this error (its worker is ended too). */
  stop?: (error: Error) => void;
}

/** What the pool's workers were started for, as `new Worker` takes it (`name` shows in profiles and crash logs). */
const WORKER_NAME = 'glossa work';

export class WorkerPool<T extends TaskTable> {
  private readonly queue: Job[] = [];
  private readonly idle = new Map<Worker, ReturnType<typeof setTimeout>>();
  private readonly busy = new Map<Worker, Job>();
  private nextId = 1;
  private closed = false;
  private readonly slots: WorkSlots;

  constructor(
    private readonly entry: WorkerEntry,
    private readonly limits: WorkerPoolLimits = DEFAULT_POOL_LIMITS,
    private readonly workerName = WORKER_NAME,
  ) {
    this.slots = limits.slots ?? new WorkSlots(limits.size);
  }

  /** Runs the task `name` on `input` in a worker; resolves with its output or rejects with a GlossaError. */
  run<K extends keyof T & string>(name: K, input: Input<T, K>, options: RunOptions = {}): Promise<Output<T, K>> {
    if (this.closed) return Promise.reject(closing());
    if (options.signal?.aborted) return Promise.reject(cancelled());
    if (this.queue.length >= this.limits.maxQueued)
      return Promise.reject(
        new ServiceUnavailableError({
          says: { id: 'work.error.busy', values: { count: this.queue.length + this.busy.size } },
          saysNextStep: { id: 'work.error.busyNextStep' },
        }),
      );
    return new Promise<Output<T, K>>((resolve, reject) => {
      const job: Job = { id: this.nextId++, name, input, options, resolve: resolve as (o: unknown) => void, reject };
      const onAbort = () => {
        const waiting = this.queue.indexOf(job);
        if (waiting >= 0) {
          this.queue.splice(waiting, 1);
          reject(cancelled());
        } else job.stop?.(cancelled());
      };
      options.signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => options.signal?.removeEventListener('abort', onAbort);
      job.resolve = (output) => (done(), resolve(output as Output<T, K>));
      job.reject = (error) => (done(), reject(error));
      this.queue.push(job);
      // Granted in order across the pools sharing the slots; a job gone meanwhile passes its slot on.
      this.slots.request(() => {
        const waiting = this.queue.indexOf(job);
        if (this.closed || waiting < 0) return false;
        this.queue.splice(waiting, 1);
        this.start(this.takeWorker(), job);
        return true;
      });
    });
  }

  /** Tasks running and waiting, for tests and benches. */
  get load(): { running: number; queued: number; workers: number } {
    return { running: this.busy.size, queued: this.queue.length, workers: this.busy.size + this.idle.size };
  }

  /** Ends every task (queued or running) with a CancelledError and every worker. */
  async close(): Promise<void> {
    this.closed = true;
    const error = closing;
    for (const job of this.queue.splice(0)) job.reject(error());
    const stopping = [...this.busy.keys(), ...this.idle.keys()].map((worker) => worker.terminate());
    for (const job of [...this.busy.values()]) job.stop?.(error());
    for (const timer of this.idle.values()) clearTimeout(timer);
    this.idle.clear();
    await Promise.allSettled(stopping);
  }

  private takeWorker(): Worker {
    for (const [worker, timer] of this.idle) {
      clearTimeout(timer);
      this.idle.delete(worker);
      return worker;
    }
    const worker = new Worker(this.entry.script, {
      eval: this.entry.eval,
      // Not the parent's flags (Electron's, vitest's, the bench's): the worker needs none.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.limits.maxHeapMb },
      name: this.workerName,
    });
    // A worker that fails while idle is dropped; a busy one is handled by start().
    worker.on('error', () => this.drop(worker));
    worker.on('exit', () => this.drop(worker));
    return worker;
  }

  private start(worker: Worker, job: Job): void {
    const label = job.options.label ?? 'This work';
    let settled = false;
    const settle = (outcome: { output: unknown } | { error: Error }, keepWorker: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      this.busy.delete(worker);
      if (keepWorker && !this.closed) this.park(worker);
      else void worker.terminate();
      if ('output' in outcome) job.resolve(outcome.output);
      else job.reject(outcome.error);
      this.slots.release();
    };
    const onMessage = (reply: TaskReply) => {
      if (reply.id !== job.id) return;
      settle(reply.ok ? { output: reply.output } : { error: failureError(reply.error, label) }, true);
    };
    const onError = (error: Error & { code?: string }) => {
      if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') console.error(`[glossa] ${label} failed: ${error.message}`);
      settle(
        {
          error:
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new PayloadTooLargeError({
                  says: { id: 'work.error.tooMuchMemory', values: { megabytes: this.limits.maxHeapMb } },
                  saysNextStep: { id: 'work.error.tooMuchMemoryNextStep' },
                })
              : new InternalError({ says: { id: 'work.error.failed' } }, { cause: error }),
        },
        false,
      );
    };
    const onExit = () => settle({ error: new InternalError({ says: { id: 'work.error.workerEnded' } }) }, false);
    const ms = job.options.timeoutMs ?? this.limits.taskMs;
    const timer = setTimeout(
      () =>
        settle(
          {
            error: new TimeoutError({
              says: { id: 'work.error.tookTooLong', values: { seconds: ms / 1000 } },
              saysNextStep: { id: 'work.error.tookTooLongNextStep' },
            }),
          },
          false,
        ),
      ms,
    );
    job.stop = (error) => settle({ error }, false);
    worker.on('message', onMessage).once('error', onError).once('exit', onExit);
    this.busy.set(worker, job);
    worker.ref();
    const request: TaskRequest = { id: job.id, name: job.name, input: job.input };
    try {
      worker.postMessage(request, job.options.transfer ?? []);
    } catch (error) {
      console.error(`[glossa] ${label} could not be handed to its worker: ${String(error)}`);
      settle({ error: new InternalError({ says: { id: 'work.error.handOver' } }, { cause: error }) }, true);
    }
  }

  /** Keeps a worker for the next task and ends it when none comes; an idle worker never keeps the process alive. */
  private park(worker: Worker): void {
    worker.unref();
    const timer = setTimeout(() => {
      this.idle.delete(worker);
      void worker.terminate();
    }, this.limits.idleMs);
    timer.unref();
    this.idle.set(worker, timer);
  }

  private drop(worker: Worker): void {
    const timer = this.idle.get(worker);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.idle.delete(worker);
  }
}

const cancelled = () =>
  new CancelledError({ says: { id: 'work.error.cancelled' }, saysNextStep: { id: 'work.error.cancelledNextStep' } });

const closing = () =>
  new CancelledError({ says: { id: 'work.error.closing' }, saysNextStep: { id: 'work.error.closingNextStep' } });

function failureError(failure: TaskFailure, label: string): GlossaError {
  if ('data' in failure) return new GlossaError(failure.data);
  // An untyped failure is a bug of Glossa's: its text goes to the log, the window gets the generic sentence.
  console.error(`[glossa] ${label}: ${failure.message}`);
  return new InternalError();
}
