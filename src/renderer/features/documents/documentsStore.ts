// Document translation in the window: the queue's state as main reports it, the batch options (remembered
// in settings), and adding files: paths from the Open dialog, or dropped files whose bytes are staged in
// main in chunks (a browser, and a sandboxed renderer, see no paths).
import { create } from 'zustand';
import type {
  BatchOptions,
  DocumentsState,
  FileRef,
  GlossaryChoice,
  OutputFolderStatus,
  RefusedFile,
} from '../../../shared/calls/documents';
import type { ErrorData } from '../../../shared/errors';
import { sortChosenFiles } from '../../../shared/rules/chosenFiles';
import type { FileCount } from '../../../shared/rules/documentBilling';
import { STAGING_CHUNK_BYTES, unsupportedFileReason } from '../../../shared/rules/documents';
import type { DocumentPreferences, TranslationDefaults } from '../../../shared/settings';
import { chosenStyleFor } from '../../components/styleChoiceStore';
import { toBase64 } from '../../lib/base64';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { onAccountChange } from '../../lib/storeEvents';
import { type DocumentOptions, batchOptions, optionProblems } from './batchOptions';

export type { DocumentOptions } from './batchOptions';
export { optionProblems } from './batchOptions';

/** A file as it is dropped or picked: its name, and either its bytes (File) or its path. */
export interface IncomingFile {
  name: string;
  file?: File;
  path?: string;
  /** Dropped bytes already staged in main (for the count before sending); the first language's batch takes them. */
  stagingId?: string;
}

/** What a waiting file will bill: being counted (in main's work pool), its files' counts, or why not. */
export type PendingCount =
  { state: 'counting' } | { state: 'counted'; files: FileCount[] } | { state: 'failed'; message: string };

interface Sending {
  name: string;
  sent: number;
  total: number;
}

interface DocumentsStore {
  queue: DocumentsState | null;
  fileDialogs: boolean;
  options: DocumentOptions | null;
  glossaries: GlossaryChoice[] | null;
  glossaryError: ErrorData | null;
  refused: RefusedFile[];
  addError: ErrorData | null;
  actionError: ErrorData | null;
  /** What failed for one document's Open or Show in folder, shown in its row. */
  jobErrors: Record<string, ErrorData>;
  /** The output folder the waiting files need is missing or unusable: said by the field, with "Create". */
  folderProblem: (OutputFolderStatus & { path: string }) | null;
  /** Creates the missing output folder, then sends the waiting files when nothing else stops them. */
  createFolderAndSend(): Promise<void>;
  sending: Sending | null;
  /** Files are being dragged over the window. */
  dragging: boolean;
  /**
   * Files chosen but not sent yet: they wait for the user to see what they will bill (Word, PowerPoint, Excel,
   * PDF), or for an option the batch still needs (a target language). Kept until sent or discarded.
   */
  pending: IncomingFile[];
  /** More target languages for the next batch: each file is translated into the main target and each of these. */
  alsoInto: string[];
  setAlsoInto(langs: string[]): void;
  /** Sends the pending files (when the options allow it). */
  confirmPending(): Promise<void>;
  discardPending(): void;
  /** The count of each waiting file, filled in as main answers (kept with the file while it waits). */
  counts: ReadonlyMap<IncomingFile, PendingCount>;
  load(): Promise<void>;
  setOptions(change: Partial<DocumentOptions>): Promise<void>;
  addFiles(files: readonly IncomingFile[]): Promise<void>;
  chooseFiles(): Promise<void>;
  chooseFolder(): Promise<void>;
  /** Desktop app: a folder to translate (its supported files are added). */
  chooseSourceFolder(): Promise<void>;
  act(action: 'cancel' | 'retry' | 'open' | 'show', jobId: string): Promise<void>;
  resume(): Promise<void>;
  clearFinished(): Promise<void>;
  dismissRefused(): void;
  /** Counts the waiting files that have no count yet (files restored from the draft). */
  countWaiting(): Promise<void>;
}

const fromPreferences = (defaults: TranslationDefaults, documents: DocumentPreferences): DocumentOptions => ({
  sourceLang: defaults.sourceLang,
  targetLang: defaults.targetLang,
  formality: defaults.formality,
  outputFolder: defaults.outputFolder,
  glossaryId: documents.glossaryId,
  pdfOutput: documents.pdfOutput,
  placement: documents.placement,
});

let glossaryRequest = 0;

export const useDocuments = create<DocumentsStore>((set, get) => {
  const loadGlossaries = async (options: DocumentOptions) => {
    const request = ++glossaryRequest;
    if (!options.sourceLang || !options.targetLang) return set({ glossaries: [], glossaryError: null });
    try {
      const { glossaries } = await unwrap(
        glossa.documents.glossaryChoices({ sourceLang: options.sourceLang, targetLang: options.targetLang }),
      );
      if (request === glossaryRequest) set({ glossaries, glossaryError: null });
    } catch (error) {
      if (request === glossaryRequest) set({ glossaries: [], glossaryError: errorDataOf(error) });
    }
  };

  return {
    queue: null,
    fileDialogs: false,
    options: null,
    glossaries: null,
    glossaryError: null,
    refused: [],
    addError: null,
    actionError: null,
    jobErrors: {},
    folderProblem: null,
    sending: null,
    dragging: false,
    pending: [],
    counts: new Map(),
    alsoInto: [],

    async load() {
      const [queue, capabilities, settings] = await Promise.all([
        unwrap(glossa.documents.state()),
        unwrap(glossa.documents.capabilities()),
        unwrap(glossa.settings.get()),
      ]);
      const options = fromPreferences(settings.translationDefaults, settings.documents);
      // Dropped files in the browser have no folder of their own: translations go to the chosen folder.
      if (!capabilities.fileDialogs) options.placement = 'folder';
      set({ queue, fileDialogs: capabilities.fileDialogs, options });
      await loadGlossaries(options);
    },

    async setOptions(change) {
      const current = get().options;
      if (!current) return;
      const next = { ...current, ...change };
      if (change.outputFolder !== undefined && change.outputFolder !== current.outputFolder)
        set({ folderProblem: null });
      // A glossary needs an explicit source; detecting the language drops it.
      if (next.sourceLang === null) next.glossaryId = null;
      set({ options: next });
      if (change.sourceLang !== undefined || change.targetLang !== undefined) {
        await loadGlossaries(next);
        const glossaries = get().glossaries ?? [];
        if (next.glossaryId && !glossaries.some((g) => g.id === next.glossaryId)) {
          next.glossaryId = null;
          set({ options: { ...next } });
        }
      }
      await unwrap(
        glossa.settings.update({
          translationDefaults: {
            sourceLang: next.sourceLang,
            targetLang: next.targetLang,
            formality: next.formality,
            outputFolder: next.outputFolder,
          },
          documents: {
            glossaryId: next.glossaryId,
            pdfOutput: next.pdfOutput,
            placement: get().fileDialogs ? next.placement : 'folder',
          },
        }),
      );
    },

    async addFiles(files) {
      const options = get().options;
      if (!options) return;
      const refused: RefusedFile[] = [];
      const supported = files.filter((f) => {
        // Dropped bytes are judged before any is sent, by the shared rule; paths (files or folders) by main.
        const reason = f.path ? undefined : unsupportedFileReason(f.name);
        if (reason) refused.push({ name: f.name, reason });
        return !reason;
      });
      // An empty file, or one already chosen or queued into the same language, is refused now and not counted.
      const described = (f: IncomingFile) => ({
        name: f.name,
        ...(f.path ? { path: f.path } : {}),
        ...(f.file ? { size: f.file.size, lastModified: f.file.lastModified } : {}),
      });
      const queued = (get().queue?.jobs ?? []).filter((j) => !['done', 'error', 'cancelled'].includes(j.state));
      const sorted = sortChosenFiles(
        supported.map(described),
        get().pending.map(described),
        queued,
        targetsOf(options, get().alsoInto),
      );
      refused.push(...sorted.refused);
      const wanted = sorted.taken.map((i) => supported[i]!);
      set({ refused, addError: null });
      if (wanted.length === 0) return;
      // Every chosen file waits with what it will bill until the user says "Translate": nothing is sent (or
      // billed) before its count has been shown, whatever its format.
      const pending = [...get().pending, ...wanted];
      set({ pending });
      // A missing output folder is said now, beside the files, not only when they are sent.
      if (
        optionProblems(
          options,
          pending.some((f) => !f.path),
        ).length === 0
      )
        await outputFolderReady(
          options,
          pending.some((f) => !f.path),
        );
      await countPending(wanted);
    },

    async confirmPending() {
      const { pending, options } = get();
      if (!options || pending.length === 0) return;
      const problems = optionProblems(
        options,
        pending.some((f) => !f.path),
      );
      if (problems.length > 0)
        return set({ addError: { kind: 'validation', message: problems[0]!.message, fields: problems } });
      set({ pending: [] });
      await send(pending);
      // Counts are kept only for files still waiting (a batch that could not go puts its files back).
      set((s) => ({ counts: new Map([...s.counts].filter(([file]) => s.pending.includes(file))) }));
    },

    async createFolderAndSend() {
      const problem = get().folderProblem;
      if (!problem) return;
      try {
        const status = await unwrap(glossa.documents.createOutputFolder({ path: problem.path }));
        if (status.state !== 'ready') return set({ folderProblem: { ...status, path: problem.path } });
        set({ folderProblem: null, addError: null });
        await get().confirmPending();
      } catch (error) {
        set({ addError: errorDataOf(error) });
      }
    },

    discardPending() {
      const staged = get().pending.flatMap((f) => (f.stagingId ? [f.stagingId] : []));
      set({ pending: [], counts: new Map(), addError: null, folderProblem: null });
      for (const stagingId of staged) void glossa.documents.unstage({ stagingId });
    },

    setAlsoInto(alsoInto) {
      set({ alsoInto });
    },

    async chooseFiles() {
      const { paths } = await unwrap(glossa.documents.chooseFiles());
      if (paths.length > 0)
        await get().addFiles(paths.map((path) => ({ path, name: path.split(/[/\\]/).pop() ?? path })));
    },

    async chooseFolder() {
      const { path } = await unwrap(glossa.documents.chooseFolder({ purpose: 'output' }));
      if (path) await get().setOptions({ outputFolder: path, placement: 'folder' });
    },

    async chooseSourceFolder() {
      const { path } = await unwrap(glossa.documents.chooseFolder({ purpose: 'source' }));
      if (path) await get().addFiles([{ path, name: path.split(/[/\\]/).pop() ?? path }]);
    },

    async act(action, jobId) {
      const { [jobId]: _cleared, ...others } = get().jobErrors;
      set({ actionError: null, jobErrors: others });
      try {
        if (action === 'cancel') await unwrap(glossa.documents.cancel({ jobId }));
        else if (action === 'retry') await unwrap(glossa.documents.retry({ jobId }));
        else await unwrap(glossa.documents.openResult({ jobId, how: action }));
      } catch (error) {
        // Open and Show in folder say what failed in the document's own row, where the click was.
        if (action === 'open' || action === 'show')
          set((s) => ({ jobErrors: { ...s.jobErrors, [jobId]: errorDataOf(error) } }));
        else set({ actionError: errorDataOf(error) });
      }
    },

    async resume() {
      await unwrap(glossa.documents.resume());
    },

    async clearFinished() {
      await unwrap(glossa.documents.clearFinished());
    },

    dismissRefused() {
      set({ refused: [] });
    },

    async countWaiting() {
      await countPending(get().pending.filter((f) => !get().counts.has(f)));
    },
  };
});

/** The languages of the next batch: the main target, then each "also into". */
function targetsOf(options: DocumentOptions, alsoInto: readonly string[]): string[] {
  return [options.targetLang, ...alsoInto.filter((lang) => lang !== options.targetLang)].filter(
    (lang): lang is string => lang !== null,
  );
}

/**
 * Hands files to main's queue: one batch per target language (the main target, then each "also into"), all
 * of one group so the window shows them as one. The output folder is checked first; files that cannot be sent
 * go back to the waiting files, never lost.
 */
async function send(files: readonly IncomingFile[]): Promise<void> {
  const { options, alsoInto } = useDocuments.getState();
  if (!options) return;
  const needsFolder = files.some((f) => !f.path);
  const targets = targetsOf(options, alsoInto);
  const set = useDocuments.setState;
  const keep = (remaining: readonly IncomingFile[]) => set((s) => ({ pending: [...remaining, ...s.pending] }));
  if (!(await outputFolderReady(options, needsFolder))) return keep(files);
  const group = crypto.randomUUID();
  let sent = 0;
  try {
    for (const targetLang of targets) {
      const refs: FileRef[] = [];
      for (const file of files) {
        if (file.path) refs.push({ kind: 'path', path: file.path });
        // A drop restored from the draft has no bytes here: main copies it for each language but the last.
        else if (!file.file && file.stagingId)
          refs.push(
            targetLang === targets.at(-1)
              ? { kind: 'staged', stagingId: takeStaged(file)! }
              : { kind: 'staged', stagingId: file.stagingId, copy: true },
          );
        // A staged copy is consumed by its batch, so each language gets its own.
        else if (file.file)
          refs.push({
            kind: 'staged',
            // The copy staged for the count goes with the first language; each other language stages its own.
            stagingId:
              (targetLang === targets[0] && takeStaged(file)) ||
              (await stage(file.file, (sending) => set({ sending }))),
          });
      }
      set({ sending: null });
      // A style rule list serves its own language only: each target gets the one chosen for it, if any.
      const styleId = chosenStyleFor('documents', targetLang);
      const result = await unwrap(
        glossa.documents.add({
          files: refs,
          options: {
            ...batchOptions({ ...options, targetLang }, needsFolder),
            ...(styleId ? { styleId } : {}),
          } as BatchOptions,
          ...(targets.length > 1 ? { group } : {}),
        }),
      );
      sent += 1;
      if (result.refused.length > 0) set((s) => ({ refused: [...s.refused, ...result.refused] }));
    }
  } catch (error) {
    set({ sending: null, addError: errorDataOf(error) });
    // Not one language went: the files wait again, with the problem said beside them.
    if (sent === 0) keep(files);
  }
}

/**
 * Whether the batch's output folder (if it has one) can take translations; when it cannot, the problem is set
 * for the view (the field highlighted, with the offer to create the folder) and false is returned.
 */
async function outputFolderReady(options: DocumentOptions, needsFolder: boolean): Promise<boolean> {
  const set = useDocuments.setState;
  const folder = batchOptions(options, needsFolder).outputFolder;
  if (folder) {
    try {
      const status = await unwrap(glossa.documents.checkOutputFolder({ path: folder }));
      if (status.state !== 'ready') {
        set({ folderProblem: { ...status, path: folder } });
        return false;
      }
    } catch (error) {
      set({ addError: errorDataOf(error) });
      return false;
    }
  }
  set({ folderProblem: null });
  return true;
}

/** The copy a file staged for its count, handed over once (a batch consumes it). */
function takeStaged(file: IncomingFile): string | undefined {
  const stagingId = file.stagingId;
  delete file.stagingId;
  return stagingId;
}

/**
 * Counts what each newly waiting file will bill, one file at a time (main counts in its work pool). Dropped
 * bytes are staged in main first (they stay on this computer), and that copy is kept for the first batch.
 */
async function countPending(files: readonly IncomingFile[]): Promise<void> {
  const { getState, setState } = useDocuments;
  const settle = (file: IncomingFile, count: PendingCount) =>
    setState((s) => ({ counts: new Map(s.counts).set(file, count) }));
  for (const file of files) settle(file, { state: 'counting' });
  for (const file of files) {
    if (!getState().pending.includes(file)) continue;
    try {
      let ref: FileRef;
      if (file.path) ref = { kind: 'path', path: file.path };
      // Already staged (a drop restored from the draft): counted where it is.
      else if (file.stagingId) ref = { kind: 'staged', stagingId: file.stagingId };
      else if (file.file) {
        file.stagingId = await stage(file.file, () => undefined);
        ref = { kind: 'staged', stagingId: file.stagingId };
      } else continue;
      const { files: counted } = await unwrap(glossa.documents.count({ file: ref }));
      settle(file, { state: 'counted', files: counted });
    } catch (error) {
      settle(file, { state: 'failed', message: errorDataOf(error).message });
    }
  }
}

/** Sends a dropped file's bytes to main in order, in chunks; returns its staging id. */
async function stage(file: File, progress: (sending: Sending) => void): Promise<string> {
  const { stagingId } = await unwrap(glossa.documents.stageBegin({ name: file.name, size: file.size }));
  for (let offset = 0; offset < file.size; offset += STAGING_CHUNK_BYTES) {
    const chunk = new Uint8Array(await file.slice(offset, offset + STAGING_CHUNK_BYTES).arrayBuffer());
    await unwrap(glossa.documents.stageChunk({ stagingId, offset, base64: toBase64(chunk) }));
    progress({ name: file.name, sent: Math.min(file.size, offset + chunk.length), total: file.size });
  }
  return stagingId;
}

glossa.documents.onChanged((queue) => useDocuments.setState({ queue }));
// Another account has other glossaries: offer that account's.
onAccountChange(() => {
  const { options, setOptions } = useDocuments.getState();
  if (options) void setOptions({ sourceLang: options.sourceLang, targetLang: options.targetLang });
});
