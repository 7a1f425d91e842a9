// Spoken translation in an MPEG transport stream (video/mp2t;codecs=aac or codecs=opus, audio only), decoded as
// the voice stream sends it: mpegts.js's demuxer (the one JavaScript demuxer that reads both AAC, stream type
// 0x0F, and Opus, a private stream registered as "Opus") takes each chunk's 188-byte packets as they come and
// hands out whole access units; Opus packets go to opus-decoder (WebAssembly libopus), AAC frames to the
// browser's own AAC decoder (WebCodecs in Chromium), configured from the stream's ADTS header.
import TSDemuxer from 'mpegts.js/src/demux/ts-demuxer';
import Log from 'mpegts.js/src/utils/logger';
import { OpusDecoder } from 'opus-decoder';
import {
  concat,
  type AacDecoderFactory,
  type DecodedSpeech,
  type PacketDecoder,
  type SpeechDecoder,
} from './speechDecoders';

// The demuxer narrates every table it reads; a problem reaches the player as an error instead.
Object.assign(Log, { ENABLE_INFO: false, ENABLE_VERBOSE: false, ENABLE_DEBUG: false, ENABLE_WARN: false });

/** What the demuxer says of the audio track once its first access unit is read. */
interface AudioTrackMetadata {
  originalCodec: string;
  audioSampleRate: number;
  channelCount: number;
}

/** The sampling frequencies an AudioSpecificConfig indexes (ISO/IEC 14496-3, 1.6.3.4). */
const AAC_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];

/** The two-byte AudioSpecificConfig of an AAC stream: object type, sampling frequency index, channels. */
function audioSpecificConfig(objectType: number, sampleRate: number, channels: number): Uint8Array {
  const index = AAC_RATES.indexOf(sampleRate);
  if (index < 0) throw new Error(`AAC at ${sampleRate} Hz has no sampling frequency index`);
  return Uint8Array.of((objectType << 3) | (index >> 1), ((index & 1) << 7) | (channels << 3));
}

/** The transport stream's decoder: audio units demuxed chunk by chunk, decoded by the codec's own decoder. */
export function transportStreamDecoder(aac: AacDecoderFactory): SpeechDecoder {
  let demuxer: TSDemuxer | null = null;
  let codec: PacketDecoder | null = null;
  let pending = new Uint8Array(0);
  let position = 0;
  let problem: string | null = null;
  let units: Uint8Array[] = [];

  function start(probe: ReturnType<typeof TSDemuxer.probe>): TSDemuxer {
    const made = new TSDemuxer(probe, {});
    made.onError = (_type, info) => (problem ??= info);
    made.onMediaInfo = () => undefined;
    made.onTrackMetadata = (type, metadata: AudioTrackMetadata) => {
      if (type !== 'audio' || codec) return;
      codec = codecDecoder(metadata, aac);
    };
    made.onDataAvailable = (audio: { samples: { unit: Uint8Array }[]; length: number } | null) => {
      if (!audio) return;
      units.push(...audio.samples.map((sample) => sample.unit));
      audio.samples = [];
      audio.length = 0;
    };
    return made;
  }

  return {
    async decode(items) {
      pending = concat([pending, ...items]);
      if (!demuxer) {
        const probe = TSDemuxer.probe(pending.slice().buffer);
        if (probe.needMoreData) return null;
        if (!probe.match) throw new Error('This is not an MPEG transport stream');
        demuxer = start(probe);
      }
      const consumed = demuxer.parseChunks(pending.slice().buffer, position);
      position += consumed;
      pending = pending.slice(consumed);
      if (problem) throw new Error(problem);
      const ready = units;
      units = [];
      if (ready.length === 0) return null;
      if (!codec) throw new Error('The transport stream holds neither AAC nor Opus audio');
      return codec.decode(ready);
    },
    free() {
      demuxer?.destroy();
      codec?.free();
    },
  };
}

function codecDecoder(metadata: AudioTrackMetadata, aac: AacDecoderFactory): PacketDecoder {
  const channels = metadata.channelCount;
  if (metadata.originalCodec === 'opus') return opusDecoder(Math.min(2, channels) as 1 | 2);
  const objectType = /^mp4a\.40\.(\d+)$/.exec(metadata.originalCodec)?.[1];
  if (!objectType) throw new Error(`The transport stream's audio is ${metadata.originalCodec}, not AAC or Opus`);
  const description = audioSpecificConfig(Number(objectType), metadata.audioSampleRate, channels);
  return aac({ codec: metadata.originalCodec, sampleRate: metadata.audioSampleRate, channels, description });
}

/** Opus access units are bare packets (the transport stream has no OpusHead): decoded at 48 kHz. */
function opusDecoder(channels: 1 | 2): PacketDecoder {
  const decoder = new OpusDecoder({ channels, preSkip: 0 });
  return {
    async decode(packets) {
      await decoder.ready;
      const decoded = decoder.decodeFrames(packets);
      const speech: DecodedSpeech = {
        channels: decoded.channelData.map((channel) => channel.subarray(0, decoded.samplesDecoded)),
        sampleRate: decoded.sampleRate,
      };
      if (decoded.samplesDecoded > 0) return speech;
      if (decoded.errors[0]) throw new Error(decoded.errors[0].message);
      return null;
    },
    free: () => decoder.free(),
  };
}
