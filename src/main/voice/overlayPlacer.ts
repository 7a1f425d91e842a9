// The caption overlay as the contract's handlers use it: the window (Electron's, or a test's) placed on the
// Host's monitors by the overlay's own preferences, again whenever they change.
import type { VoiceOverlay } from '../../shared/settings';
import type { HostDisplay } from '../host';
import { overlayBounds } from './overlayPlacement';
import type { VoiceOverlayWindow } from './voiceOverlay';

export interface OverlayPlacer {
  open(): void;
  close(): void;
  isOpen(): boolean;
  /** The monitors the overlay can be put on (none where the host cannot tell). */
  displays(): { id: string; label: string; primary: boolean }[];
  /** Applies changed preferences: look, click-through, and the place they name. */
  apply(preferences: VoiceOverlay): void;
}

export function overlayPlacer(
  window: VoiceOverlayWindow,
  displays: () => readonly HostDisplay[],
  preferences: () => VoiceOverlay,
): OverlayPlacer {
  return {
    open: () => window.open(overlayBounds(preferences(), displays())),
    close: () => window.close(),
    isOpen: () => window.isOpen(),
    displays: () => displays().map(({ id, label, primary }) => ({ id, label, primary })),
    apply: (overlay) => window.apply(overlay, overlayBounds(overlay, displays())),
  };
}
