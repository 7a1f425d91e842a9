// The quality checks of finished XLIFF documents as main keeps them: read when Documents opens (so a reloaded
// window shows what was checked and billed) and followed through main's events. Starting one, or going on with
// one an error stopped, is a call; hiding one is this window's own choice (main keeps it).
import { create } from 'zustand';
import type { DocumentCheckView } from '../../../shared/calls/qualityCheck';
import type { ErrorData } from '../../../shared/errors';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';

interface DocumentChecksStore {
  /** By job id. */
  checks: Record<string, DocumentCheckView>;
  /** Checks the user hid in this window. */
  hidden: Record<string, true>;
  /** Why a check could not start (the job is gone, its result is no XLIFF), by job id. */
  startErrors: Record<string, ErrorData>;
  load(): Promise<void>;
  /** Checks the job's XLIFF result, or goes on where an error stopped it; shows it again if hidden. */
  start(jobId: string): Promise<void>;
  hide(jobId: string): void;
}

const byJob = (checks: DocumentCheckView[]) => Object.fromEntries(checks.map((check) => [check.jobId, check]));

export const useDocumentChecks = create<DocumentChecksStore>((set, get) => ({
  checks: {},
  hidden: {},
  startErrors: {},

  async load() {
    const { checks } = await unwrap(glossa.qualityCheck.documentChecks());
    set({ checks: byJob(checks) });
  },

  async start(jobId) {
    const { [jobId]: _shown, ...hidden } = get().hidden;
    const { [jobId]: _failed, ...startErrors } = get().startErrors;
    set({ hidden, startErrors });
    try {
      const seen = eventsSeen;
      const view = await unwrap(glossa.qualityCheck.checkDocument({ jobId }));
      // Main's events since the call are newer than its answer.
      if (eventsSeen === seen) set((s) => ({ checks: { ...s.checks, [jobId]: view } }));
    } catch (error) {
      set((s) => ({ startErrors: { ...s.startErrors, [jobId]: errorDataOf(error) } }));
    }
  },

  hide(jobId) {
    set((s) => ({ hidden: { ...s.hidden, [jobId]: true } }));
  },
}));

let eventsSeen = 0;
glossa.qualityCheck.onDocumentChecks(({ checks }) => {
  eventsSeen++;
  useDocumentChecks.setState({ checks: byJob(checks) });
});
