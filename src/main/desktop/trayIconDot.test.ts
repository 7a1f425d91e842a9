import { describe, expect, it } from 'vitest';
import { withRecordingDot } from './trayIconDot';

describe('the tray icon while captions run', () => {
  const size = 16;
  const icon = new Uint8Array(size * size * 4).fill(0);
  const marked = withRecordingDot(icon, size, size);
  const pixel = (x: number, y: number) => [...marked.slice((y * size + x) * 4, (y * size + x) * 4 + 4)];
  it('has an opaque red dot in the lower-right corner', () => {
    expect(pixel(13, 13)).toEqual([48, 48, 224, 255]);
  });
  it('leaves the rest of the icon as it was, and the original untouched', () => {
    expect(pixel(2, 2)).toEqual([0, 0, 0, 0]);
    expect(icon.every((v) => v === 0)).toBe(true);
  });
});
