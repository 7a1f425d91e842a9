// A meeting's own settings for captions (glossary, formality, a fixed or hinted spoken language, spoken terms,
// spoken translation and the audio sources), remembered in settings as the ones in use and per meeting profile:
// choosing a profile brings its settings back, and a change made while a profile is chosen is kept in that
// profile. The speech player and the source choice (voiceStore) follow them.
import { create } from 'zustand';
import type { GlossarySummary } from '../../../shared/calls/glossaries';
import type { ErrorData } from '../../../shared/errors';
import { MeetingSettingsSchema, type MeetingSettings, type MeetingSpeech } from '../../../shared/settings';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { changeVoicePreferences } from './voicePreferences';
import { useSpeech } from './speechStore';

interface MeetingStore {
  meeting: MeetingSettings;
  profiles: Record<string, MeetingSettings>;
  /** The chosen profile's name; null: none. */
  profile: string | null;
  glossaries: GlossarySummary[] | null;
  glossariesError: ErrorData | null;
  /**
   * Changes made before the settings were first read (a click as the section opens), applied over what is read
   * then; null once read. Until then nothing is written, so the profiles kept are never replaced by none.
   */
  early: Partial<MeetingSettings> | null;
  load(): Promise<void>;
  loadGlossaries(): Promise<void>;
  change(patch: Partial<MeetingSettings>): void;
  /** A change of spoken translation (language, format, voice, output, volume). */
  changeSpeech(patch: Partial<MeetingSpeech>): void;
  chooseProfile(name: string | null): void;
  saveProfile(name: string): void;
  deleteProfile(): void;
}

export const MAX_MEETING_PROFILES = 30;

export const useMeeting = create<MeetingStore>((set, get) => ({
  meeting: MeetingSettingsSchema.parse({}),
  profiles: {},
  profile: null,
  glossaries: null,
  glossariesError: null,
  early: {},

  async load() {
    const changed = () => Object.keys(get().early ?? {}).length > 0;
    try {
      const { voice } = await unwrap(glossa.settings.get());
      const meeting = { ...voice.meeting, ...get().early };
      const profiles = voice.profile && changed() ? { ...voice.profiles, [voice.profile]: meeting } : voice.profiles;
      const write = changed();
      set({ meeting, profiles, profile: voice.profile, early: null });
      if (write) remember(get());
    } catch {
      // Settings unreadable: the defaults apply, as on a first start.
      set({ early: null });
    }
  },
  async loadGlossaries() {
    try {
      const { glossaries } = await unwrap(glossa.glossaries.list());
      set({ glossaries, glossariesError: null });
    } catch (error) {
      set({ glossaries: [], glossariesError: errorDataOf(error) });
    }
  },
  change(patch) {
    const { meeting, profile, profiles, early } = get();
    const next = { ...meeting, ...patch };
    set({
      meeting: next,
      profiles: profile ? { ...profiles, [profile]: next } : profiles,
      ...(early ? { early: { ...early, ...patch } } : {}),
    });
    if (!early) remember(get());
  },
  changeSpeech(patch) {
    get().change({ speech: { ...get().meeting.speech, ...patch } });
  },
  chooseProfile(name) {
    const saved = name === null ? undefined : get().profiles[name];
    set({ profile: saved ? name : null, ...(saved ? { meeting: saved } : {}) });
    remember(get());
  },
  saveProfile(name) {
    const trimmed = name.trim().slice(0, 60);
    const { profiles, meeting } = get();
    if (!trimmed || (!(trimmed in profiles) && Object.keys(profiles).length >= MAX_MEETING_PROFILES)) return;
    set({ profile: trimmed, profiles: { ...profiles, [trimmed]: meeting } });
    remember(get());
  },
  deleteProfile() {
    const { profile, profiles } = get();
    if (!profile) return;
    const rest = Object.fromEntries(Object.entries(profiles).filter(([name]) => name !== profile));
    set({ profile: null, profiles: rest });
    remember(get());
  },
}));

/** Keeps the settings in use and the profiles (the rest of the voice preferences as they are), one write at a time. */
function remember({ meeting, profiles, profile }: MeetingStore): void {
  changeVoicePreferences((voice) => ({ ...voice, meeting, profiles, profile })).catch(() => {
    // Not remembered this time; the choice still applies to this session.
  });
}

// The player plays as the meeting's settings say: a profile chosen, or the settings read at start, bring back its
// format, voice, volume and output device (the system default while that device is not there).
useMeeting.subscribe((state, previous) => {
  const speech = state.meeting.speech;
  if (speech === previous.meeting.speech) return;
  const player = useSpeech.getState();
  player.set({ contentType: speech.contentType, voice: speech.voice, volume: speech.volume });
  if (speech.outputId !== player.outputId) void player.chooseOutput(speech.outputId);
});
