// The player of spoken translation: each language's target_media_chunk stream goes through its own decoder
// (speechDecoders), in order, and the decoded audio is scheduled after what plays already, through a gain node on
// an AudioContext whose sink is the chosen device (useSpeech holds the device and volume); AAC frames (in MPEG-TS)
// go to the browser's WebCodecs decoder, flushed at each chunk so it plays as it comes. A stream this window
// cannot decode, or one that breaks, is reported once per format and session; the captions go on.
import type { SpeechChunk } from '../../../shared/calls/voice';
import {
  speechDecoderFor,
  type AacDecoderFactory,
  type BrowserDecoders,
  type DecodedSpeech,
  type SpeechDecoder,
} from './speechDecoders';
import { speechOutput, useSpeech } from './speechStore';

let playsUntil = 0;
const streams = new Map<string, { contentType: string; decoder: SpeechDecoder; queue: Promise<void> }>();
const refused = new Set<string>();

function refuse(format: string): void {
  if (refused.has(format)) return;
  refused.add(format);
  useSpeech.setState({ problem: { id: 'voice.speech.problem.format', values: { format } } });
}

const decodeWhole = async (bytes: ArrayBuffer): Promise<DecodedSpeech> => {
  const buffer = await speechOutput().context.decodeAudioData(bytes);
  return {
    channels: Array.from({ length: buffer.numberOfChannels }, (_, c) => buffer.getChannelData(c)),
    sampleRate: buffer.sampleRate,
  };
};

const aac: AacDecoderFactory = ({ codec, sampleRate, channels, description }) => {
  let decoded: AudioData[] = [];
  let failure: Error | null = null;
  const decoder = new AudioDecoder({ output: (data) => decoded.push(data), error: (error) => (failure = error) });
  decoder.configure({ codec, sampleRate, numberOfChannels: channels, description });
  let timestamp = 0;
  return {
    async decode(packets) {
      for (const data of packets) {
        decoder.decode(new EncodedAudioChunk({ type: 'key', timestamp, data }));
        timestamp += (1024 / sampleRate) * 1e6;
      }
      await decoder.flush().catch((error: Error) => (failure ??= error));
      if (failure) throw failure;
      const ready = decoded;
      decoded = [];
      return joinedAudioData(ready);
    },
    free: () => decoder.state !== 'closed' && decoder.close(),
  };
};

/** WebCodecs' pieces of decoded audio as one stretch of planar samples (each piece closed once copied). */
function joinedAudioData(pieces: AudioData[]): DecodedSpeech | null {
  if (pieces.length === 0) return null;
  const { numberOfChannels: count, sampleRate } = pieces[0]!;
  const channels = Array.from(
    { length: count },
    () => new Float32Array(pieces.reduce((sum, piece) => sum + piece.numberOfFrames, 0)),
  );
  let at = 0;
  for (const piece of pieces) {
    channels.forEach((channel, c) =>
      piece.copyTo(channel.subarray(at, at + piece.numberOfFrames), { planeIndex: c, format: 'f32-planar' }),
    );
    at += piece.numberOfFrames;
    piece.close();
  }
  return { channels, sampleRate };
}

const browser: BrowserDecoders = { decodeWhole, aac };

function schedule(audio: DecodedSpeech): number {
  const { context, gain } = speechOutput();
  const frames = audio.channels[0]!.length;
  const buffer = context.createBuffer(audio.channels.length, frames, audio.sampleRate);
  audio.channels.forEach((samples, c) => buffer.copyToChannel(samples as Float32Array<ArrayBuffer>, c));
  const node = context.createBufferSource();
  node.buffer = buffer;
  node.connect(gain);
  const at = Math.max(context.currentTime, playsUntil);
  node.start(at);
  playsUntil = at + buffer.duration;
  return buffer.duration * 1000;
}

/** Plays one chunk after the ones before it in its language; what cannot be decoded is reported once. */
export function playSpeech(chunk: SpeechChunk): void {
  let stream = streams.get(chunk.language);
  if (!stream || stream.contentType !== chunk.contentType) {
    stream?.decoder.free();
    const decoder = speechDecoderFor(chunk.contentType, browser);
    if (!decoder) return refuse(chunk.contentType);
    stream = { contentType: chunk.contentType, decoder, queue: Promise.resolve() };
    streams.set(chunk.language, stream);
  }
  const items = chunk.data.map((item) => Uint8Array.from(atob(item), (c) => c.charCodeAt(0)));
  const { decoder, contentType } = stream;
  stream.queue = stream.queue.then(async () => {
    if (refused.has(contentType)) return;
    try {
      const audio = await decoder.decode(items, chunk.headers);
      const playedMs = audio && audio.channels[0]!.length > 0 ? schedule(audio) : 0;
      useSpeech.setState((s) => ({
        playedMs: s.playedMs + playedMs,
        ...(chunk.text ? { speaking: chunk.text } : {}),
      }));
    } catch {
      refuse(contentType);
    }
  });
}

/** A new session: each language's stream starts again, and formats refused before may be reported again. */
export function resetSpeechPlayer(): void {
  for (const stream of streams.values()) stream.decoder.free();
  streams.clear();
  refused.clear();
}
