// Spoken translation in the window: chunks decoded and played one after another, a format the window cannot
// play reported once, and the output devices offered.
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the Web Audio API that records when each buffer starts and what it holds. */
const audio = vi.hoisted(() => {
  const started: { at: number; samples: number[] }[] = [];
  class FakeContext {
    currentTime = 0;
    destination = {};
    createGain = () => ({ gain: { value: 1 }, connect: () => undefined });
    createBuffer = (_channels: number, length: number, rate: number) => {
      const data = new Float32Array(length);
      return { duration: length / rate, getChannelData: () => data };
    };
    createBufferSource = () => {
      const node = {
        buffer: null as null | { getChannelData(): Float32Array },
        connect: () => undefined,
        start: (at: number) => started.push({ at, samples: [...node.buffer!.getChannelData()] }),
      };
      return node;
    };
  }
  Object.assign(globalThis, { AudioContext: FakeContext });
  return { started };
});
const { playSpeech, useSpeech } = await import('./speechStore');

const pcm = (...samples: number[]) => Buffer.from(new Int16Array(samples).buffer).toString('base64');
const chunk = (data: string[], contentType = 'audio/pcm;encoding=s16le;rate=4', text: string | null = null) => ({
  language: 'de',
  data,
  contentType,
  durationMs: 500,
  text,
});

beforeEach(() => {
  audio.started.length = 0;
  useSpeech.getState().reset();
});

describe('spoken translation', () => {
  it('plays each chunk after the one before, never over it', () => {
    playSpeech(chunk([pcm(16384, -16384)], undefined, 'Guten Tag.'));
    playSpeech(chunk([pcm(0, 0)]));
    expect(audio.started.map((s) => s.at)).toEqual([0, 0.5]);
    expect(audio.started[0]!.samples).toEqual([0.5, -0.5]);
    expect(useSpeech.getState()).toMatchObject({ speaking: 'Guten Tag.', playedMs: 1000 });
  });

  it('says once that a format cannot be played, and plays nothing of it', () => {
    playSpeech(chunk(['AAAA'], 'audio/opus'));
    const problem = useSpeech.getState().problem;
    expect(problem).toEqual({ id: 'voice.speech.problem.format', values: { format: 'audio/opus' } });
    useSpeech.setState({ problem: null });
    playSpeech(chunk(['AAAA'], 'audio/opus'));
    expect(useSpeech.getState().problem).toBeNull();
    expect(audio.started).toEqual([]);
  });

  it('says it again in a new session', () => {
    playSpeech(chunk(['AAAA'], 'audio/opus'));
    useSpeech.getState().reset();
    playSpeech(chunk(['AAAA'], 'audio/opus'));
    expect(useSpeech.getState().problem).toMatchObject({ values: { format: 'audio/opus' } });
  });

  it('offers the output devices by name (unnamed ones for the window to number), and falls back to the default when the chosen one is gone', async () => {
    vi.stubGlobal('navigator', {
      mediaDevices: {
        enumerateDevices: async () => [
          { kind: 'audiooutput', deviceId: 'default', label: 'Default' },
          { kind: 'audiooutput', deviceId: 'hdmi', label: 'HDMI' },
          { kind: 'audioinput', deviceId: 'mic', label: 'Mic' },
          { kind: 'audiooutput', deviceId: 'usb', label: '' },
        ],
      },
    });
    useSpeech.setState({ outputId: 'unplugged' });
    await useSpeech.getState().loadOutputs();
    expect(useSpeech.getState().outputs).toEqual([
      { id: 'hdmi', label: 'HDMI' },
      { id: 'usb', label: '' },
    ]);
    expect(useSpeech.getState().outputId).toBe('');
    vi.unstubAllGlobals();
  });
});
