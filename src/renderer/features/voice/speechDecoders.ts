// Decoders of spoken translation, one per language's stream, for every target_media_content_type the voice
// description lists. PCM and G.711 by the shared codec; Ogg (Opus or FLAC), FLAC and raw Opus by the
// @wasm-audio-decoders family (WebAssembly builds of libopus and libFLAC, streaming: a page or frame at a time);
// WebM and Matroska by the browser's own decodeAudioData, each chunk's clusters after the stream's header
// elements; MPEG-TS (AAC or Opus) demuxed by mpegts.js, loaded when a stream first needs it
// (speechTransportStream). A type this window cannot decode gets null, and the window says so once.
import { FLACDecoder } from '@wasm-audio-decoders/flac';
import { OggOpusDecoder } from 'ogg-opus-decoder';
import { OpusDecoder } from 'opus-decoder';
import { pcmFormat } from '../../../shared/rules/voice';
import { decodePcm } from '../../../shared/voice/pcmCodec';

export interface DecodedSpeech {
  /** One array of samples in [-1, 1] per channel. */
  channels: Float32Array[];
  sampleRate: number;
}

/** A decoder of one codec's packets, in order, keeping its state from call to call. */
export interface PacketDecoder {
  decode(packets: Uint8Array[]): Promise<DecodedSpeech | null>;
  free(): void;
}

/** The browser's AAC decoder, for raw AAC frames after the stream's two-byte AudioSpecificConfig. */
export type AacDecoderFactory = (config: {
  codec: string;
  sampleRate: number;
  channels: number;
  description: Uint8Array;
}) => PacketDecoder;

/** The browser's own decoders: whole files (an AudioContext's decodeAudioData), and AAC frames (WebCodecs). */
export interface BrowserDecoders {
  decodeWhole(bytes: ArrayBuffer): Promise<DecodedSpeech>;
  aac: AacDecoderFactory;
}

export interface SpeechDecoder {
  /** One chunk's data items, in order; the first `headers` of them initialise the stream. Rejects when unreadable. */
  decode(items: Uint8Array[], headers: number): Promise<DecodedSpeech | null>;
  free(): void;
}

interface WasmDecoded {
  channelData: Float32Array[];
  samplesDecoded: number;
  sampleRate: number;
  errors?: { message: string }[];
}

/** The decoder of one language's stream in this content type, or null for a type this window cannot decode. */
export function speechDecoderFor(contentType: string, browser: BrowserDecoders): SpeechDecoder | null {
  const type = contentType.replace(/\s+/g, '').replace(/;$/, '').toLowerCase();
  const pcm = pcmFormat(type);
  if (pcm) return pcmDecoder(pcm);
  if (type === 'audio/ogg' || type === 'audio/ogg;codecs=opus') return streaming(new OggOpusDecoder());
  // A FLAC stream's chunks hold whole frames: each is decoded at once (flushed), not held for the next frame's
  // sync. Ogg FLAC cannot be flushed without losing its headers, so its last page plays with the next.
  if (type === 'audio/flac') return streaming(new FLACDecoder(), true);
  if (type === 'audio/ogg;codecs=flac') return streaming(new FLACDecoder());
  if (type === 'audio/opus') return rawOpus();
  if (type === 'audio/webm' || type === 'audio/webm;codecs=opus' || type.startsWith('audio/x-matroska'))
    return containerDecoder(browser.decodeWhole);
  if (type === 'video/mp2t;codecs=aac' || type === 'video/mp2t;codecs=opus' || type === 'video/mp2t')
    return transportStream(browser.aac);
  return null;
}

function pcmDecoder(format: NonNullable<ReturnType<typeof pcmFormat>>): SpeechDecoder {
  return {
    decode: async (items) => {
      const parts = items.map((bytes) =>
        decodePcm(bytes.subarray(0, bytes.length - (bytes.length % format.bytesPerSample)), format),
      );
      const samples = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
      let at = 0;
      for (const part of parts) for (let i = 0; i < part.length; i++) samples[at++] = part[i]! / 32768;
      return samples.length > 0 ? { channels: [samples], sampleRate: format.sampleRate } : null;
    },
    free: () => undefined,
  };
}

/** A container stream fed to a streaming decoder a page (Ogg) or frame (FLAC) at a time. */
function streaming(
  decoder: {
    ready: Promise<void>;
    decode(bytes: Uint8Array): WasmDecoded | Promise<WasmDecoded>;
    flush(): Promise<WasmDecoded>;
    free(): void;
  },
  flushEachChunk = false,
): SpeechDecoder {
  return {
    async decode(items) {
      await decoder.ready;
      const decoded: WasmDecoded[] = [];
      for (const item of items) decoded.push(await decoder.decode(item));
      if (flushEachChunk) decoded.push(await decoder.flush());
      return joined(decoded);
    },
    free: () => decoder.free(),
  };
}

/** Raw Opus packets: the header packet (OpusHead) names the channels and the samples to skip at the start. */
function rawOpus(): SpeechDecoder {
  let decoder: OpusDecoder | null = null;
  return {
    async decode(items, headers) {
      for (const head of items.slice(0, headers)) {
        if (new TextDecoder().decode(head.subarray(0, 8)) !== 'OpusHead') continue;
        const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
        decoder?.free();
        decoder = new OpusDecoder({ channels: Math.min(2, head[9] ?? 1), preSkip: view.getUint16(10, true) });
      }
      const opus = (decoder ??= new OpusDecoder({ channels: 1 }));
      await opus.ready;
      const packets = items.slice(headers);
      return packets.length > 0 ? joined([opus.decodeFrames(packets)]) : null;
    },
    free: () => decoder?.free(),
  };
}

/** WebM and Matroska: the header elements kept, each chunk's clusters decoded after them as a whole file. */
function containerDecoder(decodeWhole: BrowserDecoders['decodeWhole']): SpeechDecoder {
  let header = new Uint8Array(0);
  return {
    async decode(items, headers) {
      if (headers > 0) header = concat(items.slice(0, headers));
      const clusters = items.slice(headers);
      if (clusters.length === 0) return null;
      return decodeWhole(concat([header, ...clusters]).buffer);
    },
    free: () => undefined,
  };
}

/** MPEG-TS: its demuxer and decoders are loaded with the first chunk (few meetings ask for it). */
function transportStream(aac: AacDecoderFactory): SpeechDecoder {
  const loading = import('./speechTransportStream').then((module) => module.transportStreamDecoder(aac));
  return {
    decode: async (items, headers) => (await loading).decode(items, headers),
    free: () => void loading.then((decoder) => decoder.free()).catch(() => undefined),
  };
}

function joined(parts: WasmDecoded[]): DecodedSpeech | null {
  const withSound = parts.filter((p) => p.samplesDecoded > 0);
  const error = parts.flatMap((p) => p.errors ?? [])[0];
  if (withSound.length === 0) {
    if (error) throw new Error(error.message);
    return null;
  }
  const channelCount = Math.max(...withSound.map((p) => p.channelData.length));
  const length = withSound.reduce((sum, p) => sum + p.samplesDecoded, 0);
  const channels = Array.from({ length: channelCount }, () => new Float32Array(length));
  let at = 0;
  for (const part of withSound) {
    channels.forEach((channel, c) =>
      channel.set((part.channelData[c] ?? part.channelData[0]!).subarray(0, part.samplesDecoded), at),
    );
    at += part.samplesDecoded;
  }
  return { channels, sampleRate: withSound[0]!.sampleRate };
}

export function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
