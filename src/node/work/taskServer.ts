// The worker side of the pool (workerPool.ts): answers `{ id, name, input }` messages with the named task's
// output, one task at a time, or with its error as ErrorData. Each worker entry (workWorker.ts, the tests'
// probe worker) calls serveTasks with its own table, so the pool knows nothing of what the tasks do.
import { parentPort } from 'node:worker_threads';
import { GlossaError, type ErrorData } from '../../shared/errors';

/** A table of tasks: each takes plain (structured-cloneable) data and returns it, or a promise of it. */
export type TaskTable = Record<string, (input: never) => unknown>;

export interface TaskRequest {
  id: number;
  name: string;
  input: unknown;
}

export type TaskReply = { id: number; ok: true; output: unknown } | { id: number; ok: false; error: TaskFailure };

/** A typed error crosses as its data; anything else as its message, which main logs but never shows. */
export type TaskFailure = { data: ErrorData } | { message: string };

export function serveTasks(tasks: TaskTable): void {
  const port = parentPort;
  if (!port) throw new Error('A task table is served only inside a worker thread (see workerPool.ts).');
  port.on('message', ({ id, name, input }: TaskRequest) => {
    const task = tasks[name] as ((input: unknown) => unknown) | undefined;
    void (async () => {
      if (!task) throw new Error(`No task named ${name} in this worker.`);
      return await task(input);
    })().then(
      (output) => {
        const reply: TaskReply = { id, ok: true, output };
        port.postMessage(reply, ownedBuffers(output));
      },
      (error: unknown) => {
        const failure: TaskFailure =
          error instanceof GlossaError
            ? { data: error.toData() }
            : { message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
        const reply: TaskReply = { id, ok: false, error: failure };
        port.postMessage(reply);
      },
    );
  });
}

/**
 * The buffers of an output's top-level byte arrays (or of the output itself) that can be moved rather than
 * copied: only a buffer a view owns whole (a view into a larger or pooled buffer is copied as usual).
 */
function ownedBuffers(output: unknown): ArrayBuffer[] {
  const values =
    output instanceof Uint8Array ? [output] : typeof output === 'object' && output ? Object.values(output) : [];
  const buffers = new Set<ArrayBuffer>();
  for (const value of values) {
    if (
      value instanceof Uint8Array &&
      value.buffer instanceof ArrayBuffer &&
      value.byteOffset === 0 &&
      value.byteLength === value.buffer.byteLength
    )
      buffers.add(value.buffer);
  }
  return [...buffers];
}
