// The document queue: at most `concurrency` documents on their way at once, each through
// waiting -> uploading -> queued -> translating -> downloading -> done | error | cancelled.
// Every step that matters is journaled before the next one starts, so after a crash the queue resumes
// polling the documents the service has, downloads each finished one exactly once, and never uploads a
// document twice once the service has answered with its id. A 456 pauses the whole queue. The steps of one
// job (upload, poll, download) are in documentSteps.ts, how long passing errors are retried in pollSchedule.ts,
// and what a failed job says in jobErrors.ts.
import { type XliffWork, xliffHere } from './documentWork';
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  type BatchOptions,
  type BatchView,
  type DocumentsState,
  type JournalNotice,
  isFinished,
} from '../../shared/calls/documents';
import { CancelledError, type ErrorData, ValidationError, isGlossaError, toErrorData } from '../../shared/errors';
import { type Sleep, realSleep } from '../api/sleep';
import type { BatchRecord, DocumentJournal, JobRecord } from './documentJournal';
import type { UntranslatedParts } from '../../shared/rules/documentBilling';
import { POLL_BOUNDS, type PollBounds, TRANSIENT, TRANSIENT_BOUNDS, offlineRetryDelayMs } from './pollSchedule';
import { givenUpError, jobErrorFor } from './jobErrors';
import { placeDownloadedFile } from './outputPlacement';
import { dropUnopenableKeys, listOrphanedRecoveries, recoveryFolder, removeLeftovers } from './journalRecovery';
import { batchView, jobView, retryingNotice } from './jobViews';
import { type DocumentConnection, type Job, JobSteps } from './documentSteps';

const DEFAULT_CONCURRENCY = 3;

export interface QueuedFile {
  path: string;
  name: string;
  size: number;
  staged: boolean;
}

export interface DocumentQueueOptions {
  journal: DocumentJournal;
  connection: DocumentConnection;
  concurrency?: number;
  pollBounds?: PollBounds;
  sleep?: Sleep;
  now?: () => number;
  /** Lower bounds on passing failures, for tests. */
  transientBounds?: { attempts: number; ms: number };
  /** The placement seam, for tests that make the file system fail. */
  placeFile?: typeof placeDownloadedFile;
  /** Called once per batch when its last job ends (the OS notification). */
  onBatchFinished?: (batch: BatchView) => void;
  /** Where XLIFF 1.2 conversions run (the work pool's worker in the app; this thread in tests). */
  xliffWork?: XliffWork;
}

export class DocumentQueue {
  private readonly jobs = new Map<string, Job>();
  private readonly batches = new Map<string, BatchRecord>();
  private paused: JobRecord['error'];
  private notices: JournalNotice[] = [];
  private readonly running = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private readonly concurrency: number;
  private readonly sleep: Sleep;
  private readonly now: () => number;
  private closing = false;
  private readonly steps: JobSteps;

  private constructor(private readonly options: DocumentQueueOptions) {
    this.concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
    this.sleep = options.sleep ?? realSleep;
    this.now = options.now ?? Date.now;
    this.steps = new JobSteps({
      journal: options.journal,
      connection: options.connection,
      pollBounds: options.pollBounds ?? POLL_BOUNDS,
      sleep: this.sleep,
      now: () => this.now(),
      changed: () => this.changed(),
      persist: () => this.persist(),
      finish: (job, state) => this.finish(job, state),
      folders: {
        downloads: join(dirname(options.journal.path), 'downloads'),
        recovery: recoveryFolder(options.journal.path),
      },
      place: options.placeFile ?? placeDownloadedFile,
      xliffWork: options.xliffWork ?? xliffHere,
    });
  }

  /** Opens the journal and resumes: documents on the service are polled again, unfinished uploads restart. */
  static async open(options: DocumentQueueOptions): Promise<DocumentQueue> {
    const queue = new DocumentQueue(options);
    const snapshot = await options.journal.load();
    for (const batch of snapshot.batches) queue.batches.set(batch.id, batch);
    for (const record of snapshot.jobs) {
      // An upload the service never answered has no document_id: nothing on the service to resume.
      if (record.state === 'uploading') record.state = 'waiting';
      queue.jobs.set(record.id, { record });
    }
    queue.paused = snapshot.paused;
    queue.notices = [snapshot.damage, options.journal.cipher.damage].filter((n): n is JournalNotice => n !== undefined);
    const records = [...queue.jobs.values()].map((job) => job.record);
    dropUnopenableKeys(records, options.journal, queue.notices);
    await removeLeftovers(records, options.journal.path);
    await listOrphanedRecoveries(records, recoveryFolder(options.journal.path), queue.notices);
    await queue.persist();
    queue.pump();
    return queue;
  }

  /** A recovered translation was saved elsewhere ("Save as…"): it is an ordinary finished job now. */
  async markSaved(jobId: string, path: string): Promise<void> {
    const { record } = this.find(jobId);
    Object.assign(record, { outputPath: path, recoveredPath: undefined, error: undefined });
    await this.persist();
  }

  /** The user has read the damage notices. */
  dismissNotices(): void {
    this.notices = [];
    this.changed();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Adds one batch; its jobs wait for a free place in the queue. */
  async add(files: readonly QueuedFile[], options: BatchOptions, group?: string): Promise<string> {
    const batch: BatchRecord = {
      id: randomUUID(),
      createdAt: this.now(),
      notified: false,
      ...(group !== undefined ? { group } : {}),
    };
    this.batches.set(batch.id, batch);
    for (const file of files) {
      const record: JobRecord = {
        id: randomUUID(),
        batchId: batch.id,
        sourcePath: file.path,
        name: file.name,
        size: file.size,
        staged: file.staged,
        options,
        state: 'waiting',
        createdAt: this.now(),
      };
      this.jobs.set(record.id, { record });
    }
    await this.persist();
    this.pump();
    return batch.id;
  }

  /** What a batch's file holds that nobody translates, found by counting it: journaled, and shown on its rows. */
  async noteUntranslated(batchId: string, sourcePath: string, parts: UntranslatedParts): Promise<void> {
    for (const { record: r } of this.jobs.values())
      if (r.batchId === batchId && r.sourcePath === sourcePath) r.untranslated = parts;
    await this.persist();
  }

  /** Stops a job. A document already on the service is left there; its key is forgotten. */
  async cancel(jobId: string): Promise<void> {
    const job = this.find(jobId);
    if (isFinished(job.record.state)) return;
    job.cancelRequested = true;
    if (job.controller) {
      job.controller.abort(new CancelledError());
      await this.running.get(jobId);
    } else {
      this.finish(job, 'cancelled');
      await this.persist();
    }
  }

  /** "Translate again": the same file and options as a new batch of one. */
  async retry(jobId: string): Promise<string> {
    const job = this.find(jobId);
    const { record } = job;
    if (record.state === 'error' && record.resumeState && record.documentId && record.sealedKey) {
      // The document is still on the service: fetch it again, in its own batch, without uploading.
      record.state = record.resumeState;
      record.resumeState = undefined;
      record.error = undefined;
      const batch = this.batches.get(record.batchId);
      if (batch) batch.finishedAt = undefined;
      await this.persist();
      this.pump();
      return record.batchId;
    }
    const size = (await stat(record.sourcePath)).size;
    return this.add([{ path: record.sourcePath, name: record.name, size, staged: record.staged }], record.options);
  }

  /** After a 456: lets uploads start again. */
  async resume(): Promise<void> {
    this.paused = undefined;
    await this.persist();
    this.pump();
  }

  /**
   * Forgets finished jobs and batches, except a translation that is only in the recovery folder: that one stays
   * until it is saved elsewhere or discarded. Returns the staged files no job needs any more.
   */
  async clearFinished(): Promise<string[]> {
    return this.forget((record) => isFinished(record.state) && record.recoveredPath === undefined);
  }

  /** Forgets one finished job (its recovered translation discarded); returns the staged files no job needs. */
  async forgetJob(jobId: string): Promise<string[]> {
    if (!isFinished(this.find(jobId).record.state))
      throw new ValidationError([], { says: { id: 'documents.error.notFinished' } });
    return this.forget((record) => record.id === jobId);
  }

  private async forget(which: (record: JobRecord) => boolean): Promise<string[]> {
    const released: string[] = [];
    for (const [id, job] of this.jobs) {
      if (which(job.record)) {
        this.jobs.delete(id);
        if (job.record.staged) released.push(job.record.sourcePath);
      }
    }
    for (const [id] of this.batches)
      if (![...this.jobs.values()].some((j) => j.record.batchId === id)) this.batches.delete(id);
    await this.persist();
    const stillUsed = new Set([...this.jobs.values()].map((j) => j.record.sourcePath));
    return released.filter((path) => !stillUsed.has(path));
  }

  job(jobId: string): JobRecord {
    return this.find(jobId).record;
  }

  /** Paths of every staged file a job still refers to. */
  stagedPaths(): Set<string> {
    return new Set([...this.jobs.values()].filter((j) => j.record.staged).map((j) => j.record.sourcePath));
  }

  state(): DocumentsState {
    const jobs = [...this.jobs.values()].map(jobView);
    const batches = [...this.batches.values()].map((batch) => this.batchView(batch));
    return {
      jobs,
      batches,
      concurrency: this.concurrency,
      ...(this.paused ? { paused: this.paused } : {}),
      ...(this.notices.length > 0 ? { notices: this.notices } : {}),
    };
  }

  /** Stops every running job where it is (the journal keeps its state) and waits for them. */
  async close(): Promise<void> {
    this.closing = true;
    for (const job of this.jobs.values()) job.controller?.abort(new CancelledError()); // never shown: jobs stay
    await Promise.allSettled(this.running.values());
    await this.persist();
  }

  private find(jobId: string): Job {
    const job = this.jobs.get(jobId);
    if (!job) throw new Error(`No document job ${jobId}.`);
    return job;
  }

  private batchView(batch: BatchRecord): BatchView {
    return batchView(
      batch,
      [...this.jobs.values()].filter((j) => j.record.batchId === batch.id).map((j) => j.record),
    );
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  private persist(): Promise<void> {
    this.changed();
    return this.options.journal.save({
      jobs: [...this.jobs.values()].map((j) => j.record),
      batches: [...this.batches.values()],
      ...(this.paused ? { paused: this.paused } : {}),
    });
  }

  /** Starts jobs while there is room: documents already on the service first, then waiting ones in order. */
  private pump(): void {
    if (this.closing) return;
    const idle = [...this.jobs.values()].filter((j) => !this.running.has(j.record.id) && !isFinished(j.record.state));
    const onService = idle.filter((j) => j.record.state !== 'waiting');
    const waiting = idle.filter((j) => j.record.state === 'waiting');
    for (const job of onService) this.start(job);
    for (const job of waiting) {
      if (this.paused || this.running.size >= this.concurrency) break;
      this.start(job);
    }
  }

  private start(job: Job): void {
    const controller = new AbortController();
    job.controller = controller;
    const run = this.run(job, controller.signal).finally(() => {
      job.controller = undefined;
      this.running.delete(job.record.id);
      this.pump();
    });
    this.running.set(job.record.id, run);
  }

  private async run(job: Job, signal: AbortSignal): Promise<void> {
    let failures = 0;
    let firstFailure = 0;
    for (;;) {
      try {
        if (job.record.state === 'waiting') {
          if (this.paused) return;
          await this.steps.upload(job, signal);
        }
        if (job.record.state === 'queued' || job.record.state === 'translating') await this.steps.poll(job, signal);
        if (job.record.state === 'downloading') await this.steps.download(job, signal);
        return;
      } catch (error) {
        if (job.cancelRequested) {
          await this.steps.discardPart(job);
          this.finish(job, 'cancelled');
          await this.persist();
          return;
        }
        if (this.closing || signal.aborted) return;
        if (isGlossaError(error, 'quota')) {
          // Nothing was uploaded: the job waits, and so does every other upload, with one message.
          job.record.state = 'waiting';
          job.sentBytes = undefined;
          this.paused = jobErrorFor(error, job.record);
          await this.persist();
          return;
        }
        if (isGlossaError(error) && TRANSIENT.has(error.kind)) {
          failures += 1;
          if (failures === 1) firstFailure = this.now();
          const bounds = this.options.transientBounds ?? TRANSIENT_BOUNDS;
          if (failures >= bounds.attempts || this.now() - firstFailure >= bounds.ms) {
            await this.giveUp(job, toErrorData(error), failures);
            return;
          }
          const delay = offlineRetryDelayMs(failures, this.options.pollBounds ?? POLL_BOUNDS);
          if (job.record.state === 'uploading') job.record.state = 'waiting';
          job.notice = retryingNotice(delay, error.toData());
          this.changed();
          try {
            await this.sleep(delay, signal);
          } catch {
            continue; // cancelled or closing: the catch above decides on the next turn
          }
          continue;
        }
        job.record.error = jobErrorFor(error, job.record);
        this.finish(job, 'error');
        await this.persist();
        return;
      }
    }
  }

  /**
   * Stops a job the service keeps failing. A document already on the service keeps its id and key, so
   * "Translate again" fetches that same document (no second upload, no second charge) while the service has it.
   */
  private async giveUp(job: Job, reason: ErrorData, attempts: number): Promise<void> {
    const { record } = job;
    const onService = record.documentId !== undefined && record.sealedKey !== undefined;
    if (record.state === 'uploading') record.state = 'waiting';
    record.error = givenUpError(record, reason, attempts, onService);
    if (onService) record.resumeState = record.state === 'downloading' ? 'downloading' : 'queued';
    this.finish(job, 'error', { keepKey: onService });
    await this.persist();
  }

  private finish(job: Job, state: 'done' | 'error' | 'cancelled', options: { keepKey?: boolean } = {}): void {
    job.record.state = state;
    // Whatever the outcome, the document_key has nothing left to protect: it leaves the journal.
    if (!options.keepKey) job.record.sealedKey = undefined;
    job.sentBytes = undefined;
    job.secondsRemaining = undefined;
    job.notice = undefined;
    const batch = this.batches.get(job.record.batchId);
    if (!batch || batch.finishedAt !== undefined) return;
    const members = [...this.jobs.values()].filter((j) => j.record.batchId === batch.id);
    if (!members.every((j) => isFinished(j.record.state))) return;
    batch.finishedAt = this.now();
    if (!batch.notified) {
      batch.notified = true;
      this.options.onBatchFinished?.(this.batchView(batch));
    }
  }
}
