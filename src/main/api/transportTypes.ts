// The options and bodies of the transport's calls (transport.ts), apart so that the transport stays one concern.
import type { MultipartBody } from './multipartBody';

export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

export interface CallOptions {
  signal?: AbortSignal;
}

export interface UploadOptions extends CallOptions {
  /** Bytes of the body sent so far in the current attempt, and the total. */
  onProgress?: (sent: number, total: number) => void;
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; body: MultipartBody; onProgress?: UploadOptions['onProgress'] };
