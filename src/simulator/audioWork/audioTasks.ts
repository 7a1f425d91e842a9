// The simulator's audio work as a task table of the one worker pool (src/node/work), loaded only inside the
// audio worker (audioWorker.ts): a recording decoded for a voice job, and spoken translation synthesized and
// encoded a sentence at a time. A speech stream (one per session and language) keeps its encoder here between
// sentences, so the speech pool has one worker that stays (audioWork.ts).
import { decodeRecording, UnreadableRecording } from '../voiceJobs/recordingDecoders';
import { createSpeechEncoder, type Bytes, type EncodedSpeech, type SpeechEncoder } from './speechEncoders';
import { synthesizeVoice, VOICE_PITCH_HZ, type SpeechVoice } from './speechStandIn';

/** A target_media_chunk's worth: at most 1 s of speech. */
const PIECE_MS = 1000;
/** Quiet frames (20 ms each) closing a sentence of a codec that holds back: the Ogg muxer holds two packets. */
const QUIET_FRAMES = 2;

export interface SentenceTask {
  /** `<session>/<language>`: the stream the sentence continues. */
  stream: string;
  contentType: string;
  voice: SpeechVoice;
  durationMs: number;
  /** The stream's first sentence: its encoder is made now (a later sentence of an unknown stream is an error). */
  first: boolean;
}

export interface SpeechPiece {
  items: Bytes[];
  headers: number;
  durationMs: number;
}

const streams = new Map<string, SpeechEncoder>();

const piece = (encoded: EncodedSpeech, rate: number): SpeechPiece => ({
  items: encoded.items,
  headers: encoded.headers,
  durationMs: Math.round((encoded.samples * 1000) / rate),
});

export const audioTasks = {
  decodeRecording: async (input: { bytes: Uint8Array; contentType: string }) => {
    try {
      return await decodeRecording(input.bytes, input.contentType);
    } catch (error) {
      if (error instanceof UnreadableRecording) return { refused: error.message };
      throw error;
    }
  },

  /** A sentence of `durationMs` in pieces of at most 1 s, in whole codec frames (and 40 ms of quiet where a codec holds back). */
  speakSentence: async (task: SentenceTask): Promise<SpeechPiece[]> => {
    let encoder = streams.get(task.stream);
    if (!encoder) {
      if (!task.first) throw new Error(`The speech stream ${task.stream} was lost (its worker was restarted).`);
      encoder = await createSpeechEncoder(task.contentType);
      streams.set(task.stream, encoder);
    }
    const { sampleRate: rate, frameSamples } = encoder;
    const frames = Math.max(1, Math.round((task.durationMs * rate) / 1000 / frameSamples));
    const pieceSamples = Math.floor((PIECE_MS * rate) / 1000 / frameSamples) * frameSamples;
    const total = frames * frameSamples;
    const pitch = VOICE_PITCH_HZ[task.voice];
    const pieces: SpeechPiece[] = [];
    for (let offset = 0; offset < total; offset += pieceSamples) {
      const count = Math.min(pieceSamples, total - offset);
      const samples = synthesizeVoice(count, rate, offset, pitch);
      // Opus, FLAC and the Ogg muxer hold the end of what they are given until more comes: quiet is what waits.
      const last = offset + count >= total;
      const padded = last && encoder.holdsBack ? withQuiet(samples, QUIET_FRAMES * frameSamples) : samples;
      pieces.push(piece(await encoder.encode(padded), rate));
    }
    return pieces.filter((p) => p.items.length > 0);
  },

  /** The end of a stream: what its codec still held, and the encoder freed. */
  endSpeech: async ({ stream }: { stream: string }): Promise<SpeechPiece | null> => {
    const encoder = streams.get(stream);
    if (!encoder) return null;
    streams.delete(stream);
    const rest = piece(await encoder.finish(), encoder.sampleRate);
    return rest.items.length > 0 ? rest : null;
  },
};

export type AudioTasks = typeof audioTasks;

function withQuiet(samples: Int16Array, count: number): Int16Array {
  const padded = new Int16Array(samples.length + count);
  padded.set(samples);
  return padded;
}
