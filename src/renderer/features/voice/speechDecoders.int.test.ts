// Spoken translation decoded as the voice stream sends it, from real encoded files (e2e/fixtures/speech, made by
// ffmpeg from the recorded fixture): Ogg Opus and Ogg FLAC a page at a time, FLAC in slices, raw Opus a packet at
// a time after its OpusHead, PCM as it comes, MPEG-TS a PES packet at a time (its Opus decoded here, its AAC
// frames handed to the browser's decoder with their AudioSpecificConfig). Each gives the 3 s of speech, audible; a
// broken stream rejects (the player then says so once). WebM and Matroska go to the browser's decodeAudioData, and
// AAC to WebCodecs: e2e/voiceSpeechFormats.spec.ts.
// The decoders run in Node here; only this test reads its fixtures from disk.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports
import { join } from 'node:path';
import CodecParser from 'codec-parser';
import { describe, expect, it, vi } from 'vitest';
import { speechDecoderFor, type BrowserDecoders, type DecodedSpeech } from './speechDecoders';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(join(__dirname, '../../../../e2e/fixtures/speech', name)));
const noBrowser: BrowserDecoders = {
  decodeWhole: () => Promise.reject(new Error('no browser decoder in this test')),
  aac: () => {
    throw new Error('no browser decoder in this test');
  },
};

/** MPEG-TS as the stream sends it: the tables (PAT, PMT) as its header, then the packets of one PES at a time. */
function transportUnits(bytes: Uint8Array): Uint8Array[] {
  const units: Uint8Array[] = [];
  let start = 0;
  for (let at = 0; at < bytes.length; at += 188) {
    const pid = ((bytes[at + 1]! & 0x1f) << 8) | bytes[at + 2]!;
    const unitStart = (bytes[at + 1]! & 0x40) !== 0;
    // ffmpeg puts the PAT at PID 0 and the PMT at 0x1000; the audio is at 0x100.
    if (unitStart && pid === 0x100 && at > start) {
      units.push(bytes.subarray(start, at));
      start = at;
    }
  }
  units.push(bytes.subarray(start));
  return units;
}

/** Ogg pages as the stream sends them: the first two (OpusHead/OpusTags or the FLAC headers) are its headers. */
const oggPages = (bytes: Uint8Array) =>
  [...new CodecParser('audio/ogg').parseAll(bytes)].map((page) => (page as { rawData: Uint8Array }).rawData);

async function decodeAll(contentType: string, chunks: { items: Uint8Array[]; headers: number }[]) {
  const decoder = speechDecoderFor(contentType, noBrowser)!;
  const parts: DecodedSpeech[] = [];
  for (const chunk of chunks) {
    const decoded = await decoder.decode(chunk.items, chunk.headers);
    if (decoded) parts.push(decoded);
  }
  decoder.free();
  const samples = parts.reduce((sum, p) => sum + p.channels[0]!.length, 0);
  const energy = parts.reduce((sum, p) => sum + p.channels[0]!.reduce((s, v) => s + v * v, 0), 0);
  return {
    seconds: samples / parts[0]!.sampleRate,
    rms: Math.sqrt(energy / samples),
    sampleRate: parts[0]!.sampleRate,
  };
}

/** Items in chunks of `size`, the first chunk naming `headers` of them as headers. */
const chunked = (items: Uint8Array[], headers: number, size = 3) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => ({
    items: items.slice(i * size, i * size + size),
    headers: i === 0 ? headers : 0,
  }));

describe('decoders of spoken translation', () => {
  it.each([
    ['audio/ogg;codecs=opus', 'speech.ogg', 2],
    ['audio/ogg', 'speech.ogg', 2],
  ])('%s: page by page, the 3 s of speech, each page as it comes', async (type, file, headers) => {
    const heard = await decodeAll(type, chunked(oggPages(fixture(file)), headers));
    expect(heard.seconds).toBeGreaterThan(2.9);
    expect(heard.seconds).toBeLessThan(3.1);
    expect(heard.rms).toBeGreaterThan(0.02);
  });

  it('audio/ogg;codecs=flac: page by page, every page but the last before the stream ends', async () => {
    const pages = oggPages(fixture('speech.flac.ogg'));
    const heard = await decodeAll('audio/ogg;codecs=flac', chunked(pages, 2, 1));
    expect(heard.sampleRate).toBe(24_000);
    expect(heard.seconds).toBeGreaterThan(2);
    expect(heard.rms).toBeGreaterThan(0.02);
  });

  it('audio/flac: frame by frame after its header, the 3 s of speech at 24 kHz', async () => {
    const bytes = fixture('speech.flac');
    const frames = [...new CodecParser('audio/flac').parseAll(bytes)].map((f) => (f as { data: Uint8Array }).data);
    const header = bytes.subarray(0, bytes.length - frames.reduce((sum, f) => sum + f.length, 0));
    expect(new TextDecoder().decode(header.subarray(0, 4))).toBe('fLaC');
    const heard = await decodeAll('audio/flac', chunked([header, ...frames], 1, 4));
    expect(heard.sampleRate).toBe(24_000);
    expect(heard.seconds).toBeGreaterThan(2.9);
    expect(heard.seconds).toBeLessThan(3.1);
    expect(heard.rms).toBeGreaterThan(0.02);
  });

  it('audio/opus: the OpusHead header packet, then a packet at a time', async () => {
    const pages = [...new CodecParser('audio/ogg').parseAll(fixture('speech.ogg'))] as unknown as {
      data: Uint8Array;
      codecFrames: { data: Uint8Array }[];
    }[];
    const packets = pages.flatMap((page) => page.codecFrames.map((frame) => frame.data));
    const head = pages[0]!.data;
    expect(new TextDecoder().decode(head.subarray(0, 8))).toBe('OpusHead');
    const heard = await decodeAll('audio/opus', chunked([head, ...packets], 1, 10));
    expect(heard.seconds).toBeGreaterThan(2.9);
    expect(heard.rms).toBeGreaterThan(0.02);
  });

  it('PCM at 24 kHz as it comes', async () => {
    const wav = readFileSync(join(__dirname, '../../../../e2e/fixtures/recordings/two-sentences.wav')).subarray(44);
    const heard = await decodeAll('audio/pcm;encoding=s16le;rate=24000', [
      { items: [new Uint8Array(wav)], headers: 0 },
    ]);
    expect(heard.sampleRate).toBe(24_000);
    expect(heard.rms).toBeGreaterThan(0.02);
  });

  it('a broken Ogg stream rejects, so the player can say so once', async () => {
    const pages = oggPages(fixture('speech.ogg'));
    const broken = pages.slice(2).map((page) => page.map((byte, i) => (i > 30 ? byte ^ 0x5a : byte)));
    const decoder = speechDecoderFor('audio/ogg', noBrowser)!;
    await decoder.decode(pages.slice(0, 2), 2);
    await expect(
      (async () => {
        const decoded = await decoder.decode(broken, 0);
        if (decoded && decoded.channels[0]!.length > 0) throw new Error('decoded');
      })(),
    ).rejects.toThrow();
    decoder.free();
  });

  it('video/mp2t;codecs=opus: a PES packet at a time after the tables, the 3 s of speech at 48 kHz', async () => {
    const units = transportUnits(fixture('speech-opus.m2t'));
    expect(units.length).toBeGreaterThan(10);
    const heard = await decodeAll('video/mp2t;codecs=opus', chunked(units, 1, 2));
    expect(heard.sampleRate).toBe(48_000);
    expect(heard.seconds).toBeGreaterThan(2.9);
    expect(heard.seconds).toBeLessThan(3.1);
    expect(heard.rms).toBeGreaterThan(0.02);
  });

  it('video/mp2t;codecs=aac: every AAC frame, in order, to the browser decoder configured as AAC-LC 24 kHz mono', async () => {
    // mpegts.js reads the browser's name when it meets AAC; Node 20 has no navigator.
    vi.stubGlobal('navigator', { userAgent: 'Chrome' });
    const configs: { codec: string; sampleRate: number; channels: number; description: number[] }[] = [];
    const frames: Uint8Array[] = [];
    const browser: BrowserDecoders = {
      ...noBrowser,
      aac: (config) => {
        configs.push({ ...config, description: [...config.description] });
        return {
          decode: async (packets) => {
            frames.push(...packets);
            return { channels: [new Float32Array(packets.length * 1024)], sampleRate: config.sampleRate };
          },
          free: () => undefined,
        };
      },
    };
    const decoder = speechDecoderFor('video/mp2t;codecs=aac', browser)!;
    const units = transportUnits(fixture('speech-aac.m2t'));
    for (const chunk of chunked(units, 1, 2)) await decoder.decode(chunk.items, chunk.headers);
    decoder.free();
    vi.unstubAllGlobals();
    // AudioSpecificConfig: object type 2 (LC), frequency index 6 (24 kHz), 1 channel.
    expect(configs).toEqual([{ codec: 'mp4a.40.2', sampleRate: 24_000, channels: 1, description: [0x13, 0x08] }]);
    // 3 s at 24 kHz is 70.3 frames of 1,024 samples; ffmpeg's encoder adds its priming frame and a tail.
    expect(frames.length).toBeGreaterThanOrEqual(71);
    expect(frames.length).toBeLessThanOrEqual(73);
    // Raw frames, their ADTS headers (sync word 0xFFF) taken off.
    expect(frames.some((frame) => frame[0] === 0xff && (frame[1]! & 0xf0) === 0xf0)).toBe(false);
  });

  it('a stream that is not an MPEG transport stream rejects', async () => {
    const decoder = speechDecoderFor('video/mp2t;codecs=opus', noBrowser)!;
    await expect(decoder.decode([fixture('speech.ogg')], 0)).rejects.toThrow(/not an MPEG transport stream/);
    decoder.free();
  });

  it('hands WebM and Matroska to the browser, and has no decoder for a type the description does not list', () => {
    for (const type of ['audio/webm', 'audio/webm;codecs=opus;', 'audio/x-matroska;codecs=aac'])
      expect(speechDecoderFor(type, noBrowser)).not.toBeNull();
    expect(speechDecoderFor('audio/aac', noBrowser)).toBeNull();
  });
});
