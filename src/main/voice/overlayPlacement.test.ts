// Where the caption overlay goes on the user's monitors.
import { describe, expect, it } from 'vitest';
import { VoicePreferencesSchema } from '../../shared/settings';
import { overlayBounds } from './overlayPlacement';
import { LAPTOP, SIDE_SCREEN } from './testing/fakeOverlayHost';

const overlay = (change: object = {}) => ({ ...VoicePreferencesSchema.parse({}).overlay, ...change });
const displays = [LAPTOP, SIDE_SCREEN];

describe('the caption overlay on the monitors', () => {
  it('sits centred at the bottom of the primary monitor by default, clear of its edge', () => {
    expect(overlayBounds(overlay(), displays)).toEqual({ x: 270, y: 860 - 160 - 24, width: 900, height: 160 });
  });

  it('goes to the top of the chosen monitor', () => {
    expect(overlayBounds(overlay({ monitor: '2', position: 'top' }), displays)).toEqual({
      x: 1440 + 830,
      y: 24,
      width: 900,
      height: 160,
    });
  });

  it('goes back to the primary monitor when the chosen one is unplugged', () => {
    expect(overlayBounds(overlay({ monitor: '2' }), [LAPTOP])).toMatchObject({ x: 270 });
  });

  it('stays where the user left it, unless no monitor shows that place any more', () => {
    expect(overlayBounds(overlay({ position: 'free', monitor: '2', x: 2000, y: 300 }), displays)).toEqual({
      x: 2000,
      y: 300,
      width: 900,
      height: 160,
    });
    expect(overlayBounds(overlay({ position: 'free', monitor: '2', x: 2000, y: 300 }), [LAPTOP])).toEqual({
      x: 270,
      y: 676,
      width: 900,
      height: 160,
    });
  });

  it('is never wider or taller than its monitor', () => {
    const small = { ...LAPTOP, workArea: { x: 0, y: 0, width: 800, height: 120 } };
    expect(overlayBounds(overlay(), [small])).toEqual({ x: 0, y: 0, width: 800, height: 120 });
  });

  it('has no place where the host knows no monitor (the browser shell)', () => {
    expect(overlayBounds(overlay(), [])).toBeUndefined();
  });
});
