// The simulator's document work as a task table of the one worker pool (src/node/work): loaded only inside
// the document worker (documentWorker.ts); the simulator imports its type. A document the engine refuses is an
// answer, not a failure: its message becomes the job's `error` status as it is (a DocumentFormatError's, a
// bound's, the same-language sentence), so it crosses as `{ refused }`.
import { translateDocumentTask, type DocumentTask } from './documentTask';

export type DocumentTaskOutput =
  { bytes: Uint8Array; fileName: string; contentType: string; characters: number } | { refused: string };

export const documentTasks = {
  translateDocument: async (task: DocumentTask): Promise<DocumentTaskOutput> => {
    try {
      const { bytes, fileName, contentType, characters } = await translateDocumentTask(task);
      // The pool moves a buffer the bytes own whole; a view into a larger (or pooled) one is copied first.
      const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
      return { bytes: owned, fileName, contentType, characters };
    } catch (error) {
      return { refused: error instanceof Error ? error.message : String(error) };
    }
  },
};

export type DocumentTasks = typeof documentTasks;
