// A meeting's caption settings and its profiles: choosing a profile brings its settings back, and every
// change is remembered by main.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MeetingSettingsSchema, defaultSettings } from '../../../shared/settings';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { MAX_MEETING_PROFILES, useMeeting } = await import('./meetingStore');
const { callDevices, useVoice } = await import('./voiceStore');
const { useSpeech } = await import('./speechStore');

const device = (id: number, label: string, kind: 'microphone' | 'systemAudio', isDefault = false) => ({
  id,
  label,
  kind,
  channels: 1,
  sampleRate: 48_000,
  isDefault,
  loopback: false,
});
const devices = [
  device(1, 'Laptop microphone', 'microphone', true),
  device(2, 'Headset', 'microphone'),
  device(7, 'Speakers', 'systemAudio', true),
  device(8, 'Meeting', 'systemAudio'),
];

const defaults = MeetingSettingsSchema.parse({});
const formal = { ...defaults, formality: 'formal' as const };
let stored = defaultSettings();

/** What main last kept of the meeting settings, once the store's writes have settled. */
const remembered = async () => {
  await vi.waitFor(() => expect(main.requests('settings.update').length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return stored.voice;
};

beforeEach(() => {
  main.calls.length = 0;
  stored = defaultSettings();
  useMeeting.setState({
    meeting: defaults,
    profiles: {},
    profile: null,
    glossaries: null,
    glossariesError: null,
    early: null,
  });
  main.answer('settings.get', () => stored);
  main.answer('settings.update', (patch) => (stored = { ...stored, ...(patch as object) }));
});

describe('meeting profiles', () => {
  it('bring their settings back when chosen', () => {
    useMeeting.setState({ profiles: { 'Weekly sync': formal } });
    useMeeting.getState().chooseProfile('Weekly sync');
    expect(useMeeting.getState()).toMatchObject({ profile: 'Weekly sync', meeting: formal });
  });

  it('keep a change made while chosen, and main remembers it', async () => {
    useMeeting.getState().saveProfile('  Lyon  ');
    useMeeting.getState().change({ sourceLanguageMode: 'fixed' });
    expect(useMeeting.getState().profiles.Lyon?.sourceLanguageMode).toBe('fixed');
    await vi.waitFor(() => expect(stored.voice.profiles.Lyon?.sourceLanguageMode).toBe('fixed'));
    expect((await remembered()).profile).toBe('Lyon');
  });

  it('are not saved under an empty name, nor beyond the most a user may keep', () => {
    useMeeting.getState().saveProfile('   ');
    expect(useMeeting.getState().profiles).toEqual({});
    const many = Object.fromEntries(Array.from({ length: MAX_MEETING_PROFILES }, (_, i) => [`P${i}`, defaults]));
    useMeeting.setState({ profiles: many });
    useMeeting.getState().saveProfile('One more');
    expect(useMeeting.getState().profiles['One more']).toBeUndefined();
  });

  it('keep a choice made before the settings were read, over what is read, without losing the profiles', async () => {
    stored = { ...stored, voice: { ...stored.voice, profiles: { Lyon: formal }, profile: 'Lyon', meeting: formal } };
    let read: (value: unknown) => void = () => undefined;
    const first = new Promise((resolve) => (read = resolve));
    let reads = 0;
    // The first read (the section opening) is slow; the store's own writes read at once.
    main.answer('settings.get', () => (reads++ === 0 ? first : stored));
    useMeeting.setState({ early: {} });
    const loading = useMeeting.getState().load();
    useMeeting.getState().change({ sourceLanguageMode: 'fixed' });
    expect(main.requests('settings.update')).toEqual([]);
    read(stored);
    await loading;
    const kept = { ...formal, sourceLanguageMode: 'fixed' };
    expect(useMeeting.getState()).toMatchObject({ profile: 'Lyon', meeting: kept, profiles: { Lyon: kept } });
    await vi.waitFor(() => expect(stored.voice.profiles.Lyon?.sourceLanguageMode).toBe('fixed'));
    expect(stored.voice.profiles.Lyon?.formality).toBe('formal');
  });

  it('leave the settings in use as they are when the chosen one is deleted', () => {
    useMeeting.setState({ profiles: { Lyon: formal } });
    useMeeting.getState().chooseProfile('Lyon');
    useMeeting.getState().deleteProfile();
    expect(useMeeting.getState()).toMatchObject({ profile: null, profiles: {}, meeting: formal });
  });
});

describe('a meeting profile’s spoken translation and audio sources', () => {
  const board = {
    ...defaults,
    speech: {
      langs: ['de'],
      contentType: 'audio/pcm;encoding=s16le;rate=24000' as const,
      voice: 'female' as const,
      outputId: '',
      volume: 0.4,
    },
    call: {
      bothSides: true,
      me: { name: 'Headset', kind: 'microphone' as const },
      others: { name: 'Meeting', kind: 'systemAudio' as const },
    },
  };

  it('come back when it is chosen: the player plays as it says, and both sides listen to its devices', () => {
    useVoice.setState({ devices, bothSides: false, call: { me: 1, others: 7 } });
    useMeeting.setState({ profiles: { Board: board } });
    useMeeting.getState().chooseProfile('Board');
    expect(useSpeech.getState()).toMatchObject({ contentType: board.speech.contentType, voice: 'female', volume: 0.4 });
    expect(useVoice.getState()).toMatchObject({ bothSides: true, call: { me: 2, others: 8 } });
    // Back to no profile: the settings in use stay as they are.
    useMeeting.getState().chooseProfile(null);
    expect(useVoice.getState().bothSides).toBe(true);
  });

  it('keep what is chosen in the set-up while the profile is chosen, and main remembers it', async () => {
    useVoice.setState({ devices, bothSides: false, call: { me: 1, others: 7 } });
    useMeeting.getState().saveProfile('Lyon');
    useVoice.getState().setBothSides(true);
    useVoice.getState().setCallDevice('others', 8);
    useMeeting.getState().changeSpeech({ langs: ['fr'], volume: 0.6 });
    expect(useMeeting.getState().profiles.Lyon).toMatchObject({
      speech: { langs: ['fr'], volume: 0.6 },
      call: { bothSides: true, me: null, others: { name: 'Meeting', kind: 'systemAudio' } },
    });
    expect(useSpeech.getState().volume).toBe(0.6);
    await vi.waitFor(() => expect(stored.voice.profiles.Lyon?.call.others?.name).toBe('Meeting'));
    expect(stored.voice.profiles.Lyon?.speech.langs).toEqual(['fr']);
  });

  it('find a remembered device by its name and kind, and the default one while it is not there', () => {
    const none = { me: null, others: null };
    expect(callDevices(devices, none, board.call)).toEqual({ me: 2, others: 8 });
    // Its id changed (plugged in again): the name still finds it.
    const replugged = devices.map((d) => (d.label === 'Headset' ? { ...d, id: 12 } : d));
    expect(callDevices(replugged, none, board.call)).toEqual({ me: 12, others: 8 });
    // Unplugged: the default microphone, until it is back.
    expect(callDevices(devices.slice(0, 1).concat(devices.slice(2)), none, board.call)).toEqual({ me: 1, others: 8 });
    // A system-audio source of the same name is not the microphone remembered.
    expect(callDevices([device(3, 'Headset', 'systemAudio'), ...devices.slice(2)], none, board.call).me).toBeNull();
  });
});

describe('the glossaries a meeting may use', () => {
  it('are none, with the reason, when they cannot be listed', async () => {
    main.answer('glossaries.list', () => {
      throw new Error('offline');
    });
    await useMeeting.getState().loadGlossaries();
    expect(useMeeting.getState().glossaries).toEqual([]);
    expect(useMeeting.getState().glossariesError).not.toBeNull();
  });
});
