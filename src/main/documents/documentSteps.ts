// The steps one document job goes through on the service, for the queue (documentQueue.ts) to schedule:
// upload (streamed, the handle journaled before anything else), poll the status, download the result to a part
// file and place it. Each step journals what it did through the queue before the next one starts.
import { dirname } from 'node:path';
import { rm, stat } from 'node:fs/promises';
import type { DocumentHandle } from '../../shared/api/documents';
import { outputExtension, outputFileName, requestedOutputFormat } from '../../shared/rules/documents';
import type { LanguageServicesClient } from '../api/client';
import type { Sleep } from '../api/sleep';
import type { Connection } from '../accounts/accountDirectory';
import type { DocumentJournal, JobRecord } from './documentJournal';
import { partPathFor, placeDownloadedFile } from './outputPlacement';
import { type PollBounds, nextPollDelayMs } from './pollSchedule';
import type { LiveJob } from './jobViews';

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
}

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
      job.notice = 'This document was sent with another account. Switch back to it in Settings to get it.';
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
    const handle = await client.documents.upload(
      {
        path: record.sourcePath,
        filename: record.name,
        target_lang: options.targetLang,
        ...(options.sourceLang ? { source_lang: options.sourceLang } : {}),
        ...(options.formality && options.formality !== 'default' ? { formality: options.formality } : {}),
        ...(options.glossaryId ? { glossary_id: options.glossaryId } : {}),
        ...(options.styleId ? { style_id: options.styleId } : {}),
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
    );
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
        record.error = {
          kind: 'documentFailed',
          message: 'The service could not translate this document.',
          ...(status.message ? { serverMessage: status.message } : {}),
          nextStep: 'Check that the file opens and is not protected, then choose "Translate again".',
        };
        this.host.finish(job, 'error');
        await this.host.persist();
        return;
      }
      if (status.billed_characters !== undefined) record.billedCharacters = status.billed_characters;
      record.state = 'downloading';
      return;
    }
  }

  private outputTarget(record: JobRecord): { folder: string; name: string } {
    const folder = record.options.outputFolder ?? dirname(record.sourcePath);
    const format = requestedOutputFormat(record.name, record.options.pdfOutput);
    return { folder, name: outputFileName(record.name, record.options.targetLang, outputExtension(record.name, format)) };
  }

  async download(job: Job, signal: AbortSignal): Promise<void> {
    const { record } = job;
    const { folder, name } = this.outputTarget(record);
    if (!record.partPath) {
      record.partPath = partPathFor(folder, record.id);
      // Journaled before the request: after a crash, a complete part file means "downloaded already".
      await this.host.persist();
    }
    const partExists = await stat(record.partPath).then(
      () => true,
      () => false,
    );
    if (!partExists) {
      const client = await this.clientFor(job, signal);
      await client.documents.downloadResult(this.handle(record), record.partPath, { signal });
    }
    record.outputPath = await placeDownloadedFile(record.partPath, folder, name);
    record.partPath = undefined;
    record.sealedKey = undefined; // the service has deleted the document; its key protects nothing now
    this.host.finish(job, 'done');
    await this.host.persist();
  }

  async discardPart(job: Job): Promise<void> {
    if (!job.record.partPath) return;
    await rm(job.record.partPath, { force: true });
    job.record.partPath = undefined;
  }
}
