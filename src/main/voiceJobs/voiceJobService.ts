// Recordings translated as asynchronous voice jobs: what a window may ask (add a recording by path or as
// staged bytes, retry, remove), the journal that survives a crash or restart, and the running of each job
// (voiceJobSteps.ts). A recording of a type the service does not take, or over its published size, is refused
// before anything is sent, with the limit. Results go beside the recording, or into the chosen folder for a
// dropped file that has no folder of its own.
import { randomUUID } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { stat } from 'node:fs/promises';
import type { AddRecording, VoiceJobsState, VoiceJobView } from '../../shared/calls/voiceJobs';
import { InternalError, ValidationError, fieldIssue, isGlossaError } from '../../shared/errors';
import type { UiMessage } from '../../shared/i18n/catalogue';
import { englishText } from '../../shared/i18n/english';
import { checkRecording, recordingContentType } from '../../shared/rules/voiceJobs';
import type { LanguageServicesClient } from '../api/client';
import { realSleep } from '../api/sleep';
import { DocumentStaging } from '../documents/documentStaging';
import { checkOutputFolder } from '../documents/outputFolderCheck';
import { isPassing, runVoiceJob } from './voiceJobSteps';
import { type VoiceJobRecord, VoiceJobJournal } from './voiceJobJournal';

export interface VoiceJobServiceOptions {
  userDataDir: string;
  connection: { client(): Promise<LanguageServicesClient> };
  /** Injectable for tests: the waits between polls and retries. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  maxPassingFailures?: number;
}

type Listener = () => void;

export class VoiceJobService {
  private readonly jobs: VoiceJobRecord[] = [];
  private readonly running = new Map<string, AbortController>();
  private readonly uploaded = new Map<string, number>();
  private readonly listeners = new Set<Listener>();
  private damage: UiMessage | undefined;

  private constructor(
    private readonly journal: VoiceJobJournal,
    private readonly staging: DocumentStaging,
    private readonly dir: string,
    private readonly options: VoiceJobServiceOptions,
  ) {}

  /** Reads the journal and goes on with every job that was under way. */
  static async open(options: VoiceJobServiceOptions): Promise<VoiceJobService> {
    const dir = join(options.userDataDir, 'voiceJobs');
    const journal = new VoiceJobJournal(dir);
    const service = new VoiceJobService(journal, new DocumentStaging(join(dir, 'staging')), dir, options);
    const loaded = await journal.load();
    service.jobs.push(...loaded.jobs);
    service.damage = loaded.damage;
    await service.staging.sweep(new Set(loaded.jobs.filter((j) => j.staged).map((j) => j.sourcePath)));
    for (const job of service.jobs) if (job.state !== 'done' && job.state !== 'stopped') service.start(job);
    return service;
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  state(): VoiceJobsState {
    return { jobs: this.jobs.map((job) => this.view(job)), ...(this.damage ? { notice: this.damage } : {}) };
  }

  async add(request: AddRecording): Promise<{ jobId: string }> {
    const file =
      request.file.kind === 'path'
        ? { path: request.file.path, name: basename(request.file.path), staged: false }
        : { ...this.staging.take(request.file.stagingId), staged: true };
    let size: number;
    try {
      size = (await stat(file.path)).size;
    } catch {
      throw new ValidationError(
        [fieldIssue('file', { id: 'voiceJobs.error.unreadable', values: { name: file.name } })],
        {
          saysNextStep: { id: 'voiceJobs.error.unreadableNextStep' },
        },
      );
    }
    const refusal = checkRecording({ name: file.name, size });
    if (refusal.length > 0) {
      if (file.staged) await this.staging.remove(file.path);
      throw new ValidationError(refusal, { saysNextStep: { id: 'voiceJobs.error.chooseAnother' } });
    }
    const folder = request.outputFolder ?? (file.staged ? undefined : dirname(file.path));
    if (!folder)
      throw new ValidationError([fieldIssue('outputFolder', { id: 'voiceJobs.error.chooseFolder' })], {
        saysNextStep: { id: 'voiceJobs.error.chooseFolderNextStep' },
      });
    const folderStatus = await checkOutputFolder(folder);
    if (folderStatus.state !== 'ready')
      throw new ValidationError([fieldIssue('outputFolder', { id: `settings.outputFolder.${folderStatus.state}` })]);
    const job: VoiceJobRecord = {
      id: randomUUID(),
      sourcePath: file.path,
      name: file.name,
      size,
      contentType: recordingContentType(file.name)!,
      staged: file.staged,
      folder,
      ...(request.sourceLanguage ? { sourceLanguage: request.sourceLanguage } : {}),
      state: 'waiting',
      results: request.targets.flatMap((target) =>
        target.kinds.map((kind) => ({ language: target.language, kind, status: 'waiting' })),
      ),
      createdAt: Date.now(),
    };
    this.jobs.push(job);
    await this.save();
    this.start(job);
    return { jobId: job.id };
  }

  stageBegin({ name, size }: { name: string; size: number }): Promise<{ stagingId: string }> {
    const refusal = checkRecording({ name, size });
    if (refusal.length > 0) throw new ValidationError(refusal, { nextStep: refusal[0]!.message });
    return this.staging.begin(name, size).then((stagingId) => ({ stagingId }));
  }

  async stageChunk(request: { stagingId: string; offset: number; base64: string }): Promise<{ received: number }> {
    const bytes = Buffer.from(request.base64, 'base64');
    return { received: await this.staging.append(request.stagingId, request.offset, bytes) };
  }

  async retry({ jobId }: { jobId: string }): Promise<{ ok: boolean }> {
    const job = this.jobs.find((j) => j.id === jobId);
    if (!job || job.state !== 'stopped') return { ok: false };
    job.state = job.resumeState ?? 'waiting';
    delete job.resumeState;
    delete job.error;
    await this.save();
    this.start(job);
    return { ok: true };
  }

  async remove({ jobId }: { jobId: string }): Promise<{ ok: boolean }> {
    const index = this.jobs.findIndex((j) => j.id === jobId);
    const job = this.jobs[index];
    if (!job || (job.state !== 'done' && job.state !== 'stopped')) return { ok: false };
    // A stopped job whose results were billed keeps its downloads: it is forgotten only once nothing waits.
    if (job.results.some((r) => r.downloadPath)) return { ok: false };
    this.jobs.splice(index, 1);
    if (job.staged) await this.staging.remove(job.sourcePath);
    await this.save();
    return { ok: true };
  }

  async close(): Promise<void> {
    for (const controller of this.running.values()) controller.abort();
    this.running.clear();
    await this.journal.save(this.jobs).catch(() => undefined);
  }

  private start(job: VoiceJobRecord): void {
    if (this.running.has(job.id)) return;
    const controller = new AbortController();
    this.running.set(job.id, controller);
    void runVoiceJob(job, {
      api: async () => (await this.options.connection.client()).voiceJobs,
      save: () => this.save(),
      progress: (sent) => {
        this.uploaded.set(job.id, sent);
        this.emit();
      },
      downloadsDir: join(this.dir, 'downloads'),
      sleep: this.options.sleep ?? realSleep,
      signal: controller.signal,
      maxPassingFailures: this.options.maxPassingFailures ?? 4,
    })
      .then(async () => {
        if (job.staged) await this.staging.remove(job.sourcePath);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        job.resumeState = job.uploadedAt !== undefined ? 'processing' : job.jobId ? 'uploading' : 'waiting';
        job.state = 'stopped';
        job.error = stoppedBecause(error);
      })
      .finally(() => {
        if (this.running.get(job.id) === controller) this.running.delete(job.id);
        if (!controller.signal.aborted) void this.save();
      });
  }

  private async save(): Promise<void> {
    this.emit();
    await this.journal.save(this.jobs);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private view(job: VoiceJobRecord): VoiceJobView {
    return {
      id: job.id,
      name: job.name,
      size: job.size,
      state: job.state,
      uploaded: job.uploadedAt !== undefined ? job.size : (this.uploaded.get(job.id) ?? 0),
      folder: job.folder,
      results: job.results.map((r) => ({
        language: r.language,
        kind: r.kind,
        status: r.status,
        ...(r.outputPath ? { outputPath: r.outputPath } : {}),
        ...(r.error ? { error: r.error } : {}),
        ...(r.errorSays ? { errorSays: r.errorSays } : {}),
      })),
      ...(job.error ? { error: job.error } : {}),
      createdAt: job.createdAt,
    };
  }
}

/** Why a job stopped, as a translator reads it, with what to do; what was billed is kept. */
function stoppedBecause(error: unknown): NonNullable<VoiceJobRecord['error']> {
  if (!isGlossaError(error)) console.error('[glossa] a voice job stopped:', error);
  const typed = isGlossaError(error) ? error : new InternalError();
  const says = typed.uiMessage ? { uiMessage: typed.uiMessage } : {};
  if (isPassing(typed)) {
    const retry = { id: 'voiceJobs.error.retryNextStep' } as const;
    return { message: typed.message, nextStep: englishText(retry), ...says, uiNextStep: retry };
  }
  return {
    message: typed.message,
    nextStep: typed.nextStep,
    ...says,
    ...(typed.uiNextStep ? { uiNextStep: typed.uiNextStep } : {}),
    ...(typed.serverMessage ? { serverMessage: typed.serverMessage } : {}),
  };
}
