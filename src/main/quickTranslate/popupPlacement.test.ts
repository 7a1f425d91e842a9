import { describe, expect, it } from 'vitest';
import { placePopup } from './popupPlacement';

const screen = { x: 0, y: 0, width: 1920, height: 1040 };
const size = { width: 440, height: 320 };

describe('the quick popup appears near the pointer and always whole on its screen', () => {
  it('below and right of the pointer', () => {
    expect(placePopup({ x: 500, y: 300 }, size, screen)).toEqual({ x: 512, y: 312, ...size });
  });
  it('flips to the left and above near the bottom-right corner', () => {
    expect(placePopup({ x: 1900, y: 1000 }, size, screen)).toEqual({ x: 1900 - 12 - 440, y: 1000 - 12 - 320, ...size });
  });
  it('stays on a second screen to the left of the first (negative coordinates)', () => {
    const left = { x: -1280, y: 0, width: 1280, height: 1024 };
    const placed = placePopup({ x: -20, y: 10 }, size, left);
    expect(placed.x).toBeGreaterThanOrEqual(-1280);
    expect(placed.x + placed.width).toBeLessThanOrEqual(0);
  });
});
