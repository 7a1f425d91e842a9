// The Write pane kept as a draft (lib/drafts.ts): the original text and its language.
import { dropDraft, keepDraft } from '../../lib/drafts';
import { useWrite } from './writeStore';

export function keepWriteDraft(): Promise<void> {
  return keepDraft('write', useWrite, {
    draftOf: (s) => (s.original === '' ? null : { kind: 'write', original: s.original, targetLang: s.targetLang }),
    restore: (draft) => {
      if (useWrite.getState().original !== '') return false;
      useWrite.setState({ original: draft.original, targetLang: draft.targetLang });
      return true;
    },
  });
}

/** "Discard draft": Original starts empty again, and main forgets the draft. */
export function discardWriteDraft(): void {
  useWrite.setState({ original: '', improved: '', improvedFrom: '', error: null });
  dropDraft('write');
}
