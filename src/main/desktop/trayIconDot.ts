// The tray icon while a caption session runs: the same icon with a red dot in its lower-right corner, drawn
// into the icon's raw 32-bit pixels (BGRA, as Electron's nativeImage gives them).
export function withRecordingDot(pixels: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(pixels);
  const radius = Math.max(2, Math.round(Math.min(width, height) * 0.22));
  const cx = width - radius - 0.5;
  const cy = height - radius - 0.5;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const d = Math.hypot(x - cx, y - cy);
      if (d > radius + 1) continue;
      const i = (y * width + x) * 4;
      // A one-pixel white ring keeps the dot visible on a red or dark icon.
      const [b, g, r] = d > radius ? [255, 255, 255] : [48, 48, 224];
      out[i] = b;
      out[i + 1] = g;
      out[i + 2] = r;
      out[i + 3] = 255;
    }
  }
  return out;
}
