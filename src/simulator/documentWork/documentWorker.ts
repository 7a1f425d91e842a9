// The document worker's entry (a worker_threads Worker started by documentWorkers.ts, one task at a time):
// it runs a DocumentTask and posts back the translated bytes (transferred, not copied) or the task's error
// message, which becomes the document's `error` status as it is. Built as its own main-bundle input
// (electron.vite.config.ts), so it runs from source (tsx) and from the built app alike.
import { parentPort } from 'node:worker_threads';
import { translateDocumentTask, type DocumentTask } from './documentTask';
import type { DocumentWorkerReply } from './documentWorkers';

const port = parentPort;
if (!port) throw new Error('documentWorker.ts runs only as a worker thread (see documentWorkers.ts).');

port.on('message', (task: DocumentTask) => {
  void translateDocumentTask(task).then(
    ({ bytes, fileName, contentType, characters }) => {
      // Transfer only a buffer the bytes own whole; a view into a larger (or pooled) buffer is copied first.
      const owned =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
          ? bytes
          : new Uint8Array(bytes);
      const reply: DocumentWorkerReply = { ok: true, document: { bytes: owned, fileName, contentType, characters } };
      port.postMessage(reply, [owned.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const reply: DocumentWorkerReply = { ok: false, message: error instanceof Error ? error.message : String(error) };
      port.postMessage(reply);
    },
  );
});
