// A transfer to an address the service handed out (a voice job's recording and results, a translation memory's
// TMX import and export): no API key goes there, the address or a signature header proves the right. One attempt
// each, through the client's own connection pool and proxy; the caller's job resumes or polls. A file is PUT
// streamed from disk with progress; what the address answers with an error becomes the typed errors of
// httpErrors.ts, with the signature masked out of the message.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { type Dispatcher, request } from 'undici';
import { cancelledError, errorFromStatus, isNetworkFailure, networkError, parseServerErrorBody } from './httpErrors';
import type { UploadOptions } from './transportTypes';

export interface SignedAddress {
  /** What the transfer is, for error messages ("PUT recording"). */
  operation: string;
  url: string;
  /** The client's connection pool (direct or through the proxy); undici's global one when absent. */
  dispatcher?: Dispatcher | undefined;
  /** An Authorization header the address wants (a voice job's `DeepL-Signature …`). */
  authorization?: string;
  /** Secrets never repeated in a message (the signature, the address's query). */
  secrets: readonly string[];
}

/** One request to a signed address; a status of 400 or more is thrown as its typed error. */
export async function signedRequest(
  address: SignedAddress,
  init: Pick<Dispatcher.RequestOptions, 'method' | 'headers' | 'body'>,
  signal: AbortSignal | undefined,
): Promise<Dispatcher.ResponseData> {
  const { operation } = address;
  if (signal?.aborted) throw cancelledError(operation);
  const url = new URL(address.url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw networkError(new Error(`The service gave an address Glossa cannot use (${url.protocol}).`), operation);
  let response: Dispatcher.ResponseData;
  try {
    response = await request(url, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        ...(address.authorization ? { authorization: address.authorization } : {}),
      },
      ...(address.dispatcher ? { dispatcher: address.dispatcher } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw cancelledError(operation);
    throw isNetworkFailure(error) ? networkError(error, operation, url.host) : error;
  }
  if (response.statusCode >= 400) {
    const text = await response.body.text().catch(() => '');
    throw errorFromStatus({ status: response.statusCode, body: parseServerErrorBody(text), operation }, [
      ...address.secrets,
    ]);
  }
  return response;
}

/** PUTs a file to a signed address, streamed from disk, reporting the bytes sent and the total. */
export async function putFileSigned(
  address: SignedAddress,
  path: string,
  contentType: string,
  options: UploadOptions = {},
): Promise<void> {
  const total = (await stat(path)).size;
  let sent = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length;
      options.onProgress?.(sent, total);
      done(null, chunk);
    },
  });
  const file = createReadStream(path);
  const response = await signedRequest(
    address,
    {
      method: 'PUT',
      headers: { 'content-type': contentType, 'content-length': String(total) },
      body: file.pipe(counter),
    },
    options.signal,
  ).finally(() => file.destroy());
  await response.body.dump();
}
