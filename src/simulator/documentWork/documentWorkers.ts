// Document work off the simulator's thread (issues 16 and 25): the offline demo's simulator shares the app's
// main thread, so a document's reading and rewriting (seconds for the largest) runs in the one worker pool
// (src/node/work/workerPool.ts), the same mechanism as main's own work. In the app the pool gets the app's
// slots (startAppSimulator's `workSlots`), so the demo's documents and main's work together keep a core free
// for main's thread; a simulator of its own makes its own slots. Each worker has a heap limit and each
// document a time limit: a document that escapes the parsers' own bounds stops only its worker, and its job
// ends in `error` with a message that says which limit it hit.
import { dirname } from 'node:path';
import type { TranslatedDocument } from '../../node/formats/documents';
import { boundMessages, tooLarge } from '../../node/formats/documents/documentBounds';
import { workerEntry, type WorkerEntry } from '../../node/work/workerEntry';
import { DEFAULT_POOL_SIZE, WorkerPool } from '../../node/work/workerPool';
import type { WorkSlots } from '../../node/work/workSlots';
import { isGlossaError } from '../../shared/errors';
import type { DocumentTask } from './documentTask';
import type { DocumentTasks } from './documentTasks';

export interface DocumentWorkLimits {
  /** Heap (V8 old generation) of one document worker, in MB; past it the worker is stopped. */
  maxHeapMb: number;
  /** Time one document may take, in ms, from the moment a worker takes it; past it the worker is stopped. */
  maxMs: number;
  /** Documents worked on at once (when no shared `slots` are given); the others are queued. */
  concurrency: number;
  /** The process's slots, shared with main's work pool in the offline demo. */
  slots?: WorkSlots;
}

export const DEFAULT_DOCUMENT_WORK_LIMITS: Readonly<DocumentWorkLimits> = {
  // Every largest document inside the engine's bounds (bench/document-bounds.bench.ts) translates within 256 MB.
  maxHeapMb: 512,
  // The largest pdf takes about 7 s on an idle core, 15-20 s on a busy one.
  maxMs: 120_000,
  // Leave a core to the app's own thread (the simulator answers calls there); two at most.
  concurrency: DEFAULT_POOL_SIZE,
};

/** Documents waiting for a worker beyond those running; the simulator's own uploads are bounded before this. */
const MAX_QUEUED = 1_000;
/** An idle worker is kept this long for the next document (starting one costs its module loading), then ended. */
const IDLE_MS = 15_000;

export const CLOSED_MESSAGE = 'The simulator stopped before this document was translated. Upload it again.';

export class DocumentWorkers {
  private readonly pool: WorkerPool<DocumentTasks>;
  /** Aborted by a reset: every document asked for before it ends (queued ones without running). */
  private reset = new AbortController();

  constructor(
    private readonly limits: DocumentWorkLimits = DEFAULT_DOCUMENT_WORK_LIMITS,
    entry: WorkerEntry = workerEntry('documentWorker', dirname(__filename)),
  ) {
    this.pool = new WorkerPool<DocumentTasks>(
      entry,
      {
        size: limits.concurrency,
        ...(limits.slots ? { slots: limits.slots } : {}),
        maxQueued: MAX_QUEUED,
        maxHeapMb: limits.maxHeapMb,
        taskMs: limits.maxMs,
        idleMs: IDLE_MS,
      },
      'simulator document worker',
    );
  }

  /** Translates the task's document in a worker; rejects with the message the job's `error` status shows. */
  async translate(task: DocumentTask): Promise<TranslatedDocument> {
    const resetMessage = { current: '' };
    const signal = this.reset.signal;
    const onReset = () => (resetMessage.current = String(signal.reason));
    signal.addEventListener('abort', onReset, { once: true });
    try {
      const output = await this.pool.run('translateDocument', task, { signal, label: `"${task.fileName}"` });
      if ('refused' in output) throw new Error(output.refused);
      return output;
    } catch (error) {
      if (!isGlossaError(error)) throw error;
      throw new Error(this.messageFor(error.kind, task.fileName, resetMessage.current));
    } finally {
      signal.removeEventListener('abort', onReset);
    }
  }

  /** Ends every document asked for so far with `message` (the simulator's reset): nobody can read them any more. */
  endAll(message: string): void {
    const ending = this.reset;
    this.reset = new AbortController();
    ending.abort(message);
  }

  /** Ends every document (queued or running) and every worker. */
  close(): Promise<void> {
    return this.pool.close();
  }

  private messageFor(kind: string, fileName: string, resetMessage: string): string {
    switch (kind) {
      case 'payloadTooLarge':
        return tooLarge(fileName, boundMessages.memory(this.limits.maxHeapMb)).message;
      case 'timeout':
        return tooLarge(fileName, boundMessages.time(this.limits.maxMs)).message;
      case 'cancelled':
        return resetMessage || CLOSED_MESSAGE;
      default:
        return `"${fileName}" could not be translated: the simulator's document worker failed. Upload it again; if it fails again, the simulator cannot handle this file.`;
    }
  }
}
