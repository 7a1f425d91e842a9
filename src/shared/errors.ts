// Typed errors, one per kind a user can act on. Pure: used by main, the renderer and the simulator.
// Every error crosses IPC as plain `ErrorData` and is rebuilt on the other side with `fromErrorData`.
// An error says what happened and what to do next as catalogue messages (`uiMessage`, `uiNextStep`: an id with
// values), which the window words in the user's language; `message` and `nextStep` are the same in English, for
// logs and for the simulator's answers. Raise one with `says` and the English follows from the catalogue:
// `new NotFoundError({ says: { id: 'error.glossary.gone', values: { name } } })`.
import type { MessageId, UiMessage } from './i18n/catalogue';
import { englishText } from './i18n/english';

export const ERROR_KINDS = [
  'auth',
  'quota',
  'notFound',
  'alreadyDownloaded',
  'rateLimited',
  'validation',
  'payloadTooLarge',
  'unavailable',
  'network',
  'timeout',
  'cancelled',
  'keychain',
  'forbiddenSender',
  'internal',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface FieldIssue {
  /** Dotted path of the offending field, e.g. `dictionaries.0.entries` or `target_lang`. */
  field: string;
  /** A sentence a translator understands, in English (logs, the simulator). */
  message: string;
  /** The same sentence as a catalogue message, which the window words in the user's language. */
  uiMessage?: UiMessage;
}

/** A field's problem said as a catalogue message; its English `message` follows from the catalogue. */
export function fieldIssue(field: string, says: UiMessage): FieldIssue {
  return { field, message: englishText(says), uiMessage: says };
}

export interface ErrorData {
  kind: ErrorKind;
  /** What went wrong, in one English sentence (logs; the window prefers `uiMessage`). */
  message: string;
  /** What the user can do next, in one English sentence (logs; the window prefers `uiNextStep`). */
  nextStep?: string;
  /** What went wrong, as a catalogue message the window words in the user's language. */
  uiMessage?: UiMessage;
  /** What the user can do next, as a catalogue message. */
  uiNextStep?: UiMessage;
  /** HTTP status, when the error came from the service. */
  status?: number;
  /** The server's own `message`/`detail`, kept verbatim. */
  serverMessage?: string;
  serverDetail?: string;
  fields?: FieldIssue[];
  /** Seconds to wait before retrying, when the server said so. */
  retryAfterSeconds?: number;
}

/** Each kind's next step, when the error names none of its own. */
const DEFAULT_NEXT_STEP: Record<ErrorKind, MessageId> = {
  auth: 'error.auth.nextStep',
  quota: 'error.quota.nextStep',
  notFound: 'error.notFound.nextStep',
  alreadyDownloaded: 'error.alreadyDownloaded.nextStep',
  rateLimited: 'error.rateLimited.nextStep',
  validation: 'error.validation.nextStep',
  payloadTooLarge: 'error.payloadTooLarge.nextStep',
  unavailable: 'error.unavailable.nextStep',
  network: 'error.network.nextStep',
  timeout: 'error.timeout.nextStep',
  cancelled: 'error.cancelled.nextStep',
  keychain: 'error.keychain.nextStep',
  forbiddenSender: 'error.forbiddenSender.nextStep',
  internal: 'error.internal.nextStep',
};

export class GlossaError extends Error {
  readonly kind: ErrorKind;
  readonly nextStep: string;
  readonly uiMessage?: UiMessage;
  readonly uiNextStep?: UiMessage;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly serverDetail?: string;
  readonly fields?: FieldIssue[];
  readonly retryAfterSeconds?: number;

  constructor(data: ErrorData, options?: { cause?: unknown }) {
    super(data.message, options);
    this.name = ERROR_NAMES[data.kind];
    this.kind = data.kind;
    if (data.uiMessage !== undefined) this.uiMessage = data.uiMessage;
    // A next step given only in English stays English; none given means the kind's own, in every language.
    const uiNextStep =
      data.uiNextStep ?? (data.nextStep === undefined ? { id: DEFAULT_NEXT_STEP[data.kind] } : undefined);
    if (uiNextStep !== undefined) this.uiNextStep = uiNextStep;
    this.nextStep = data.nextStep ?? (uiNextStep ? englishText(uiNextStep) : '');
    if (data.status !== undefined) this.status = data.status;
    if (data.serverMessage !== undefined) this.serverMessage = data.serverMessage;
    if (data.serverDetail !== undefined) this.serverDetail = data.serverDetail;
    if (data.fields !== undefined) this.fields = data.fields;
    if (data.retryAfterSeconds !== undefined) this.retryAfterSeconds = data.retryAfterSeconds;
  }

  toData(): ErrorData {
    const data: ErrorData = { kind: this.kind, message: this.message, nextStep: this.nextStep };
    if (this.uiMessage !== undefined) data.uiMessage = this.uiMessage;
    if (this.uiNextStep !== undefined) data.uiNextStep = this.uiNextStep;
    if (this.status !== undefined) data.status = this.status;
    if (this.serverMessage !== undefined) data.serverMessage = this.serverMessage;
    if (this.serverDetail !== undefined) data.serverDetail = this.serverDetail;
    if (this.fields !== undefined) data.fields = this.fields;
    if (this.retryAfterSeconds !== undefined) data.retryAfterSeconds = this.retryAfterSeconds;
    return data;
  }
}

/**
 * What an error class takes: `says` (a catalogue message; the English `message` follows from it) or an English
 * `message` alone (it then shows in English in every language: prefer `says`), and `saysNextStep` likewise.
 */
type Init = Omit<ErrorData, 'kind' | 'message' | 'uiMessage' | 'uiNextStep'> & {
  message?: string;
  says?: UiMessage;
  saysNextStep?: UiMessage;
};
const make =
  (kind: ErrorKind, defaultId: MessageId) =>
  (init: Init = {}): ErrorData => {
    const { says, saysNextStep, message, ...rest } = init;
    // An English message without `says` is the raiser's own sentence: the window shows it as it is.
    const uiMessage = says ?? (message === undefined ? { id: defaultId } : undefined);
    const data: ErrorData = { ...rest, kind, message: message ?? englishText(uiMessage ?? { id: defaultId }) };
    if (uiMessage) data.uiMessage = uiMessage;
    if (saysNextStep) {
      data.uiNextStep = saysNextStep;
      data.nextStep = init.nextStep ?? englishText(saysNextStep);
    }
    return data;
  };

export class AuthError extends GlossaError {
  constructor(init?: Init) {
    super(make('auth', 'error.auth.message')(init));
  }
}
export class QuotaExceededError extends GlossaError {
  constructor(init?: Init) {
    super(make('quota', 'error.quota.message')({ status: 456, ...init }));
  }
}
export class NotFoundError extends GlossaError {
  constructor(init?: Init) {
    super(make('notFound', 'error.notFound.message')(init));
  }
}
export class DocumentAlreadyDownloadedError extends GlossaError {
  constructor(init?: Init) {
    super(make('alreadyDownloaded', 'error.alreadyDownloaded.message')(init));
  }
}
export class RateLimitError extends GlossaError {
  constructor(init?: Init) {
    super(make('rateLimited', 'error.rateLimited.message')(init));
  }
}
export class ValidationError extends GlossaError {
  constructor(fields: FieldIssue[], init?: Init) {
    // The first field's problem is the sentence, unless the raiser says another.
    const first = fields[0];
    const lead: Init =
      init?.says !== undefined || init?.message !== undefined || first === undefined
        ? {}
        : first.uiMessage
          ? { says: first.uiMessage }
          : { message: first.message };
    super(make('validation', 'error.validation.message')({ ...lead, ...init, fields }));
  }
}
export class PayloadTooLargeError extends GlossaError {
  constructor(init?: Init) {
    super(make('payloadTooLarge', 'error.payloadTooLarge.message')({ status: 413, ...init }));
  }
}
export class ServiceUnavailableError extends GlossaError {
  constructor(init?: Init) {
    super(make('unavailable', 'error.unavailable.message')(init));
  }
}
export class NetworkError extends GlossaError {
  constructor(init?: Init, options?: { cause?: unknown }) {
    super(make('network', 'error.network.message')(init), options);
  }
}
export class TimeoutError extends GlossaError {
  constructor(init?: Init) {
    super(make('timeout', 'error.timeout.message')(init));
  }
}
export class CancelledError extends GlossaError {
  constructor(init?: Init) {
    super(make('cancelled', 'error.cancelled.message')(init));
  }
}
export class KeychainError extends GlossaError {
  constructor(init?: Init) {
    super(make('keychain', 'error.keychain.message')(init));
  }
}
export class ForbiddenSenderError extends GlossaError {
  constructor(init?: Init) {
    super(make('forbiddenSender', 'error.forbiddenSender.message')(init));
  }
}

/** A fault of Glossa's own (a worker that ended, a system call that failed): what it stopped, in the user's words. */
export class InternalError extends GlossaError {
  constructor(init?: Init, options?: { cause?: unknown }) {
    super(make('internal', 'error.internal.message')(init), options);
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
  const uiMessage: UiMessage = { id: 'error.internal.message' };
  const uiNextStep: UiMessage = { id: DEFAULT_NEXT_STEP.internal };
  return {
    kind: 'internal',
    message: englishText(uiMessage),
    nextStep: englishText(uiNextStep),
    uiMessage,
    uiNextStep,
  };
}

export function fromErrorData(data: ErrorData): GlossaError {
  return new GlossaError(data);
}

export function isGlossaError(error: unknown, kind?: ErrorKind): error is GlossaError {
  return error instanceof GlossaError && (kind === undefined || error.kind === kind);
}
