// The one error type a route throws to answer with an HTTP error. Typed errors from src/shared (the shared
// rules throw ValidationError etc.) are mapped here, so every route answers the same way.
import { GlossaError } from '../../shared/errors';

/** The JSON body of every error answer: `{ "message": ..., "detail"?: ... }`. */
export interface ErrorBody {
  message: string;
  detail?: string;
}

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  get body(): ErrorBody {
    return this.detail === undefined ? { message: this.message } : { message: this.message, detail: this.detail };
  }
}

export const badRequest = (message: string, detail?: string) => new ServiceError(400, message, detail);
export const forbidden = (message: string, detail?: string) => new ServiceError(403, message, detail);
export const notFound = (message: string, detail?: string) => new ServiceError(404, message, detail);

const STATUS_BY_KIND: Partial<Record<GlossaError['kind'], number>> = {
  validation: 400,
  auth: 403,
  notFound: 404,
  payloadTooLarge: 413,
  rateLimited: 429,
  quota: 456,
  unavailable: 503,
};

/** Any thrown value as a ServiceError; unknown errors become a 500 without leaking their text. */
export function toServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  if (error instanceof GlossaError) {
    const status = error.status ?? STATUS_BY_KIND[error.kind] ?? 500;
    const detail = error.serverDetail ?? error.fields?.map((issue) => `${issue.field}: ${issue.message}`).join(' ');
    return new ServiceError(status, error.message, detail || undefined);
  }
  return new ServiceError(500, 'Internal error in the simulator.');
}
