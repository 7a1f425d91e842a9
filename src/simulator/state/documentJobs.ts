// Uploaded documents and their translation: the state machine queued -> translating -> done | error, driven
// by the configured timings, and the one-time download. Jobs are memory only (a restart loses them, as the
// real service's encrypted uploads are lost without their key); each upload is a file in the simulator's own
// upload folder, removed when the document is downloaded or ends in error, when it was never downloaded within the retention
// time, on reset and on close.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
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
  /** The uploaded file, in the upload folder. */
  uploadPath: string;
  uploadRemoval?: Promise<void>;
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

/** Uploads never downloaded are removed after this long (the app downloads a document as soon as it is done). */
export const DEFAULT_DOCUMENT_RETENTION_MS = 60 * 60 * 1000;

export class DocumentJobs {
  private readonly jobs = new Map<string, DocumentJob>();
  /** Ids of documents already downloaded: a second download says so instead of "not found". */
  private readonly downloaded = new Set<string>();
  private failNext: string[] = [];
  /** Upload removals still running (for a clean close). */
  private readonly removals = new Set<Promise<void>>();

  private readonly expiryTimer: ReturnType<typeof setInterval>;

  /**
   * `uploadDir`: the folder the uploads are written to; removed with everything in it on close().
   * `retentionMs`: a document not downloaded this long after its upload is removed, translation and all.
   */
  constructor(
    readonly uploadDir: string,
    private readonly retentionMs = DEFAULT_DOCUMENT_RETENTION_MS,
  ) {
    this.expiryTimer = setInterval(() => this.expire(), Math.min(retentionMs, 60_000));
    this.expiryTimer.unref();
  }

  /** Removes the documents uploaded more than the retention time before `now`; returns how many. */
  expire(now = Date.now()): number {
    let removed = 0;
    for (const job of [...this.jobs.values()]) {
      if (now - job.createdAt <= this.retentionMs) continue;
      this.jobs.delete(job.document_id);
      this.removeUploadOnceSettled(job);
      removed += 1;
    }
    return removed;
  }

  /** The upload folder, made when missing (the first upload). */
  async preparedUploadDir(): Promise<string> {
    await mkdir(this.uploadDir, { recursive: true, mode: 0o700 });
    return this.uploadDir;
  }

  /** A job for an upload already on disk at `uploadPath`; `translate` runs at once and may read it. */
  add(
    owner: { key: string; plan: 'pro' | 'free' },
    timings: DocumentTimings,
    uploadPath: string,
    translate: () => Promise<TranslatedDocument>,
  ): DocumentJob {
    // A failed translation has no use for its upload: it is gone by the time the status says `error`.
    const result = translate().catch(async (error: unknown) => {
      await this.removeUpload(job);
      throw error;
    });
    const job: DocumentJob = {
      document_id: randomUUID().replace(/-/g, '').toUpperCase(),
      document_key: randomBytes(32).toString('hex').toUpperCase(),
      uploadPath,
      ownerKey: owner.key,
      account: owner.plan,
      createdAt: Date.now(),
      timings: { ...timings },
      result,
      charged: false,
    };
    const forced = this.failNext.shift();
    if (forced !== undefined) {
      job.forcedError = forced;
      this.removeUploadOnceSettled(job);
    }
    job.result.then(
      (value) => (job.settled = { ok: true, value }),
      (error: unknown) =>
        (job.settled = { ok: false, message: error instanceof Error ? error.message : String(error) }),
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

  /** Removes a downloaded document for good, its upload file included. */
  async remove(documentId: string): Promise<void> {
    const job = this.jobs.get(documentId);
    this.jobs.delete(documentId);
    this.downloaded.add(documentId);
    if (job) await this.removeUploadOnceSettled(job);
  }

  /** Makes a document end in `error` (control API). */
  fail(documentId: string, message: string): boolean {
    const job = this.jobs.get(documentId);
    if (!job) return false;
    job.forcedError = message;
    this.removeUploadOnceSettled(job);
    return true;
  }

  /** The text fields of the last 100 uploads received, oldest first (control API: what a client sent). */
  readonly uploadFields: Record<string, string>[] = [];

  recordUpload(fields: Record<string, string>): void {
    this.uploadFields.push(fields);
    if (this.uploadFields.length > 100) this.uploadFields.shift();
  }

  /** Makes the next `count` uploads end in `error` (control API). */
  failNextUploads(count: number, message: string): void {
    for (let i = 0; i < count; i++) this.failNext.push(message);
  }

  /** Settles once every running translation has finished and every upload to remove is removed. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.jobs.values()].map((job) => job.result));
    await Promise.allSettled([...this.removals]);
  }

  reset(): void {
    this.uploadFields.length = 0;
    for (const job of this.jobs.values()) this.removeUploadOnceSettled(job);
    this.jobs.clear();
    this.downloaded.clear();
    this.failNext = [];
  }

  /** Waits for the running translations, then removes the upload folder with every upload left in it. */
  async close(): Promise<void> {
    clearInterval(this.expiryTimer);
    await this.drain();
    await rm(this.uploadDir, { recursive: true, force: true });
  }

  private removeUpload(job: DocumentJob): Promise<void> {
    job.uploadRemoval ??= rm(job.uploadPath, { force: true }).catch((error: unknown) =>
      console.error('simulator: could not remove an upload:', error),
    );
    return job.uploadRemoval;
  }

  /** Removes the upload once its translation (which may be reading it) has finished. */
  private removeUploadOnceSettled(job: DocumentJob): Promise<void> {
    const removal = job.result.then(noop, noop).then(() => this.removeUpload(job));
    this.removals.add(removal);
    void removal.finally(() => this.removals.delete(removal));
    return removal;
  }
}

const noop = () => undefined;
