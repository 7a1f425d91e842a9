// Every recording type the simulator reads, from a real file of each (e2e/fixtures/recordings, made from the
// same WAV by ffmpeg): decoded and heard as the same two sentences, timed like the WAV's; a broken or AAC file is
// refused with a sentence naming what it reads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeRecording, UnreadableRecording } from './recordingDecoders';
import { hearRecording } from './recordingWork';

/** The decoders themselves, on this thread (the simulator runs them in its audio worker: audioWork.int.test.ts). */
const here = { decodeRecording };

const fixture = (name: string) =>
  new Uint8Array(readFileSync(join(__dirname, '../../../e2e/fixtures/recordings', name)));

describe('the simulator hears recordings beyond WAV', () => {
  it.each([
    ['two-sentences.mp3', 'audio/mpeg'],
    ['two-sentences.flac', 'audio/flac'],
    ['two-sentences.ogg', 'audio/ogg'],
    ['two-sentences.vorbis.ogg', 'audio/ogg'],
    ['two-sentences.webm', 'audio/webm'],
  ])('%s (%s): the two sentences, where the WAV has them', async (name, type) => {
    const wav = await hearRecording(here, fixture('two-sentences.wav'), 'audio/wav');
    const heard = await hearRecording(here, fixture(name), type);
    expect(wav.segments.length).toBeGreaterThanOrEqual(2);
    expect(heard.segments.length).toBe(wav.segments.length);
    expect(Math.abs(heard.durationMs - wav.durationMs)).toBeLessThan(120);
    heard.segments.forEach((segment, i) => {
      expect(Math.abs(segment.startMs - wav.segments[i]!.startMs)).toBeLessThan(120);
      expect(Math.abs(segment.endMs - wav.segments[i]!.endMs)).toBeLessThan(120);
      expect(segment.english).toBe(wav.segments[i]!.english);
    });
  });

  it('an AAC recording is refused with the types it reads', async () => {
    await expect(decodeRecording(fixture('two-sentences.m4a'), 'audio/mp4')).rejects.toThrow(
      /audio is aac, which the simulator cannot decode \(the service can\)\. The simulator reads WAV, MP3, FLAC, Ogg/,
    );
  });

  it('a cut or mislabelled file is refused with a sentence, never a crash', async () => {
    for (const [bytes, type] of [
      [fixture('two-sentences.webm'), 'audio/ogg'],
      [fixture('two-sentences.mp3').subarray(0, 200), 'audio/flac'],
      [fixture('two-sentences.webm').subarray(0, 100), 'audio/webm'],
      [new Uint8Array(64), 'audio/ogg'],
    ] as const) {
      await expect(decodeRecording(bytes, type)).rejects.toBeInstanceOf(UnreadableRecording);
    }
  });
});
