// Turns a failed HTTP exchange into one of the typed errors of src/shared/errors.ts, keeping the server's
// own message and detail (with any secret removed). Pure.
import { networkProblem } from '../../shared/rules/networkProblems';
import {
  AuthError,
  CancelledError,
  type GlossaError,
  NetworkError,
  NotFoundError,
  PayloadTooLargeError,
  QuotaExceededError,
  RateLimitError,
  ServiceUnavailableError,
  TimeoutError,
  ValidationError,
  fieldIssue,
} from '../../shared/errors';
import type { MessageId, UiMessage } from '../../shared/i18n/catalogue';
import { redact } from './redaction';

export interface ServerErrorBody {
  message?: string;
  detail?: string;
  /** Some validation answers name the offending field. */
  field?: string;
}

/** Reads `message`, `detail` and `field` from an error body, whatever else it holds. Never throws. */
export function parseServerErrorBody(text: string): ServerErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    const trimmed = text.trim();
    return trimmed ? { message: trimmed.slice(0, 500) } : {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const record = parsed as Record<string, unknown>;
  const body: ServerErrorBody = {};
  const message = record.message ?? record.error ?? record.error_message;
  if (typeof message === 'string') body.message = message;
  if (typeof record.detail === 'string') body.detail = record.detail;
  else if (record.detail !== undefined && record.detail !== null) body.detail = JSON.stringify(record.detail);
  if (typeof record.field === 'string') body.field = record.field;
  return body;
}

export interface HttpFailure {
  status: number;
  body: ServerErrorBody;
  /** Seconds the server asked us to wait, from Retry-After. */
  retryAfterSeconds?: number;
  /** e.g. `POST /v2/document`, for the sentence; never a URL with a query. */
  operation: string;
}

/** The typed error for an HTTP status. `secrets` are removed from anything the server sent back. */
export function errorFromStatus(failure: HttpFailure, secrets: readonly string[]): GlossaError {
  const { status } = failure;
  const serverMessage = failure.body.message === undefined ? undefined : redact(failure.body.message, secrets);
  const serverDetail = failure.body.detail === undefined ? undefined : redact(failure.body.detail, secrets);
  const init = {
    status,
    ...(serverMessage === undefined ? {} : { serverMessage }),
    ...(serverDetail === undefined ? {} : { serverDetail }),
    ...(failure.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: failure.retryAfterSeconds }),
  };
  // Each sentence is a catalogue message: the window words it in the user's language; the server's own words
  // (`reason`) stay as they came.
  const reason = serverMessage || undefined;
  const says = (plain: MessageId, saying: MessageId, values: Record<string, string | number> = {}): UiMessage =>
    reason === undefined ? { id: plain, values } : { id: saying, values: { ...values, reason } };
  switch (true) {
    case status === 400: {
      const refused = says('error.service.refused', 'error.service.refusedSaying');
      return new ValidationError([fieldIssue(failure.body.field ?? 'request', refused)], { ...init, says: refused });
    }
    case status === 401 || status === 403:
      return new AuthError({
        ...init,
        says: says('error.service.keyRefused', 'error.service.keyRefusedSaying', { status }),
      });
    case status === 404 || status === 410:
      return new NotFoundError({
        ...init,
        says: says('error.service.notFound', 'error.service.notFoundSaying', { operation: failure.operation }),
      });
    case status === 413:
      return new PayloadTooLargeError({
        ...init,
        says: says('error.service.tooLarge', 'error.service.tooLargeSaying'),
      });
    case status === 456:
      return new QuotaExceededError({ ...init, says: says('error.quota.message', 'error.service.quotaSaying') });
    case status === 429 || status === 529:
      return new RateLimitError({ ...init, says: { id: 'error.service.slowDown', values: { status } } });
    case status >= 500:
      return new ServiceUnavailableError({
        ...init,
        says: says('error.service.unavailable', 'error.service.unavailableSaying', { status }),
      });
    default: {
      const refused = says('error.service.refusedStatus', 'error.service.refusedStatusSaying', { status });
      return new ValidationError([fieldIssue('request', refused)], { ...init, says: refused });
    }
  }
}

const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
]);

/** The error code of a thrown value, looking through `cause` chains (undici wraps socket errors). */
export function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== 'UND_ERR') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for a failure of the connection itself (reset, refused, dropped, stalled): worth a retry. */
export function isNetworkFailure(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && NETWORK_CODES.has(code);
}

/** A connection failure as a sentence with its next step; the operation and system code go to the detail (logs). */
export function networkError(error: unknown, operation: string, host?: string): NetworkError {
  const code = errorCode(error);
  const problem = networkProblem(code, host);
  return new NetworkError({ ...problem, serverDetail: `${operation}, ${code ?? 'unknown'}` }, { cause: error });
}

export function timeoutError(operation: string, timeoutMs: number): TimeoutError {
  return new TimeoutError({
    says: { id: 'error.service.timeout', values: { seconds: Math.round(timeoutMs / 1000), operation } },
  });
}

export function cancelledError(operation: string): CancelledError {
  return new CancelledError({ says: { id: 'error.service.cancelled', values: { operation } } });
}
