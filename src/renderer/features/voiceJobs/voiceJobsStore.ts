// The Recordings screen's state: the jobs main runs (one owner: main's voice job service, followed by its
// onChanged event), the choices of the next recording (spoken language, up to five target languages, the
// results each gets, folder),
// and adding a dropped recording: checked here first (type and published size, before a byte is sent), then
// by path (desktop app) or as staged bytes (browser shell), with the staging's progress.
import { create } from 'zustand';
import type { VoiceJobsState } from '../../../shared/calls/voiceJobs';
import type { ErrorData } from '../../../shared/errors';
import { STAGING_CHUNK_BYTES } from '../../../shared/rules/documents';
import { checkRecording, MAX_RECORDING_LANGUAGES, type VoiceJobResultKind } from '../../../shared/rules/voiceJobs';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';

interface RecordingChoices {
  sourceLanguage: string | null;
  targetLanguages: string[];
  kinds: VoiceJobResultKind[];
  outputFolder: string;
}

interface VoiceJobsStore {
  state: VoiceJobsState | null;
  choices: RecordingChoices;
  /** A recording refused before anything was sent, or a failure to add it. */
  refusal: ErrorData | null;
  /** The bytes of a dropped recording on their way to main. */
  staging: { name: string; sent: number; total: number } | null;
  load(): Promise<void>;
  choose(choices: Partial<RecordingChoices>): void;
  /** Adds a target language (up to five) or takes it away. */
  toggleTarget(language: string): void;
  addRecording(file: File): Promise<void>;
  retry(jobId: string): Promise<void>;
  remove(jobId: string): Promise<void>;
}

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

export const useVoiceJobs = create<VoiceJobsStore>((set, get) => ({
  state: null,
  choices: { sourceLanguage: null, targetLanguages: [], kinds: ['text', 'subtitles'], outputFolder: '' },
  refusal: null,
  staging: null,
  async load() {
    set({ state: await unwrap(glossa.voiceJobs.state()) });
  },
  choose: (choices) => set((s) => ({ choices: { ...s.choices, ...choices } })),
  toggleTarget(language) {
    const { targetLanguages } = get().choices;
    if (targetLanguages.includes(language))
      get().choose({ targetLanguages: targetLanguages.filter((l) => l !== language) });
    else if (targetLanguages.length < MAX_RECORDING_LANGUAGES)
      get().choose({ targetLanguages: [...targetLanguages, language] });
  },
  async addRecording(file) {
    const { choices } = get();
    const issue = checkRecording({ name: file.name, size: file.size })[0];
    if (issue)
      return set({
        refusal: {
          kind: 'validation',
          message: issue.message,
          ...(issue.uiMessage ? { uiMessage: issue.uiMessage } : {}),
        },
      });
    if (choices.targetLanguages.length === 0 || choices.kinds.length === 0)
      return set({
        refusal: {
          kind: 'validation',
          message: 'Choose at least one language and one result first.',
          uiMessage: { id: 'voiceJobs.refusal.chooseFirst' },
        },
      });
    set({ refusal: null });
    try {
      const path = window.glossaFiles?.pathOf(file) ?? null;
      let ref: { kind: 'path'; path: string } | { kind: 'staged'; stagingId: string };
      if (path) ref = { kind: 'path', path };
      else {
        const { stagingId } = await unwrap(glossa.voiceJobs.stageBegin({ name: file.name, size: file.size }));
        for (let offset = 0; offset < file.size; offset += STAGING_CHUNK_BYTES) {
          const chunk = new Uint8Array(await file.slice(offset, offset + STAGING_CHUNK_BYTES).arrayBuffer());
          await unwrap(glossa.voiceJobs.stageChunk({ stagingId, offset, base64: toBase64(chunk) }));
          set({ staging: { name: file.name, sent: offset + chunk.length, total: file.size } });
        }
        ref = { kind: 'staged', stagingId };
      }
      await unwrap(
        glossa.voiceJobs.add({
          file: ref,
          ...(choices.sourceLanguage ? { sourceLanguage: choices.sourceLanguage } : {}),
          targets: choices.targetLanguages.map((language) => ({ language, kinds: choices.kinds })),
          ...(choices.outputFolder.trim() ? { outputFolder: choices.outputFolder.trim() } : {}),
        }),
      );
    } catch (error) {
      set({ refusal: errorDataOf(error) });
    } finally {
      set({ staging: null });
    }
  },
  async retry(jobId) {
    await unwrap(glossa.voiceJobs.retry({ jobId }));
  },
  async remove(jobId) {
    await unwrap(glossa.voiceJobs.remove({ jobId }));
  },
}));

glossa.voiceJobs.onChanged((state) => useVoiceJobs.setState({ state }));
