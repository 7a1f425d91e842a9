// Document work off the simulator's thread (issue 16): the offline demo's simulator shares the app's main
// thread, so a document's reading and rewriting (seconds for the largest) runs in a worker_threads Worker.
// A few workers (DocumentWorkLimits.concurrency) take the jobs in order; the others wait their turn. Each
// worker has a heap limit and each document a time limit: a document that escapes the parsers' own bounds
// stops only its worker, and its job ends in `error` with a message that says which limit it hit.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TranslatedDocument } from '../../node/formats/documents';
import { boundMessages, tooLarge } from '../../node/formats/documents/documentBounds';
import type { DocumentTask } from './documentTask';

/** What the worker posts back for one task. */
export type DocumentWorkerReply = { ok: true; document: TranslatedDocument } | { ok: false; message: string };

export interface DocumentWorkLimits {
  /** Heap (V8 old generation) of one document worker, in MB; past it the worker is stopped. */
  maxHeapMb: number;
  /** Time one document may take, in ms, from the moment a worker takes it; past it the worker is stopped. */
  maxMs: number;
  /** Documents worked on at once; the others are queued. */
  concurrency: number;
}

export const DEFAULT_DOCUMENT_WORK_LIMITS: Readonly<DocumentWorkLimits> = {
  // Every largest document inside the engine's bounds (bench/document-bounds.bench.ts) translates within 256 MB.
  maxHeapMb: 512,
  // The largest pdf takes about 7 s on an idle core, 15-20 s on a busy one.
  maxMs: 120_000,
  // Leave a core to the app's own thread (the simulator answers calls there); two at most.
  concurrency: Math.max(1, Math.min(2, availableParallelism() - 1)),
};

/** An idle worker is kept this long for the next document (starting one costs its module loading), then ended. */
const IDLE_MS = 15_000;

export const CLOSED_MESSAGE = 'The simulator stopped before this document was translated. Upload it again.';

interface Waiting {
  task: DocumentTask;
  resolve: (document: TranslatedDocument) => void;
  reject: (error: Error) => void;
}

export class DocumentWorkers {
  private readonly queue: Waiting[] = [];
  private readonly idle = new Map<Worker, ReturnType<typeof setTimeout>>();
  /** Workers with a document, and how to end that document early (close). */
  private readonly busy = new Map<Worker, (message: string) => void>();
  private closed = false;

  constructor(
    private readonly limits: DocumentWorkLimits = DEFAULT_DOCUMENT_WORK_LIMITS,
    private readonly entry: DocumentWorkerEntry = documentWorkerEntry(),
  ) {}

  /** Translates the task's document in a worker; rejects with the message the job's `error` status shows. */
  translate(task: DocumentTask): Promise<TranslatedDocument> {
    if (this.closed) return Promise.reject(new Error(CLOSED_MESSAGE));
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.next();
    });
  }

  /**
   * Ends every queued document with `message` (the simulator's reset). Running ones finish (nobody reads them
   * any more): stopping a worker would make the next document pay for starting a new one.
   */
  cancelQueued(message: string): void {
    for (const waiting of this.queue.splice(0)) waiting.reject(new Error(message));
  }

  /** Ends every document (queued or running) and every worker. */
  async close(): Promise<void> {
    this.closed = true;
    const stopping = [...this.busy.keys(), ...this.idle.keys()].map((worker) => worker.terminate());
    this.cancelQueued(CLOSED_MESSAGE);
    for (const end of [...this.busy.values()]) end(CLOSED_MESSAGE);
    for (const timer of this.idle.values()) clearTimeout(timer);
    this.idle.clear();
    await Promise.allSettled(stopping);
  }

  private next(): void {
    while (!this.closed && this.busy.size < this.limits.concurrency && this.queue.length > 0) {
      this.run(this.takeWorker(), this.queue.shift()!);
    }
  }

  private takeWorker(): Worker {
    for (const [worker, timer] of this.idle) {
      clearTimeout(timer);
      this.idle.delete(worker);
      return worker;
    }
    const worker = new Worker(this.entry.script, {
      eval: this.entry.eval,
      // Not the parent's flags (Electron's, vitest's): the worker needs none.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.limits.maxHeapMb },
      name: 'simulator document worker',
    });
    // A worker that fails while idle is simply dropped; a busy one is handled by run().
    worker.on('error', () => this.drop(worker));
    worker.on('exit', () => this.drop(worker));
    return worker;
  }

  private run(worker: Worker, { task, resolve, reject }: Waiting): void {
    let settled = false;
    const settle = (outcome: { document: TranslatedDocument } | { message: string }, keepWorker: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      this.busy.delete(worker);
      if (keepWorker && !this.closed) this.park(worker);
      else void worker.terminate();
      if ('document' in outcome) resolve(outcome.document);
      else reject(new Error(outcome.message));
      this.next();
    };
    const onMessage = (reply: DocumentWorkerReply) =>
      settle(reply.ok ? { document: reply.document } : { message: reply.message }, true);
    const onError = (error: Error & { code?: string }) =>
      settle(
        {
          message:
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? tooLarge(task.fileName, boundMessages.memory(this.limits.maxHeapMb)).message
              : `"${task.fileName}" could not be translated: the simulator's document worker failed (${error.message}). Upload it again; if it fails again, the simulator cannot handle this file.`,
        },
        false,
      );
    const onExit = () =>
      settle(
        {
          message: this.closed
            ? CLOSED_MESSAGE
            : `"${task.fileName}" could not be translated: the simulator's document worker stopped. Upload it again.`,
        },
        false,
      );
    const timer = setTimeout(
      () => settle({ message: tooLarge(task.fileName, boundMessages.time(this.limits.maxMs)).message }, false),
      this.limits.maxMs,
    );
    worker.on('message', onMessage).once('error', onError).once('exit', onExit);
    this.busy.set(worker, (message) => settle({ message }, false));
    worker.ref();
    worker.postMessage(task);
  }

  /** Keeps a worker for the next document, and ends it when none comes. It never keeps the process alive. */
  private park(worker: Worker): void {
    worker.unref();
    const timer = setTimeout(() => {
      this.idle.delete(worker);
      void worker.terminate();
    }, IDLE_MS);
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

export interface DocumentWorkerEntry {
  /** The worker's script file, or (with `eval`) the code that loads it. */
  script: string;
  eval: boolean;
}

/**
 * Where documentWorker is, in every way the simulator runs. From source (`npm run simulator`, the browser
 * shell, vitest: all load .ts) a Worker goes through neither vitest's nor the parent's transform, so it
 * registers tsx's require hook itself, then requires documentWorker.ts. Built by electron-vite, the worker is
 * its own entry `out/main/documentWorker.js`, and this code is in a chunk beside it or in `out/main/chunks/`.
 * (`__filename`, not `__dirname`: tsx gives a CommonJS module imported from ESM its file name but not its folder.)
 */
export function documentWorkerEntry(here = dirname(__filename)): DocumentWorkerEntry {
  const source = join(here, 'documentWorker.ts');
  if (existsSync(source)) {
    const tsx = createRequire(source).resolve('tsx/cjs');
    return { script: `require(${JSON.stringify(tsx)});\nrequire(${JSON.stringify(source)});`, eval: true };
  }
  for (const built of [join(here, 'documentWorker.js'), join(here, '..', 'documentWorker.js')]) {
    if (existsSync(built)) return { script: built, eval: false };
  }
  throw new Error(
    `The simulator's document worker is missing (no documentWorker.ts or .js near ${here}); build the app again.`,
  );
}
