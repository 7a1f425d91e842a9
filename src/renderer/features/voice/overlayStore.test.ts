// The caption overlay: its preferences (kept by main) and whether it is open.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../shared/settings';
import { ValidationError } from '../../../shared/errors';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useOverlay } = await import('./overlayStore');

const saved = defaultSettings();

beforeEach(() => {
  main.calls.length = 0;
  useOverlay.setState({ voice: null, available: false, open: false, error: null });
  main.answer('settings.get', () => saved);
  main.answer('voice.overlayState', () => ({ available: true, open: false }));
  main.answer('settings.update', (patch) => ({ ...saved, ...(patch as object) }));
});

describe('the caption overlay', () => {
  it('shows whether it can open, with the saved preferences', async () => {
    await useOverlay.getState().load();
    expect(useOverlay.getState()).toMatchObject({ available: true, open: false, voice: saved.voice });
  });

  it('keeps its other preferences when one changes, and main saves them', async () => {
    await useOverlay.getState().load();
    await useOverlay.getState().setOverlay({ opacity: 0.5 });
    const overlay = { ...saved.voice.overlay, opacity: 0.5 };
    expect(useOverlay.getState().voice?.overlay).toEqual(overlay);
    expect(main.requests('settings.update')).toEqual([{ voice: { ...saved.voice, overlay } }]);
  });

  it('keeps a change made while an earlier one is being saved, whatever main answers to the earlier one', async () => {
    await useOverlay.getState().load();
    // Main answers the first change (and tells every window) only after the user has made the second.
    let answerFirst = () => {};
    main.answer('settings.update', (patch) => {
      const answered = { ...saved, ...(patch as object) };
      if (main.requests('settings.update').length > 1) return answered;
      return new Promise(
        (resolve) =>
          (answerFirst = () => {
            main.emit('settings.onChanged', answered);
            resolve(answered);
          }),
      );
    });
    const colour = useOverlay.getState().setOverlay({ backgroundColour: '#102040' });
    const opacity = useOverlay.getState().setOverlay({ backgroundOpacity: 0.35 });
    answerFirst();
    await Promise.all([colour, opacity]);
    const overlay = { ...saved.voice.overlay, backgroundColour: '#102040', backgroundOpacity: 0.35 };
    expect(useOverlay.getState().voice?.overlay).toEqual(overlay);
    // A third change builds on both.
    await useOverlay.getState().setOverlay({ lines: 3 });
    expect(main.requests('settings.update').at(-1)).toEqual({
      voice: { ...saved.voice, overlay: { ...overlay, lines: 3 } },
    });
  });

  it('opens when asked, and says why when it cannot', async () => {
    main.answer('voice.showOverlay', () => ({ available: true, open: true }));
    await useOverlay.getState().show(true);
    expect(useOverlay.getState()).toMatchObject({ open: true, error: null });
    main.answer('voice.showOverlay', () => {
      throw new ValidationError([{ field: 'open', message: 'No display.' }]);
    });
    await useOverlay.getState().show(false);
    expect(useOverlay.getState().error?.kind).toBe('validation');
    expect(useOverlay.getState().open).toBe(true);
  });

  it('follows preferences changed in another window', () => {
    const voice = { ...saved.voice, overlay: { ...saved.voice.overlay, clickThrough: true } };
    main.emit('settings.onChanged', { ...saved, voice });
    expect(useOverlay.getState().voice?.overlay.clickThrough).toBe(true);
  });
});
