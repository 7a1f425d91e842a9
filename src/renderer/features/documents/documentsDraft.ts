// Documents' chosen files kept as a draft (lib/drafts.ts) until they are sent or discarded. A file chosen by
// its path (the desktop app) comes back whole; so does a file dropped into a browser once main has staged its
// bytes (for its count, at once): the draft keeps the staging id and main keeps the bytes across a restart. Only
// a drop whose bytes had not reached main yet comes back by name, and the notice asks for it again.
import { dropDraft, keepDraft } from '../../lib/drafts';
import { useDocuments } from './documentsStore';
import type { IncomingFile } from './pendingFiles';

/** Names of files that were chosen before the restart but could not come back (no path): drop them again. */
let notBack: string[] = [];

export function keepDocumentsDraft(): Promise<void> {
  return keepDraft('documents', useDocuments, {
    draftOf: (s) =>
      s.pending.length === 0
        ? null
        : {
            kind: 'documents',
            files: s.pending.map((f) =>
              f.path
                ? { name: f.name, path: f.path }
                : f.stagingId
                  ? { name: f.name, stagingId: f.stagingId }
                  : { name: f.name },
            ),
          },
    restore: (draft) => {
      if (useDocuments.getState().pending.length > 0) return false;
      notBack = draft.files.filter((f) => !f.path && !f.stagingId).map((f) => f.name);
      const back = draft.files.flatMap((f): IncomingFile[] =>
        f.path ? [{ name: f.name, path: f.path }] : f.stagingId ? [{ name: f.name, stagingId: f.stagingId }] : [],
      );
      // Nothing came back and nothing is missing: no draft to speak of.
      if (back.length === 0 && notBack.length === 0) return false;
      useDocuments.setState({ pending: back });
      // What each will bill is counted again (main still has the staged bytes, or the file at its path).
      void useDocuments.getState().countWaiting();
      return true;
    },
  });
}

/** The dropped files that did not come back with the draft (the restored notice asks for them again). */
export function documentsNotBack(): readonly string[] {
  return notBack;
}

/** "Discard draft": the chosen files are let go, and main forgets the draft. */
export function discardDocumentsDraft(): void {
  notBack = [];
  useDocuments.getState().discardPending();
  dropDraft('documents');
}
