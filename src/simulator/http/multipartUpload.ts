// A multipart upload read as it arrives (busboy): text parts are kept in memory, the file part goes straight
// to a file on disk with backpressure, so the simulator's memory stays flat whatever the file's size. The
// body is counted as it arrives; past the cap nothing more is written and the rest is read and discarded,
// so the client gets its 413 answer instead of a broken connection.
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';

export interface UploadedFile {
  /** Where the file part was written; the caller owns it from here on and removes it. */
  path: string;
  /** The file name of the part's content disposition, when it had one. */
  fileName?: string;
  bytes: number;
}

export type MultipartUpload =
  | { kind: 'form'; fields: Record<string, string>; file?: UploadedFile }
  | { kind: 'tooLarge' }
  | { kind: 'malformed' }
  /** The client stopped sending before the body was complete. */
  | { kind: 'cut' };

export interface MultipartUploadOptions {
  /** Folder for the file part. */
  dir: string;
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** The form part that holds the file; other file parts are discarded. */
  fileField: string;
  /** Called with the body bytes received so far (for the request log). */
  onBytes(bytes: number): void;
}

const TEXT_PART_LIMIT_BYTES = 64 * 1024;

/** Reads the whole request. Whatever it answers, no file is left behind unless it is in the answer. */
export async function receiveMultipart(
  req: IncomingMessage,
  options: MultipartUploadOptions,
): Promise<MultipartUpload> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    await discard(req, 0, options.onBytes);
    return { kind: 'tooLarge' };
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { fieldSize: TEXT_PART_LIMIT_BYTES, fields: 100, parts: 110 },
    });
  } catch {
    await discard(req, 0, options.onBytes);
    return { kind: 'malformed' };
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  const writes: Promise<void>[] = [];
  const output: { stream?: WriteStream } = {};

  parser.on('field', (name, value) => {
    if (!(name in fields)) fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== options.fileField || file) {
      // A discarded part still ends in an error when the form is cut; unheard, it would end the process.
      stream.on('error', noop);
      stream.resume();
      return;
    }
    const uploaded: UploadedFile = {
      path: join(options.dir, randomUUID()),
      fileName: info.filename || undefined,
      bytes: 0,
    };
    const target = createWriteStream(uploaded.path);
    file = uploaded;
    output.stream = target;
    const written = pipeline(stream, target).then(() => void (uploaded.bytes = target.bytesWritten));
    written.catch(noop); // awaited once the body is read; a destroyed write must not go unhandled meanwhile
    writes.push(written);
  });
  const parsed = new Promise<void>((resolve, reject) => {
    parser.once('close', resolve);
    parser.once('error', reject);
  });
  parsed.catch(noop); // awaited below; a parse error must not go unhandled meanwhile
  // destroy() below can raise a second error ("Unexpected end of form") after the first was heard; an
  // unheard one would end the process (the app itself, for the offline demo).
  parser.on('error', noop);

  let received = 0;
  let outcome: 'form' | 'tooLarge' | 'malformed' | 'cut' = 'form';
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      received += chunk.length;
      options.onBytes(received);
      if (outcome !== 'form') continue; // discarding the rest
      if (received > options.maxBytes) {
        outcome = 'tooLarge';
        parser.destroy();
        continue;
      }
      if (parser.destroyed) {
        outcome = 'malformed';
        continue;
      }
      if (!parser.write(chunk)) {
        await Promise.race([new Promise<void>((resolve) => parser.once('drain', resolve)), parsed.then(noop, noop)]);
      }
    }
    if (!req.complete) outcome = 'cut';
  } catch {
    outcome = 'cut';
  }
  if (outcome === 'form') {
    parser.end();
    try {
      await parsed;
      await Promise.all(writes);
      return { kind: 'form', fields, file };
    } catch {
      outcome = 'malformed';
    }
  }
  parser.destroy();
  output.stream?.destroy();
  await Promise.allSettled(writes);
  if (file) await rm(file.path, { force: true });
  return { kind: outcome };
}

const noop = () => undefined;

async function discard(req: IncomingMessage, received: number, onBytes: (bytes: number) => void): Promise<void> {
  for await (const chunk of req as AsyncIterable<Buffer>) {
    received += chunk.length;
    onBytes(received);
  }
}
