// The caption overlay window as the services see it. The Electron edge implements it
// (src/main/shell/overlayWindow.ts); the browser shell has none, so the feature says it is desktop-only.
import type { VoiceOverlay } from '../../shared/settings';

export interface VoiceOverlayWindow {
  /** Opens it (or brings it to the front) where it was last, always on top and frameless. */
  open(): void;
  close(): void;
  isOpen(): boolean;
  /** Click-through and opacity, whenever the preferences change. */
  apply(preferences: VoiceOverlay): void;
}
