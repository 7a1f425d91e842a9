// Spoken translation in the window: the format and voice asked of the service, the output device and volume it
// plays at (a gain node on an AudioContext whose sink is the chosen device), what is being spoken and why speech
// cannot play. The player that decodes and schedules each chunk is speechPlayer.ts.
import { create } from 'zustand';
import { DEFAULT_SPEECH_CONTENT_TYPE } from '../../../shared/api/voice';
import type { UiMessage } from '../../../shared/i18n/catalogue';

type SpeechVoice = 'female' | 'male' | null;

interface SpeechStore {
  contentType: string;
  voice: SpeechVoice;
  /** The output device's id ('' is the system default). */
  outputId: string;
  volume: number;
  /** The output devices; a label is '' when the browser keeps names private (the window numbers them). */
  outputs: { id: string; label: string }[];
  /** Why speech cannot be played (said once per format and session). */
  problem: UiMessage | null;
  /** The sentence being spoken, and how much speech has been played (ms). */
  speaking: string | null;
  playedMs: number;
  set(patch: Partial<Pick<SpeechStore, 'contentType' | 'voice' | 'volume'>>): void;
  chooseOutput(id: string): Promise<void>;
  loadOutputs(): Promise<void>;
  /** A new session: formats refused before may be reported again. */
  reset(): void;
}

type SinkContext = AudioContext & { setSinkId?: (id: string) => Promise<void> };

let context: SinkContext | undefined;
let gain: GainNode | undefined;

/** The window's audio output, made on first use (a browser allows it once the person has pressed Start). */
export function speechOutput(): { context: SinkContext; gain: GainNode } {
  if (!context || !gain) {
    context = new AudioContext() as SinkContext;
    gain = context.createGain();
    gain.gain.value = useSpeech.getState().volume;
    gain.connect(context.destination);
    const { outputId } = useSpeech.getState();
    if (outputId) void context.setSinkId?.(outputId).catch(() => undefined);
  }
  return { context, gain };
}

export const useSpeech = create<SpeechStore>((set, get) => ({
  contentType: DEFAULT_SPEECH_CONTENT_TYPE,
  voice: null,
  outputId: '',
  volume: 0.8,
  outputs: [],
  problem: null,
  speaking: null,
  playedMs: 0,
  set(patch) {
    set(patch);
    if (patch.volume !== undefined && gain) gain.gain.value = patch.volume;
  },
  async chooseOutput(outputId) {
    set({ outputId });
    if (!context) return;
    if (!context.setSinkId) {
      set({ problem: { id: 'voice.speech.problem.noSink' } });
      return;
    }
    try {
      await context.setSinkId(outputId);
    } catch (error) {
      set({ problem: { id: 'voice.speech.problem.device', values: { reason: (error as Error).message } } });
    }
  },
  async loadOutputs() {
    try {
      const devices = await navigator.mediaDevices.enumerateDevices();
      const outputs = devices
        .filter((d) => d.kind === 'audiooutput' && d.deviceId !== 'default' && d.deviceId !== '')
        .map((d) => ({ id: d.deviceId, label: d.label }));
      set({ outputs, ...(outputs.some((o) => o.id === get().outputId) ? {} : { outputId: '' }) });
    } catch {
      set({ outputs: [] });
    }
  },
  reset() {
    set({ problem: null, speaking: null, playedMs: 0 });
  },
}));
