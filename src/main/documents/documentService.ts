// Document translation as main offers it to a window: the queue, intake of paths and dropped bytes,
// glossary choices for a pair, opening results, and the batch notification. Plain Node; the host does
// dialogs, opening files and OS notifications.
import type { UiMessage } from '../../shared/i18n/catalogue';
import { englishText } from '../../shared/i18n/english';
import { basename, dirname, join } from 'node:path';
import { chmod, stat } from 'node:fs/promises';
import { documentModeHere } from '../../node/atomicFile';
import type {
  AddFilesResult,
  BatchView,
  CountFileResult,
  DocumentsState,
  GlossaryChoice,
} from '../../shared/calls/documents';
import type { CallRequest, Contract } from '../../shared/contract';
import { InternalError, NotFoundError, ValidationError, fieldIssue } from '../../shared/errors';
import { checkDocumentUpload, fileExtension } from '../../shared/rules/documents';
import { batchUploadFields } from '../../shared/rules/translateOptionFields';
import { glossaryCoversPair } from '../../shared/rules/translate';
import type { Host } from '../host';
import { DocumentJournal, JOURNAL_FILE } from './documentJournal';
import { DocumentQueue } from './documentQueue';
import type { DocumentConnection } from './documentSteps';
import { takeIn } from './documentIntake';
import { countHere, type CountWork, type XliffWork } from './documentWork';
import { DocumentStaging } from './documentStaging';
import { loadJournalCipher } from './journalCipher';
import { partPathFor, placeDownloadedFile, placementReason } from './outputPlacement';
import { recoveryFolder, removeRecovered } from './journalRecovery';

/** The contract's request of a `documents` call, as the window sent it. */
type Request<M extends keyof Contract['documents']> = CallRequest<'documents', M>;
type Done = { ok: true };
/** The packages that can embed charts' data and objects nobody translates. */
const OFFICE_EXTENSIONS = new Set(['docx', 'pptx', 'xlsx']);
const DONE: Done = { ok: true };

export interface DocumentServiceOptions {
  userDataDir: string;
  host: Pick<Host, 'openPath' | 'showInFolder' | 'notify' | 'secretEncryption'>;
  connection: DocumentConnection;
  concurrency?: number;
  /** The placement seam, for tests that make the file system fail. */
  placeFile?: typeof placeDownloadedFile;
  /** Where XLIFF 1.2 conversions run (the work pool's worker in the app). */
  xliffWork?: XliffWork;
  /** Where counts before sending run (the work pool's worker in the app; tests may count in their thread). */
  countWork?: CountWork;
  /** Main's texts in the user's language, for the notification when a batch ends (English without it). */
  say?: (message: UiMessage) => string;
  /** Drops the Documents draft still holds (staging id → name): kept at start, not swept. */
  draftedDrops?: () => Promise<ReadonlyMap<string, string>>;
}

export class DocumentService {
  private constructor(
    readonly queue: DocumentQueue,
    private readonly staging: DocumentStaging,
    private readonly options: DocumentServiceOptions,
  ) {}

  static async open(options: DocumentServiceOptions): Promise<DocumentService> {
    const dir = join(options.userDataDir, 'documents');
    const cipher = await loadJournalCipher(dir, options.host.secretEncryption);
    const staging = new DocumentStaging(join(dir, 'staging'));
    const queue = await DocumentQueue.open({
      journal: new DocumentJournal(dir, cipher),
      connection: options.connection,
      ...(options.concurrency ? { concurrency: options.concurrency } : {}),
      ...(options.placeFile ? { placeFile: options.placeFile } : {}),
      ...(options.xliffWork ? { xliffWork: options.xliffWork } : {}),
      onBatchFinished: (batch) => notifyFinished(options.host, batch, options.say ?? englishText),
    });
    const service = new DocumentService(queue, staging, options);
    await staging.sweep(queue.stagedPaths(), (await options.draftedDrops?.().catch(() => undefined)) ?? new Map());
    return service;
  }

  state(): DocumentsState {
    return this.queue.state();
  }

  onChange(listener: () => void): () => void {
    return this.queue.onChange(listener);
  }

  /** One batch from paths and staged drops: unsupported files are refused at once, each with its reason. */
  async add({ files, options, group }: Request<'add'>): Promise<AddFilesResult> {
    // The batch's options, checked here once for every file (with a neutral file name), before anything is taken;
    // each file's own type at intake. The upload checks only what the glossaries and the memory, once read, tell.
    const issues = checkDocumentUpload({ filename: 'batch.txt', ...batchUploadFields(options) });
    if (issues.length > 0) throw new ValidationError(issues);
    const anyStaged = files.some((f) => f.kind === 'staged');
    if (options.outputFolder !== undefined) {
      const folder = await stat(options.outputFolder).catch(() => undefined);
      if (!folder?.isDirectory()) {
        throw new ValidationError([
          fieldIssue('outputFolder', {
            id: 'documents.error.outputFolderMissing',
            values: { folder: options.outputFolder },
          }),
        ]);
      }
    } else if (anyStaged) {
      throw new ValidationError([fieldIssue('outputFolder', { id: 'documents.error.droppedNeedFolder' })]);
    }
    const items: ({ path: string } | { path: string; name: string; staged: true })[] = [];
    for (const file of files) {
      if (file.kind === 'path') items.push({ path: file.path });
      else {
        // A copy for this batch when asked (a restored drop going into several languages); else the drop itself.
        const id = file.copy ? await this.staging.copy(file.stagingId) : file.stagingId;
        items.push({ ...this.staging.take(id), staged: true });
      }
    }
    const { accepted, refused } = await takeIn(items);
    for (const item of items) {
      if ('staged' in item && !accepted.some((a) => a.path === item.path)) await this.staging.remove(item.path);
    }
    if (accepted.length === 0) return { added: 0, refused };
    const batchId = await this.queue.add(accepted, options, group);
    void this.findUntranslated(batchId, accepted);
    return { batchId, added: accepted.length, refused };
  }

  /**
   * Reads each Office file of a new batch in the work pool for what it holds that nobody translates (the data
   * behind its charts, embedded objects): its finished row names them. A file that cannot be read is left to
   * its job, which says why.
   */
  private async findUntranslated(batchId: string, files: readonly { path: string; name: string }[]): Promise<void> {
    const countWork = this.options.countWork ?? countHere;
    for (const file of files) {
      if (!OFFICE_EXTENSIONS.has(fileExtension(file.name))) continue;
      const counted = await countWork(file.path, file.name).catch(() => undefined);
      if (counted?.embedded) await this.queue.noteUntranslated(batchId, file.path, counted.embedded).catch(() => {});
    }
  }

  /**
   * What a file (or each supported file of a folder) will bill, before anything is sent: counted in the work
   * pool. A staged drop stays staged for its batch. Files the intake refuses get its reason instead.
   */
  async count({ file }: Request<'count'>): Promise<CountFileResult> {
    const item = file.kind === 'path' ? { path: file.path } : { ...this.staging.peek(file.stagingId) };
    const { accepted, refused } = await takeIn([item]);
    const countWork = this.options.countWork ?? countHere;
    const counted = [];
    for (const one of accepted) counted.push(await countWork(one.path, one.name));
    return { files: [...counted, ...refused.map((r) => ({ name: r.name, note: r.says }))] };
  }

  /** A staged drop the window will not send: its bytes are removed now. */
  async unstage({ stagingId }: Request<'unstage'>): Promise<Done> {
    await this.staging.discard(stagingId);
    return DONE;
  }

  async stageBegin({ name, size }: Request<'stageBegin'>): Promise<{ stagingId: string }> {
    return { stagingId: await this.staging.begin(name, size) };
  }

  async stageChunk({ stagingId, offset, base64 }: Request<'stageChunk'>): Promise<{ received: number }> {
    return { received: await this.staging.append(stagingId, offset, Buffer.from(base64, 'base64')) };
  }

  async cancel({ jobId }: Request<'cancel'>): Promise<Done> {
    await this.queue.cancel(this.known(jobId));
    return DONE;
  }

  async retry({ jobId }: Request<'retry'>): Promise<Done> {
    const record = this.queue.job(this.known(jobId));
    const exists =
      record.resumeState !== undefined ||
      (await stat(record.sourcePath).then(
        () => true,
        () => false,
      ));
    if (!exists)
      throw new NotFoundError({
        says: { id: 'documents.error.fileMissing', values: { name: record.name } },
        saysNextStep: { id: 'documents.error.addAgain' },
      });
    await this.queue.retry(jobId);
    return DONE;
  }

  async resume(): Promise<Done> {
    await this.queue.resume();
    return DONE;
  }

  async clearFinished(): Promise<Done> {
    for (const path of await this.queue.clearFinished()) await this.staging.remove(path);
    return DONE;
  }

  async openResult({ jobId, how }: Request<'openResult'>): Promise<Done> {
    const record = this.queue.job(this.known(jobId));
    if (!record.outputPath)
      throw new NotFoundError({
        says: { id: 'documents.error.noResultYet' },
        saysNextStep: { id: 'documents.error.noResultYetNextStep' },
      });
    const exists = await stat(record.outputPath).then(
      () => true,
      () => false,
    );
    if (!exists)
      throw new NotFoundError({
        says: { id: 'documents.error.resultMoved' },
        saysNextStep: { id: 'documents.error.resultMovedNextStep' },
      });
    try {
      if (how === 'open') await this.options.host.openPath(record.outputPath);
      else await this.options.host.showInFolder(record.outputPath);
    } catch (error) {
      // The system's opener failed (no app for the type, no file manager): say so, and where the file is. The
      // system's own words (English, often) go to the log.
      console.error(`[glossa] could not ${how} ${record.outputPath}:`, error);
      throw new InternalError(
        {
          says: { id: 'documents.error.openFailed', values: { how, name: basename(record.outputPath) } },
          saysNextStep: { id: 'documents.error.openFromFolder', values: { folder: dirname(record.outputPath) } },
        },
        { cause: error },
      );
    }
    return DONE;
  }

  /** "Save as…": a translation kept in the recovery folder goes to `folder` under its name, never overwriting. */
  async saveRecovered({ jobId, folder }: Request<'saveRecovered'>): Promise<{ path: string }> {
    const record = this.queue.job(this.known(jobId));
    if (!record.recoveredPath) throw new NotFoundError({ says: { id: 'documents.error.notRecovered' } });
    const target = await stat(folder).catch(() => undefined);
    if (!target?.isDirectory())
      throw new ValidationError([fieldIssue('folder', { id: 'documents.error.notAFolder', values: { folder } })]);
    let path: string;
    try {
      path = await placeDownloadedFile(
        record.recoveredPath,
        folder,
        basename(record.recoveredPath),
        partPathFor(folder, record.id),
      );
    } catch (error) {
      throw new ValidationError(
        [fieldIssue('folder', { id: 'documents.error.saveAsFailed', values: { folder, ...placementReason(error) } })],
        { saysNextStep: { id: 'documents.error.chooseAnotherFolder' } },
      );
    }
    // Kept privately (0600) while in the recovery folder; saved, it is a document like any other.
    await chmod(path, documentModeHere());
    const recovered = record.recoveredPath;
    await this.queue.markSaved(jobId, path);
    // Saved elsewhere and journaled: the copy in the recovery folder goes (a crash before this leaves it listed at start).
    await removeRecovered(recoveryFolder(join(this.options.userDataDir, 'documents', JOURNAL_FILE)), recovered);
    return { path };
  }

  /** The user chose to delete a translation kept in the recovery folder (the window asked first): it goes, with its job. */
  async discardRecovered({ jobId }: Request<'discardRecovered'>): Promise<Done> {
    const record = this.queue.job(this.known(jobId));
    if (!record.recoveredPath) throw new NotFoundError({ says: { id: 'documents.error.notRecovered' } });
    const path = record.recoveredPath;
    for (const staged of await this.queue.forgetJob(jobId)) await this.staging.remove(staged);
    await removeRecovered(recoveryFolder(join(this.options.userDataDir, 'documents', JOURNAL_FILE)), path);
    return DONE;
  }

  dismissNotices(): Done {
    this.queue.dismissNotices();
    return DONE;
  }

  /** Glossaries that can serve the pair: one of their dictionaries matches, a base language covering its variants. */
  async glossaryChoices({
    sourceLang,
    targetLang,
  }: Request<'glossaryChoices'>): Promise<{ glossaries: GlossaryChoice[] }> {
    const client = await this.options.connection.client();
    const glossaries = await client.glossaries.list();
    const choices = glossaries
      .filter((g) => glossaryCoversPair(g.dictionaries, sourceLang, targetLang))
      .map((g) => ({
        id: g.glossary_id,
        name: g.name,
        pairs: g.dictionaries.map((d) => `${d.source_lang}→${d.target_lang}`),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { glossaries: choices };
  }

  close(): Promise<void> {
    return this.queue.close();
  }

  private known(jobId: string): string {
    try {
      this.queue.job(jobId);
      return jobId;
    } catch {
      throw new NotFoundError({
        says: { id: 'documents.error.jobGone' },
        saysNextStep: { id: 'documents.error.addAgain' },
      });
    }
  }
}

/** The OS notification when a batch ends, in the user's language (the window shows its own summary). */
function notifyFinished(
  host: DocumentServiceOptions['host'],
  batch: BatchView,
  say: (message: UiMessage) => string,
): void {
  const values = {
    done: batch.done,
    total: batch.total,
    failed: batch.failed,
    cancelled: batch.cancelled,
    characters: batch.billedCharacters,
  };
  host.notify?.(say({ id: 'documents.notify.title' }), say({ id: 'documents.notify.body', values }));
}
