// How much of one answer is read, and for how long: a server that sends too much, a byte now and then
// forever, or an answer Glossa does not understand is stopped with a sentence (the transport's bounds).
import { GlossaError, InternalError, TimeoutError } from '../../shared/errors';

/**
 * Bounds on one call's answer, on top of the silence timeout: a server that sends too much, or a byte now
 * and then forever, is stopped with a sentence instead of holding memory or the call (issue 25).
 */
export interface AnswerLimits {
  /** Largest answer body read into memory, in bytes (a Content-Length above it is refused before reading). */
  maxBytes: number;
  /** Longest one attempt may take from sending to the last byte of the answer, in milliseconds. */
  deadlineMs: number;
}

export const DEFAULT_ANSWER_LIMITS: Readonly<AnswerLimits> = { maxBytes: 16 * 1024 * 1024, deadlineMs: 120_000 };

export function unreadableAnswer(operation: string, cause: unknown): GlossaError {
  const where = answerFieldOf(cause);
  return new InternalError(
    {
      says: where
        ? { id: 'error.service.unreadableField', values: { operation, field: where } }
        : { id: 'error.service.unreadable', values: { operation } },
      saysNextStep: { id: 'error.service.unreadable.nextStep' },
    },
    { cause },
  );
}

/** The first offending field of a schema failure, as a dotted path (`3.features`); `body` when it is not JSON. */
function answerFieldOf(cause: unknown): string | undefined {
  if (cause instanceof SyntaxError) return 'body (not JSON)';
  const issues = (cause as { issues?: { path?: PropertyKey[] }[] }).issues;
  const path = issues?.[0]?.path;
  if (!path) return undefined;
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

/**
 * An answer's text, at most `limit` bytes: past it, `overLimit` says what happens: `cut` keeps the first bytes
 * (an error's body), a function gives the error that ends the read. Either way no more is read.
 */
export async function readText(
  body: AsyncIterable<Buffer | Uint8Array>,
  touch: () => void,
  limit: number,
  onText: ((piece: string) => boolean) | undefined,
  overLimit: 'cut' | (() => Error),
): Promise<string> {
  return (await readBytes(body, touch, limit, onText, overLimit)).toString('utf8');
}

/** As readText, the answer's bytes undecoded (a large JSON answer is decoded and parsed in the work pool). */
export async function readBytes(
  body: AsyncIterable<Buffer | Uint8Array>,
  touch: () => void,
  limit: number,
  onText: ((piece: string) => boolean) | undefined,
  overLimit: 'cut' | (() => Error),
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let decoder = onText && new TextDecoder('utf-8');
  let size = 0;
  for await (const chunk of body) {
    touch();
    if (size + chunk.length > limit) {
      if (overLimit !== 'cut') throw overLimit();
      chunks.push(Buffer.from(chunk.subarray(0, limit - size)));
      break;
    }
    chunks.push(Buffer.from(chunk));
    size += chunk.length;
    if (decoder && !onText!(decoder.decode(chunk, { stream: true }))) decoder = undefined;
  }
  return Buffer.concat(chunks);
}

/**
 * Decodes and parses JSON bytes elsewhere (a worker): the value, or `notJson` with the parser's sentence. The
 * bytes' buffer may be moved to the worker, so the caller must not use it afterwards.
 */
export type JsonParser = (bytes: Uint8Array) => Promise<{ value: unknown } | { notJson: string }>;

/**
 * Answers up to this size are parsed on main's thread (well under a millisecond a KiB, below what a frame
 * notices); larger ones, a dictionary's entries above all (up to 64 MiB of JSON), go to the `JsonParser`.
 */
export const LARGE_JSON_BYTES = 256 * 1024;

/** An answer's JSON (undefined when it is empty): a large one parsed by `offThread` (the work pool), a small one here. */
export async function answerJson(bytes: Buffer, operation: string, offThread?: JsonParser): Promise<unknown> {
  if (offThread && bytes.length > LARGE_JSON_BYTES) {
    // Moved, not copied: a buffer the bytes do not own whole is copied into one they do.
    const owned =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : Uint8Array.from(bytes);
    const read = await offThread(owned);
    if ('notJson' in read) throw unreadableAnswer(operation, new SyntaxError(read.notJson));
    return read.value;
  }
  const text = bytes.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw unreadableAnswer(operation, error);
  }
}

/** A size in words: 64 KiB, 16 MiB. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MiB` : `${Math.round(bytes / 1024)} KiB`;

export function answerTooLarge(operation: string, maxBytes: number): GlossaError {
  return new InternalError({
    says: { id: 'error.service.answerTooLarge', values: { size: sizeText(maxBytes), operation } },
    saysNextStep: { id: 'error.service.answerTooLarge.nextStep' },
  });
}

export function deadlineError(operation: string, deadlineMs: number): GlossaError {
  return new TimeoutError({
    says: { id: 'error.service.answerTooSlow', values: { seconds: Math.round(deadlineMs / 1000), operation } },
    saysNextStep: { id: 'error.service.answerTooSlow.nextStep' },
  });
}
