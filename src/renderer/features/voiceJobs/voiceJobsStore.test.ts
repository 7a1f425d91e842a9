// The Recordings screen: a dropped recording is checked before a byte is sent, then staged and added.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useVoiceJobs } = await import('./voiceJobsStore');

const recording = (name: string, bytes: number) => new File([new Uint8Array(bytes).fill(7)], name);
const choices = { sourceLanguage: null, targetLanguage: 'de', kinds: ['text' as const], outputFolder: '' };

beforeEach(() => {
  main.calls.length = 0;
  useVoiceJobs.setState({ state: null, choices, refusal: null, staging: null });
  main.answer('voiceJobs.stageBegin', () => ({ stagingId: 'st-1' }));
  main.answer('voiceJobs.stageChunk', () => ({}));
  main.answer('voiceJobs.add', () => ({}));
});

describe('adding a recording', () => {
  it('refuses a file that is not a recording before anything is sent', async () => {
    await useVoiceJobs.getState().addRecording(recording('notes.pdf', 10));
    expect(useVoiceJobs.getState().refusal?.message).toContain('notes.pdf');
    expect(main.calls).toEqual([]);
  });

  it('asks for a language first, sending nothing', async () => {
    useVoiceJobs.getState().choose({ targetLanguage: null });
    await useVoiceJobs.getState().addRecording(recording('talk.wav', 10));
    expect(useVoiceJobs.getState().refusal?.message).toMatch(/Choose a language/);
    expect(main.calls).toEqual([]);
  });

  it("stages a dropped recording's bytes in main and adds it with the chosen results and folder", async () => {
    useVoiceJobs.getState().choose({ outputFolder: '  /home/me/out ' });
    await useVoiceJobs.getState().addRecording(recording('talk.wav', 10));
    const [chunk] = main.requests('voiceJobs.stageChunk') as { offset: number; base64: string }[];
    expect(chunk).toMatchObject({ offset: 0, base64: Buffer.from(new Uint8Array(10).fill(7)).toString('base64') });
    expect(main.requests('voiceJobs.add')).toEqual([
      {
        file: { kind: 'staged', stagingId: 'st-1' },
        targets: [{ language: 'de', kinds: ['text'] }],
        outputFolder: '/home/me/out',
      },
    ]);
    expect(useVoiceJobs.getState()).toMatchObject({ refusal: null, staging: null });
  });

  it('says why main could not take it', async () => {
    main.answer('voiceJobs.add', () => {
      throw new Error('disk full');
    });
    await useVoiceJobs.getState().addRecording(recording('talk.wav', 10));
    expect(useVoiceJobs.getState().refusal).not.toBeNull();
    expect(useVoiceJobs.getState().staging).toBeNull();
  });

  it("shows main's jobs as main reports them", () => {
    const state = { jobs: [] };
    main.emit('voiceJobs.onChanged', state);
    expect(useVoiceJobs.getState().state).toBe(state);
  });
});
