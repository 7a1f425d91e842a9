// One HTTP exchange with the service, done carefully: the auth header (never the URL), a per-attempt
// inactivity timeout, cancellation, retries with backoff on 429/529/5xx and dropped connections, and a
// typed error for everything else. The API area files build on `json`, `upload` and `download` (whose
// file handling is in fileDownload.ts). The wait between attempts: sleep.ts.
import type { Readable } from 'node:stream';
import { type Dispatcher, request } from 'undici';
import type { z } from 'zod';
import { GlossaError, InternalError, ValidationError, fieldIssue } from '../../shared/errors';
import {
  DEFAULT_ANSWER_LIMITS,
  answerTooLarge,
  deadlineError,
  answerJson,
  readBytes,
  readText,
  type JsonParser,
  unreadableAnswer,
  type AnswerLimits,
} from './answerBounds';
import {
  cancelledError,
  errorFromStatus,
  isNetworkFailure,
  networkError,
  parseServerErrorBody,
  timeoutError,
} from './httpErrors';
import type { MultipartBody } from './multipartBody';
import type { Body, CallOptions, Query, UploadOptions } from './transportTypes';
import { type DownloadedFile, streamToFile } from './fileDownload';
import { type ProxyRoute, proxyFailure } from './proxy';
import { redact } from './redaction';
import type { Sleep } from './sleep';
import { type BackoffOptions, isRetryableStatus, nextDelayMs, parseRetryAfterMs } from './retryPolicy';

export interface ApiLogger {
  debug(message: string): void;
}

export interface TransportOptions {
  baseUrl: string;
  authKey: string;
  authScheme: string;
  userAgent: string;
  maxAttempts: number;
  /** Longest silence allowed within one attempt (nothing sent, nothing received), in milliseconds. */
  timeoutMs: number;
  dispatcher: Dispatcher;
  backoff: BackoffOptions;
  sleep: Sleep;
  random: () => number;
  logger?: ApiLogger;
  /** The proxy requests go through: its failures are told as the proxy's. */
  proxy?: ProxyRoute;
  /** Parses a large JSON answer (over LARGE_JSON_BYTES) off this thread: the work pool's `jsonAnswer`. */
  parseJson?: JsonParser;
}

export type { AnswerLimits, JsonParser } from './answerBounds';
export { LARGE_JSON_BYTES } from './answerBounds';

export type { CallOptions, Query, UploadOptions } from './transportTypes';

interface Exchange<T> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Query;
  body: Body;
  signal?: AbortSignal;
  /** Reads a 2xx response. `touch` keeps the attempt's inactivity timer alive while data flows. */
  read(response: Dispatcher.ResponseData, touch: () => void, limits: AnswerLimits): Promise<T>;
  /** False when reading the answer has side effects on the server (a document result is deleted once sent). */
  retryReadFailures: boolean;
  accept?: string; // JSON unless the endpoint answers in another format
  /** Extra values to keep out of messages and logs (e.g. a voice token in the query). */
  secrets?: readonly string[];
  /** Fewer attempts than the client's default: 1 for a write whose lost answer the caller handles itself. */
  attempts?: number;
  limits: AnswerLimits;
}

/** An attempt that failed in a way worth another try. */
class RetryableFailure {
  constructor(
    readonly error: GlossaError,
    readonly retryAfterMs?: number,
  ) {}
}

interface CallContext {
  /** e.g. `POST /v2/document`: for messages and log lines (never the query). */
  operation: string;
  url: URL;
  /** Values to mask in anything that leaves the client. */
  secrets: readonly string[];
}

export class Transport {
  private readonly base: URL;

  constructor(private readonly options: TransportOptions) {
    this.base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    if (this.base.search || this.base.username || this.base.password) {
      throw new ValidationError([fieldIssue('baseUrl', { id: 'error.service.badAddress.field' })], {
        says: { id: 'error.service.badAddress' },
      });
    }
  }

  /** A JSON request; the answer is checked against `schema` (204 gives `undefined`). */
  async json<S extends z.ZodType>(
    method: Exchange<unknown>['method'],
    path: string,
    init: {
      query?: Query;
      body?: unknown;
      schema: S;
      signal?: AbortSignal;
      secrets?: readonly string[];
      attempts?: number;
      /** This endpoint's bounds (DEFAULT_ANSWER_LIMITS where not given). */
      limits?: Partial<AnswerLimits>;
      /**
       * Given the answer's text piece by piece as it arrives (a successful answer only), before it is parsed
       * whole, until it returns false.
       */
      onText?: (piece: string) => boolean;
    },
  ): Promise<z.output<S>> {
    return this.exchange({
      method,
      path,
      query: init.query,
      ...(init.attempts === undefined ? {} : { attempts: init.attempts }),
      body: init.body === undefined ? { kind: 'none' } : { kind: 'json', value: init.body },
      signal: init.signal,
      secrets: init.secrets,
      retryReadFailures: true,
      limits: { ...DEFAULT_ANSWER_LIMITS, ...init.limits },
      read: async (response, touch, limits) => {
        const bytes = await readBytes(response.body, touch, limits.maxBytes, init.onText, () =>
          answerTooLarge(`${method} ${path}`, limits.maxBytes),
        );
        const operation = `${method} ${path}`;
        let value: unknown = undefined;
        if (response.statusCode !== 204) value = await answerJson(bytes, operation, this.options.parseJson);
        const parsed = init.schema.safeParse(value);
        if (!parsed.success) throw unreadableAnswer(operation, parsed.error);
        return parsed.data;
      },
    });
  }

  /** A GET whose answer is text in another format than JSON (the v2 glossary entries as TSV). */
  async text(
    path: string,
    init: { accept: string; signal?: AbortSignal; limits?: Partial<AnswerLimits> },
  ): Promise<string> {
    return this.exchange({
      method: 'GET',
      path,
      body: { kind: 'none' },
      accept: init.accept,
      signal: init.signal,
      retryReadFailures: true,
      limits: { ...DEFAULT_ANSWER_LIMITS, ...init.limits },
      read: (response, touch, limits) =>
        readText(response.body, touch, limits.maxBytes, undefined, () =>
          answerTooLarge(`GET ${path}`, limits.maxBytes),
        ),
    });
  }

  /** Sends a multipart body streamed from disk; a retry opens the file again. Answers with JSON. */
  async upload<S extends z.ZodType>(
    path: string,
    body: MultipartBody,
    init: { schema: S } & UploadOptions,
  ): Promise<z.output<S>> {
    return this.exchange({
      method: 'POST',
      path,
      body: { kind: 'multipart', body, onProgress: init.onProgress },
      signal: init.signal,
      retryReadFailures: true,
      // Sending a large document takes as long as the line needs; the answer itself is a small JSON.
      limits: { maxBytes: 1024 * 1024, deadlineMs: 60 * 60_000 },
      read: async (response, touch, limits) => {
        const text = await readText(response.body, touch, limits.maxBytes, undefined, () =>
          answerTooLarge(`POST ${path}`, limits.maxBytes),
        );
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch (error) {
          throw unreadableAnswer(`POST ${path}`, error);
        }
        const parsed = init.schema.safeParse(value);
        if (!parsed.success) throw unreadableAnswer(`POST ${path}`, parsed.error);
        return parsed.data;
      },
    });
  }

  /**
   * A POST whose answer is a file, streamed into `targetPath` by `streamToFile` (a temp file beside it, synced,
   * then renamed). Not retried once the answer has started.
   */
  async download(
    path: string,
    body: unknown,
    targetPath: string,
    init: CallOptions & { secrets?: readonly string[] } = {},
  ): Promise<DownloadedFile> {
    return streamToFile(targetPath, (read) =>
      this.exchange({
        method: 'POST',
        path,
        body: { kind: 'json', value: body },
        signal: init.signal,
        secrets: init.secrets,
        retryReadFailures: false,
        // The file goes to disk as it comes (fileDownload.ts bounds it); a download may take as long as the line needs.
        limits: { maxBytes: Number.POSITIVE_INFINITY, deadlineMs: 60 * 60_000 },
        read,
      }),
    );
  }

  private url(path: string, query?: Query): URL {
    const url = new URL(path.replace(/^\//, ''), this.base);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url;
  }

  private log(message: string, secrets: readonly string[]): void {
    this.options.logger?.debug(redact(message, secrets));
  }

  private async exchange<T>(exchange: Exchange<T>): Promise<T> {
    const maxAttempts = Math.min(this.options.maxAttempts, exchange.attempts ?? Number.POSITIVE_INFINITY);
    const call: CallContext = {
      operation: `${exchange.method} ${exchange.path}`,
      url: this.url(exchange.path, exchange.query),
      secrets: [this.options.authKey, ...(exchange.secrets ?? [])],
    };
    if (exchange.signal?.aborted) throw cancelledError(call.operation);

    for (let attempt = 1; ; attempt++) {
      this.log(`-> ${call.operation} (attempt ${attempt}/${maxAttempts})`, call.secrets);
      const outcome = await this.attempt(exchange, call);
      if (outcome.done) return outcome.value;
      const { failure } = outcome;
      if (attempt >= maxAttempts) throw failure.error;
      const delay = nextDelayMs(attempt, failure.retryAfterMs, this.options.random(), this.options.backoff);
      if (delay === undefined) throw failure.error;
      this.log(`.. ${call.operation} failed (${failure.error.kind}); retry in ${delay} ms`, call.secrets);
      try {
        await this.options.sleep(delay, exchange.signal ?? new AbortController().signal);
      } catch {
        throw cancelledError(call.operation);
      }
    }
  }

  /** One attempt: its value, a failure worth retrying, or a thrown error that ends the call. */
  private async attempt<T>(
    exchange: Exchange<T>,
    call: CallContext,
  ): Promise<{ done: true; value: T } | { done: false; failure: RetryableFailure }> {
    const { timeoutMs } = this.options;
    const { operation, secrets } = call;
    const controller = new AbortController();
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    // The clock counts silence: every byte sent or received restarts it.
    const touch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort(timeoutError(operation, timeoutMs));
      }, timeoutMs);
    };
    const onUserAbort = () => controller.abort(cancelledError(operation));
    exchange.signal?.addEventListener('abort', onUserAbort, { once: true });
    const started = Date.now();
    let reading = false;
    // The whole attempt's deadline: silence is not needed to stop an answer that drips.
    const { limits } = exchange;
    let pastDeadline = false;
    const deadline = Number.isFinite(limits.deadlineMs)
      ? setTimeout(() => {
          pastDeadline = true;
          controller.abort(deadlineError(operation, limits.deadlineMs));
        }, limits.deadlineMs)
      : undefined;
    touch();
    try {
      const response = await request(call.url, {
        method: exchange.method,
        headers: this.headers(exchange.body, exchange.accept),
        body: this.body(exchange.body, touch),
        dispatcher: this.options.dispatcher,
        signal: controller.signal,
      });
      touch();
      this.log(`<- ${response.statusCode} ${operation} in ${Date.now() - started} ms`, secrets);
      if (response.statusCode >= 400) {
        const text = await readText(response.body, touch, 64 * 1024, undefined, 'cut').catch(() => '');
        const retryAfterMs = parseRetryAfterMs(response.headers['retry-after']);
        const error = errorFromStatus(
          {
            status: response.statusCode,
            body: parseServerErrorBody(text),
            operation,
            ...(retryAfterMs === undefined ? {} : { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }),
          },
          secrets,
        );
        if (!isRetryableStatus(response.statusCode)) throw error;
        return { done: false, failure: new RetryableFailure(error, retryAfterMs) };
      }
      reading = true;
      const length = Number(response.headers['content-length']);
      if (Number.isFinite(length) && length > limits.maxBytes) {
        response.body.destroy();
        throw answerTooLarge(operation, limits.maxBytes);
      }
      return { done: true, value: await exchange.read(response, touch, limits) };
    } catch (error) {
      if (exchange.signal?.aborted) throw cancelledError(operation);
      // Past the deadline the answer is not worth waiting for again: the error ends the call.
      if (pastDeadline) throw deadlineError(operation, limits.deadlineMs);
      // Once a one-time answer (a document result) has started, a failure is final.
      const retryable = !reading || exchange.retryReadFailures;
      if (timedOut) {
        const timeout = timeoutError(operation, timeoutMs);
        if (!retryable) throw timeout;
        return { done: false, failure: new RetryableFailure(timeout) };
      }
      if (error instanceof GlossaError) throw error;
      const viaProxy = this.options.proxy ? proxyFailure(error, this.options.proxy, operation) : undefined;
      if (viaProxy) {
        if (!viaProxy.retry || !retryable) throw viaProxy.error;
        return { done: false, failure: new RetryableFailure(viaProxy.error) };
      }
      if (isNetworkFailure(error)) {
        const failure = networkError(error, operation, this.base.host);
        if (!retryable) throw failure;
        return { done: false, failure: new RetryableFailure(failure) };
      }
      throw new InternalError({ says: { id: 'error.service.failed', values: { operation } } }, { cause: error });
    } finally {
      clearTimeout(timer);
      clearTimeout(deadline);
      exchange.signal?.removeEventListener('abort', onUserAbort);
    }
  }

  private headers(body: Body, accept = 'application/json'): Record<string, string> {
    const headers: Record<string, string> = {
      authorization: `${this.options.authScheme} ${this.options.authKey}`,
      'user-agent': this.options.userAgent,
      accept,
    };
    if (body.kind === 'json') headers['content-type'] = 'application/json';
    if (body.kind === 'multipart') {
      headers['content-type'] = body.body.contentType;
      headers['content-length'] = String(body.body.contentLength);
    }
    return headers;
  }

  private body(body: Body, touch: () => void): string | Readable | undefined {
    if (body.kind === 'none') return undefined;
    if (body.kind === 'json') return JSON.stringify(body.value);
    const total = body.body.contentLength;
    let sent = 0;
    const chunks = body.body.open((bytes) => {
      sent += bytes;
      touch();
      body.onProgress?.(sent, total);
    });
    // Handed to undici as an async iterable (supported at run time, missing from its types): undici then asks
    // for each chunk only after the previous one has drained, which the multipart body's buffer reuse needs.
    // A Readable wrapper would read ahead.
    return chunks as unknown as Readable;
  }
}
