// The asynchronous voice job of the published description: POST /v1/jobs/voice/translate answers an upload
// address and its signature; the recording is PUT there (Authorization: <Word>-Signature <signature>, or the
// signed address of ?include=signed_url); GET /v1/jobs/voice/translate/{job_id} reports each target's result,
// with a download address once complete. The spec names no voice job, so both dialects serve this form.
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { CreateVoiceJobRequestSchema, type CreateVoiceJobRequest } from '../../shared/api/voiceJobs';
import { checkCreateVoiceJob, MAX_RECORDING_BYTES } from '../../shared/rules/voiceJobs';
import { json, type Exchange, type Plan } from '../http/exchange';
import { badRequest, forbidden, notFound, ServiceError } from '../http/serviceError';
import { parseWith, rejectIssues } from '../http/validation';
import type { SimulatorModule } from '../context';
import { hearRecording, renderTarget, UnreadableRecording } from './recordingWork';

type ResultStatus = 'pending' | 'uploaded' | 'processing' | 'complete' | 'downloaded' | 'failed';
interface JobResult {
  status: ResultStatus;
  signature?: string;
  bytes?: Uint8Array;
  error?: string;
}
interface VoiceJob {
  id: string;
  ownerKey: string;
  plan: Plan;
  createdAt: string;
  updatedAt: string;
  request: CreateVoiceJobRequest;
  uploadSignature: string;
  sourcePath?: string;
  results: JobResult[];
}

const ASSETS = '/v1/assets/voice-jobs';
const newSignature = () => randomBytes(24).toString('base64url');

export const voiceJobRoutes: SimulatorModule = (context) => {
  const jobs = new Map<string, VoiceJob>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const dir = join(tmpdir(), `glossa-simulator-recordings-${randomUUID()}`);
  const later = (ms: number, run: () => void | Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timers.add(timer);
  };
  /** Forgets every job and removes its recording (the folder itself only on close: a new upload may be in it). */
  const forget = async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    const paths = [...jobs.values()].flatMap((job) => (job.sourcePath ? [job.sourcePath] : []));
    jobs.clear();
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  };
  context.onReset(() => void forget());
  context.onClose(async () => {
    await forget();
    await rm(dir, { recursive: true, force: true });
  });

  const assetUrl = (job: VoiceJob, path: string) => `${context.urls()[job.plan]}${ASSETS}/${job.id}/${path}`;
  const touch = (job: VoiceJob, status?: ResultStatus) => {
    job.updatedAt = new Date().toISOString();
    if (status) for (const result of job.results) if (result.status !== 'failed') result.status = status;
  };
  const ownJob = (exchange: Exchange): VoiceJob => {
    const job = jobs.get(exchange.params.job_id ?? '');
    if (!job || job.ownerKey !== exchange.caller.key) throw notFound('There is no voice job with this job_id.');
    return job;
  };
  /** The job of an asset address, when the request carries its signature (header or signed address). */
  const signedJob = (exchange: Exchange, signatureOf: (job: VoiceJob) => string | undefined): VoiceJob => {
    const job = jobs.get(exchange.params.job_id ?? '');
    if (!job) throw notFound('There is no such asset.');
    const header = exchange.req.headers.authorization ?? '';
    const match = /^([A-Za-z]+)-Signature\s+(\S+)$/i.exec(header);
    const given = match?.[2] ?? exchange.query.get('signature') ?? '';
    const expected = signatureOf(job);
    if (!expected || given !== expected)
      throw forbidden(
        'The signature of this address is missing or does not match.',
        'Send "Authorization: <Word>-Signature <signature>" with the signature the job gave, or use its signed address.',
      );
    return job;
  };

  /** Upload received: the job is worked on after the simulator's processing time, like the service. */
  const process = (job: VoiceJob) => {
    const { voiceJobProcessingMs } = context.timings;
    later(voiceJobProcessingMs / 4, () => touch(job, 'processing'));
    later(voiceJobProcessingMs, async () => {
      if (!jobs.has(job.id)) return;
      try {
        const heard = await hearRecording(
          context.audio,
          await readFile(job.sourcePath!),
          job.request.source_file.content_type,
        );
        context.accounts.useSpeech(job.ownerKey, heard.durationMs);
        job.request.targets.forEach((target, index) => {
          const result = job.results[index]!;
          try {
            Object.assign(result, {
              status: 'complete',
              bytes: renderTarget(heard, target.language, target.type),
              signature: newSignature(),
            });
          } catch (error) {
            Object.assign(result, { status: 'failed', error: (error as Error).message });
          }
        });
      } catch (error) {
        const message = error instanceof UnreadableRecording ? error.message : (error as Error).message;
        for (const result of job.results) Object.assign(result, { status: 'failed', error: message });
      }
      touch(job);
      await rm(job.sourcePath!, { force: true });
    });
  };

  const statusOf = (job: VoiceJob, signed: boolean) => ({
    job_id: job.id,
    product: 'voice',
    operation: 'translate',
    created_at: job.createdAt,
    updated_at: job.updatedAt,
    usage: { storage_used: job.results.reduce((sum, r) => sum + (r.bytes?.length ?? 0), 0) },
    source_file: job.request.source_file,
    parameters: job.request.parameters ?? {},
    targets: job.request.targets,
    results: job.results.map((result, index) => {
      if (result.status === 'failed') return { status: 'failed', error: { message: result.error } };
      if (result.status !== 'complete') return { status: result.status };
      const url = assetUrl(job, `results/${index}`);
      return {
        status: 'complete',
        download_url: url,
        signature: result.signature,
        ...(signed ? { signed_download_url: `${url}?signature=${result.signature}` } : {}),
      };
    }),
  });
  const wantsSigned = (exchange: Exchange) => exchange.query.getAll('include').includes('signed_url');

  context.routes.add(
    {
      method: 'POST',
      path: '/v1/jobs/voice/translate',
      access: 'key',
      handle: (exchange) => {
        const fields = exchange.fields();
        rejectIssues(checkCreateVoiceJob(fields as Parameters<typeof checkCreateVoiceJob>[0]));
        const request = parseWith(CreateVoiceJobRequestSchema, fields);
        const now = new Date().toISOString();
        const job: VoiceJob = {
          id: randomUUID(),
          ownerKey: exchange.caller.key,
          plan: exchange.plan,
          createdAt: now,
          updatedAt: now,
          request,
          uploadSignature: newSignature(),
          results: request.targets.map(() => ({ status: 'pending' })),
        };
        jobs.set(job.id, job);
        const upload = assetUrl(job, 'source');
        return json(201, {
          job_id: job.id,
          upload_url: upload,
          signature: job.uploadSignature,
          ...(wantsSigned(exchange) ? { signed_upload_url: `${upload}?signature=${job.uploadSignature}` } : {}),
        });
      },
    },
    {
      method: 'GET',
      path: '/v1/jobs/voice/translate/:job_id',
      access: 'key',
      handle: (exchange) => json(200, statusOf(ownJob(exchange), wantsSigned(exchange))),
    },
    {
      method: 'PUT',
      path: `${ASSETS}/:job_id/source`,
      access: 'signature',
      streamsBody: true,
      maxBodyBytes: MAX_RECORDING_BYTES,
      handle: async (exchange) => {
        const job = signedJob(exchange, (j) => j.uploadSignature);
        if (job.results.some((r) => r.status !== 'pending'))
          throw new ServiceError(409, 'The recording of this job was uploaded already.');
        const declared = job.request.source_file.content_length;
        const announced = Number(exchange.req.headers['content-length'] ?? Number.NaN);
        if (announced > declared) throw badRequest(`The upload is larger than the ${declared} bytes the job declared.`);
        await mkdir(dir, { recursive: true });
        const path = join(dir, job.id);
        let received = 0;
        const count = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            received += chunk.length;
            exchange.receivedBytes = received;
            done(received > declared ? badRequest('The upload is larger than the job declared.') : null, chunk);
          },
        });
        try {
          await pipeline(exchange.req, count, createWriteStream(path, { mode: 0o600 }));
        } catch (error) {
          await rm(path, { force: true });
          if (error instanceof ServiceError) throw error;
          throw badRequest('The upload ended before the whole recording arrived.', 'Upload it again.');
        }
        if (received !== declared) {
          await rm(path, { force: true });
          throw badRequest(`The upload has ${received} bytes; the job declared ${declared}.`, 'Upload it again.');
        }
        job.sourcePath = path;
        touch(job, 'uploaded');
        process(job);
        return { status: 200 };
      },
    },
    {
      method: 'GET',
      path: `${ASSETS}/:job_id/results/:index`,
      access: 'signature',
      handle: (exchange) => {
        const index = Number(exchange.params.index);
        const job = signedJob(exchange, (j) => j.results[index]?.signature);
        const result = job.results[index]!;
        // Downloaded results are marked for deletion, not gone at once: a second fetch still answers.
        result.status = 'downloaded';
        touch(job);
        return { status: 200, bytes: result.bytes!, contentType: job.request.targets[index]!.type };
      },
    },
  );
};
