// Files chosen in the Documents section before they are sent: what each will bill (counted by main, dropped
// bytes staged there first), whether the output folder can take the translations, and sending them to main's
// queue as one batch per target language. The documents store (documentsStore.ts) holds the state these read
// and write.
import type { BatchOptions, FileRef, OutputFolderStatus, RefusedFile } from '../../../shared/calls/documents';
import type { ErrorData } from '../../../shared/errors';
import type { FileCount } from '../../../shared/rules/documentBilling';
import { chosenStyleFor } from '../../components/styleChoiceStore';
import { useStyleProfiles } from '../styleProfiles/styleProfilesStore';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { type DocumentOptions, batchOptions, targetsOf } from './batchOptions';
import { stage, takeStaged, type Sending } from './fileStaging';

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
  { state: 'counting' } | { state: 'counted'; files: FileCount[] } | { state: 'failed'; error: ErrorData };

/** The part of the documents store that waiting files live in. */
export interface PendingState {
  options: DocumentOptions | null;
  refused: RefusedFile[];
  addError: ErrorData | null;
  /** The output folder the waiting files need is missing or unusable: said by the field, with "Create". */
  folderProblem: (OutputFolderStatus & { path: string }) | null;
  sending: Sending | null;
  /**
   * Files chosen but not sent yet: they wait for the user to see what they will bill (Word, PowerPoint, Excel,
   * PDF), or for an option the batch still needs (a target language). Kept until sent or discarded.
   */
  pending: IncomingFile[];
  /** More target languages for the next batch: each file is translated into the main target and each of these. */
  alsoInto: string[];
  /** The count of each waiting file, filled in as main answers (kept with the file while it waits). */
  counts: ReadonlyMap<IncomingFile, PendingCount>;
}

interface PendingStore {
  getState(): PendingState;
  setState(change: Partial<PendingState> | ((state: PendingState) => Partial<PendingState>)): void;
}

/**
 * Hands files to main's queue: one batch per target language (the main target, then each "also into"), all
 * of one group so the window shows them as one. The output folder is checked first; files that cannot be sent
 * go back to the waiting files, never lost.
 */
export async function send(store: PendingStore, files: readonly IncomingFile[]): Promise<void> {
  const { options, alsoInto } = store.getState();
  if (!options) return;
  const needsFolder = files.some((f) => !f.path);
  const targets = targetsOf(options, alsoInto);
  const set = store.setState;
  const keep = (remaining: readonly IncomingFile[]) => set((s) => ({ pending: [...remaining, ...s.pending] }));
  // A client profile deleted elsewhere is found now: the picker says so and clears it, and nothing is sent.
  if (useStyleProfiles.getState().chosen) {
    await useStyleProfiles.getState().load();
    if (!useStyleProfiles.getState().chosen) return keep(files);
  }
  const profile = useStyleProfiles.getState().chosen;
  if (!(await outputFolderReady(store, options, needsFolder))) return keep(files);
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
            // A profile stands for the glossaries, the style list and the memory (main sends it alone).
            ...(profile ? { styleProfileId: profile } : styleId ? { styleId } : {}),
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
export async function outputFolderReady(
  store: PendingStore,
  options: DocumentOptions,
  needsFolder: boolean,
): Promise<boolean> {
  const set = store.setState;
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

/**
 * Counts what each newly waiting file will bill, one file at a time (main counts in its work pool). Dropped
 * bytes are staged in main first (they stay on this computer), and that copy is kept for the first batch.
 */
export async function countPending(store: PendingStore, files: readonly IncomingFile[]): Promise<void> {
  const { getState, setState } = store;
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
      settle(file, { state: 'failed', error: errorDataOf(error) });
    }
  }
}
