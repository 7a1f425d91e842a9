// audio/ogg;codecs=flac: libFLAC's frames (libflacjs) in Ogg pages written here, a page per frame, so every
// sentence goes out whole. libFLAC's own Ogg writer holds pages until 4 KB are full (about 150 ms of speech, or
// a sentence's end until the next sentence) and mediabunny's Ogg muxer takes only Opus and Vorbis, so the pages
// follow the specifications directly: Ogg (RFC 3533: the page header, its lacing values and its CRC) and the
// FLAC-to-Ogg mapping (xiph.org/flac/ogg_mapping.html: the first packet 0x7F "FLAC" 1.0, the number of header
// packets, then "fLaC" and STREAMINFO; each further metadata block a packet; then a packet per FLAC frame; a
// page's granule position the number of samples finished by its end). Runs in the simulator's audio worker.
import type { Bytes, EncodedSpeech, SpeechEncoder } from './speechEncoders';

/** What libFLAC gives (speechEncoders.ts FlacPackets): its metadata as written, then a frame per block. */
export interface FlacFrames {
  /** "fLaC", STREAMINFO, then the other metadata blocks (the last one marked last), as libFLAC wrote them. */
  metadataItems(): Bytes[];
  packets(samples: Int16Array): Bytes[];
  finish(): Bytes[];
}

const BOS = 0x02;
const EOS = 0x04;

export class OggFlacEncoder implements SpeechEncoder {
  readonly holdsBack = true;
  private readonly serial = 0x464c4143; // "FLAC": any number, one logical stream
  private sequence = 0;
  private granule = 0n;
  private started = false;

  constructor(
    private readonly frames: FlacFrames,
    readonly sampleRate: number,
    readonly frameSamples: number,
  ) {}

  encode(samples: Int16Array): Promise<EncodedSpeech> {
    const headers = this.started ? [] : this.headerPages();
    this.started = true;
    const frames = this.frames.packets(samples);
    return Promise.resolve({
      items: [...headers, ...frames.map((frame) => this.audioPage(frame, 0))],
      headers: headers.length,
      samples: frames.length * this.frameSamples,
    });
  }

  /** The frames libFLAC still held, the last page marked as the stream's end. */
  finish(): Promise<EncodedSpeech> {
    const frames = this.frames.finish();
    if (!this.started) return Promise.resolve({ items: [], headers: 0, samples: 0 });
    const items =
      frames.length > 0
        ? frames.map((frame, i) => this.audioPage(frame, i === frames.length - 1 ? EOS : 0))
        : [this.page([], EOS, this.granule)];
    return Promise.resolve({ items, headers: 0, samples: frames.length * this.frameSamples });
  }

  /** The mapping's first packet alone on the stream's first page, then each other metadata block on its own page. */
  private headerPages(): Bytes[] {
    const [magic, streamInfo, ...others] = this.frames.metadataItems();
    const first = new Uint8Array(9 + magic!.byteLength + streamInfo!.byteLength);
    first.set([0x7f, 0x46, 0x4c, 0x41, 0x43, 1, 0], 0); // 0x7F "FLAC", mapping version 1.0
    new DataView(first.buffer).setUint16(7, others.length, false);
    first.set(magic!, 9);
    first.set(streamInfo!, 9 + magic!.byteLength);
    return [this.page([first], BOS, 0n), ...others.map((block) => this.page([block], 0, 0n))];
  }

  private audioPage(frame: Bytes, flags: number): Bytes {
    this.granule += BigInt(this.frameSamples);
    return this.page([frame], flags, this.granule);
  }

  /** One Ogg page holding whole packets (RFC 3533 section 6). */
  private page(packets: Uint8Array[], flags: number, granule: bigint): Bytes {
    const lacing: number[] = [];
    for (const packet of packets) {
      for (let left = packet.byteLength; ; left -= 255) {
        lacing.push(Math.min(255, left));
        if (left < 255) break;
      }
    }
    if (lacing.length > 255) throw new Error('A FLAC frame too large for one Ogg page.');
    const bodyLength = packets.reduce((sum, p) => sum + p.byteLength, 0);
    const page = new Uint8Array(27 + lacing.length + bodyLength);
    const view = new DataView(page.buffer);
    page.set([0x4f, 0x67, 0x67, 0x53, 0, flags], 0); // "OggS", version 0, header type
    view.setBigUint64(6, granule, true);
    view.setUint32(14, this.serial, true);
    view.setUint32(18, this.sequence++, true);
    page[26] = lacing.length;
    page.set(lacing, 27);
    let at = 27 + lacing.length;
    for (const packet of packets) {
      page.set(packet, at);
      at += packet.byteLength;
    }
    view.setUint32(22, oggCrc(page), true);
    return page;
  }
}

/** Ogg's CRC-32: polynomial 0x04C11DB7, initial 0, not reflected, over the page with its CRC field zero. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let r = n << 24;
  for (let i = 0; i < 8; i++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});

function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}
