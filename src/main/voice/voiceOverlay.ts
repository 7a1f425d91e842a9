// The caption overlay window as the services see it. The Electron edge implements it
// (src/main/shell/overlayWindow.ts); the browser shell has none, so the feature says it is desktop-only.
// The services place it (overlayPlacement.ts, on the Host's displays) and hand it its bounds.
import type { VoiceOverlay } from '../../shared/settings';
import type { OverlayBounds } from './overlayPlacement';

export interface VoiceOverlayWindow {
  /** Opens it (or brings it to the front) at `bounds`, always on top and frameless. */
  open(bounds?: OverlayBounds): void;
  close(): void;
  isOpen(): boolean;
  /** Click-through, opacity and place, whenever the preferences change. */
  apply(preferences: VoiceOverlay, bounds: OverlayBounds | undefined): void;
}
