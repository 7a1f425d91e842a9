// For tests only: waits until a document queue (or the service around it) reaches a state, as its listeners
// see it change; a state never reached fails with the jobs' states instead of hanging the run.
import type { DocumentsState } from '../../../shared/calls/documents';

export interface WatchedDocuments {
  state(): DocumentsState;
  onChange(listener: () => void): () => void;
}

export function untilDocuments(
  source: WatchedDocuments,
  done: (state: DocumentsState) => boolean,
  timeoutMs = 90_000,
): Promise<DocumentsState> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const state = source.state();
      if (!done(state)) return;
      off();
      clearTimeout(timer);
      resolve(state);
    };
    const off = source.onChange(check);
    const timer = setTimeout(() => {
      off();
      reject(
        new Error(
          `timed out; states: ${source
            .state()
            .jobs.map((j) => `${j.name}:${j.state}`)
            .join(', ')}`,
        ),
      );
    }, timeoutMs);
    check();
  });
}
