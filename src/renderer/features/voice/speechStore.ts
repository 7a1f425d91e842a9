// Spoken translation in the window: the format and voice asked of the service, the output device and volume it
// plays at, and the player. Each target_media_chunk is decoded (PCM s16le at its rate, G.711 a-law and mu-law,
// with the shared codec) and scheduled after the previous one, through a gain node on an AudioContext whose
// sink is the chosen device. A format this window cannot decode is reported once; the captions go on.
import { create } from 'zustand';
import type { SpeechChunk } from '../../../shared/calls/voice';
import { DEFAULT_SPEECH_CONTENT_TYPE } from '../../../shared/api/voice';
import type { UiMessage } from '../../../shared/i18n/catalogue';
import { pcmFormat } from '../../../shared/rules/voice';
import { decodePcm } from '../../../shared/voice/pcmCodec';

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
let playsUntil = 0;
const refused = new Set<string>();

function output(): { context: SinkContext; gain: GainNode } {
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
    refused.clear();
    set({ problem: null, speaking: null, playedMs: 0 });
  },
}));

/** Plays one chunk after the ones before it; a format it cannot decode is reported once. */
export function playSpeech(chunk: SpeechChunk): void {
  const format = pcmFormat(chunk.contentType);
  if (!format) {
    if (!refused.has(chunk.contentType)) {
      refused.add(chunk.contentType);
      useSpeech.setState({ problem: { id: 'voice.speech.problem.format', values: { format: chunk.contentType } } });
    }
    return;
  }
  const { context, gain } = output();
  for (const item of chunk.data) {
    const bytes = Uint8Array.from(atob(item), (c) => c.charCodeAt(0));
    const samples = decodePcm(bytes.subarray(0, bytes.length - (bytes.length % format.bytesPerSample)), format);
    if (samples.length === 0) continue;
    const buffer = context.createBuffer(1, samples.length, format.sampleRate);
    const channel = buffer.getChannelData(0);
    for (let i = 0; i < samples.length; i++) channel[i] = samples[i]! / 32768;
    const node = context.createBufferSource();
    node.buffer = buffer;
    node.connect(gain);
    const at = Math.max(context.currentTime, playsUntil);
    node.start(at);
    playsUntil = at + buffer.duration;
  }
  useSpeech.setState((s) => ({
    playedMs: s.playedMs + chunk.durationMs,
    ...(chunk.text ? { speaking: chunk.text } : {}),
  }));
}
