// Settings for translate anywhere and the history: what works on this desktop, and saving the choices.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../../../shared/errors';
import type { HistoryPreferences, QuickTranslatePreferences } from '../../../shared/settings';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useAnywhere } = await import('./anywhereStore');

const quick = { available: true, desktop: 'X11', selection: 'Read with xclip.' };
const history = { enabled: true, entries: 3 };
const quickPreferences = { shortcut: 'Ctrl+Alt+T' } as unknown as QuickTranslatePreferences;
const historyPreferences = { keepDays: 7 } as unknown as HistoryPreferences;

beforeEach(() => {
  main.calls.length = 0;
  useAnywhere.setState({ quick: null, history: null, quickError: null, historyError: null, saved: null });
  main.answer('quickTranslate.status', () => quick);
  main.answer('history.status', () => history);
});

describe('translate anywhere and history settings', () => {
  it('show what works on this desktop and the history as it is', async () => {
    await useAnywhere.getState().load();
    expect(useAnywhere.getState()).toMatchObject({ quick, history, quickError: null });
  });

  it('say "saved" for the part saved, with what main now holds', async () => {
    main.answer('quickTranslate.setPreferences', () => ({ ...quick, desktop: 'Wayland (GNOME)' }));
    expect(await useAnywhere.getState().saveQuick(quickPreferences)).toBe(true);
    expect(useAnywhere.getState()).toMatchObject({ saved: 'quick', quickError: null });
    expect(useAnywhere.getState().quick?.desktop).toBe('Wayland (GNOME)');
  });

  it('say why a shortcut could not be registered, and do not claim it was saved', async () => {
    main.answer('quickTranslate.setPreferences', () => {
      throw new ValidationError([{ field: 'shortcut', message: 'Another app holds Ctrl+Alt+T.' }]);
    });
    expect(await useAnywhere.getState().saveQuick(quickPreferences)).toBe(false);
    expect(useAnywhere.getState().saved).toBeNull();
    expect(useAnywhere.getState().quickError?.fields).toEqual([
      { field: 'shortcut', message: 'Another app holds Ctrl+Alt+T.' },
    ]);
  });

  it('tell how many history entries a shorter keeping time would delete, before saving it', async () => {
    main.answer('history.wouldDelete', () => ({ count: 41 }));
    expect(await useAnywhere.getState().wouldDelete(historyPreferences)).toBe(41);
    expect(main.requests('history.wouldDelete')).toEqual([historyPreferences]);
    expect(main.requests('history.setPreferences')).toEqual([]);
  });

  it('say why the count could not be told, rather than guess', async () => {
    main.answer('history.wouldDelete', () => {
      throw new Error('disk');
    });
    expect(await useAnywhere.getState().wouldDelete(historyPreferences)).toBeNull();
    expect(useAnywhere.getState().historyError).not.toBeNull();
  });

  it("follow main's changes to the history", () => {
    main.emit('history.onChanged', { ...history, entries: 0 });
    expect(useAnywhere.getState().history).toEqual({ ...history, entries: 0 });
  });
});
