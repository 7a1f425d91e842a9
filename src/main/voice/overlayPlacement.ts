// Where the caption overlay goes: on the chosen monitor (the primary one when it is gone), centred at its
// bottom or top, or where the user left it. Pure, so the services place it the same way whatever the host.
import type { VoiceOverlay } from '../../shared/settings';
import type { HostDisplay } from '../host';

export interface OverlayBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Space kept between the overlay and the monitor's edge (and the taskbar the work area already leaves out). */
const MARGIN = 24;

/** The monitor the overlay belongs on: the chosen one while it is connected, else the primary one. */
function overlayDisplay(overlay: VoiceOverlay, displays: readonly HostDisplay[]): HostDisplay | undefined {
  return displays.find((d) => d.id === overlay.monitor) ?? displays.find((d) => d.primary) ?? displays[0];
}

/** The monitor that holds most of a rectangle (where a dragged overlay now is). */
function displayHolding(bounds: OverlayBounds, displays: readonly HostDisplay[]): HostDisplay | undefined {
  let best: HostDisplay | undefined;
  let bestArea = 0;
  for (const display of displays) {
    const a = display.workArea;
    const w = Math.min(bounds.x + bounds.width, a.x + a.width) - Math.max(bounds.x, a.x);
    const h = Math.min(bounds.y + bounds.height, a.y + a.height) - Math.max(bounds.y, a.y);
    if (w > 0 && h > 0 && w * h > bestArea) [best, bestArea] = [display, w * h];
  }
  return best;
}

/**
 * The overlay's bounds, never larger than its monitor and never off it: a free place that no monitor shows any
 * more (a laptop undocked) falls back to the bottom of the primary monitor.
 */
export function overlayBounds(overlay: VoiceOverlay, displays: readonly HostDisplay[]): OverlayBounds | undefined {
  const display = overlayDisplay(overlay, displays);
  if (!display) return undefined;
  const area = display.workArea;
  const width = Math.min(overlay.width, area.width);
  const height = Math.min(overlay.height, area.height);
  if (overlay.position === 'free' && overlay.x !== undefined && overlay.y !== undefined) {
    const free = { x: overlay.x, y: overlay.y, width, height };
    if (displayHolding(free, displays)) return free;
  }
  const x = Math.round(area.x + (area.width - width) / 2);
  const y =
    overlay.position === 'top'
      ? area.y + Math.min(MARGIN, area.height - height)
      : area.y + Math.max(0, area.height - height - MARGIN);
  return { x, y, width, height };
}
