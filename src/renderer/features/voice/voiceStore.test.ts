// The live-captions store against a fake of main: a window opening mid-session, main's transcript changes
// applied (and another session's ignored), starting with the chosen source and languages, and a failure shown.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoiceState, VoiceStatus } from '../../../shared/calls/voice';
import { ServiceUnavailableError } from '../../../shared/errors';

const status = (patch: Partial<VoiceStatus> = {}): VoiceStatus => ({
  status: 'live',
  sessionId: 's1',
  sourceLabel: 'Microphone',
  sourceLang: 'en',
  detectedLang: null,
  sides: [],
  targetLangs: ['de'],
  latencyMs: null,
  droppedMs: 0,
  reconnects: 0,
  error: null,
  ...patch,
});
const segment = (text: string, startMs: number) => ({ text, startMs, endMs: startMs + 1000 });

const main = await vi.hoisted(async () => {
  const fake = (await import('../../lib/testing/fakeGlossa')).installFakeGlossa();
  // The session already running when the window opens.
  fake.answer('voice.state', () => ({
    ...status(),
    transcripts: {
      source: { concluded: [segment('Good morning.', 0)], tentative: [] },
      de: { concluded: [], tentative: [] },
    },
  }));
  return fake;
});
const { useVoice, MAX_VOICE_TARGETS } = await import('./voiceStore');
const { useMeeting } = await import('./meetingStore');

beforeEach(() => {
  main.calls.length = 0;
});

describe('a window opening mid-session', () => {
  it('shows the status and every transcript so far', async () => {
    await vi.waitFor(() => expect(useVoice.getState().status?.sessionId).toBe('s1'));
    expect(useVoice.getState().transcripts.source?.concluded.map((s) => s.text)).toEqual(['Good morning.']);
  });
});

describe("main's changes", () => {
  it('appends what is concluded and replaces what is tentative, per language', async () => {
    await vi.waitFor(() => expect(useVoice.getState().status?.sessionId).toBe('s1'));
    main.emit('voice.onTranscript', { sessionId: 's1', key: 'de', concluded: [], tentative: [segment('Guten', 0)] });
    main.emit('voice.onTranscript', {
      sessionId: 's1',
      key: 'de',
      concluded: [segment('Guten Morgen.', 0)],
      tentative: [segment('Wie', 1000)],
    });
    expect(useVoice.getState().transcripts.de).toEqual({
      concluded: [segment('Guten Morgen.', 0)],
      tentative: [segment('Wie', 1000)],
    });
    expect(useVoice.getState().transcripts.source?.concluded).toHaveLength(1);
  });

  it("ignores a change of another session, and follows main's status", () => {
    const before = useVoice.getState().transcripts;
    main.emit('voice.onTranscript', { sessionId: 'old', key: 'de', concluded: [segment('Alt.', 0)], tentative: [] });
    expect(useVoice.getState().transcripts).toBe(before);
    main.emit('voice.onStatus', status({ status: 'reconnecting' }));
    expect(useVoice.getState().status?.status).toBe('reconnecting');
  });
});

describe('the devices', () => {
  it('are said to be listed until their answer, or their failure, arrives (the set-up may still move until then)', async () => {
    expect(useVoice.getState().listingDevices).toBe(true);
    let answerList = () => {};
    main.answer(
      'voice.devices',
      () => new Promise((resolve) => (answerList = () => resolve({ devices: [], problem: null }))),
    );
    const listing = useVoice.getState().loadDevices();
    await vi.waitFor(() => expect(main.requests('voice.devices')).toHaveLength(1));
    expect(useVoice.getState().listingDevices).toBe(true);
    answerList();
    await listing;
    expect(useVoice.getState()).toMatchObject({ listingDevices: false, source: 'file' });
    main.answer('voice.devices', () => {
      throw new ServiceUnavailableError({ message: 'The audio system did not answer.' });
    });
    await useVoice.getState().loadDevices();
    expect(useVoice.getState()).toMatchObject({ listingDevices: false, error: { kind: 'unavailable' } });
  });
});

describe('the languages chosen', () => {
  it('are kept when chosen while the saved ones are still being read, and each saves only its own field', async () => {
    const saved = (await import('../../../shared/settings')).defaultSettings();
    saved.voice = { ...saved.voice, sourceLang: null, targetLangs: ['de', 'fr'] };
    let answerLoad = () => {};
    let reads = 0;
    main.answer('settings.get', () =>
      ++reads === 1 ? new Promise((resolve) => (answerLoad = () => resolve(saved))) : saved,
    );
    main.answer('settings.update', (patch) => ({ ...saved, ...(patch as object) }));
    useVoice.setState({ sourceLang: null, targetLangs: [] });
    const loading = useVoice.getState().loadLanguages();
    useVoice.getState().setSourceLang('en');
    await vi.waitFor(() => expect(main.requests('settings.update')).toHaveLength(1));
    // The spoken language alone is saved: the targets the settings hold stay.
    expect(main.requests('settings.update')).toEqual([{ voice: { ...saved.voice, sourceLang: 'en' } }]);
    answerLoad();
    await loading;
    expect(useVoice.getState()).toMatchObject({ sourceLang: 'en', targetLangs: ['de', 'fr'] });
  });
});

describe('starting', () => {
  it('sends the chosen source and languages, with spoken translation of the target the meeting hears', async () => {
    const started: VoiceState = {
      ...status({ sessionId: 's2', targetLangs: ['de', 'fr'] }),
      transcripts: { source: { concluded: [], tentative: [] } },
    };
    main.answer('voice.start', () => started);
    const meeting = useMeeting.getState().meeting;
    useMeeting.setState({ meeting: { ...meeting, speech: { ...meeting.speech, langs: ['de'] } } });
    useVoice.setState({ source: 3, sourceLang: 'en', targetLangs: [] });
    useVoice.getState().toggleTarget('de');
    useVoice.getState().toggleTarget('fr');
    await useVoice.getState().start();
    expect(main.requests('voice.start')).toEqual([
      {
        deviceId: 3,
        filePath: null,
        call: null,
        sourceLang: 'en',
        targetLangs: ['de', 'fr'],
        speechLangs: ['de'],
        // The meeting's settings as the set-up holds them (the defaults until chosen).
        meeting: { glossaryId: null, formality: 'default', sourceLanguageMode: 'auto', spokenTermsId: null },
        speechContentType: 'audio/pcm;encoding=s16le;rate=16000',
      },
    ]);
    const { transcripts, ...shown } = started;
    expect(useVoice.getState()).toMatchObject({ status: shown, transcripts, busy: false, error: null });
  });

  it(`offers at most ${MAX_VOICE_TARGETS} target languages, and a second toggle removes one`, () => {
    useVoice.setState({ targetLangs: [] });
    for (const lang of ['de', 'fr', 'es', 'it', 'nl', 'pl']) useVoice.getState().toggleTarget(lang);
    expect(useVoice.getState().targetLangs).toEqual(['de', 'fr', 'es', 'it', 'nl']);
    useVoice.getState().toggleTarget('fr');
    expect(useVoice.getState().targetLangs).toEqual(['de', 'es', 'it', 'nl']);
  });

  it('shows why main could not start', async () => {
    main.answer('voice.start', () => {
      throw new ServiceUnavailableError({ message: 'The voice service is busy.' });
    });
    useVoice.setState({ source: 'file', filePath: '  /tmp/talk.wav ' });
    await useVoice.getState().start();
    expect(main.requests('voice.start')).toEqual([
      expect.objectContaining({ deviceId: null, filePath: '/tmp/talk.wav' }),
    ]);
    expect(useVoice.getState()).toMatchObject({
      busy: false,
      error: { kind: 'unavailable', message: 'The voice service is busy.' },
    });
  });
});
