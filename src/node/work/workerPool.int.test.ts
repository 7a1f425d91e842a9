// The work pool: answers come back from a worker thread, typed errors keep their kind, at most `size` tasks
// run at once and the rest wait in order, a bounded queue, cancellation of a waiting and of a running task,
// a time limit, a heap limit, and main's thread stays free while a worker is busy. Pools sharing one process's
// slots (main's work and the demo simulator's documents) never run more tasks together than the slots allow.
import { dirname } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { isGlossaError, type GlossaError } from '../../shared/errors';
import type { ProbeTasks } from './testing/probeTasks';
import { workerEntry } from './workerEntry';
import { DEFAULT_POOL_LIMITS, WorkerPool, type WorkerPoolLimits } from './workerPool';
import { WorkSlots } from './workSlots';

const pools: WorkerPool<ProbeTasks>[] = [];
const probePool = (limits: Partial<WorkerPoolLimits> = {}) => {
  const pool = new WorkerPool<ProbeTasks>(workerEntry('testing/probeWorker', dirname(__filename)), {
    ...DEFAULT_POOL_LIMITS,
    size: 1,
    ...limits,
  });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('the work pool', () => {
  it('runs a task on another thread and answers with its output', async () => {
    const answer = await probePool().run('echo', { text: 'Hallo' });
    expect(answer.text).toBe('Hallo');
    expect(answer.threadId).not.toBe(threadId);
  });

  it('keeps a typed error its kind and its message ids with their values, and hides an untyped one behind the generic sentence', async () => {
    const pool = probePool();
    const refused = (await failure(pool.run('refuse', undefined as never))) as GlossaError;
    expect(isGlossaError(refused, 'validation')).toBe(true);
    // Raised inside the worker; the window words it from these ids in the user's language.
    const notXml = { id: 'glossaries.import.tbx.notXml', values: { name: 'terms.tbx', line: 7 } };
    expect(refused.uiMessage).toEqual(notXml);
    expect(refused.uiNextStep).toEqual({ id: 'glossaries.import.tbx.exportAgain' });
    expect(refused.fields).toEqual([
      {
        field: 'file',
        message: '“terms.tbx” is not well-formed XML (line 7), so it cannot be read as TBX.',
        uiMessage: notXml,
      },
    ]);
    const crashed = (await failure(pool.run('crash', undefined as never))) as GlossaError;
    expect(isGlossaError(crashed, 'internal')).toBe(true);
    expect(crashed.uiMessage).toEqual({ id: 'error.internal.message' });
    expect(crashed.message).not.toContain('secret detail');
    // The worker is still good for the next task.
    expect((await pool.run('echo', { text: 'again' })).text).toBe('again');
  });

  it('runs at most `size` tasks at once and the others in the order they came', async () => {
    const pool = probePool({ size: 2 });
    const runs = ['a', 'b', 'c', 'd'].map((name) =>
      pool.run('spin', { ms: 150 }).then((times) => ({ name, ...times })),
    );
    expect(pool.load).toMatchObject({ running: 2, queued: 2 });
    const done = await Promise.all(runs);
    // Never three at once: at each task's start, at most one other is running. Each thread reads the clock from
    // its own time origin, which can differ by a millisecond or so, so an overlap counts only past 20 ms (a third
    // task running at once would overlap by most of its 150 ms).
    const skew = 20;
    for (const task of done) {
      const others = done.filter((o) => o !== task && o.start <= task.start && o.end > task.start + skew);
      expect(others.length).toBeLessThanOrEqual(1);
    }
    expect(pool.load.workers).toBeLessThanOrEqual(2);

    // The order they came, on one worker (one clock): each starts after the one before it ended.
    const one = probePool({ size: 1 });
    const inOrder = await Promise.all(['a', 'b', 'c', 'd'].map(() => one.run('spin', { ms: 20 })));
    for (let i = 1; i < inOrder.length; i++) expect(inOrder[i]!.start).toBeGreaterThanOrEqual(inOrder[i - 1]!.end);
  });

  it('refuses a task past the queue bound with a sentence, and takes it again once there is room', async () => {
    const pool = probePool({ maxQueued: 1 });
    const running = pool.run('spin', { ms: 300 });
    const waiting = pool.run('echo', { text: 'waits' });
    const refused = await failure(pool.run('echo', { text: 'one too many' }));
    expect(isGlossaError(refused, 'unavailable')).toBe(true);
    expect((refused as GlossaError).uiMessage).toEqual({ id: 'work.error.busy', values: { count: 2 } });
    expect((refused as Error).message).toBe(
      'Glossa is already busy with 2 files and lists, so this work could not start.',
    );
    await Promise.all([running, waiting]);
    expect((await pool.run('echo', { text: 'room' })).text).toBe('room');
  });

  it('cancels a waiting task without running it, and a running one by ending its worker', async () => {
    const pool = probePool();
    const running = new AbortController();
    const waiting = new AbortController();
    const first = pool.run('forever', undefined as never, { signal: running.signal, label: 'Importing the file' });
    const second = pool.run('echo', { text: 'never' }, { signal: waiting.signal });
    waiting.abort();
    expect(isGlossaError(await failure(second), 'cancelled')).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    running.abort();
    const error = await failure(first);
    expect(isGlossaError(error, 'cancelled')).toBe(true);
    expect((error as GlossaError).uiMessage).toEqual({ id: 'work.error.cancelled' });
    expect((error as GlossaError).uiNextStep).toEqual({ id: 'work.error.cancelledNextStep' });
    // A fresh worker takes the next task.
    expect((await pool.run('echo', { text: 'next' })).text).toBe('next');
  });

  it('stops a task past its time limit with a sentence that names the limit', async () => {
    const pool = probePool();
    const error = await failure(
      pool.run('forever', undefined as never, { timeoutMs: 300, label: 'Exporting the history' }),
    );
    expect(isGlossaError(error, 'timeout')).toBe(true);
    expect((error as GlossaError).uiMessage).toEqual({ id: 'work.error.tookTooLong', values: { seconds: 0.3 } });
    expect((error as Error).message).toBe('This work took longer than 0.3 s and was stopped.');
    expect((await pool.run('echo', { text: 'after' })).text).toBe('after');
  });

  it('ends a task that outgrows the heap limit with a sentence, and goes on serving', async () => {
    const pool = probePool({ maxHeapMb: 64 });
    const error = await failure(pool.run('grow', undefined as never, { label: 'Reading the glossary file' }));
    expect(isGlossaError(error, 'payloadTooLarge')).toBe(true);
    expect((error as GlossaError).uiMessage).toEqual({ id: 'work.error.tooMuchMemory', values: { megabytes: 64 } });
    expect((error as Error).message).toContain('more memory than Glossa allows for one task (64 MB)');
    expect((await pool.run('echo', { text: 'alive' })).text).toBe('alive');
  });

  it('moves bytes both ways instead of copying them', async () => {
    const pool = probePool();
    const data = new Uint8Array([1, 2, 3]);
    const answer = await pool.run('bytes', { data }, { transfer: [data.buffer] });
    expect(data.byteLength).toBe(0); // moved to the worker
    expect([...answer.out]).toEqual([254, 253, 252]);
    expect(answer.inputLength).toBe(3);
  });

  it('leaves main’s thread free while a worker is busy for a second', async () => {
    const pool = probePool();
    await pool.run('echo', { text: 'warm' });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    await new Promise((resolve) => setTimeout(resolve, 30)); // its first tick only sets its clock
    await pool.run('spin', { ms: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 30)); // a pause is recorded when the next tick fires
    delay.disable();
    // A busy machine may delay a tick by scheduling alone; a task on this thread would show 1000 ms.
    expect(delay.max / 1e6).toBeLessThan(500);
  });

  it('ends queued and running tasks when it closes, and refuses new ones', async () => {
    const pool = probePool();
    const running = failure(pool.run('forever', undefined as never));
    const waiting = failure(pool.run('echo', { text: 'waits' }));
    await new Promise((r) => setTimeout(r, 50));
    await pool.close();
    expect(isGlossaError(await running, 'cancelled')).toBe(true);
    expect(isGlossaError(await waiting, 'cancelled')).toBe(true);
    const late = await failure(pool.run('echo', { text: 'late' }));
    expect(isGlossaError(late, 'cancelled')).toBe(true);
    expect((late as GlossaError).uiMessage).toEqual({ id: 'work.error.closing' });
    expect((late as GlossaError).uiNextStep).toEqual({ id: 'work.error.closingNextStep' });
    expect(pool.load.workers).toBe(0);
  });
});

describe('pools that share the process’s slots', () => {
  // Each task's start and end on one clock (the test's), as the pool reports them to its caller.
  const timed = async (pool: WorkerPool<ProbeTasks>, name: string, ms: number, signal?: AbortSignal) => {
    const asked = performance.now();
    const { threadId: thread } = await pool.run('spin', { ms }, signal ? { signal } : {});
    return { name, asked, ended: performance.now(), thread };
  };

  it('run one task at a time across both pools when there is one slot, in the order they were asked for', async () => {
    const slots = new WorkSlots(1);
    const main = probePool({ slots, size: 2 });
    const documents = probePool({ slots, size: 2 });
    const started: string[] = [];
    const runs = [
      main.run('spin', { ms: 150 }).then((t) => (started.push('main 1'), t)),
      documents.run('spin', { ms: 150 }).then((t) => (started.push('document 1'), t)),
      main.run('spin', { ms: 150 }).then((t) => (started.push('main 2'), t)),
    ];
    // One runs, two wait, although each pool alone would run two.
    expect(slots.load).toEqual({ running: 1, waiting: 2 });
    expect(main.load.running + documents.load.running).toBe(1);
    const done = await Promise.all(runs);
    // Never two at once: each starts after the one before it ended (20 ms for the threads' clock origins).
    const byStart = [...done].sort((a, b) => a.start - b.start);
    for (let i = 1; i < byStart.length; i++) expect(byStart[i]!.start).toBeGreaterThanOrEqual(byStart[i - 1]!.end - 20);
    expect(started).toEqual(['main 1', 'document 1', 'main 2']);
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('give a cancelled task’s slot to the other pool’s next task: a waiting one at once, a running one when its worker ends', async () => {
    const slots = new WorkSlots(1);
    const main = probePool({ slots });
    const documents = probePool({ slots });
    const running = new AbortController();
    const waiting = new AbortController();
    const first = failure(main.run('forever', undefined as never, { signal: running.signal }));
    const second = failure(main.run('echo', { text: 'never' }, { signal: waiting.signal }));
    const document = timed(documents, 'document', 10);
    waiting.abort();
    expect(isGlossaError(await second, 'cancelled')).toBe(true);
    expect(slots.load).toEqual({ running: 1, waiting: 2 }); // the cancelled grant waits to be passed on
    await new Promise((r) => setTimeout(r, 50));
    const aborted = performance.now();
    running.abort();
    expect(isGlossaError(await first, 'cancelled')).toBe(true);
    const { ended } = await document;
    expect(ended).toBeGreaterThan(aborted);
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('free a closed pool’s slots for the pools still open', async () => {
    const slots = new WorkSlots(1);
    const closing = probePool({ slots });
    const open = probePool({ slots });
    const endless = failure(closing.run('forever', undefined as never));
    const waitingInClosing = failure(closing.run('echo', { text: 'never' }));
    const document = open.run('echo', { text: 'runs' });
    await new Promise((r) => setTimeout(r, 50));
    await closing.close();
    expect(isGlossaError(await endless, 'cancelled')).toBe(true);
    expect(isGlossaError(await waitingInClosing, 'cancelled')).toBe(true);
    expect((await document).text).toBe('runs');
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });
});
