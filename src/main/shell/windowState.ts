// Restores a window where it was, unless that place is no longer on any screen. Pure.
import type { WindowState } from '../../shared/settings';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Keeps the saved bounds only if at least 100x60 px of the title area is visible on some display. */
export function restoreBounds(
  saved: WindowState,
  displays: readonly Rect[],
): Partial<Rect> & { width: number; height: number } {
  const { width, height } = saved;
  if (saved.x === undefined || saved.y === undefined) return { width, height };
  const { x, y } = saved;
  const visible = displays.some((d) => {
    const overlapX = Math.min(x + width, d.x + d.width) - Math.max(x, d.x);
    const overlapY = Math.min(y + 60, d.y + d.height) - Math.max(y, d.y);
    return overlapX >= 100 && overlapY >= 60;
  });
  return visible ? { x, y, width, height } : { width, height };
}
