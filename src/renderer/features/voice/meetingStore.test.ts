// A meeting's caption settings and its profiles: choosing a profile brings its settings back, and every
// change is remembered by main.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MeetingSettingsSchema, defaultSettings } from '../../../shared/settings';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { MAX_MEETING_PROFILES, useMeeting } = await import('./meetingStore');

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
  useMeeting.setState({ meeting: defaults, profiles: {}, profile: null, glossaries: null, glossariesError: null });
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

  it('leave the settings in use as they are when the chosen one is deleted', () => {
    useMeeting.setState({ profiles: { Lyon: formal } });
    useMeeting.getState().chooseProfile('Lyon');
    useMeeting.getState().deleteProfile();
    expect(useMeeting.getState()).toMatchObject({ profile: null, profiles: {}, meeting: formal });
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
