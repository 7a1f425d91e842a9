// Which section the window shows, which field takes the focus there, and the newcomer's offline-demo choice.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../shared/settings';

const main = await vi.hoisted(async () => (await import('../lib/testing/fakeGlossa')).installFakeGlossa());
const { useNavigation } = await import('./navigationStore');

beforeEach(() => {
  main.calls.length = 0;
  useNavigation.setState({ active: null, focusRequest: null, demoExplored: null });
});

describe('moving between sections', () => {
  it('opens the section another view sends the user to, and focuses the field it asked for once', () => {
    useNavigation.getState().open('settings', 'api-key');
    expect(useNavigation.getState().active).toBe('settings');
    expect(useNavigation.getState().takeFocusRequest('api-key')).toBe(true);
    // Taken once: a later render of the section does not steal the focus again.
    expect(useNavigation.getState().takeFocusRequest('api-key')).toBe(false);
  });

  it('asks no field to take the focus when the user simply opens a section', () => {
    useNavigation.getState().open('settings', 'api-key');
    useNavigation.getState().open('history');
    expect(useNavigation.getState().focusRequest).toBeNull();
  });
});

describe('the welcome screen', () => {
  it('stays away after a restart once the newcomer chose the offline demo', async () => {
    main.answer('settings.get', () => ({ ...defaultSettings(), demoExplored: true }));
    await useNavigation.getState().loadWelcome();
    expect(useNavigation.getState().demoExplored).toBe(true);
  });

  it('is shown when the settings cannot be read', async () => {
    main.answer('settings.get', () => {
      throw new Error('disk gone');
    });
    await useNavigation.getState().loadWelcome();
    expect(useNavigation.getState().demoExplored).toBe(false);
  });

  it('"Explore the offline demo" opens Documents and main remembers the choice', async () => {
    main.answer('settings.update', () => ({ ...defaultSettings(), demoExplored: true }));
    await useNavigation.getState().exploreDemo();
    expect(useNavigation.getState()).toMatchObject({ active: 'documents', demoExplored: true });
    expect(main.requests('settings.update')).toEqual([{ demoExplored: true }]);
  });

  it('still opens Documents when main cannot save the choice', async () => {
    main.answer('settings.update', () => {
      throw new Error('read-only disk');
    });
    await useNavigation.getState().exploreDemo();
    expect(useNavigation.getState().active).toBe('documents');
  });
});
