// Spoken translation in the window: the format and voice asked of the service, the output device and volume it
// plays at, and the player. Each target_media_chunk is decoded (PCM s16le at its rate, G.711 a-law and mu-law,
// with the shared codec) and scheduled after the previous one, through a gain node on an AudioContext whose
// sink is the chosen device. A format this window cannot decode is reported once; the captions go on.
import { create } from 'zustand';
import { DEFAULT_SPEECH_CONTENT_TYPE, type SpeechChunk } from '../../../shared/calls/voice';
import { pcmFormat } from '../../../shared/rules/voice';
import { decodePcm } from '../../../shared/voice/pcmCodec';

export type SpeechVoice = 'female' | 'male' | null;

interface SpeechStore {
  contentType: string;
  voice: SpeechVoice;
  /** The output device's id ('' is the system default). */
  outputId: string;
  volume: number;
  outputs: { id: string; label: string }[];
  /** A sentence about speech that cannot be played (said once per format and session). */
  problem: string | null;
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
      set({ problem: 'This window cannot choose where sound plays; the system’s default output is used.' });
      return;
    }
    try {
      await context.setSinkId(outputId);
    } catch (error) {
      set({ problem: `Spoken translation cannot play on that device (${(error as Error).message}). Choose another.` });
    }
  },
  async loadOutputs() {
    try {
      const devices = await navigator.mediaDevices.enumerateDevices();
      const outputs = devices
        .filter((d) => d.kind === 'audiooutput' && d.deviceId !== 'default' && d.deviceId !== '')
        .map((d, i) => ({ id: d.deviceId, label: d.label || `Output ${i + 1}` }));
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
      useSpeech.setState({
        problem: `Spoken translation arrives as ${chunk.contentType}, which this window cannot play. The captions go on; choose a PCM format for speech.`,
      });
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
