// G.711 a-law and mu-law (ITU-T G.711, after the public-domain Sun reference code): 8-bit codes <-> 16-bit samples.

const SEGMENT_ENDS_ALAW = [0x1f, 0x3f, 0x7f, 0xff, 0x1ff, 0x3ff, 0x7ff, 0xfff];
const SEGMENT_ENDS_ULAW = [0x3f, 0x7f, 0xff, 0x1ff, 0x3ff, 0x7ff, 0xfff, 0x1fff];
const ULAW_BIAS = 0x84;
const ULAW_CLIP = 8159;

const segmentOf = (value: number, ends: number[]) => {
  const index = ends.findIndex((end) => value <= end);
  return index === -1 ? ends.length : index;
};

export function alawToLinear(code: number): number {
  const a = code ^ 0x55;
  let t = (a & 0x0f) << 4;
  const segment = (a & 0x70) >> 4;
  if (segment === 0) t += 8;
  else if (segment === 1) t += 0x108;
  else t = (t + 0x108) << (segment - 1);
  return a & 0x80 ? t : -t;
}

export function ulawToLinear(code: number): number {
  const u = ~code & 0xff;
  let t = ((u & 0x0f) << 3) + ULAW_BIAS;
  t <<= (u & 0x70) >> 4;
  return u & 0x80 ? ULAW_BIAS - t : t - ULAW_BIAS;
}

export function linearToAlaw(sample: number): number {
  let value = sample >> 3;
  let mask: number;
  if (value >= 0) mask = 0xd5;
  else {
    mask = 0x55;
    value = -value - 1;
  }
  const segment = segmentOf(value, SEGMENT_ENDS_ALAW);
  if (segment >= 8) return 0x7f ^ mask;
  const code = (segment << 4) | ((segment < 2 ? value >> 1 : value >> segment) & 0x0f);
  return code ^ mask;
}

export function linearToUlaw(sample: number): number {
  let value = sample >> 2;
  let mask: number;
  if (value < 0) {
    value = -value;
    mask = 0x7f;
  } else mask = 0xff;
  if (value > ULAW_CLIP) value = ULAW_CLIP;
  value += ULAW_BIAS >> 2;
  const segment = segmentOf(value, SEGMENT_ENDS_ULAW);
  if (segment >= 8) return 0x7f ^ mask;
  return ((segment << 4) | ((value >> (segment + 1)) & 0x0f)) ^ mask;
}
