// For tests only: a host with two monitors (a laptop and a wider screen on its right, not primary) and an
// overlay window that records where the services put it.
import type { VoiceOverlay } from '../../../shared/settings';
import type { HostDisplay } from '../../host';
import type { OverlayBounds } from '../overlayPlacement';
import type { VoiceOverlayWindow } from '../voiceOverlay';

export const LAPTOP: HostDisplay = {
  id: '1',
  label: 'Built-in Retina Display',
  primary: true,
  workArea: { x: 0, y: 0, width: 1440, height: 860 },
};
export const SIDE_SCREEN: HostDisplay = {
  id: '2',
  label: 'DELL U2720Q',
  primary: false,
  workArea: { x: 1440, y: 0, width: 2560, height: 1400 },
};

export interface FakeOverlayWindow extends VoiceOverlayWindow {
  /** Where it is now (undefined while closed or never placed). */
  bounds: OverlayBounds | undefined;
  applied: VoiceOverlay[];
}

export function fakeOverlayWindow(): FakeOverlayWindow {
  let open = false;
  const fake: FakeOverlayWindow = {
    bounds: undefined,
    applied: [],
    open(bounds) {
      open = true;
      fake.bounds = bounds;
    },
    close: () => void (open = false),
    isOpen: () => open,
    apply(preferences, bounds) {
      fake.applied.push(preferences);
      if (open && bounds) fake.bounds = bounds;
    },
  };
  return fake;
}
