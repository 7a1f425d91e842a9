// Live captions in the window: the source and languages chosen, the session's status, a mirror of the
// transcripts (rebuilt from main's updates by the shared rule), the input level, and display preferences.
import { create } from 'zustand';
import type { VoiceStatus, CaptureDeviceView, StartVoice } from '../../../shared/calls/voice';
import type { SpeakerNames } from '../../../shared/voice/subtitles';
import type { Speaker } from '../../../shared/voice/transcripts';
import type { ErrorData } from '../../../shared/errors';
import type { UiMessage } from '../../../shared/i18n/catalogue';
import type { SubtitleFormat } from '../../../shared/voice/subtitles';
import { applyChange, SOURCE, type LanguageTranscript } from '../../../shared/voice/transcripts';
import { preferredDevice } from '../../../shared/rules/voice';
import type { MeetingCall, MeetingSettings, RememberedDevice, VoicePreferences } from '../../../shared/settings';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { changeVoicePreferences } from './voicePreferences';
import { useMeeting } from './meetingStore';
import { playSpeech, resetSpeechPlayer } from './speechPlayer';
import { useSpeech } from './speechStore';

export const MAX_VOICE_TARGETS = 5;

interface VoiceStore {
  devices: CaptureDeviceView[];
  deviceProblem: UiMessage | null;
  /** The devices are being listed (at first, until the first answer): their list, and a problem's sentence above
   * the languages, may still change the set-up's layout. */
  listingDevices: boolean;
  /** A device id, or 'file' to caption a WAV recording at `filePath`. */
  source: number | 'file' | null;
  filePath: string;
  /** Both sides of a call: the microphone ("me") and the meeting's audio ("others"), two sessions. */
  bothSides: boolean;
  call: { me: number | null; others: number | null };
  /** The saved choice of system audio over a microphone (Settings `voice.captureSystemAudio`). */
  captureSystemAudio: boolean;
  sourceLang: string | null;
  targetLangs: string[];
  status: VoiceStatus | null;
  transcripts: Record<string, LanguageTranscript>;
  level: { rmsDb: number; peakDb: number } | null;
  /** Each side's level in a call. */
  levels: Partial<Record<Speaker, { rmsDb: number; peakDb: number }>>;
  busy: boolean;
  error: ErrorData | null;
  fontSize: number;
  readingMode: boolean;
  loadDevices(): Promise<void>;
  /** The languages chosen last time (kept in settings across restarts). */
  loadLanguages(): Promise<void>;
  setSource(source: number | 'file' | null): void;
  setFilePath(path: string): void;
  setBothSides(on: boolean): void;
  setCallDevice(speaker: Speaker, deviceId: number): void;
  /** Another device for a side whose device went away (or the only source), while the session goes on. */
  switchDevice(speaker: Speaker | null, deviceId: number): Promise<void>;
  setSourceLang(lang: string | null): void;
  toggleTarget(lang: string): void;
  start(): Promise<void>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
  exportTranscript(key: string, format: SubtitleFormat, speakers: SpeakerNames): Promise<void>;
  setFontSize(size: number): void;
  setReadingMode(on: boolean): void;
}

/** Languages the user chose in this window, counted so that a slower read of the saved ones does not undo them. */
const languageChanges = { source: 0, targets: 0 };

const run = async (set: (patch: Partial<VoiceStore>) => void, action: () => Promise<Partial<VoiceStore> | void>) => {
  set({ busy: true, error: null });
  try {
    set((await action()) ?? {});
  } catch (error) {
    set({ error: errorDataOf(error) });
  } finally {
    set({ busy: false });
  }
};

export const useVoice = create<VoiceStore>((set, get) => ({
  devices: [],
  deviceProblem: null,
  listingDevices: true,
  source: null,
  filePath: '',
  bothSides: false,
  call: { me: null, others: null },
  captureSystemAudio: true,
  sourceLang: null,
  targetLangs: [],
  status: null,
  transcripts: {},
  level: null,
  levels: {},
  busy: false,
  error: null,
  fontSize: 18,
  readingMode: false,

  async loadDevices() {
    set({ listingDevices: true });
    await run(set, async () => {
      const { devices, problem } = await unwrap(glossa.voice.devices());
      const current = get().source;
      const keep = current === 'file' || devices.some((d) => d.id === current);
      const preferred = preferredDevice(devices, get().captureSystemAudio);
      return {
        devices,
        deviceProblem: problem,
        source: keep ? current : (preferred?.id ?? 'file'),
        call: callDevices(devices, get().call, useMeeting.getState().meeting.call),
      };
    });
    set({ listingDevices: false });
  },
  setSource(source) {
    const device = get().devices.find((d) => d.id === source);
    set({ source, ...(device ? { captureSystemAudio: device.kind === 'systemAudio' } : {}) });
    void remember({
      useRecording: source === 'file',
      ...(device ? { captureSystemAudio: device.kind === 'systemAudio' } : {}),
    });
  },
  setFilePath(filePath) {
    set({ filePath });
    rememberPathSoon(filePath);
  },
  setBothSides(bothSides) {
    set({ bothSides });
    rememberCall({ bothSides });
  },
  setCallDevice(speaker, deviceId) {
    set({ call: { ...get().call, [speaker]: deviceId } });
    const device = get().devices.find((d) => d.id === deviceId);
    if (device) rememberCall({ [speaker]: { name: device.label, kind: device.kind } });
  },
  switchDevice: (speaker, deviceId) =>
    run(set, async () => ({ status: await unwrap(glossa.voice.switchDevice({ speaker, deviceId })) })),
  async loadLanguages() {
    const before = { ...languageChanges };
    try {
      const { voice } = await unwrap(glossa.settings.get());
      set({
        // Languages chosen while the saved ones were read are the user's: they stay (and are what was saved).
        ...(languageChanges.source === before.source ? { sourceLang: voice.sourceLang } : {}),
        ...(languageChanges.targets === before.targets
          ? { targetLangs: voice.targetLangs.slice(0, MAX_VOICE_TARGETS) }
          : {}),
        captureSystemAudio: voice.captureSystemAudio,
        // The recording chosen last time is offered again, after a reload or a restart.
        ...(voice.recordingPath && get().filePath === '' ? { filePath: voice.recordingPath } : {}),
        ...(voice.useRecording ? { source: 'file' as const } : {}),
      });
    } catch {
      // Settings unreadable: start from no choice, as on a first start.
    }
  },
  // Each writes only its own field: the other may not be read yet (a spoken language chosen just after a reload
  // saved the targets as none: voiceMeeting.spec.ts on a busy machine).
  setSourceLang(sourceLang) {
    languageChanges.source++;
    set({ sourceLang });
    void remember({ sourceLang });
  },
  toggleTarget(lang) {
    languageChanges.targets++;
    const { targetLangs } = get();
    if (targetLangs.includes(lang)) set({ targetLangs: targetLangs.filter((l) => l !== lang) });
    else if (targetLangs.length < MAX_VOICE_TARGETS) set({ targetLangs: [...targetLangs, lang] });
    void remember({ targetLangs: get().targetLangs });
  },

  async start() {
    const { source, filePath, sourceLang, targetLangs, bothSides, call } = get();
    const { speech, ...meeting } = useMeeting.getState().meeting;
    useSpeech.getState().reset();
    resetSpeechPlayer();
    await run(set, async () => {
      const state = await unwrap(
        glossa.voice.start({
          deviceId: typeof source === 'number' ? source : null,
          filePath: source === 'file' && !bothSides ? filePath.trim() : null,
          call: bothSides && call.me !== null && call.others !== null ? { me: call.me, others: call.others } : null,
          sourceLang,
          targetLangs,
          // The chosen targets spoken (one at a time in the set-up: several voices at once cannot be followed).
          speechLangs: speech.langs.filter((lang) => targetLangs.includes(lang)),
          meeting: meetingTerms(meeting),
          speechContentType: speech.contentType,
          ...(speech.voice ? { speechVoice: speech.voice } : {}),
        }),
      );
      const { transcripts, ...status } = state;
      return { status, transcripts, levels: {} };
    });
  },
  pause: () => run(set, async () => ({ status: await unwrap(glossa.voice.pause()) })),
  resume: () => run(set, async () => ({ status: await unwrap(glossa.voice.resume()) })),
  stop: () => run(set, async () => ({ status: await unwrap(glossa.voice.stop()) })),

  async exportTranscript(key, format, speakers) {
    await run(set, async () => {
      const { fileName, text } = await unwrap(glossa.voice.exportTranscript({ key, format, speakers }));
      const url = URL.createObjectURL(new Blob([text], { type: format === 'vtt' ? 'text/vtt' : 'text/plain' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    });
  },
  setFontSize: (fontSize) => set({ fontSize: Math.min(48, Math.max(12, fontSize)) }),
  setReadingMode: (readingMode) => set({ readingMode }),
}));

// Main's session, followed for as long as the window lives: the state so far (a window may open mid-session),
// then its status and each transcript change, applied by the shared rule.
void unwrap(glossa.voice.state()).then(
  ({ transcripts, ...status }) => useVoice.setState({ status, transcripts }),
  () => undefined,
);
glossa.voice.onStatus((status) => useVoice.setState({ status }));
glossa.voice.onTranscript((change) => {
  const { status, transcripts } = useVoice.getState();
  if (status?.sessionId && change.sessionId !== status.sessionId) return;
  useVoice.setState({ transcripts: applyChange(transcripts, change) });
});
glossa.voice.onLevel(({ speaker, ...level }) =>
  useVoice.setState(speaker ? { levels: { ...useVoice.getState().levels, [speaker]: level } } : { level }),
);
glossa.voice.onSpeech((chunk) => playSpeech(chunk));

export { SOURCE };

/** Keeps the chosen languages in settings (the rest of the voice preferences as they are). */
async function remember(
  choice: Partial<
    Pick<VoicePreferences, 'sourceLang' | 'targetLangs' | 'captureSystemAudio' | 'useRecording' | 'recordingPath'>
  >,
): Promise<void> {
  try {
    await changeVoicePreferences((voice) => ({ ...voice, ...choice }));
  } catch {
    // Not remembered this time; the choice still applies to this session.
  }
}

let pathTimer: ReturnType<typeof setTimeout> | undefined;
/** A typed path is remembered once typing pauses, not at every key. */
function rememberPathSoon(filePath: string): void {
  clearTimeout(pathTimer);
  pathTimer = setTimeout(() => void remember({ recordingPath: filePath.trim() || null }), 300);
}

/**
 * The devices a call starts with: the ones the meeting profile remembers (by name) while they are there, else the
 * ones chosen while they are there, else the default microphone and system audio.
 */
export function callDevices(
  devices: readonly CaptureDeviceView[],
  chosen: { me: number | null; others: number | null },
  remembered: Pick<MeetingCall, 'me' | 'others'> = { me: null, others: null },
): { me: number | null; others: number | null } {
  const named = (device: RememberedDevice | null) =>
    device ? devices.find((d) => d.label === device.name && d.kind === device.kind)?.id : undefined;
  const pick = (id: number | null, kind: CaptureDeviceView['kind'], device: RememberedDevice | null) =>
    named(device) ??
    (devices.some((d) => d.id === id)
      ? id
      : ((devices.find((d) => d.kind === kind && d.isDefault) ?? devices.find((d) => d.kind === kind))?.id ?? null));
  return {
    me: pick(chosen.me, 'microphone', remembered.me),
    others: pick(chosen.others, 'systemAudio', remembered.others),
  };
}

/** The meeting's fields the session set-up sends (its speech and sources travel as their own fields). */
function meetingTerms(meeting: Omit<MeetingSettings, 'speech'>): StartVoice['meeting'] {
  const { glossaryId, formality, sourceLanguageMode, spokenTermsId } = meeting;
  return { glossaryId, formality, sourceLanguageMode, spokenTermsId };
}

/** A choice of sources is kept in the meeting settings in use (and in the chosen profile). */
function rememberCall(patch: Partial<MeetingCall>): void {
  const { meeting, change } = useMeeting.getState();
  change({ call: { ...meeting.call, ...patch } });
}

// A meeting profile chosen (or the settings read at start) brings back its sources: both sides or one, and each
// side's device while it is there.
useMeeting.subscribe((state, previous) => {
  const call = state.meeting.call;
  if (call === previous.meeting.call) return;
  const { devices, call: ids, bothSides } = useVoice.getState();
  const next = devices.length > 0 ? callDevices(devices, ids, call) : ids;
  if (bothSides !== call.bothSides || next.me !== ids.me || next.others !== ids.others)
    useVoice.setState({ bothSides: call.bothSides, call: next });
});

/** Lines of the last session still on screen, which a new start would replace. */
export function transcriptLineCount(transcripts: Record<string, LanguageTranscript>): number {
  return transcripts[SOURCE]?.concluded.length ?? Object.values(transcripts)[0]?.concluded.length ?? 0;
}
