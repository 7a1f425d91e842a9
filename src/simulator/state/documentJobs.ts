// Uploaded documents and their translation: the state machine queued -> translating -> done | error, driven
// by the configured timings, and the one-time download. Memory only: a restart loses them, as the real
// service's encrypted uploads are lost without their key.
import { randomBytes, randomUUID } from 'node:crypto';
import type { DocumentTimings } from '../context';

export interface TranslatedDocument {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
  billedCharacters: number;
}

export interface DocumentJob {
  document_id: string;
  document_key: string;
  /** The key that uploaded it: its usage is charged when the translation is done. */
  ownerKey: string;
  /** Only the uploading account sees the document. */
  account: 'pro' | 'free';
  createdAt: number;
  /** Timings fixed at upload, so changing them later does not move a running job. */
  timings: DocumentTimings;
  /** Resolves with the translation, or rejects with an honest reason. */
  result: Promise<TranslatedDocument>;
  settled?: { ok: true; value: TranslatedDocument } | { ok: false; message: string };
  forcedError?: string;
  charged: boolean;
}

export type DocumentView =
  | { status: 'queued' }
  | { status: 'translating'; seconds_remaining: number }
  | { status: 'done'; billed_characters: number; document: TranslatedDocument }
  | { status: 'error'; message: string };

export class DocumentJobs {
  private readonly jobs = new Map<string, DocumentJob>();
  /** Ids of documents already downloaded: a second download says so instead of "not found". */
  private readonly downloaded = new Set<string>();
  private failNext: string[] = [];

  add(owner: { key: string; plan: 'pro' | 'free' }, timings: DocumentTimings, translate: () => Promise<TranslatedDocument>): DocumentJob {
    const job: DocumentJob = {
      document_id: randomUUID().replace(/-/g, '').toUpperCase(),
      document_key: randomBytes(32).toString('hex').toUpperCase(),
      ownerKey: owner.key,
      account: owner.plan,
      createdAt: Date.now(),
      timings: { ...timings },
      result: translate(),
      charged: false,
    };
    const forced = this.failNext.shift();
    if (forced !== undefined) job.forcedError = forced;
    job.result.then(
      (value) => (job.settled = { ok: true, value }),
      (error: unknown) => (job.settled = { ok: false, message: error instanceof Error ? error.message : String(error) }),
    );
    this.jobs.set(job.document_id, job);
    return job;
  }

  get(documentId: string): DocumentJob | undefined {
    return this.jobs.get(documentId);
  }

  wasDownloaded(documentId: string): boolean {
    return this.downloaded.has(documentId);
  }

  /** Where the job stands now. A translation slower than the timings keeps it `translating`. */
  view(job: DocumentJob, now = Date.now()): DocumentView {
    const elapsed = now - job.createdAt;
    if (elapsed < job.timings.queuedMs) return { status: 'queued' };
    const finishAt = job.timings.queuedMs + job.timings.translatingMs;
    if (elapsed < finishAt || !job.settled) {
      return { status: 'translating', seconds_remaining: Math.max(1, Math.ceil((finishAt - elapsed) / 1000)) };
    }
    if (job.forcedError !== undefined) return { status: 'error', message: job.forcedError };
    if (!job.settled.ok) return { status: 'error', message: job.settled.message };
    return { status: 'done', billed_characters: job.settled.value.billedCharacters, document: job.settled.value };
  }

  /** Removes a downloaded document for good. */
  remove(documentId: string): void {
    this.jobs.delete(documentId);
    this.downloaded.add(documentId);
  }

  /** Makes a document end in `error` (control API). */
  fail(documentId: string, message: string): boolean {
    const job = this.jobs.get(documentId);
    if (!job) return false;
    job.forcedError = message;
    return true;
  }

  /** Makes the next `count` uploads end in `error` (control API). */
  failNextUploads(count: number, message: string): void {
    for (let i = 0; i < count; i++) this.failNext.push(message);
  }

  /** Settles once every running translation has finished (for a clean close). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.jobs.values()].map((job) => job.result));
  }

  reset(): void {
    this.jobs.clear();
    this.downloaded.clear();
    this.failNext = [];
  }
}
