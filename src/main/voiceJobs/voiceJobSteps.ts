// One voice job's steps on the service, each journaled before the next: create (the job_id, its upload address
// and signature), upload (once the service has every byte, never again), poll with back-off, and for each
// complete result: download into userData, journal, then place beside the recording under a free name (never
// over a user's file). Passing failures (network, timeouts, 429, 5xx) are retried with growing pauses; past
// the bound the job stops where it was, with what to do, and Retry goes on from there.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isGlossaError } from '../../shared/errors';
import { VOICE_JOB_RESULT_KINDS, voiceJobResultName } from '../../shared/rules/voiceJobs';
import type { VoiceJobsApi } from '../api/voiceJobs';
import { nextPollDelayMs, offlineRetryDelayMs } from '../documents/pollSchedule';
import { partPathFor, placeDownloadedFile, placementReason } from '../documents/outputPlacement';
import { englishText } from '../../shared/i18n/english';
import type { UiMessage } from '../../shared/i18n/catalogue';
import type { ResultRecord, VoiceJobRecord } from './voiceJobJournal';

export interface StepContext {
  api(): Promise<VoiceJobsApi>;
  /** Journals the record (and tells the windows); resolves once it is on disk. */
  save(): Promise<void>;
  /** Passing progress, not journaled. */
  progress(uploaded: number): void;
  downloadsDir: string;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  signal: AbortSignal;
  /** Passing failures in a row before the job stops and waits for Retry. */
  maxPassingFailures: number;
}

const PASSING = new Set(['network', 'timeout', 'rateLimited', 'unavailable']);
export const isPassing = (error: unknown) => isGlossaError(error) && PASSING.has(error.kind);
const TERMINAL = new Set(['saved', 'failed']);

/** Runs the job to its end (done), or throws where it stopped. */
export async function runVoiceJob(job: VoiceJobRecord, context: StepContext): Promise<void> {
  let failures = 0;
  const passing = async <T>(step: () => Promise<T>): Promise<T> => {
    for (;;) {
      try {
        const value = await step();
        failures = 0;
        return value;
      } catch (error) {
        if (!isPassing(error) || ++failures > context.maxPassingFailures) throw error;
        await context.sleep(offlineRetryDelayMs(failures), context.signal);
      }
    }
  };
  const api = await context.api();
  if (!job.jobId) {
    const created = await api.create(
      {
        source_file: { name: job.name, content_type: job.contentType, content_length: job.size },
        ...(job.sourceLanguage ? { parameters: { source_language: job.sourceLanguage } } : {}),
        targets: job.results.map((r) => ({ language: r.language, type: VOICE_JOB_RESULT_KINDS[r.kind].type })),
      },
      { signal: context.signal },
    );
    Object.assign(job, { jobId: created.job_id, uploadUrl: created.upload_url, signature: created.signature });
    job.state = 'uploading';
    await context.save();
  }
  if (job.uploadedAt === undefined) {
    job.state = 'uploading';
    await passing(async () => {
      try {
        await api.upload(job.uploadUrl!, job.signature!, job.sourcePath, {
          signal: context.signal,
          onProgress: (sent) => context.progress(sent),
        });
      } catch (error) {
        // 409: an earlier upload whose answer was lost did arrive.
        if (!(isGlossaError(error) && error.status === 409)) throw error;
      }
    });
    job.uploadedAt = Date.now();
    job.state = 'processing';
    await context.save();
  }
  job.state = 'processing';
  for (let polls = 0; ; polls++) {
    const status = await passing(() => api.status(job.jobId!, { signal: context.signal }));
    let changed = false;
    for (const [index, result] of job.results.entries()) {
      if (TERMINAL.has(result.status)) continue;
      const remote = status.results[index];
      if (!remote) continue;
      if (remote.status === 'failed') {
        const says: UiMessage = { id: 'voiceJobs.result.serviceFailed' };
        Object.assign(
          result,
          remote.error?.message
            ? { status: 'failed', error: remote.error.message }
            : { status: 'failed', error: englishText(says), errorSays: says },
        );
        changed = true;
      } else if ((remote.status === 'complete' || remote.status === 'downloaded') && remote.download_url) {
        job.state = 'saving';
        await saveResult(job, index, result, remote.download_url, remote.signature ?? '', context, passing);
        changed = true;
      } else if (remote.status !== result.status) {
        result.status = remote.status;
        changed = true;
      }
    }
    // A result downloaded before a restart is placed even when the service no longer lists its address.
    for (const [index, result] of job.results.entries())
      if (!TERMINAL.has(result.status) && result.downloadPath) {
        await placeResult(job, index, result);
        changed = true;
      }
    if (changed) await context.save();
    if (job.results.every((r) => TERMINAL.has(r.status))) break;
    job.state = 'processing';
    await context.sleep(nextPollDelayMs(polls, undefined), context.signal);
  }
  job.state = 'done';
}

async function saveResult(
  job: VoiceJobRecord,
  index: number,
  result: ResultRecord,
  url: string,
  signature: string,
  context: StepContext,
  passing: <T>(step: () => Promise<T>) => Promise<T>,
): Promise<void> {
  if (!result.downloadPath) {
    await mkdir(context.downloadsDir, { recursive: true });
    const downloadPath = join(context.downloadsDir, `${job.id}-${index}.part`);
    const api = await context.api();
    await passing(() => api.download(url, signature, downloadPath, { signal: context.signal }));
    if (result.kind === 'audio') await wrapPcmAsWav(downloadPath, 16_000);
    result.downloadPath = downloadPath;
    await context.save();
  }
  await placeResult(job, index, result);
}

/** Places a complete download beside the recording; a folder that refuses it keeps it in userData, said so. */
async function placeResult(job: VoiceJobRecord, index: number, result: ResultRecord): Promise<void> {
  const name = voiceJobResultName(job.name, result.language, result.kind);
  try {
    result.outputPath = await placeDownloadedFile(
      result.downloadPath!,
      job.folder,
      name,
      partPathFor(job.folder, `${job.id}-${index}`),
    );
    delete result.downloadPath;
    result.status = 'saved';
  } catch (error) {
    result.status = 'failed';
    const says: UiMessage = {
      id: 'voiceJobs.result.keptInData',
      values: { folder: job.folder, ...placementReason(error), path: result.downloadPath ?? '' },
    };
    result.error = englishText(says);
    result.errorSays = says;
  }
}

/** Raw 16-bit PCM from the service becomes a WAV file in place (header first, then the samples). */
async function wrapPcmAsWav(path: string, rate: number): Promise<void> {
  const bytes = (await stat(path)).size;
  const wav = `${path}.wav`;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + bytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(bytes, 40);
  const out = createWriteStream(wav, { mode: 0o600 });
  out.write(header);
  await pipeline(createReadStream(path), out);
  const handle = await open(wav, 'r+');
  await handle.sync();
  await handle.close();
  await rm(path);
  await rename(wav, path);
}
