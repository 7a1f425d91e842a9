// The transport stream the simulator writes for video/mp2t;codecs=opus, read back by the rules of ISO/IEC 13818-1
// and the Opus mapping: whole 188-byte packets, continuity counters per PID, tables whose CRC holds, and each
// Opus packet back out of its PES exactly, the first trimmed by the pre-skip.
import { describe, expect, it } from 'vitest';
import { TsOpusEncoder, type OpusFrames } from './tsOpusEncoder';

/** Fake libopus: a packet of the given size per 480 samples, its bytes counting up from its index. */
function frames(sizes: number[]): OpusFrames {
  let next = 0;
  return {
    packets: (samples) =>
      Array.from({ length: samples.length / 480 }, () => {
        const size = sizes[next % sizes.length]!;
        return Uint8Array.from({ length: size }, (_, i) => (next++ + i) & 0xff);
      }),
    finish: () => [],
  };
}

/** MPEG-2's CRC over a section with its CRC is 0 when the CRC is right. */
function crcHolds(section: Uint8Array): boolean {
  let crc = 0xffffffff;
  for (const byte of section) {
    crc ^= byte << 24;
    for (let i = 0; i < 8; i++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
    crc >>>= 0;
  }
  return crc === 0;
}

function readStream(bytes: Uint8Array) {
  const counters = new Map<number, number[]>();
  const sections: Uint8Array[] = [];
  const pes: number[][] = [];
  for (let at = 0; at < bytes.length; at += 188) {
    const packet = bytes.subarray(at, at + 188);
    expect(packet[0]).toBe(0x47);
    const pid = ((packet[1]! & 0x1f) << 8) | packet[2]!;
    const start = (packet[1]! & 0x40) !== 0;
    counters.set(pid, [...(counters.get(pid) ?? []), packet[3]! & 0x0f]);
    const payloadAt = packet[3]! & 0x20 ? 5 + packet[4]! : 4;
    const payload = packet.subarray(payloadAt);
    if (pid === 0 || pid === 0x1000) {
      const length = ((payload[2]! & 0x0f) << 8) | payload[3]!;
      sections.push(payload.subarray(1, 4 + length));
    } else if (start) pes.push([...payload]);
    else pes.at(-1)!.push(...payload);
  }
  return { counters, sections, pes };
}

/** The Opus packets of one PES: each behind its control header (size in 0xFF-continued bytes, then the trims). */
function opusPackets(pes: number[]) {
  expect(pes.slice(0, 4)).toEqual([0, 0, 1, 0xbd]);
  expect(((pes[4]! << 8) | pes[5]!) + 6).toBe(pes.length);
  let at = 9 + pes[8]!;
  const out: { trim?: number; data: number[] }[] = [];
  while (at < pes.length) {
    expect([pes[at], pes[at + 1]! & 0xe0]).toEqual([0x7f, 0xe0]);
    const trimmed = (pes[at + 1]! & 0x10) !== 0;
    at += 2;
    let size = 0;
    while (pes[at] === 0xff) size += pes[at++]!;
    size += pes[at++]!;
    const trim = trimmed ? (pes[at]! << 8) | pes[at + 1]! : undefined;
    if (trimmed) at += 2;
    out.push({ ...(trim !== undefined ? { trim } : {}), data: pes.slice(at, at + size) });
    at += size;
  }
  return out;
}

describe('TsOpusEncoder', () => {
  it('writes whole packets, counted per PID, tables with a right CRC, and every Opus packet back exactly', async () => {
    // 80 bytes (one TS packet), 255 (a size byte of 0xFF then 0), 400 (three TS packets).
    const encoder = new TsOpusEncoder(frames([80, 255, 400]), 24_000, 480, 312);
    const first = await encoder.encode(new Int16Array(480 * 3));
    const second = await encoder.encode(new Int16Array(480 * 2));
    expect(first.headers).toBe(1);
    expect(second.headers).toBe(0);
    expect(first.samples + second.samples).toBe(480 * 5);
    const items = [...first.items, ...second.items];
    expect(items.every((item) => item.length % 188 === 0)).toBe(true);

    const stream = readStream(Uint8Array.from(items.flatMap((item) => [...item])));
    for (const counts of stream.counters.values()) expect(counts).toEqual(counts.map((_, i) => i & 0x0f));
    expect(stream.sections.map((s) => s[0])).toEqual([0x00, 0x02]);
    expect(stream.sections.every(crcHolds)).toBe(true);
    // The PMT names a private stream registered "Opus", mono.
    expect(
      Buffer.from(stream.sections[1]!).includes(Buffer.from([0x05, 4, 0x4f, 0x70, 0x75, 0x73, 0x7f, 2, 0x80, 1])),
    ).toBe(true);

    const packets = stream.pes.flatMap(opusPackets);
    const expected = frames([80, 255, 400]).packets(new Int16Array(480 * 5));
    expect(packets.map((p) => p.data)).toEqual(expected.map((p) => [...p]));
    expect(packets.map((p) => p.trim)).toEqual([312, undefined, undefined, undefined, undefined]);
  });
});
