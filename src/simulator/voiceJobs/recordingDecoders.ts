// The recordings the simulator can hear, decoded to mono 16-bit samples: WAV by the format layer's reader; MP3,
// FLAC, Ogg (Opus, Vorbis, FLAC) by the @wasm-audio-decoders family (WebAssembly builds of mpg123, libFLAC,
// libopus, libvorbis); WebM and Matroska demuxed by mediabunny and their Opus packets decoded by opus-decoder.
// AAC (M4A) has no such decoder: the service takes it, the simulator says so and names the types it reads. (The one
// AAC decoder in the package list that runs in Node, @ffmpeg/core 0.12.10, decodes a 60 s M4A in 1.4 s after 1 s of
// loading, but it is GPL-2.0-or-later and 32 MB, and the simulator ships inside the app: audioWork/README.md.)
import { FLACDecoder } from '@wasm-audio-decoders/flac';
import { OggVorbisDecoder } from '@wasm-audio-decoders/ogg-vorbis';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { MPEGDecoder } from 'mpg123-decoder';
import { OggOpusDecoder } from 'ogg-opus-decoder';
import { OpusDecoder } from 'opus-decoder';
import { decodeWav } from '../../node/formats/audio/wavFile';

export interface DecodedRecording {
  mono: Int16Array;
  sampleRate: number;
}

/** Thrown for a recording the simulator cannot read; the job's results fail with its message. */
export class UnreadableRecording extends Error {}

const READS = 'WAV, MP3, FLAC, Ogg (Opus, Vorbis or FLAC) and WebM (Opus)';

interface Decoded {
  channelData: Float32Array[];
  samplesDecoded: number;
  sampleRate: number;
  errors?: { message: string }[];
}

/** Decodes a whole recording of the service's content types; throws UnreadableRecording with the next step. */
export async function decodeRecording(bytes: Uint8Array, contentType: string): Promise<DecodedRecording> {
  let decoded: Decoded | DecodedRecording;
  try {
    decoded = await decodeBy(bytes, contentType);
  } catch (error) {
    if (error instanceof UnreadableRecording) throw error;
    throw new UnreadableRecording(`The recording could not be read as ${contentType}: ${(error as Error).message}`);
  }
  if ('mono' in decoded) return decoded;
  if (decoded.samplesDecoded === 0)
    throw new UnreadableRecording(
      `The recording could not be read as ${contentType}${decoded.errors?.[0] ? `: ${decoded.errors[0].message}` : ''}. Check that the file is whole.`,
    );
  return { mono: downmix(decoded.channelData, decoded.samplesDecoded), sampleRate: decoded.sampleRate };
}

async function decodeBy(bytes: Uint8Array, contentType: string): Promise<Decoded | DecodedRecording> {
  switch (contentType) {
    case 'audio/wav': {
      const wav = decodeWav(bytes);
      const frames = Math.floor(wav.samples.length / wav.channels);
      const channels = Array.from({ length: wav.channels }, (_, c) =>
        Float32Array.from({ length: frames }, (_v, i) => wav.samples[i * wav.channels + c]!),
      );
      return { mono: downmix(channels, frames), sampleRate: wav.sampleRate };
    }
    case 'audio/mpeg':
      return withDecoder(new MPEGDecoder(), (d) => d.decode(bytes));
    case 'audio/flac':
      return withDecoder(new FLACDecoder(), (d) => d.decodeFile(bytes));
    case 'audio/ogg':
      return decodeOgg(bytes);
    case 'audio/webm':
    case 'audio/mp4':
      return decodeContainer(bytes, contentType);
    default:
      throw new UnreadableRecording(`The simulator reads ${READS}; the service itself takes ${contentType}.`);
  }
}

/** Ogg names its codec in the first packet: OpusHead, \x01vorbis or \x7FFLAC (Ogg pages start 28 bytes in). */
function decodeOgg(bytes: Uint8Array): Promise<Decoded> {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64));
  if (head.includes('OpusHead')) return withDecoder(new OggOpusDecoder(), (d) => d.decodeFile(bytes));
  if (head.includes('\x01vorbis')) return withDecoder(new OggVorbisDecoder(), (d) => d.decodeFile(bytes));
  if (head.includes('\x7FFLAC')) return withDecoder(new FLACDecoder(), (d) => d.decodeFile(bytes));
  throw new UnreadableRecording(`This Ogg file holds neither Opus, Vorbis nor FLAC. The simulator reads ${READS}.`);
}

/** WebM, Matroska and MP4: the audio track's packets, decoded where a decoder for its codec exists (Opus). */
async function decodeContainer(bytes: Uint8Array, contentType: string): Promise<Decoded> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryAudioTrack();
    if (!track) throw new UnreadableRecording(`The ${contentType} file has no audio track.`);
    if (track.codec !== 'opus')
      throw new UnreadableRecording(
        `The recording's audio is ${track.codec ?? 'in an unknown codec'}, which the simulator cannot decode (the service can). The simulator reads ${READS}.`,
      );
    const channels = Math.min(2, track.numberOfChannels) as 1 | 2;
    const decoder = new OpusDecoder({ channels, preSkip: 0 });
    return await withDecoder(decoder, async (d) => {
      const frames: Uint8Array[] = [];
      for await (const packet of new EncodedPacketSink(track).packets()) frames.push(packet.data);
      return d.decodeFrames(frames);
    });
  } finally {
    input.dispose();
  }
}

async function withDecoder<D extends { ready: Promise<void>; free(): void }>(
  decoder: D,
  use: (decoder: D) => Decoded | Promise<Decoded>,
): Promise<Decoded> {
  await decoder.ready;
  try {
    return await use(decoder);
  } finally {
    decoder.free();
  }
}

function downmix(channels: Float32Array[], frames: number): Int16Array {
  const mono = new Int16Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (const channel of channels) sum += channel[i]!;
    mono[i] = Math.max(-32768, Math.min(32767, Math.round((sum / channels.length) * 32767)));
  }
  return mono;
}
