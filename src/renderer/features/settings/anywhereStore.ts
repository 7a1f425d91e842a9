// Settings for translate anywhere and the history: what works on this desktop, the choices, and saving them
// (a shortcut main cannot register comes back as an error with its reason).
import { create } from 'zustand';
import type { HistoryStatus } from '../../../shared/calls/history';
import type { QuickTranslateStatus } from '../../../shared/calls/quickTranslate';
import type { ErrorData } from '../../../shared/errors';
import type { HistoryPreferences, QuickTranslatePreferences } from '../../../shared/settings';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';

interface AnywhereStore {
  quick: QuickTranslateStatus | null;
  history: HistoryStatus | null;
  quickError: ErrorData | null;
  historyError: ErrorData | null;
  saved: 'quick' | 'history' | null;
  load(): Promise<void>;
  saveQuick(preferences: QuickTranslatePreferences): Promise<boolean>;
  saveHistory(preferences: HistoryPreferences): Promise<boolean>;
  /** How many entries saving `preferences` would delete; null (and the error shown) when it cannot be told. */
  wouldDelete(preferences: HistoryPreferences): Promise<number | null>;
}

export const useAnywhere = create<AnywhereStore>((set) => ({
  quick: null,
  history: null,
  quickError: null,
  historyError: null,
  saved: null,
  async load() {
    try {
      const [quick, history] = await Promise.all([
        unwrap(glossa.quickTranslate.status()),
        unwrap(glossa.history.status()),
      ]);
      set({ quick, history });
    } catch (error) {
      set({ quickError: errorDataOf(error) });
    }
  },
  async saveQuick(preferences) {
    try {
      set({ quick: await unwrap(glossa.quickTranslate.setPreferences(preferences)), quickError: null, saved: 'quick' });
      return true;
    } catch (error) {
      set({ quickError: errorDataOf(error), saved: null });
      return false;
    }
  },
  async wouldDelete(preferences) {
    try {
      return (await unwrap(glossa.history.wouldDelete(preferences))).count;
    } catch (error) {
      set({ historyError: errorDataOf(error), saved: null });
      return null;
    }
  },
  async saveHistory(preferences) {
    try {
      set({ history: await unwrap(glossa.history.setPreferences(preferences)), historyError: null, saved: 'history' });
      return true;
    } catch (error) {
      set({ historyError: errorDataOf(error), saved: null });
      return false;
    }
  },
}));

glossa.quickTranslate.onStatus((quick) => useAnywhere.setState({ quick }));
glossa.history.onChanged((history) => useAnywhere.setState({ history }));
