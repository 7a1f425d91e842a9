// A multipart/form-data body built as a stream: text fields first, then one file part read from disk in
// chunks, so an upload of any size keeps memory flat. The body is a recipe, not bytes: every call to
// `open()` reads the file again, which is what a retried upload needs.
//
// The file is read into a small ring of reused buffers rather than a fresh buffer per chunk: with fresh
// buffers, dead chunks pile up until V8's next GC and a 500 MB upload grows the process by ~40 MiB. Reuse is
// safe because undici asks an async iterable for the next chunk only after the socket has drained (every
// chunk here is larger than the socket's high-water mark, so each write waits for 'drain'); the ring leaves
// room for a consumer that reads a few chunks ahead. A consumer that keeps chunks must copy them.
import { open as openFile, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';

export interface FilePart {
  /** The form field, `file` for a document upload. */
  field: string;
  path: string;
  /** The name the service sees; defaults to the base name of `path`. */
  filename: string;
  contentType: string;
}

export interface MultipartBody {
  contentType: string;
  /** Exact byte length, so the request carries Content-Length and the server can refuse early. */
  contentLength: number;
  /**
   * A fresh stream of the whole body; the file is opened anew each time. `onBytes` sees every chunk once the
   * consumer has taken it. A file chunk is valid until the consumer has asked for RING_SIZE more chunks.
   */
  open(onBytes?: (bytes: number) => void): AsyncIterable<Uint8Array>;
}

const CRLF = '\r\n';
/** Bytes read from the file at a time: above the socket's high-water mark (16 KiB on Node 20, 64 KiB on 22). */
const FILE_CHUNK_BYTES = 128 * 1024;
/** How many file chunks may be alive at once. */
const RING_SIZE = 4;

/** Quotes a name for Content-Disposition the way browsers do: `"`, CR and LF are percent-encoded. */
export function quoteDispositionName(name: string): string {
  return `"${name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22')}"`;
}

function fieldPart(boundary: string, name: string, value: string): Buffer {
  return Buffer.from(
    `--${boundary}${CRLF}Content-Disposition: form-data; name=${quoteDispositionName(name)}${CRLF}${CRLF}${value}${CRLF}`,
    'utf8',
  );
}

function fileHeader(boundary: string, file: FilePart): Buffer {
  return Buffer.from(
    `--${boundary}${CRLF}Content-Disposition: form-data; name=${quoteDispositionName(file.field)}; filename=${quoteDispositionName(file.filename)}${CRLF}` +
      `Content-Type: ${file.contentType}${CRLF}${CRLF}`,
    'utf8',
  );
}

/**
 * Frames `fields` and `file` as multipart/form-data. The file's size is read now; if it changes before a
 * send, the request fails with a length mismatch rather than sending a torn file.
 */
export async function buildMultipartBody(
  fields: Readonly<Record<string, string>>,
  file: FilePart,
  boundary = `----GlossaBoundary${randomBytes(12).toString('hex')}`,
): Promise<MultipartBody> {
  const { size } = await stat(file.path);
  const head = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => fieldPart(boundary, name, value)),
    fileHeader(boundary, file),
  ]);
  const tail = Buffer.from(`${CRLF}--${boundary}--${CRLF}`, 'utf8');
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    contentLength: head.length + size + tail.length,
    async *open(onBytes) {
      yield head;
      onBytes?.(head.length);
      const handle = await openFile(file.path, 'r');
      try {
        const ring = Array.from({ length: RING_SIZE }, () => Buffer.allocUnsafeSlow(FILE_CHUNK_BYTES));
        for (let position = 0, turn = 0; position < size; turn++) {
          const buffer = ring[turn % RING_SIZE]!;
          const { bytesRead } = await handle.read(buffer, 0, Math.min(FILE_CHUNK_BYTES, size - position), position);
          if (bytesRead === 0) throw new Error(`The file ${file.filename} got shorter while it was being sent.`);
          position += bytesRead;
          yield buffer.subarray(0, bytesRead);
          onBytes?.(bytesRead);
        }
      } finally {
        await handle.close();
      }
      yield tail;
      onBytes?.(tail.length);
    },
  };
}
