// A multipart/form-data body built as a stream: text fields first, then one file part read from disk in
// chunks, so an upload of any size keeps memory flat. The body is a recipe, not bytes: every call to
// `open()` reads the file again, which is what a retried upload needs.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
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
  /** A fresh stream of the whole body; the file is opened anew each time. `onBytes` sees every chunk sent. */
  open(onBytes?: (bytes: number) => void): AsyncIterable<Uint8Array>;
}

const CRLF = '\r\n';

/** Quotes a name for Content-Disposition the way browsers do: `"`, CR and LF are percent-encoded. */
export function quoteDispositionName(name: string): string {
  return `"${name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22')}"`;
}

function fieldPart(boundary: string, name: string, value: string): Buffer {
  return Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name=${quoteDispositionName(name)}${CRLF}${CRLF}${value}${CRLF}`, 'utf8');
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
export async function buildMultipartBody(fields: Readonly<Record<string, string>>, file: FilePart, boundary = `----GlossaBoundary${randomBytes(12).toString('hex')}`): Promise<MultipartBody> {
  const { size } = await stat(file.path);
  const head = Buffer.concat([...Object.entries(fields).map(([name, value]) => fieldPart(boundary, name, value)), fileHeader(boundary, file)]);
  const tail = Buffer.from(`${CRLF}--${boundary}--${CRLF}`, 'utf8');
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    contentLength: head.length + size + tail.length,
    async *open(onBytes) {
      yield head;
      onBytes?.(head.length);
      const stream = createReadStream(file.path, { highWaterMark: 256 * 1024 });
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          yield chunk;
          onBytes?.(chunk.length);
        }
      } finally {
        stream.destroy();
      }
      yield tail;
      onBytes?.(tail.length);
    },
  };
}
