// Typed errors, one per kind a user can act on. Pure: used by main, the renderer and the simulator.
// Every error crosses IPC as plain `ErrorData` and is rebuilt on the other side with `fromErrorData`.

export type ErrorKind =
  | 'auth'
  | 'quota'
  | 'notFound'
  | 'alreadyDownloaded'
  | 'rateLimited'
  | 'validation'
  | 'payloadTooLarge'
  | 'unavailable'
  | 'network'
  | 'timeout'
  | 'cancelled'
  | 'keychain'
  | 'forbiddenSender'
  | 'internal';

export interface FieldIssue {
  /** Dotted path of the offending field, e.g. `dictionaries.0.entries` or `target_lang`. */
  field: string;
  /** A sentence a translator understands. */
  message: string;
}

export interface ErrorData {
  kind: ErrorKind;
  /** What went wrong, in one sentence. */
  message: string;
  /** What the user can do next, in one sentence. */
  nextStep?: string;
  /** HTTP status, when the error came from the service. */
  status?: number;
  /** The server's own `message`/`detail`, kept verbatim. */
  serverMessage?: string;
  serverDetail?: string;
  fields?: FieldIssue[];
  /** Seconds to wait before retrying, when the server said so. */
  retryAfterSeconds?: number;
}

const DEFAULT_NEXT_STEP: Record<ErrorKind, string> = {
  auth: 'Check the API key in Settings, and that it belongs to the chosen plan.',
  quota:
    'The character limit for this key is reached: see the usage meter next to the account name in Settings. Raise the limit in your account, or wait for the next period.',
  notFound: 'It may have been deleted. Refresh the list and try again.',
  alreadyDownloaded: 'The service deletes a translated document after one download. Translate the file again.',
  rateLimited: 'The service is busy. Wait a moment and try again.',
  validation: 'Correct the highlighted fields and try again.',
  payloadTooLarge: 'Send less at once: split the text or the file.',
  unavailable: 'The service is temporarily unavailable. Try again in a few minutes.',
  network: 'Check your internet connection. Nothing was lost; try again when you are online.',
  timeout: 'The service took too long to answer. Try again.',
  cancelled: 'You cancelled it.',
  keychain: 'See Settings for how to unlock or set up the system keychain.',
  forbiddenSender: 'This request did not come from Glossa itself and was refused.',
  internal: 'Please try again. If it keeps happening, restart Glossa.',
};

export class GlossaError extends Error {
  readonly kind: ErrorKind;
  readonly nextStep: string;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly serverDetail?: string;
  readonly fields?: FieldIssue[];
  readonly retryAfterSeconds?: number;

  constructor(data: ErrorData, options?: { cause?: unknown }) {
    super(data.message, options);
    this.name = ERROR_NAMES[data.kind];
    this.kind = data.kind;
    this.nextStep = data.nextStep ?? DEFAULT_NEXT_STEP[data.kind];
    if (data.status !== undefined) this.status = data.status;
    if (data.serverMessage !== undefined) this.serverMessage = data.serverMessage;
    if (data.serverDetail !== undefined) this.serverDetail = data.serverDetail;
    if (data.fields !== undefined) this.fields = data.fields;
    if (data.retryAfterSeconds !== undefined) this.retryAfterSeconds = data.retryAfterSeconds;
  }

  toData(): ErrorData {
    const data: ErrorData = { kind: this.kind, message: this.message, nextStep: this.nextStep };
    if (this.status !== undefined) data.status = this.status;
    if (this.serverMessage !== undefined) data.serverMessage = this.serverMessage;
    if (this.serverDetail !== undefined) data.serverDetail = this.serverDetail;
    if (this.fields !== undefined) data.fields = this.fields;
    if (this.retryAfterSeconds !== undefined) data.retryAfterSeconds = this.retryAfterSeconds;
    return data;
  }
}

type Init = Omit<ErrorData, 'kind' | 'message'> & { message?: string };
const make =
  (kind: ErrorKind, defaultMessage: string) =>
  (init: Init = {}) => ({ ...init, kind, message: init.message ?? defaultMessage });

export class AuthError extends GlossaError {
  constructor(init?: Init) {
    super(make('auth', 'The service refused the API key.')(init));
  }
}
export class QuotaExceededError extends GlossaError {
  constructor(init?: Init) {
    super(make('quota', 'The character quota for this key is used up (456).')({ status: 456, ...init }));
  }
}
export class NotFoundError extends GlossaError {
  constructor(init?: Init) {
    super(make('notFound', 'The service could not find it.')(init));
  }
}
export class DocumentAlreadyDownloadedError extends GlossaError {
  constructor(init?: Init) {
    super(
      make(
        'alreadyDownloaded',
        'This translated document was already downloaded once and is gone from the service.',
      )(init),
    );
  }
}
export class RateLimitError extends GlossaError {
  constructor(init?: Init) {
    super(make('rateLimited', 'Too many requests: the service asked us to slow down.')(init));
  }
}
export class ValidationError extends GlossaError {
  constructor(fields: FieldIssue[], init?: Init) {
    super(make('validation', fields[0]?.message ?? 'Some values are not valid.')({ ...init, fields }));
  }
}
export class PayloadTooLargeError extends GlossaError {
  constructor(init?: Init) {
    super(make('payloadTooLarge', 'That is more than the service accepts in one request.')({ status: 413, ...init }));
  }
}
export class ServiceUnavailableError extends GlossaError {
  constructor(init?: Init) {
    super(make('unavailable', 'The service is unavailable right now.')(init));
  }
}
export class NetworkError extends GlossaError {
  constructor(init?: Init, options?: { cause?: unknown }) {
    super(make('network', 'Glossa could not reach the service.')(init), options);
  }
}
export class TimeoutError extends GlossaError {
  constructor(init?: Init) {
    super(make('timeout', 'The service did not answer in time.')(init));
  }
}
export class CancelledError extends GlossaError {
  constructor(init?: Init) {
    super(make('cancelled', 'Cancelled.')(init));
  }
}
export class KeychainError extends GlossaError {
  constructor(init?: Init) {
    super(make('keychain', 'The system keychain cannot be used.')(init));
  }
}
export class ForbiddenSenderError extends GlossaError {
  constructor(init?: Init) {
    super(make('forbiddenSender', 'A message from an untrusted sender was refused.')(init));
  }
}

const ERROR_NAMES: Record<ErrorKind, string> = {
  auth: 'AuthError',
  quota: 'QuotaExceededError',
  notFound: 'NotFoundError',
  alreadyDownloaded: 'DocumentAlreadyDownloadedError',
  rateLimited: 'RateLimitError',
  validation: 'ValidationError',
  payloadTooLarge: 'PayloadTooLargeError',
  unavailable: 'ServiceUnavailableError',
  network: 'NetworkError',
  timeout: 'TimeoutError',
  cancelled: 'CancelledError',
  keychain: 'KeychainError',
  forbiddenSender: 'ForbiddenSenderError',
  internal: 'InternalError',
};

/** Any thrown value as `ErrorData`; unknown errors become `internal` without leaking their text. */
export function toErrorData(error: unknown): ErrorData {
  if (error instanceof GlossaError) return error.toData();
  return { kind: 'internal', message: 'Something went wrong inside Glossa.', nextStep: DEFAULT_NEXT_STEP.internal };
}

export function fromErrorData(data: ErrorData): GlossaError {
  return new GlossaError(data);
}

export function isGlossaError(error: unknown, kind?: ErrorKind): error is GlossaError {
  return error instanceof GlossaError && (kind === undefined || error.kind === kind);
}
