import { describe, expect, it, vi } from 'vitest';
import type { Host } from '../host';
import type { VoiceService } from './voiceService';
import { voiceHandlers } from './voiceHandlers';

const ctx = { senderId: 1, signal: new AbortController().signal };
const voice = {} as VoiceService;

describe('choosing a recording to caption', () => {
  it("opens the desktop app's file dialog for WAV files and answers the chosen path", async () => {
    const chooseFiles = vi.fn(async () => ['/home/me/meeting.wav']);
    const dialogs = { chooseFiles, chooseFolder: vi.fn() } as unknown as Host['dialogs'];
    expect(await voiceHandlers(voice, undefined, dialogs).chooseRecording(undefined, ctx)).toEqual({
      path: '/home/me/meeting.wav',
      dialogs: true,
    });
    expect(chooseFiles).toHaveBeenCalledWith({ title: 'Choose a recording to caption', extensions: ['wav'] });
  });

  it('answers null when the dialog is cancelled, and says so where there are no dialogs (the browser shell)', async () => {
    const dialogs = { chooseFiles: vi.fn(async () => []), chooseFolder: vi.fn() } as unknown as Host['dialogs'];
    expect(await voiceHandlers(voice, undefined, dialogs).chooseRecording(undefined, ctx)).toEqual({
      path: null,
      dialogs: true,
    });
    expect(await voiceHandlers(voice, undefined, undefined).chooseRecording(undefined, ctx)).toEqual({
      path: null,
      dialogs: false,
    });
  });
});
