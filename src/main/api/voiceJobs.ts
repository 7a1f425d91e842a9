// The asynchronous voice job (published description; the spec names none): create it, PUT the recording to
// the address it answers (signed with `<Word>-Signature`, the scheme word's own prefix, never the API key),
// read each target's status, and fetch a complete result from its address into a file. The upload and the
// download go to addresses the service chose (on the public service another host), through the same
// connection pool and proxy as every call; each is one attempt: the job service resumes them.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { type Dispatcher, request } from 'undici';
import {
  type CreateVoiceJobRequest,
  type CreateVoiceJobResponse,
  CreateVoiceJobResponseSchema,
  type VoiceJobStatus,
  VoiceJobStatusSchema,
} from '../../shared/api/voiceJobs';
import { checkCreateVoiceJob } from '../../shared/rules/voiceJobs';
import { cancelledError, errorFromStatus, isNetworkFailure, networkError, parseServerErrorBody } from './httpErrors';
import { idSegment, refuseIfInvalid } from './checks';
import { type DownloadedFile, streamToFile } from './fileDownload';
import type { CallOptions, Transport, UploadOptions } from './transport';

export interface SignedTransferOptions {
  dispatcher: Dispatcher;
  /** The client's scheme word (`DeepL-Auth-Key`): its prefix names the signature (`DeepL-Signature`). */
  authScheme: string;
}

export class VoiceJobsApi {
  private readonly signatureWord: string;

  constructor(
    private readonly transport: Transport,
    private readonly signed: SignedTransferOptions,
  ) {
    this.signatureWord = `${signed.authScheme.replace(/-Auth-Key$/i, '') || 'DeepL'}-Signature`;
  }

  /** POST /v1/jobs/voice/translate: the job, its upload address and the signature to upload with. */
  async create(body: CreateVoiceJobRequest, options: CallOptions = {}): Promise<CreateVoiceJobResponse> {
    refuseIfInvalid(checkCreateVoiceJob(body));
    // One attempt: a job whose answer was lost is not made twice behind the user's back.
    return this.transport.json('POST', '/v1/jobs/voice/translate', {
      body,
      schema: CreateVoiceJobResponseSchema,
      signal: options.signal,
      attempts: 1,
    });
  }

  /** GET /v1/jobs/voice/translate/{job_id}: each target's result, in the order of the targets. */
  async status(jobId: string, options: CallOptions = {}): Promise<VoiceJobStatus> {
    return this.transport.json('GET', `/v1/jobs/voice/translate/${idSegment('job_id', jobId)}`, {
      schema: VoiceJobStatusSchema,
      signal: options.signal,
    });
  }

  /** PUTs the recording to the job's upload address, streamed from disk, with progress. */
  async upload(url: string, signature: string, path: string, options: UploadOptions = {}): Promise<void> {
    const total = (await stat(path)).size;
    let sent = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sent += chunk.length;
        options.onProgress?.(sent, total);
        done(null, chunk);
      },
    });
    const response = await this.send('PUT recording', url, signature, options.signal, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(total) },
      body: createReadStream(path).pipe(counter),
    });
    await response.body.dump();
  }

  /** GETs a complete result into `targetPath` (a temp file beside it, renamed when whole). */
  async download(
    url: string,
    signature: string,
    targetPath: string,
    options: CallOptions = {},
  ): Promise<DownloadedFile> {
    return streamToFile(targetPath, async (read) => {
      const response = await this.send('GET result', url, signature, options.signal, { method: 'GET' });
      return read(response, () => undefined);
    });
  }

  private async send(
    operation: string,
    url: string,
    signature: string,
    signal: AbortSignal | undefined,
    init: Pick<Dispatcher.RequestOptions, 'method' | 'headers' | 'body'>,
  ): Promise<Dispatcher.ResponseData> {
    if (signal?.aborted) throw cancelledError(operation);
    const address = new URL(url);
    if (address.protocol !== 'https:' && address.protocol !== 'http:')
      throw networkError(new Error(`The service gave an address Glossa cannot use (${address.protocol}).`), operation);
    let response: Dispatcher.ResponseData;
    try {
      response = await request(address, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `${this.signatureWord} ${signature}` },
        dispatcher: this.signed.dispatcher,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw cancelledError(operation);
      throw isNetworkFailure(error) ? networkError(error, operation, address.host) : error;
    }
    if (response.statusCode >= 400) {
      const text = await response.body.text().catch(() => '');
      throw errorFromStatus({ status: response.statusCode, body: parseServerErrorBody(text), operation }, [signature]);
    }
    return response;
  }
}
