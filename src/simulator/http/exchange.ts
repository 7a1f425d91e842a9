// One HTTP request and what a route needs from it: path parameters, query, the body in the formats the
// route accepts (JSON, form-encoded, multipart), and the authenticated caller.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServiceError, badRequest } from './serviceError';
import { receiveMultipart, type UploadedFile } from './multipartUpload';
import { parseFormFields } from './formBody';
import type { Caller } from '../state/accounts';

export type BodyKind = 'json' | 'form' | 'multipart';
export type Plan = 'pro' | 'free';

/** What a route answers. `json` is serialized; `bytes` is sent as is; neither means an empty body. */
export interface Reply {
  status: number;
  json?: unknown;
  bytes?: Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  status,
  json: body,
  headers,
});
export const noContent = (): Reply => ({ status: 204 });

/** A body field as read from JSON (any value) or from a form (string, or string[] when repeated). */
export type Fields = Record<string, unknown>;

export class Exchange {
  /** Set by the dispatcher once the key is checked; routes with access 'none' never see it. */
  caller!: Caller;
  params: Record<string, string> = {};
  /** Body bytes received so far: the whole body when the dispatcher read it, else as the route streams it. */
  receivedBytes: number;
  readonly query: URLSearchParams;
  readonly path: string;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly plan: Plan,
    readonly body: Buffer,
    private readonly accepted: readonly BodyKind[],
    /** The route's body limit (for a body the route streams itself). */
    private readonly maxBodyBytes = Infinity,
  ) {
    this.receivedBytes = body.length;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    this.path = url.pathname;
    this.query = url.searchParams;
  }

  get method(): string {
    return (this.req.method ?? 'GET').toUpperCase();
  }

  private get mediaType(): string {
    return (this.req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  }

  /**
   * The body as fields, from JSON or a form, whichever the route accepts. An empty body is `{}`.
   * Form keys listed in `formArrays` are always arrays (a form repeats a key to send a list).
   */
  fields(formArrays: readonly string[] = []): Fields {
    if (this.body.length === 0) return {};
    const type = this.mediaType;
    if (type === 'application/json' && this.accepted.includes('json')) return parseJsonObject(this.body);
    if (type === 'application/x-www-form-urlencoded' && this.accepted.includes('form'))
      return parseFormFields(this.body.toString('utf8'), formArrays);
    throw new ServiceError(
      415,
      `This endpoint does not accept a body of type "${type || 'none'}".`,
      `Send ${describe(this.accepted)}.`,
    );
  }

  /**
   * The multipart body of a streamed route (document upload), read as it arrives: the text parts, and the
   * `fileField` part written to a new file in `dir`, which the caller then owns. 413 over the route's limit.
   */
  async multipartToFile(
    dir: string,
    fileField: string,
  ): Promise<{ fields: Record<string, string>; file?: UploadedFile }> {
    if (this.mediaType !== 'multipart/form-data' || !this.accepted.includes('multipart')) {
      throw new ServiceError(
        415,
        'This endpoint takes multipart/form-data.',
        'Send the file and its fields as multipart/form-data.',
      );
    }
    const upload = await receiveMultipart(this.req, {
      dir,
      maxBytes: this.maxBodyBytes,
      fileField,
      onBytes: (bytes) => (this.receivedBytes = bytes),
    });
    switch (upload.kind) {
      case 'form':
        return upload;
      case 'tooLarge':
        throw new ServiceError(
          413,
          `The upload is too large: the simulator accepts at most ${formatSize(this.maxBodyBytes)} per upload.`,
          'Send a smaller file, or start the simulator with a larger upload cap (--max-upload-bytes).',
        );
      case 'cut':
        throw badRequest('The upload ended before the whole body arrived.', 'Send the upload again.');
      case 'malformed':
        throw badRequest('The multipart body could not be read.', 'Check the boundary and the parts of the form.');
    }
  }
}

/** A size for a message: bytes, with MB (10^6) when that is shorter to read. */
export function formatSize(bytes: number): string {
  const exact = `${bytes.toLocaleString('en-US')} bytes`;
  return bytes < 1_000_000
    ? exact
    : `${(bytes / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB (${exact})`;
}

function describe(kinds: readonly BodyKind[]): string {
  const names: Record<BodyKind, string> = {
    json: 'application/json',
    form: 'application/x-www-form-urlencoded',
    multipart: 'multipart/form-data',
  };
  return kinds.map((kind) => names[kind]).join(' or ');
}

function parseJsonObject(body: Buffer): Fields {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('The body is not valid JSON.', 'Send a JSON object.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('The body must be a JSON object.');
  return value as Fields;
}
