// Translation memory import and export jobs (public dialect): an import waits for its TMX at a signed upload
// address, then is read (format layer's TMX reader) into a new memory; an export writes a memory as TMX for a
// signed download address. Both answer one result, as GET /v3/translation_memories/jobs/{job_id} shows it
// (shapes: deepl-node 1.28's parseTranslationMemoryJob, and the page
// developers.deepl.com/api-reference/translation-memory/import-a-translation-memory).
import { randomBytes, randomUUID } from 'node:crypto';
import type { AccountId } from './simulatorStore';

export type MemoryJobStatus = 'awaiting_input' | 'processing' | 'completed' | 'downloaded' | 'failed' | 'expired';

export interface MemoryJob {
  job_id: string;
  account: AccountId;
  operation: 'import' | 'export';
  status: MemoryJobStatus;
  creation_time: string;
  updated_time: string;
  /** Signs the upload (import) or the download (export) address. */
  signature: string;
  expires_at: string;
  display_name?: string;
  content_type?: string;
  content_length?: number;
  file_name?: string;
  translation_memory_id?: string;
  skipped_segment_count?: number;
  error?: string;
  /** The exported TMX. */
  bytes?: Uint8Array;
}

/** How long an upload or download address stays valid. */
const ADDRESS_LIFETIME_MS = 60 * 60_000;

export class MemoryJobs {
  private readonly jobs = new Map<string, MemoryJob>();

  add(fields: Pick<MemoryJob, 'account' | 'operation'> & Partial<MemoryJob>): MemoryJob {
    const now = new Date();
    const job: MemoryJob = {
      job_id: randomUUID(),
      status: fields.operation === 'import' ? 'awaiting_input' : 'processing',
      creation_time: now.toISOString(),
      updated_time: now.toISOString(),
      signature: randomBytes(24).toString('base64url'),
      expires_at: new Date(now.getTime() + ADDRESS_LIFETIME_MS).toISOString(),
      ...fields,
    };
    this.jobs.set(job.job_id, job);
    return job;
  }

  get(jobId: string): MemoryJob | undefined {
    const job = this.jobs.get(jobId);
    if (job && job.status === 'awaiting_input' && Date.parse(job.expires_at) < Date.now()) this.set(job, 'expired');
    return job;
  }

  set(job: MemoryJob, status: MemoryJobStatus, more: Partial<MemoryJob> = {}): void {
    Object.assign(job, more, { status, updated_time: new Date().toISOString() });
  }

  /** The completed export of a memory not changed since, if any (the service then reuses it: 200). */
  reusableExport(account: AccountId, memoryId: string): MemoryJob | undefined {
    return [...this.jobs.values()].find(
      (job) =>
        job.account === account &&
        job.operation === 'export' &&
        job.translation_memory_id === memoryId &&
        job.status === 'completed',
    );
  }

  clear(): void {
    this.jobs.clear();
  }
}
