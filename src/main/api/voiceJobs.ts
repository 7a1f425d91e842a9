// The asynchronous voice job (published description; the spec names none): create it, PUT the recording to
// the address it answers (signed with `<Word>-Signature`, the scheme word's own prefix, never the API key),
// read each target's status, and fetch a complete result from its address into a file. The upload and the
// download go to addresses the service chose (on the public service another host), through the same
// connection pool and proxy as every call; each is one attempt: the job service resumes them.
import type { Dispatcher } from 'undici';
import {
  type CreateVoiceJobRequest,
  type CreateVoiceJobResponse,
  CreateVoiceJobResponseSchema,
  type VoiceJobStatus,
  VoiceJobStatusSchema,
} from '../../shared/api/voiceJobs';
import { checkCreateVoiceJob } from '../../shared/rules/voiceJobs';
import { putFileSigned, type SignedAddress, signedRequest } from './signedTransfer';
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
    await putFileSigned(this.address('PUT recording', url, signature), path, 'application/octet-stream', options);
  }

  /** GETs a complete result into `targetPath` (a temp file beside it, renamed when whole). */
  async download(
    url: string,
    signature: string,
    targetPath: string,
    options: CallOptions = {},
  ): Promise<DownloadedFile> {
    return streamToFile(targetPath, async (read) => {
      const response = await signedRequest(
        this.address('GET result', url, signature),
        { method: 'GET' },
        options.signal,
      );
      return read(response, () => undefined);
    });
  }

  private address(operation: string, url: string, signature: string): SignedAddress {
    return {
      operation,
      url,
      dispatcher: this.signed.dispatcher,
      authorization: `${this.signatureWord} ${signature}`,
      secrets: [signature],
    };
  }
}
