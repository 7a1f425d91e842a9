// Document translation in the window: the queue's state as main reports it, the batch options (remembered
// in settings), and adding files: paths from the Open dialog, or dropped files whose bytes are staged in
// main in chunks (a browser, and a sandboxed renderer, see no paths). Counting, checking the output folder and
// sending the waiting files are in pendingFiles.ts.
import { create } from 'zustand';
import type { DocumentsState, GlossaryChoice, RefusedFile } from '../../../shared/calls/documents';
import type { ErrorData } from '../../../shared/errors';
import { sortChosenFiles } from '../../../shared/rules/chosenFiles';
import { unsupportedFileIssue } from '../../../shared/rules/documents';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { onAccountChange } from '../../lib/storeEvents';
import { type DocumentOptions, fromPreferences, optionProblems as checkBatch, targetsOf } from './batchOptions';
import type { UiMessage } from '../../../shared/i18n/catalogue';
import { useTranslateOptions } from '../../components/translateOptionsStore';
import { activeConnection } from '../../components/activeConnection';
import { useAccounts } from '../settings/accountsStore';
import { chosenProfile, useStyleProfiles } from '../styleProfiles/styleProfilesStore';
import type { FieldIssue } from '../../../shared/errors';
import { type IncomingFile, type PendingState, countPending, outputFolderReady, send } from './pendingFiles';
import { startingChoices } from '../../../shared/rules/targetDefaults';
import { type BatchChoice, choicesIn, glossariesOffered, startFromTarget } from './targetStart';

export type { DocumentOptions } from './batchOptions';
/** What stops the next batch, with the account's memories and plan as the window knows them. */
export function optionProblems(options: DocumentOptions, needsFolder: boolean): FieldIssue[] {
  const accounts = useAccounts.getState().state;
  return checkBatch(options, needsFolder, {
    memories: useTranslateOptions.getState().memories,
    plan: accounts ? activeConnection(accounts).plan : undefined,
    profile: chosenProfile(),
  });
}

/** For a component showing `optionProblems`: it renders again when the chosen profile or the memories change. */
export function useProblemSources(): void {
  useStyleProfiles((s) => s.chosen);
  useStyleProfiles((s) => s.profiles);
  useStyleProfiles((s) => s.parts);
  useTranslateOptions((s) => s.memories);
}

interface DocumentsStore extends PendingState {
  queue: DocumentsState | null;
  fileDialogs: boolean;
  glossaries: GlossaryChoice[] | null;
  glossaryError: ErrorData | null;
  /** Chosen glossaries or a memory deleted elsewhere: why each is no longer chosen (until the next choice). */
  cleared: UiMessage[];
  actionError: ErrorData | null;
  /** What failed for one document's Open or Show in folder, shown in its row. */
  jobErrors: Record<string, ErrorData>;
  /** Creates the missing output folder, then sends the waiting files when nothing else stops them. */
  createFolderAndSend(): Promise<void>;
  /** Files are being dragged over the window. */
  dragging: boolean;
  setAlsoInto(langs: string[]): void;
  /** Sends the pending files (when the options allow it). */
  confirmPending(): Promise<void>;
  discardPending(): void;
  load(): Promise<void>;
  /**
   * Changes the next batch's options. A change by the user (`byUser`, the default) is kept when the target changes;
   * a new target starts from its own defaults in Settings for the rest.
   */
  setOptions(change: Partial<DocumentOptions>, byUser?: boolean): Promise<void>;
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

let glossaryRequest = 0;
/** What the user changed by hand for the batch being prepared (cleared when a batch is sent, and on load). */
const changedForBatch = new Set<BatchChoice>();
let choosingProfile = false;

/** The target's own defaults in Settings; null when it has none or they cannot be read. */
async function targetStart(targetLang: string | null) {
  try {
    const start = startingChoices((await unwrap(glossa.settings.get())).translationDefaults, targetLang);
    return start.from === null ? null : start;
  } catch {
    return null;
  }
}

/** The client profile a target's defaults choose (shared with Translate), not counted as the user's choice. */
function chooseProfile(profileId: string | null): void {
  choosingProfile = true;
  try {
    useStyleProfiles.getState().choose(profileId);
  } finally {
    choosingProfile = false;
  }
}

export const useDocuments = create<DocumentsStore>((set, get) => {
  const store = { getState: get, setState: set };
  const loadGlossaries = async (options: DocumentOptions) => {
    const request = ++glossaryRequest;
    if (!options.sourceLang || !options.targetLang) return set({ glossaries: [], glossaryError: null });
    try {
      const { glossaries } = await unwrap(
        glossa.documents.glossaryChoices({ sourceLang: options.sourceLang, targetLang: options.targetLang }),
      );
      if (request !== glossaryRequest) return;
      set({ glossaries, glossaryError: null });
      // A further glossary deleted elsewhere (or without this pair any more) is no longer offered: it is cleared.
      const current = get().options;
      const kept = current?.moreGlossaryIds.filter((id) => glossaries.some((g) => g.id === id)) ?? [];
      if (current && kept.length < current.moreGlossaryIds.length) {
        set((s) => ({ cleared: [...s.cleared, { id: 'documents.options.glossaryCleared' }] }));
        await get().setOptions({ moreGlossaryIds: kept }, false);
      }
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
    cleared: [],
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
      changedForBatch.clear();
      set({ queue, fileDialogs: capabilities.fileDialogs, options });
      await loadGlossaries(options);
    },

    async setOptions(change, byUser = true) {
      const current = get().options;
      if (!current) return;
      if (byUser) for (const choice of choicesIn(change)) changedForBatch.add(choice);
      let next = { ...current, ...change };
      let targetGlossaries: string[] | undefined;
      if (change.targetLang !== undefined && change.targetLang !== current.targetLang) {
        const start = await targetStart(next.targetLang);
        const latest = get().options;
        if (!latest || latest.targetLang !== current.targetLang) return; // another target came meanwhile
        // What changed while the defaults were read (a folder typed, a formality chosen) stays.
        next = { ...latest, ...change };
        if (start) {
          const from = startFromTarget(next, start, changedForBatch);
          next = from.options;
          targetGlossaries = from.glossaryIds;
          if (from.profileId !== undefined) chooseProfile(from.profileId);
        }
      }
      if (change.outputFolder !== undefined && change.outputFolder !== current.outputFolder)
        set({ folderProblem: null });
      // A glossary needs an explicit source; detecting the language drops it (and the ones after it).
      if (next.sourceLang === null) next.glossaryId = null;
      if (next.glossaryId === null) next.moreGlossaryIds = [];
      set({ options: next });
      if (change.sourceLang !== undefined || change.targetLang !== undefined) {
        await loadGlossaries(next);
        const glossaries = get().glossaries ?? [];
        if (targetGlossaries && next.sourceLang !== null) {
          const offered = glossariesOffered(targetGlossaries, glossaries);
          Object.assign(next, offered);
          set({ options: { ...(get().options ?? next), ...offered } });
        }
        if (next.glossaryId && !glossaries.some((g) => g.id === next.glossaryId)) {
          next.glossaryId = null;
          set({ options: { ...next } });
        }
      }
      // The general defaults are saved whole: what Settings keeps beside them (the per-target defaults) stays.
      const saved = (await unwrap(glossa.settings.get())).translationDefaults;
      await unwrap(
        glossa.settings.update({
          translationDefaults: {
            ...saved,
            sourceLang: next.sourceLang,
            targetLang: next.targetLang,
            formality: next.formality,
            outputFolder: next.outputFolder,
          },
          documents: {
            glossaryId: next.glossaryId,
            moreGlossaryIds: next.moreGlossaryIds,
            memoryId: next.memoryId,
            memoryThreshold: next.memoryThreshold,
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
        const issue = f.path ? undefined : unsupportedFileIssue(f.name);
        if (issue)
          refused.push({ name: f.name, reason: issue.message, ...(issue.uiMessage ? { says: issue.uiMessage } : {}) });
        return !issue;
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
          store,
          options,
          pending.some((f) => !f.path),
        );
      await countPending(store, wanted);
    },

    async confirmPending() {
      const { pending, options } = get();
      if (!options || pending.length === 0) return;
      const problems = optionProblems(
        options,
        pending.some((f) => !f.path),
      );
      if (problems.length > 0)
        return set({
          addError: {
            kind: 'validation',
            message: problems[0]!.message,
            ...(problems[0]!.uiMessage ? { uiMessage: problems[0]!.uiMessage } : {}),
            fields: problems,
          },
        });
      set({ pending: [] });
      // The next batch starts afresh: its target's defaults apply again to every choice.
      changedForBatch.clear();
      await send(store, pending);
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
      await countPending(
        store,
        get().pending.filter((f) => !get().counts.has(f)),
      );
    },
  };
});

glossa.documents.onChanged((queue) => useDocuments.setState({ queue }));
// Another account has other glossaries: offer that account's.
onAccountChange(() => {
  const { options, setOptions } = useDocuments.getState();
  if (options) void setOptions({ sourceLang: options.sourceLang, targetLang: options.targetLang }, false);
});
// The account's memories, listed once for every surface: a chosen memory that is no longer there was deleted
// elsewhere, so it is cleared with a sentence.
useTranslateOptions.subscribe((state, before) => {
  if (!state.memories || state.memories === before.memories) return;
  const { options, setOptions } = useDocuments.getState();
  const memoryId = options?.memoryId;
  if (!memoryId || state.memories.some((m) => m.memoryId === memoryId)) return;
  useDocuments.setState((s) => ({ cleared: [...s.cleared, { id: 'documents.options.memoryCleared' as const }] }));
  void setOptions({ memoryId: null }, false);
});
// A client profile the user picks (here or in Translate, which shares the choice) stays when the target changes.
useStyleProfiles.subscribe((state, before) => {
  if (state.chosen !== before.chosen && !choosingProfile) changedForBatch.add('profile');
});
