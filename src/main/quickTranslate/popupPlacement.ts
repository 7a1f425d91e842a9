// Where the quick popup appears: just below and right of the pointer, kept inside the screen the pointer is on
// (flipped above or to the left near an edge).
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const OFFSET = 12;

export function placePopup(
  pointer: { x: number; y: number },
  size: { width: number; height: number },
  workArea: Rect,
): Rect {
  const right = workArea.x + workArea.width;
  const bottom = workArea.y + workArea.height;
  let x = pointer.x + OFFSET;
  let y = pointer.y + OFFSET;
  if (x + size.width > right) x = pointer.x - OFFSET - size.width;
  if (y + size.height > bottom) y = pointer.y - OFFSET - size.height;
  x = Math.min(Math.max(x, workArea.x), right - size.width);
  y = Math.min(Math.max(y, workArea.y), bottom - size.height);
  return { x: Math.round(x), y: Math.round(y), width: size.width, height: size.height };
}
