// The caption set-up kept as a draft (lib/drafts.ts): the source chosen and the recording's path as typed.
import { dropDraft, keepDraft } from '../../lib/drafts';
import { useVoice } from './voiceStore';

export function keepVoiceDraft(): Promise<void> {
  return keepDraft('voice', useVoice, {
    draftOf: (s) =>
      s.filePath === '' && s.source !== 'file' ? null : { kind: 'voice', source: s.source, filePath: s.filePath },
    restore: (draft) => {
      const { filePath, devices } = useVoice.getState();
      if (filePath !== '') return false;
      // A device chosen then is chosen again while it is still there (the list may not be read yet).
      const source =
        draft.source === 'file' || devices.length === 0 || devices.some((d) => d.id === draft.source)
          ? draft.source
          : useVoice.getState().source;
      useVoice.setState({ filePath: draft.filePath, source });
      return true;
    },
  });
}

/** "Discard draft": the recording path is emptied, and main forgets the draft. */
export function discardVoiceDraft(): void {
  useVoice.setState({ filePath: '' });
  dropDraft('voice');
}
