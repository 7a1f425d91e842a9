// The Recordings screen: a dropped recording is checked before a byte is sent, then staged and added.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useVoiceJobs } = await import('./voiceJobsStore');

const recording = (name: string, bytes: number) => new File([new Uint8Array(bytes).fill(7)], name);
const choices = { sourceLanguage: null, targetLanguages: ['de'], kinds: ['text' as const], outputFolder: '' };

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
    expect(useVoiceJobs.getState().refusal?.uiMessage).toEqual({
      id: 'voiceJobs.refusal.notRecording',
      values: { name: 'notes.pdf' },
    });
    expect(main.calls).toEqual([]);
  });

  it('asks for a language first, sending nothing', async () => {
    useVoiceJobs.getState().choose({ targetLanguages: [] });
    await useVoiceJobs.getState().addRecording(recording('talk.wav', 10));
    expect(useVoiceJobs.getState().refusal?.uiMessage).toEqual({ id: 'voiceJobs.refusal.chooseFirst' });
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

  it('asks for every chosen language in one job, each with the chosen results, and takes at most five', async () => {
    const { toggleTarget } = useVoiceJobs.getState();
    for (const language of ['fr', 'ja', 'es', 'it', 'pt-BR']) toggleTarget(language);
    expect(useVoiceJobs.getState().choices.targetLanguages).toEqual(['de', 'fr', 'ja', 'es', 'it']);
    toggleTarget('es');
    useVoiceJobs.getState().choose({ kinds: ['text', 'audio'] });
    await useVoiceJobs.getState().addRecording(recording('talk.mp3', 10));
    expect(main.requests('voiceJobs.add')).toEqual([
      {
        file: { kind: 'staged', stagingId: 'st-1' },
        targets: ['de', 'fr', 'ja', 'it'].map((language) => ({ language, kinds: ['text', 'audio'] })),
      },
    ]);
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
