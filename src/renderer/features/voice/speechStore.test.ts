// Spoken translation's settings in the window: the output devices offered. (The player: speechPlayer.test.ts.)
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSpeech } from './speechStore';

beforeEach(() => useSpeech.getState().reset());

describe('spoken translation', () => {
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
