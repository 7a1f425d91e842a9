// The steps one document job goes through on the service, for the queue (documentQueue.ts) to schedule:
// upload (streamed, the handle journaled before anything else), poll the status, download the result to a part
// file and place it. Each step journals what it did through the queue before the next one starts.
import { dirname } from 'node:path';
import { mkdir, rm, stat } from 'node:fs/promises';
import { PRIVATE_FOLDER_MODE } from '../../node/atomicFile';
import { type DocumentHandle, documentErrorReason } from '../../shared/api/documents';
import {
  UNWRITABLE_FOLDER_WAIT_MS,
  outputExtension,
  outputFileName,
  requestedOutputFormat,
} from '../../shared/rules/documents';
import type { LanguageServicesClient } from '../api/client';
import { batchUploadFields } from '../../shared/rules/translateOptionFields';
import type { Sleep } from '../api/sleep';
import type { Connection } from '../accounts/accountDirectory';
import type { DocumentJournal, JobRecord } from './documentJournal';
import {
  downloadPathFor,
  folderUnwritable,
  partPathFor,
  placeDownloadedFile,
  placeOrRecover,
  type PlacementFailure,
} from './outputPlacement';
import { type PollBounds, nextPollDelayMs } from './pollSchedule';
import type { LiveJob } from './jobViews';
import { type XliffWork, restoreXliff1, uploadableFile } from './documentWork';
import { glossaSays } from './jobErrors';

export interface DocumentConnection {
  current(): Promise<Connection>;
  client(): Promise<LanguageServicesClient>;
}

/** A job as the queue holds it: its journal record, live progress, and how to stop it. */
export interface Job extends LiveJob {
  controller?: AbortController;
  cancelRequested?: boolean;
}

/** What the steps need from the queue that runs them. */
export interface StepHost {
  journal: DocumentJournal;
  connection: DocumentConnection;
  pollBounds: PollBounds;
  sleep: Sleep;
  now(): number;
  /** Progress changed (nothing to journal). */
  changed(): void;
  /** Journals every job's record (and reports the change). */
  persist(): Promise<void>;
  finish(job: Job, state: 'done' | 'error' | 'cancelled'): void;
  /** Where downloads wait in the app's data, and where translations that could not be placed are kept. */
  folders: { downloads: string; recovery: string };
  /** The placement seam (tests inject a failing file system). */
  place: typeof placeDownloadedFile;
  /** Where XLIFF 1.2 conversions run (the work pool's worker in the app). */
  xliffWork: XliffWork;
}

/** How often an output folder that cannot be written is checked again. */
const FOLDER_RECHECK_MS = 15_000;

export class JobSteps {
  constructor(private readonly host: StepHost) {}

  private async clientFor(job: Job, signal: AbortSignal): Promise<LanguageServicesClient> {
    for (;;) {
      const connection = await this.host.connection.current();
      if (job.record.accountId === undefined || job.record.accountId === connection.accountId) {
        job.record.accountId = connection.accountId;
        return this.host.connection.client();
      }
      // Only the key that uploaded a document can fetch it: wait until that account is active again.
      job.notice = { says: { id: 'documents.notice.otherAccount' } };
      this.host.changed();
      await this.host.sleep(5000, signal);
    }
  }

  async upload(job: Job, signal: AbortSignal): Promise<void> {
    const { record } = job;
    const client = await this.clientFor(job, signal);
    record.state = 'uploading';
    job.sentBytes = 0;
    job.notice = undefined;
    await this.host.persist();
    const { options } = record;
    const outputFormat = requestedOutputFormat(record.name, options.pdfOutput);
    let lastEmit = 0;
    // XLIFF 1.2 from a CAT tool goes up as 2.1, the version the service takes.
    const upload = await uploadableFile(record.sourcePath, record.name, this.host.xliffWork);
    const handle = await client.documents
      .upload(
        {
          path: upload.path,
          filename: record.name,
          ...batchUploadFields(options),
          ...(options.styleId && !options.styleProfileId ? { style_id: options.styleId } : {}),
          ...(outputFormat ? { output_format: outputFormat } : {}),
        },
        {
          signal,
          onProgress: (sent) => {
            job.sentBytes = sent;
            const now = this.host.now();
            if (now - lastEmit > 100) {
              lastEmit = now;
              this.host.changed();
            }
          },
        },
      )
      .finally(() => upload.done());
    // The handle is on disk before anything else happens: from here on the document is never uploaded again.
    record.documentId = handle.document_id;
    record.sealedKey = this.host.journal.sealKey(handle.document_key);
    record.state = 'queued';
    job.sentBytes = undefined;
    await this.host.persist();
  }

  private handle(record: JobRecord): DocumentHandle {
    return { document_id: record.documentId!, document_key: this.host.journal.openKey(record.sealedKey!) };
  }

  async poll(job: Job, signal: AbortSignal): Promise<void> {
    const { record } = job;
    const bounds = this.host.pollBounds;
    let polls = 0;
    for (;;) {
      await this.host.sleep(nextPollDelayMs(polls, job.secondsRemaining, bounds), signal);
      const client = await this.clientFor(job, signal);
      const status = await client.documents.status(this.handle(record), { signal });
      polls += 1;
      job.notice = undefined;
      if (status.status === 'queued' || status.status === 'translating') {
        job.secondsRemaining = status.status === 'translating' ? status.seconds_remaining : undefined;
        if (record.state !== status.status) {
          record.state = status.status;
          await this.host.persist();
        } else this.host.changed();
        continue;
      }
      job.secondsRemaining = undefined;
      if (status.status === 'error') {
        const reason = documentErrorReason(status);
        record.error = {
          ...glossaSays(
            'validation',
            { id: 'documents.error.documentFailed' },
            { id: 'documents.error.documentFailedNextStep' },
          ),
          ...(reason ? { serverMessage: reason } : {}),
        };
        this.host.finish(job, 'error');
        await this.host.persist();
        return;
      }
      if (status.billed_characters !== undefined) record.billedCharacters = status.billed_characters;
      record.readySince ??= this.host.now();
      record.state = 'downloading';
      return;
    }
  }

  private outputTarget(record: JobRecord): { folder: string; name: string } {
    const folder = record.options.outputFolder ?? dirname(record.sourcePath);
    const format = requestedOutputFormat(record.name, record.options.pdfOutput);
    return {
      folder,
      name: outputFileName(record.name, record.options.targetLang, outputExtension(record.name, format)),
    };
  }

  async download(job: Job, signal: AbortSignal): Promise<void> {
    const { record } = job;
    const { folder, name } = this.outputTarget(record);
    let waitedFor: PlacementFailure | undefined;
    if (!record.partPath) {
      // The one download waits until the output folder takes files: the document stays on the service meanwhile,
      // but not longer than UNWRITABLE_FOLDER_WAIT_MS; then it is fetched, and kept in the recovery folder.
      waitedFor = await this.untilWritable(job, folder, signal);
      record.partPath = downloadPathFor(this.host.folders.downloads, record.id);
      // Journaled before the request: after a crash, a complete part file means "downloaded already".
      await this.host.persist();
    }
    const partExists = await stat(record.partPath).then(
      () => true,
      () => false,
    );
    if (!partExists) {
      const client = await this.clientFor(job, signal);
      // In the app's data folder: a translation waiting there is private until it is placed.
      await mkdir(dirname(record.partPath), { recursive: true, mode: PRIVATE_FOLDER_MODE });
      await client.documents.downloadResult(this.handle(record), record.partPath, { signal });
    }
    await restoreXliff1(
      record.partPath,
      record.sourcePath,
      record.name,
      record.options.targetLang,
      this.host.xliffWork,
    );
    const placement = await placeOrRecover(
      record.partPath,
      { folder, name, partPath: partPathFor(folder, record.id) },
      { dir: this.host.folders.recovery, jobId: record.id },
      this.host.place,
    );
    if ('placed' in placement) record.outputPath = placement.placed;
    else {
      record.recoveredPath = placement.recovered;
      const minutes = UNWRITABLE_FOLDER_WAIT_MS / 60_000;
      record.error = glossaSays(
        'internal',
        waitedFor === undefined
          ? {
              id: 'documents.error.keptInData',
              values: { folder, ...placement.reason, path: placement.recovered },
            }
          : {
              id: 'documents.error.folderUnwritable',
              values: { folder, minutes, ...waitedFor, path: placement.recovered },
            },
        { id: 'documents.error.saveAs' },
      );
    }
    record.partPath = undefined;
    record.sealedKey = undefined; // the service has deleted the document; its key protects nothing now
    this.host.finish(job, 'done');
    await this.host.persist();
  }

  /**
   * Waits, with the reason on the job, while nothing can be written in `folder`, at most UNWRITABLE_FOLDER_WAIT_MS
   * from when the translation was ready. Returns undefined once the folder takes files, or the reason it still
   * did not when the time was up.
   */
  private async untilWritable(job: Job, folder: string, signal: AbortSignal): Promise<PlacementFailure | undefined> {
    const { record } = job;
    for (;;) {
      const reason = await folderUnwritable(folder);
      if (reason === undefined) {
        if (job.notice) {
          job.notice = undefined;
          this.host.changed();
        }
        return undefined;
      }
      if (record.readySince === undefined) {
        record.readySince = this.host.now();
        await this.host.persist();
      }
      const left = record.readySince + UNWRITABLE_FOLDER_WAIT_MS - this.host.now();
      if (left <= 0) {
        job.notice = undefined;
        return reason;
      }
      const minutes = Math.max(1, Math.ceil(left / 60_000));
      job.notice = {
        says: {
          id: 'documents.notice.folderWait',
          values: { folder, ...reason, seconds: FOLDER_RECHECK_MS / 1000, minutes },
        },
      };
      this.host.changed();
      await this.host.sleep(Math.min(FOLDER_RECHECK_MS, left), signal);
    }
  }

  async discardPart(job: Job): Promise<void> {
    if (!job.record.partPath) return;
    await rm(job.record.partPath, { force: true });
    job.record.partPath = undefined;
  }
}
