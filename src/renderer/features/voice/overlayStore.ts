// The caption overlay's preferences (settings.voice.overlay, persisted by main), whether it is open, and the
// monitors the desktop app can put it on.
import { create } from 'zustand';
import type { VoiceOverlay, VoicePreferences } from '../../../shared/settings';
import type { ErrorData } from '../../../shared/errors';
import type { OverlayState } from '../../../shared/calls/voice';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { settingsEcho } from '../../lib/settingsEcho';

interface OverlayStore {
  voice: VoicePreferences | null;
  available: boolean;
  open: boolean;
  displays: OverlayState['displays'];
  error: ErrorData | null;
  load(): Promise<void>;
  setOverlay(change: Partial<VoiceOverlay>): Promise<void>;
  show(open: boolean): Promise<void>;
}

const echo = settingsEcho();

export const useOverlay = create<OverlayStore>((set, get) => ({
  voice: null,
  available: false,
  open: false,
  displays: [],
  error: null,
  async load() {
    const [settings, state] = await Promise.all([unwrap(glossa.settings.get()), unwrap(glossa.voice.overlayState())]);
    set({ voice: settings.voice, ...state });
  },
  async setOverlay(change) {
    const voice = get().voice;
    if (!voice) return;
    const next = { ...voice, overlay: { ...voice.overlay, ...change } };
    set({ voice: next });
    await echo.save(
      () => unwrap(glossa.settings.update({ voice: next })),
      (saved) => set({ voice: saved.voice }),
    );
  },
  async show(open) {
    try {
      set({ ...(await unwrap(glossa.voice.showOverlay({ open }))), error: null });
    } catch (error) {
      set({ error: errorDataOf(error) });
    }
  },
}));

glossa.settings.onChanged(echo.follow((s) => useOverlay.setState({ voice: s.voice })));
