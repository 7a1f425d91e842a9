// video/mp2t;codecs=opus: libopus's packets (opusscript) in an MPEG-2 transport stream written here, since no
// library in the tree muxes Opus into TS (mediabunny's MPEG-TS muxer takes AAC, MP3, AC-3, E-AC-3 and DTS only).
// It follows ISO/IEC 13818-1 (188-byte packets, the PAT and PMT sections with their CRC, PES packets with a PTS on
// the 90 kHz clock, the PCR in an adaptation field) and the Opus mapping FFmpeg and GStreamer write (the draft ETSI
// TS "Opus in MPEG-2 TS", xiph.org): a private PES stream (stream type 0x06, stream id 0xBD) registered as "Opus",
// a DVB extension descriptor 0x80 with the channel configuration, and each packet behind an opus_control_header
// (0x7FE0 prefix, its size in 0xFF-continued bytes, the first one trimmed by the encoder's pre-skip). The stream's
// one header item is the PAT and PMT; then a PES per 20 ms packet, each whole TS packets. Runs in the audio worker.
import type { Bytes, EncodedSpeech, SpeechEncoder } from './speechEncoders';

/** What libopus gives (speechEncoders.ts OpusPackets): a packet per 20 ms frame. */
export interface OpusFrames {
  packets(samples: Int16Array): Bytes[];
  finish(): Bytes[];
}

const PACKET = 188;
const PMT_PID = 0x1000;
const AUDIO_PID = 0x100;
/** The 90 kHz clock of PTS and PCR base; the stream starts 1 s in, as muxers leave room before the first PTS. */
const CLOCK = 90_000;
const START = CLOCK;

export class TsOpusEncoder implements SpeechEncoder {
  readonly holdsBack = true;
  private readonly continuity = new Map<number, number>();
  private packetCount = 0;
  private started = false;

  constructor(
    private readonly opus: OpusFrames,
    readonly sampleRate: number,
    readonly frameSamples: number,
    /** The encoder's look-ahead at 48 kHz, trimmed from the first packet. */
    private readonly preSkip: number,
  ) {}

  encode(samples: Int16Array): Promise<EncodedSpeech> {
    const headers = this.started ? [] : [concat([this.section(0, patSection()), this.section(PMT_PID, pmtSection())])];
    this.started = true;
    const packets = this.opus.packets(samples);
    return Promise.resolve({
      items: [...headers, ...packets.map((packet) => this.pes(packet))],
      headers: headers.length,
      samples: packets.length * this.frameSamples,
    });
  }

  finish(): Promise<EncodedSpeech> {
    const packets = this.opus.finish();
    return Promise.resolve({
      items: packets.map((packet) => this.pes(packet)),
      headers: 0,
      samples: packets.length * this.frameSamples,
    });
  }

  /** One PES packet (one Opus packet) in TS packets, the PCR in the first, the last padded by stuffing. */
  private pes(packet: Bytes): Bytes {
    const first = this.packetCount === 0;
    const pts = START + Math.round((this.packetCount * this.frameSamples * CLOCK) / this.sampleRate);
    this.packetCount += 1;
    const control = opusControlHeader(packet.byteLength, first ? this.preSkip : undefined);
    const payloadLength = 3 + 5 + control.byteLength + packet.byteLength;
    const header = new Uint8Array(9);
    header.set([0, 0, 1, 0xbd, payloadLength >> 8, payloadLength & 0xff, 0x84, 0x80, 5]);
    return this.split(AUDIO_PID, concat([header, ptsField(pts), control, packet]), pts);
  }

  /** A PSI section (pointer field first) in one TS packet, the rest 0xFF. */
  private section(pid: number, section: Uint8Array): Bytes {
    const packet = new Uint8Array(PACKET).fill(0xff);
    packet.set(this.tsHeader(pid, true, false), 0);
    packet[4] = 0; // pointer_field
    packet.set(section, 5);
    return packet;
  }

  /** A PES in TS packets: an adaptation field with the PCR in the first, stuffing in the last. */
  private split(pid: number, pes: Uint8Array, pcrAt: number): Bytes {
    const packets: Uint8Array[] = [];
    for (let at = 0; at < pes.byteLength;) {
      const first = at === 0;
      const pcr = first ? pcrField(pcrAt) : new Uint8Array(0);
      // The adaptation field takes its length byte, its flags byte and the PCR when there is one.
      const room = PACKET - 4 - (pcr.byteLength > 0 ? 2 + pcr.byteLength : 0);
      const take = Math.min(room, pes.byteLength - at);
      const adaptation = PACKET - 4 - take;
      const packet = new Uint8Array(PACKET);
      packet.set(this.tsHeader(pid, first, adaptation > 0), 0);
      if (adaptation > 0) {
        packet[4] = adaptation - 1; // adaptation_field_length
        if (adaptation > 1) {
          packet[5] = (first ? 0x40 : 0) | (pcr.byteLength > 0 ? 0x10 : 0); // random access, PCR
          packet.set(pcr, 6);
          packet.fill(0xff, 6 + pcr.byteLength, 4 + adaptation);
        }
      }
      packet.set(pes.subarray(at, at + take), PACKET - take);
      packets.push(packet);
      at += take;
    }
    return concat(packets);
  }

  private tsHeader(pid: number, unitStart: boolean, adaptation: boolean): Uint8Array {
    const counter = this.continuity.get(pid) ?? 0;
    this.continuity.set(pid, (counter + 1) & 0x0f);
    return Uint8Array.of(0x47, (unitStart ? 0x40 : 0) | (pid >> 8), pid & 0xff, (adaptation ? 0x30 : 0x10) | counter);
  }
}

/** The program association table: program 1's map on PMT_PID. */
function patSection(): Uint8Array {
  return psi(0x00, 1, [0x00, 0x01, 0xe0 | (PMT_PID >> 8), PMT_PID & 0xff]);
}

/** The program map: one private PES stream, registered "Opus", mono (channel_config_code 1). */
function pmtSection(): Uint8Array {
  const descriptors = [0x05, 4, 0x4f, 0x70, 0x75, 0x73, 0x7f, 2, 0x80, 0x01];
  return psi(0x02, 1, [
    0xe0 | (AUDIO_PID >> 8),
    AUDIO_PID & 0xff, // PCR_PID
    0xf0,
    0x00, // program_info_length 0
    0x06,
    0xe0 | (AUDIO_PID >> 8),
    AUDIO_PID & 0xff,
    0xf0,
    descriptors.length,
    ...descriptors,
  ]);
}

/** A long-form PSI section: table id, length, id, version 0, current, section 0 of 0, body, CRC-32. */
function psi(tableId: number, id: number, body: number[]): Uint8Array {
  const length = 5 + body.length + 4;
  const section = Uint8Array.of(
    tableId,
    0xb0 | (length >> 8),
    length & 0xff,
    id >> 8,
    id & 0xff,
    0xc1,
    0x00,
    0x00,
    ...body,
    0,
    0,
    0,
    0,
  );
  new DataView(section.buffer).setUint32(section.byteLength - 4, mpegCrc(section.subarray(0, -4)));
  return section;
}

/** The PES header's PTS ('0010' and 33 bits in three marked parts). */
function ptsField(pts: number): Uint8Array {
  const high = Math.floor(pts / 2 ** 30) & 0x07;
  const mid = Math.floor(pts / 2 ** 15) & 0x7fff;
  const low = pts & 0x7fff;
  return Uint8Array.of(0x21 | (high << 1), mid >> 7, ((mid & 0x7f) << 1) | 1, low >> 7, ((low & 0x7f) << 1) | 1);
}

/** The PCR: a 33-bit base on the 90 kHz clock, 6 reserved bits, a 9-bit extension (0). */
function pcrField(base: number): Uint8Array {
  const top = Math.floor(base / 2);
  return Uint8Array.of(top >>> 24, (top >>> 16) & 0xff, (top >>> 8) & 0xff, top & 0xff, ((base & 1) << 7) | 0x7e, 0);
}

/** opus_control_header: 0x3FF prefix, start-trim flag, the size in 0xFF-continued bytes, the trim. */
function opusControlHeader(size: number, startTrim: number | undefined): Uint8Array {
  const bytes = [0x7f, 0xe0 | (startTrim !== undefined ? 0x10 : 0)];
  for (let left = size; ; left -= 255) {
    bytes.push(Math.min(255, left));
    if (left < 255) break;
  }
  if (startTrim !== undefined) bytes.push(startTrim >> 8, startTrim & 0xff);
  return Uint8Array.from(bytes);
}

/** MPEG-2's CRC-32 of PSI sections: polynomial 0x04C11DB7, initial 0xFFFFFFFF, not reflected, no final XOR. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let r = n << 24;
  for (let i = 0; i < 8; i++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});

function mpegCrc(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
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
