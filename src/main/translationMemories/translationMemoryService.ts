// Managing the account's translation memories (the service's beta) for the windows: a TMX file checked in the
// work pool (never on main's thread), declared, PUT to the service's signed address with progress and its job
// polled; segments page by page; an export made, polled and downloaded into a file the window then reads in
// chunks; delete. A memory gone from the service (deleted elsewhere) is a NotFoundError saying so; a service
// that lists memories but has no management (the spec's form) says that instead.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { MemoryJob } from '../../shared/api/translationMemories';
import type {
  ExportedTmx,
  ImportedMemory,
  ImportProgress,
  ImportTmx,
  SegmentsPage,
  SegmentsRequest,
} from '../../shared/calls/translationMemories';
import {
  isGlossaError,
  TimeoutError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
  fieldIssue,
} from '../../shared/errors';
import { STAGING_CHUNK_BYTES } from '../../shared/rules/documents';
import { MEMORY_SEGMENTS_PAGE_SIZE, tmxImportRefusal } from '../../shared/rules/translationMemories';
import type { LanguageServicesClient } from '../api/client';
import { realSleep, type Sleep } from '../api/sleep';
import { DocumentStaging, safeFileName } from '../documents/documentStaging';
import type { WorkRunner } from '../workers/workPool';

export interface MemoryConnection {
  client(): Promise<LanguageServicesClient>;
}

/** Pauses between two looks at a job: short at first, then longer (an import of a large file takes minutes). */
const POLL_PAUSES_MS = [250, 500, 1000, 2000, 4000];
/** How long a job is waited for before the window is told to look again later. */
const JOB_WAIT_MS = 30 * 60_000;
/** Exports not read whole by a window within this time are removed. */
const EXPORT_KEPT_MS = 10 * 60_000;

export class TranslationMemoryService {
  private readonly staging: DocumentStaging;
  private readonly exportsDir: string;
  private readonly exports = new Map<string, { path: string; fileName: string; size: number; timer: NodeJS.Timeout }>();
  private swept: Promise<void> | null = null;

  constructor(
    private readonly options: {
      connection: MemoryConnection;
      work: WorkRunner;
      /** The app's data folder: staged imports and finished exports live under translationMemories/. */
      dataDir: string;
      progress: (progress: ImportProgress) => void;
      sleep?: Sleep;
    },
  ) {
    this.staging = new DocumentStaging(join(options.dataDir, 'translationMemories', 'staging'));
    this.exportsDir = join(options.dataDir, 'translationMemories', 'exports');
  }

  async stageBegin(name: string, size: number): Promise<string> {
    refuseFile(name, size);
    await this.sweep();
    return this.staging.begin(name, size);
  }

  stageChunk(stagingId: string, offset: number, bytes: Uint8Array): Promise<number> {
    return this.staging.append(stagingId, offset, bytes);
  }

  /** Checks the file, declares it, uploads it with progress and waits for the service to read it. */
  async importTmx(request: ImportTmx, signal?: AbortSignal): Promise<ImportedMemory> {
    const path = request.file.kind === 'path' ? request.file.path : this.staging.peek(request.file.stagingId).path;
    try {
      const size = (await stat(path)).size;
      refuseFile(request.fileName, size);
      const report = (phase: ImportProgress['phase'], sent = 0) =>
        this.options.progress({ importId: request.importId, phase, sent, total: size });
      report('checking');
      await this.options.work.run(
        'tmxCheck',
        { path, name: request.fileName },
        { label: 'Checking a TMX file', ...(signal ? { signal } : {}) },
      );
      const client = await this.options.connection.client();
      const memories = client.translationMemories;
      const call = signal ? { signal } : {};
      const declared = await memories.createImport(
        {
          source_file: { file_name: request.fileName, content_length: size, content_type: 'application/xml' },
          parameters: { display_name: request.name },
        },
        call,
      );
      report('uploading');
      let lastReport = 0;
      await memories.upload(declared.upload_url, path, {
        ...call,
        onProgress: (sent, total) => {
          // A few reports a second are enough for a progress bar, and the last one always.
          const now = Date.now();
          if (sent === total || now - lastReport >= 200) {
            lastReport = now;
            report('uploading', sent);
          }
        },
      });
      report('processing', size);
      const job = await this.finished(client, declared.job_id, signal);
      const result = job.results[0];
      if (result?.status !== 'completed' || !result.translation_memory_id)
        throw new ValidationError(
          [fieldIssue('file', { id: 'memories.import.failed', values: { name: request.fileName } })],
          {
            saysNextStep: { id: 'memories.import.failed.nextStep' },
            ...(result?.error?.message ? { serverMessage: result.error.message } : {}),
          },
        );
      const memory = await memories.get(result.translation_memory_id, call);
      return {
        memoryId: memory.translation_memory_id,
        name: memory.name,
        segmentCount: memory.segment_count,
        skipped: result.skipped_segment_count ?? 0,
      };
    } finally {
      if (request.file.kind === 'staged') await this.staging.discard(request.file.stagingId).catch(() => undefined);
    }
  }

  async segments(request: SegmentsRequest, signal?: AbortSignal): Promise<SegmentsPage> {
    const client = await this.options.connection.client();
    const page = await this.managed(client, request.memoryId, () =>
      client.translationMemories.segments(
        request.memoryId,
        {
          page_size: request.pageSize ?? MEMORY_SEGMENTS_PAGE_SIZE,
          ...(request.cursor ? { page_cursor: request.cursor } : {}),
          ...(request.filter ? { filter_text: request.filter } : {}),
        },
        signal ? { signal } : {},
      ),
    );
    return {
      segments: page.segments.slice(0, 100).map((segment) => ({
        id: segment.source_segment_id,
        source: segment.source_text,
        targets: segment.targets.map((target) => ({ language: target.target_language, text: target.target_text })),
      })),
      segmentCount: page.segment_count,
      ...(page.next_page_cursor ? { nextCursor: page.next_page_cursor } : {}),
    };
  }

  /** Makes the export, waits for it and downloads it into a file the window reads with `exportRead`. */
  async exportTmx(memoryId: string, signal?: AbortSignal): Promise<ExportedTmx> {
    const client = await this.options.connection.client();
    const call = signal ? { signal } : {};
    const memory = await this.managed(client, memoryId, () => client.translationMemories.get(memoryId, call));
    const job = await this.managed(client, memoryId, () => client.translationMemories.createExport(memoryId, call));
    const done = await this.finished(client, job.job_id, signal);
    const url = done.results[0]?.download_url;
    if (done.results[0]?.status !== 'completed' || !url)
      throw new ServiceUnavailableError({
        says: { id: 'memories.export.failed', values: { name: memory.name } },
        saysNextStep: { id: 'memories.export.failed.nextStep' },
        ...(done.results[0]?.error?.message ? { serverMessage: done.results[0].error.message } : {}),
      });
    await this.sweep();
    await mkdir(this.exportsDir, { recursive: true, mode: 0o700 });
    const exportId = randomBytes(16).toString('hex');
    const path = join(this.exportsDir, `${exportId}.tmx`);
    await client.translationMemories.download(url, path, call);
    const size = (await stat(path)).size;
    const fileName = `${safeFileName(memory.name)}.tmx`;
    const timer = setTimeout(() => void this.forget(exportId), EXPORT_KEPT_MS);
    timer.unref();
    this.exports.set(exportId, { path, fileName, size, timer });
    return { exportId, fileName, size };
  }

  /** The next chunk of a finished export; the file is removed once its last chunk was read. */
  async exportRead(exportId: string, offset: number): Promise<{ base64: string; done: boolean }> {
    const kept = this.exports.get(exportId);
    if (!kept) throw new NotFoundError({ says: { id: 'error.service.notFound', values: { operation: 'export' } } });
    const length = Math.max(0, Math.min(STAGING_CHUNK_BYTES, kept.size - offset));
    const bytes = Buffer.alloc(length);
    const file = await open(kept.path, 'r');
    try {
      await file.read(bytes, 0, length, offset);
    } finally {
      await file.close();
    }
    const done = offset + length >= kept.size;
    if (done) await this.forget(exportId);
    return { base64: bytes.toString('base64'), done };
  }

  async delete(memoryId: string, signal?: AbortSignal): Promise<{ deleted: boolean }> {
    const client = await this.options.connection.client();
    await this.managed(client, memoryId, () => client.translationMemories.delete(memoryId, signal ? { signal } : {}));
    return { deleted: true };
  }

  /** Removes the exports still kept (at quit). */
  async dispose(): Promise<void> {
    await Promise.all([...this.exports.keys()].map((id) => this.forget(id)));
  }

  /** Staged files and exports of an earlier run are no one's any more: removed once, before the first use. */
  private sweep(): Promise<void> {
    return (this.swept ??= rm(join(this.options.dataDir, 'translationMemories'), { recursive: true, force: true }));
  }

  private async forget(exportId: string): Promise<void> {
    const kept = this.exports.get(exportId);
    if (!kept) return;
    this.exports.delete(exportId);
    clearTimeout(kept.timer);
    await rm(kept.path, { force: true });
  }

  /**
   * A management call on one memory. Its "not found" means the memory was deleted elsewhere, unless the memory is
   * still listed: then the service has no management (the spec's form), and says so.
   */
  private async managed<T>(client: LanguageServicesClient, memoryId: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!isGlossaError(error, 'notFound')) throw error;
      const listed = await client.translationMemories.all().catch(() => []);
      if (listed.some((memory) => memory.translation_memory_id === memoryId))
        throw new NotFoundError({
          says: { id: 'memories.notOffered' },
          saysNextStep: { id: 'memories.notOffered.nextStep' },
        });
      throw new NotFoundError({
        says: { id: 'memories.gone' },
        saysNextStep: { id: 'memories.gone.nextStep' },
        fields: [fieldIssue('translation_memory_id', { id: 'memories.gone' })],
      });
    }
  }

  /** Looks at a job until its result is final (or the wait is over). */
  private async finished(client: LanguageServicesClient, jobId: string, signal?: AbortSignal): Promise<MemoryJob> {
    const sleep = this.options.sleep ?? realSleep;
    const started = Date.now();
    for (let look = 0; ; look++) {
      const job = await client.translationMemories.job(jobId, signal ? { signal } : {});
      const status = job.results[0]?.status;
      if (status !== 'processing' && status !== 'awaiting_input' && status !== 'pending') return job;
      if (Date.now() - started > JOB_WAIT_MS)
        throw new TimeoutError({
          says: { id: 'error.service.timeout', values: { seconds: JOB_WAIT_MS / 1000, operation: job.operation } },
        });
      await sleep(POLL_PAUSES_MS[Math.min(look, POLL_PAUSES_MS.length - 1)]!, signal ?? new AbortController().signal);
    }
  }
}

function refuseFile(name: string, size: number): void {
  const refusal = tmxImportRefusal(name, size);
  if (refusal) throw new ValidationError([fieldIssue('file', refusal)]);
}
