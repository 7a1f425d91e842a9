// The player of spoken translation: each language's chunks decoded and scheduled one after another, never over
// each other; a format the window cannot decode, or a stream that breaks, said once per session while the
// captions go on. (Real encoded audio: speechDecoders.int.test.ts and e2e/voiceSpeechFormats.spec.ts.)
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the Web Audio API that records when each buffer starts and what it holds. */
const audio = vi.hoisted(() => {
  const started: { at: number; samples: number[] }[] = [];
  const wholeFiles: number[] = [];
  class FakeContext {
    currentTime = 0;
    destination = {};
    createGain = () => ({ gain: { value: 1 }, connect: () => undefined });
    createBuffer = (_channels: number, length: number, rate: number) => {
      const data = new Float32Array(length);
      return { duration: length / rate, getChannelData: () => data, copyToChannel: (s: Float32Array) => data.set(s) };
    };
    createBufferSource = () => {
      const node = {
        buffer: null as null | { getChannelData(): Float32Array },
        connect: () => undefined,
        start: (at: number) => started.push({ at, samples: [...node.buffer!.getChannelData()] }),
      };
      return node;
    };
    decodeAudioData = async (bytes: ArrayBuffer) => {
      wholeFiles.push(bytes.byteLength);
      throw new DOMException('Unable to decode audio data', 'EncodingError');
    };
  }
  Object.assign(globalThis, { AudioContext: FakeContext });
  return { started, wholeFiles };
});
const { playSpeech, resetSpeechPlayer } = await import('./speechPlayer');
const { useSpeech } = await import('./speechStore');

const pcm = (...samples: number[]) => Buffer.from(new Int16Array(samples).buffer).toString('base64');
const chunk = (data: string[], contentType = 'audio/pcm;encoding=s16le;rate=4', text: string | null = null) => ({
  language: 'de',
  data,
  headers: 0,
  contentType,
  durationMs: 500,
  text,
});

beforeEach(() => {
  audio.started.length = 0;
  audio.wholeFiles.length = 0;
  useSpeech.getState().reset();
  resetSpeechPlayer();
});

describe('the speech player', () => {
  it('plays each chunk after the one before, never over it', async () => {
    playSpeech(chunk([pcm(16384, -16384)], undefined, 'Guten Tag.'));
    playSpeech(chunk([pcm(0, 0)]));
    await vi.waitFor(() => expect(audio.started).toHaveLength(2));
    expect(audio.started.map((s) => s.at)).toEqual([0, 0.5]);
    expect(audio.started[0]!.samples).toEqual([0.5, -0.5]);
    expect(useSpeech.getState()).toMatchObject({ speaking: 'Guten Tag.', playedMs: 1000 });
  });

  it('says once that a format has no decoder here, and plays nothing of it', () => {
    playSpeech(chunk(['AAAA'], 'audio/aac'));
    expect(useSpeech.getState().problem).toEqual({
      id: 'voice.speech.problem.format',
      values: { format: 'audio/aac' },
    });
    useSpeech.setState({ problem: null });
    playSpeech(chunk(['AAAA'], 'audio/aac'));
    expect(useSpeech.getState().problem).toBeNull();
    expect(audio.started).toEqual([]);
  });

  it('says once that a stream cannot be decoded, stops asking the browser, and says it again in a new session', async () => {
    playSpeech({ ...chunk(['GkXfow==', 'H0O2dQ=='], 'audio/webm;codecs=opus'), headers: 1 });
    playSpeech(chunk(['H0O2dQ=='], 'audio/webm;codecs=opus'));
    await vi.waitFor(() => expect(useSpeech.getState().problem?.values?.['format']).toBe('audio/webm;codecs=opus'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(audio.wholeFiles).toEqual([8]);
    expect(audio.started).toEqual([]);
    useSpeech.getState().reset();
    resetSpeechPlayer();
    playSpeech({ ...chunk(['GkXfow==', 'H0O2dQ=='], 'audio/webm;codecs=opus'), headers: 1 });
    await vi.waitFor(() => expect(useSpeech.getState().problem?.values?.['format']).toMatch(/audio\/webm/));
  });

  it('keeps each language its own stream', async () => {
    playSpeech({ ...chunk([pcm(100, 100)]), language: 'fr' });
    playSpeech(chunk(['AAAA'], 'audio/aac'));
    await vi.waitFor(() => expect(audio.started).toHaveLength(1));
    expect(useSpeech.getState().problem?.values?.['format']).toBe('audio/aac');
  });
});
