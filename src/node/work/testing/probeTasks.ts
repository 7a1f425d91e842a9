// Tasks that exercise the pool itself in its tests (workerPool.int.test.ts): answers, typed and untyped
// failures, work that never ends, memory that grows past the heap limit, moved bytes. Served by probeWorker.ts.
import { threadId } from 'node:worker_threads';
import { ValidationError, fieldIssue } from '../../../shared/errors';

export const probeTasks = {
  echo: (input: { text: string }) => ({ text: input.text, threadId }),
  /** Busy for `ms` on the worker's thread (what a big parse does), then answers. */
  spin: ({ ms }: { ms: number }) => {
    const start = performance.timeOrigin + performance.now();
    while (performance.timeOrigin + performance.now() < start + ms);
    return { threadId, start, end: performance.timeOrigin + performance.now() };
  },
  forever: (): number => {
    for (;;);
  },
  /** Refuses as a format reader does: a field's problem and a next step, each a message id with its values. */
  refuse: (): never => {
    throw new ValidationError(
      [fieldIssue('file', { id: 'glossaries.import.tbx.notXml', values: { name: 'terms.tbx', line: 7 } })],
      { saysNextStep: { id: 'glossaries.import.tbx.exportAgain' } },
    );
  },
  crash: (): never => {
    throw new TypeError('secret detail');
  },
  grow: (): number => {
    const kept: number[][] = [];
    for (;;) kept.push(new Array<number>(1_000_000).fill(kept.length));
  },
  bytes: ({ data }: { data: Uint8Array }) => {
    const out = new Uint8Array(data.length);
    for (let i = 0; i < data.length; i++) out[i] = 255 - data[i]!;
    return { out, inputLength: data.length };
  },
};

export type ProbeTasks = typeof probeTasks;
