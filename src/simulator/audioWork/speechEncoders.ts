// Synthesized speech encoded in the content type a voice session asked for (target_media_content_type), one
// stream per session and language, a sentence at a time, as the service sends it: the first items are the
// stream's headers, then codec packets or container elements, each indivisible. Opus by libopus (opusscript, a
// WebAssembly build), FLAC by libFLAC (libflacjs), the containers (Ogg, WebM, Matroska) by mediabunny, Ogg FLAC's
// pages by oggFlacEncoder.ts and MPEG-TS with Opus by tsOpusEncoder.ts (no library muxes either); PCM and G.711 by
// the shared codec. AAC has no encoder here (speechTypes.ts).
// Runs inside the simulator's audio worker (audioWorker.ts), never on the simulator's own thread.
import {
  EncodedAudioPacketSource,
  EncodedPacket,
  MkvOutputFormat,
  NullTarget,
  OggOutputFormat,
  Output,
  StreamTarget,
  WebMOutputFormat,
  type OutputFormat,
} from 'mediabunny';
import OpusScript from 'opusscript';
import { normalizeContentType, pcmFormat } from '../../shared/rules/voice';
import { encodePcm } from '../../shared/voice/pcmCodec';
import { loadFlac, type Flac } from './flacLibrary';
import { OggFlacEncoder } from './oggFlacEncoder';
import { TsOpusEncoder } from './tsOpusEncoder';

/** What one call gives: items in order (the first `headers` of the stream's first call are its headers). */
/** Bytes that own their buffer (a worker's answer moves or copies them whole). */
export type Bytes = Uint8Array<ArrayBuffer>;

export interface EncodedSpeech {
  items: Bytes[];
  headers: number;
  /** Samples (at `sampleRate`) of audio the items carry: a codec may hold the last block until more comes. */
  samples: number;
}

export interface SpeechEncoder {
  readonly sampleRate: number;
  /** Samples per codec frame: a sentence is synthesized in whole frames. */
  readonly frameSamples: number;
  /** The codec keeps the end of what it was given until more comes (libopus's look-ahead, libFLAC's block). */
  readonly holdsBack: boolean;
  encode(samples: Int16Array): Promise<EncodedSpeech>;
  /** Whatever the codec still holds, at the end of the stream. */
  finish(): Promise<EncodedSpeech>;
}

/** Opus and FLAC are encoded at 24 kHz in 20 ms frames (the description's FLAC is 24000 Hz). */
const CODEC_RATE = 24_000;
const FRAME_SAMPLES = 480;
const OPUS_BITRATE = 32_000;
/** libopus's look-ahead at 48 kHz (2.5 ms + 4 ms of delay compensation), the OpusHead's pre-skip. */
const OPUS_PRE_SKIP = 312;

export async function createSpeechEncoder(contentType: string): Promise<SpeechEncoder> {
  const type = normalizeContentType(contentType);
  const pcm = pcmFormat(type);
  if (pcm) return pcmEncoder(pcm);
  switch (type) {
    case 'audio/opus':
      return new RawOpusEncoder();
    case 'audio/ogg':
    case 'audio/ogg;codecs=opus':
      return new ContainerEncoder(new OpusPackets(), 'ogg');
    case 'audio/webm':
    case 'audio/webm;codecs=opus':
      return new ContainerEncoder(new OpusPackets(), 'webm');
    case 'audio/x-matroska;codecs=opus':
      return new ContainerEncoder(new OpusPackets(), 'mkv');
    case 'video/mp2t;codecs=opus':
      return new TsOpusEncoder(new OpusPackets(), CODEC_RATE, FRAME_SAMPLES, OPUS_PRE_SKIP);
    case 'audio/flac':
      return new NativeFlacEncoder(await loadFlac());
    case 'audio/x-matroska;codecs=flac':
      return new ContainerEncoder(new FlacPackets(await loadFlac()), 'mkv');
    case 'audio/ogg;codecs=flac':
      return new OggFlacEncoder(new FlacPackets(await loadFlac()), CODEC_RATE, FRAME_SAMPLES);
    default:
      throw new Error(`The simulator does not encode speech as ${contentType}.`);
  }
}

function pcmEncoder(format: NonNullable<ReturnType<typeof pcmFormat>>): SpeechEncoder {
  return {
    sampleRate: format.sampleRate,
    frameSamples: format.sampleRate / 100,
    holdsBack: false,
    encode: (samples) => Promise.resolve({ items: [encodePcm(samples, format)], headers: 0, samples: samples.length }),
    finish: () => Promise.resolve({ items: [], headers: 0, samples: 0 }),
  };
}

/** A codec that turns samples into packets, each FRAME_SAMPLES long, and describes itself for a container. */
interface PacketCodec {
  readonly codec: 'opus' | 'flac';
  /** The container's decoder description (OpusHead; fLaC with STREAMINFO), known after the first packet. */
  description(): Bytes;
  packets(samples: Int16Array): Bytes[];
  finish(): Bytes[];
}

class OpusPackets implements PacketCodec {
  readonly codec = 'opus';
  private readonly encoder = new OpusScript(CODEC_RATE, 1, OpusScript.Application.AUDIO);

  constructor() {
    this.encoder.setBitrate(OPUS_BITRATE);
  }

  /** RFC 7845's identification header: version 1, mono, pre-skip, the input rate, no gain, mapping family 0. */
  description(): Bytes {
    const head = new Uint8Array(19);
    head.set(new TextEncoder().encode('OpusHead'));
    const view = new DataView(head.buffer);
    view.setUint8(8, 1);
    view.setUint8(9, 1);
    view.setUint16(10, OPUS_PRE_SKIP, true);
    view.setUint32(12, CODEC_RATE, true);
    return head;
  }

  packets(samples: Int16Array): Bytes[] {
    const packets: Bytes[] = [];
    for (let at = 0; at + FRAME_SAMPLES <= samples.length; at += FRAME_SAMPLES) {
      const frame = samples.slice(at, at + FRAME_SAMPLES);
      // opusscript answers a view into its WebAssembly memory: copied before the next call reuses it.
      packets.push(Uint8Array.from(this.encoder.encode(Buffer.from(frame.buffer), FRAME_SAMPLES)));
    }
    return packets;
  }

  finish(): Bytes[] {
    this.encoder.delete();
    return [];
  }
}

/**
 * libFLAC's stream encoder: the metadata comes first (fLaC, STREAMINFO, VORBIS_COMMENT), then a frame per block.
 * libFLAC holds a block until one more sample arrives, so a sentence's last block comes out with the next one;
 * sentences end in a quiet frame (speechStandIn.ts) so what waits is silence.
 */
class FlacPackets implements PacketCodec {
  readonly codec = 'flac';
  private readonly encoder: number;
  private readonly metadata: Bytes[] = [];
  private readonly frames: Bytes[] = [];

  constructor(private readonly flac: Flac) {
    this.encoder = flac.create_libflac_encoder(CODEC_RATE, 1, 16, 5, 0, false, FRAME_SAMPLES);
    const status = flac.init_encoder_stream(this.encoder, (data: Uint8Array, _bytes: number, samples: number) => {
      (samples > 0 ? this.frames : this.metadata).push(Uint8Array.from(data));
    });
    if (status !== 0) throw new Error(`libFLAC could not start an encoder (status ${status}).`);
  }

  /** The metadata blocks as written (STREAMINFO marked last, which is what a container's description holds). */
  description(): Bytes {
    const [magic, streamInfo] = this.metadata;
    const info = Uint8Array.from(streamInfo!);
    info[0] = info[0]! | 0x80;
    return concat([magic!, info]);
  }

  headerItems(): Bytes[] {
    return [concat(this.metadata)];
  }

  /** "fLaC", STREAMINFO and the other metadata blocks, each as libFLAC wrote it (oggFlacEncoder.ts). */
  metadataItems(): Bytes[] {
    return [...this.metadata];
  }

  packets(samples: Int16Array): Bytes[] {
    if (!this.flac.FLAC__stream_encoder_process_interleaved(this.encoder, Int32Array.from(samples), samples.length))
      throw new Error('libFLAC could not encode the speech.');
    return this.frames.splice(0);
  }

  finish(): Bytes[] {
    this.flac.FLAC__stream_encoder_finish(this.encoder);
    this.flac.FLAC__stream_encoder_delete(this.encoder);
    return this.frames.splice(0);
  }
}

/** audio/opus: the OpusHead packet as the stream's one header, then an Opus packet per 20 ms. */
class RawOpusEncoder implements SpeechEncoder {
  readonly sampleRate = CODEC_RATE;
  readonly frameSamples = FRAME_SAMPLES;
  readonly holdsBack = true;
  private readonly opus = new OpusPackets();
  private started = false;

  encode(samples: Int16Array): Promise<EncodedSpeech> {
    const packets = this.opus.packets(samples);
    const headers = this.started ? [] : [this.opus.description()];
    this.started = true;
    return Promise.resolve({
      items: [...headers, ...packets],
      headers: headers.length,
      samples: packets.length * FRAME_SAMPLES,
    });
  }

  finish(): Promise<EncodedSpeech> {
    return Promise.resolve({ items: this.opus.finish(), headers: 0, samples: 0 });
  }
}

/** audio/flac: the metadata blocks as the one header, then a FLAC frame per item. */
class NativeFlacEncoder implements SpeechEncoder {
  readonly sampleRate = CODEC_RATE;
  readonly frameSamples = FRAME_SAMPLES;
  readonly holdsBack = true;
  private readonly codec: FlacPackets;
  private started = false;

  constructor(flac: Flac) {
    this.codec = new FlacPackets(flac);
  }

  encode(samples: Int16Array): Promise<EncodedSpeech> {
    const frames = this.codec.packets(samples);
    const headers = this.started ? [] : this.codec.headerItems();
    this.started = true;
    return Promise.resolve({
      items: [...headers, ...frames],
      headers: headers.length,
      samples: frames.length * FRAME_SAMPLES,
    });
  }

  finish(): Promise<EncodedSpeech> {
    const frames = this.codec.finish();
    return Promise.resolve({ items: frames, headers: 0, samples: frames.length * FRAME_SAMPLES });
  }
}

/**
 * Packets in a container written as it goes (mediabunny): Ogg a page per packet (the OpusHead and OpusTags pages
 * are the headers); WebM and Matroska append-only, the EBML header and Segment header up to the first Cluster as
 * the one header, then the bytes each packet adds (a Cluster's start and a SimpleBlock).
 */
class ContainerEncoder implements SpeechEncoder {
  readonly sampleRate = CODEC_RATE;
  readonly frameSamples = FRAME_SAMPLES;
  readonly holdsBack = true;
  private output: Output | undefined;
  private source: EncodedAudioPacketSource | undefined;
  private written: Bytes[] = [];
  private headerBytes = 0;
  private packetCount = 0;

  constructor(
    private readonly codec: PacketCodec,
    private readonly container: 'ogg' | 'webm' | 'mkv',
  ) {}

  private format(): OutputFormat {
    if (this.container === 'ogg')
      return new OggOutputFormat({
        maximumPageDuration: FRAME_SAMPLES / CODEC_RATE / 2,
        onPage: (data) => void this.written.push(Uint8Array.from(data)),
      });
    const options = {
      appendOnly: true,
      // A Cluster per packet: any run of items is whole clusters, which a player can decode after the header.
      minimumClusterDuration: 0,
      onSegmentHeader: (data: Uint8Array, position: number) => (this.headerBytes = position + data.byteLength),
    };
    return this.container === 'webm' ? new WebMOutputFormat(options) : new MkvOutputFormat(options);
  }

  private async open(): Promise<void> {
    const target =
      this.container === 'ogg'
        ? new NullTarget()
        : new StreamTarget(
            new WritableStream({
              write: (chunk: { data: Uint8Array }) => void this.written.push(Uint8Array.from(chunk.data)),
            }),
            {
              chunked: false,
            },
          );
    this.output = new Output({ format: this.format(), target });
    this.source = new EncodedAudioPacketSource(this.codec.codec);
    this.output.addAudioTrack(this.source);
    await this.output.start();
  }

  async encode(samples: Int16Array): Promise<EncodedSpeech> {
    if (!this.output) await this.open();
    return this.add(this.codec.packets(samples));
  }

  async finish(): Promise<EncodedSpeech> {
    const taken = await this.add(this.codec.finish());
    if (this.container !== 'ogg') {
      // Every Cluster is out already; finalizing would append Cues, which no player needs mid-stream.
      await this.output?.cancel();
      return taken;
    }
    // The Ogg muxer holds the last packets' pages until it knows which is final: finalizing writes them.
    await this.output?.finalize();
    const rest = this.written.splice(0);
    return { ...taken, items: [...taken.items, ...rest], samples: taken.samples + rest.length * FRAME_SAMPLES };
  }

  /** Each packet's bytes as they are written: its Ogg pages, or its Matroska Cluster (header split off first). */
  private async add(packets: Bytes[]): Promise<EncodedSpeech> {
    const items: Bytes[] = [];
    let headers = 0;
    let audioPages = 0;
    for (const data of packets) {
      const first = this.packetCount === 0;
      const packet = new EncodedPacket(
        data,
        'key',
        (this.packetCount * FRAME_SAMPLES) / CODEC_RATE,
        FRAME_SAMPLES / CODEC_RATE,
      );
      this.packetCount += 1;
      const decoderConfig = {
        codec: this.codec.codec,
        numberOfChannels: 1,
        sampleRate: CODEC_RATE,
        description: this.codec.description(),
      };
      await this.source!.add(packet, first ? { decoderConfig } : undefined);
      // The stream target's writes settle a turn after the muxer's.
      await new Promise((resolve) => setImmediate(resolve));
      const written = this.written.splice(0);
      if (this.container === 'ogg') {
        // OpusHead and OpusTags, each on its own page, come with the first packet; then a page per packet, each
        // written when the packet after it comes (the muxer holds the latest until it knows it is not the last).
        if (first) headers = 2;
        items.push(...written);
        audioPages += written.length - (first ? 2 : 0);
      } else if (written.length > 0) {
        const whole = concat(written);
        if (first) {
          headers = 1;
          items.push(whole.slice(0, this.headerBytes));
          items.push(whole.slice(this.headerBytes));
        } else items.push(whole);
      }
    }
    const samples = (this.container === 'ogg' ? audioPages : packets.length) * FRAME_SAMPLES;
    return { items: items.filter((item) => item.byteLength > 0), headers, samples };
  }
}

function concat(parts: Uint8Array[]): Bytes {
  const whole = new Uint8Array(parts.reduce((sum, p) => sum + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.byteLength;
  }
  return whole;
}
