// What a window sees of the queue: a job's journaled record plus its passing progress, and a batch's summary.
import { basename } from 'node:path';
import { type BatchView, type JobView, isFinished } from '../../shared/calls/documents';
import type { BatchRecord, JobRecord } from './documentJournal';
import type { ErrorData } from '../../shared/errors';
import type { UiMessage } from '../../shared/i18n/catalogue';

/** A job as the queue holds it: the journaled record and progress that is never journaled. */
export interface LiveJob {
  record: JobRecord;
  sentBytes?: number;
  secondsRemaining?: number;
  /** A passing condition (offline, waiting for an account), and the error it is about; the state does not change. */
  notice?: { says: UiMessage; error?: ErrorData };
}

/** While a passing error lasts: it, and when Glossa tries again. */
export const retryingNotice = (delayMs: number, error: ErrorData): NonNullable<LiveJob['notice']> => ({
  says: { id: 'documents.notice.retrying', values: { seconds: Math.round(delayMs / 1000) } },
  error,
});

export function jobView(job: LiveJob): JobView {
  const { record } = job;
  return {
    id: record.id,
    batchId: record.batchId,
    name: record.name,
    size: record.size,
    targetLang: record.options.targetLang,
    state: record.state,
    canRetry: isFinished(record.state),
    ...(record.state === 'uploading' && job.sentBytes !== undefined ? { sentBytes: job.sentBytes } : {}),
    ...(record.state === 'translating' && job.secondsRemaining !== undefined
      ? { secondsRemaining: job.secondsRemaining }
      : {}),
    ...(job.notice && !isFinished(record.state)
      ? { notice: job.notice.says, ...(job.notice.error ? { noticeError: job.notice.error } : {}) }
      : {}),
    ...(record.billedCharacters !== undefined ? { billedCharacters: record.billedCharacters } : {}),
    ...(record.outputPath ? { outputPath: record.outputPath, outputName: basename(record.outputPath) } : {}),
    ...(record.error ? { error: record.error } : {}),
    ...(record.recoveredPath ? { recoveredPath: record.recoveredPath } : {}),
    ...(record.untranslated ? { untranslated: record.untranslated } : {}),
  };
}

/** A batch's summary: counts per outcome and the characters billed for what was translated. */
export function batchView(batch: BatchRecord, jobs: readonly JobRecord[]): BatchView {
  return {
    id: batch.id,
    createdAt: batch.createdAt,
    ...(batch.group !== undefined ? { group: batch.group } : {}),
    total: jobs.length,
    ...(batch.finishedAt !== undefined ? { finishedAt: batch.finishedAt } : {}),
    done: jobs.filter((j) => j.state === 'done').length,
    failed: jobs.filter((j) => j.state === 'error').length,
    cancelled: jobs.filter((j) => j.state === 'cancelled').length,
    billedCharacters: jobs.reduce((sum, j) => sum + (j.state === 'done' ? (j.billedCharacters ?? 0) : 0), 0),
  };
}
