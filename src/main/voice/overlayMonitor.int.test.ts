// The caption overlay's monitor and place, chosen in its settings, through the contract's handlers on a host
// with two monitors (the fake host): the services put the window where the settings say, again when they change.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBrowserHost } from '../../browser-shell/browserHost';
import { contract } from '../../shared/contract';
import { checkedArea } from '../ipc/checkedCall';
import { type Services, createServices } from '../services';
import { LAPTOP, SIDE_SCREEN, type FakeOverlayWindow, fakeOverlayWindow } from './testing/fakeOverlayHost';

const ctx = { senderId: 1, signal: new AbortController().signal };
let dir = '';
let services: Services;
let window: FakeOverlayWindow;
let monitors = [LAPTOP, SIDE_SCREEN];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'glossa-overlay-'));
  window = fakeOverlayWindow();
  monitors = [LAPTOP, SIDE_SCREEN];
  services = await createServices({
    host: { ...createBrowserHost(), displays: () => monitors },
    userDataDir: dir,
    appVersion: '0.0.0-test',
    startDemo: () => Promise.reject(new Error('no demo in this test')),
    voiceOverlay: () => window,
  });
});
afterEach(async () => {
  await services.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** Changes the overlay's settings as its window does: a call checked by the contract. */
async function changeOverlay(change: object) {
  const settings = checkedArea(contract.settings, services.handlers.settings);
  const voice = (await settings.get()).voice;
  await settings.update({ voice: { ...voice, overlay: { ...voice.overlay, ...change } } });
}

describe('the overlay on a chosen monitor', () => {
  it('lists the monitors by the names the system gives them, the primary one marked', async () => {
    expect(await services.handlers.voice.overlayState(undefined, ctx)).toEqual({
      available: true,
      open: false,
      displays: [
        { id: '1', label: 'Built-in Retina Display', primary: true },
        { id: '2', label: 'DELL U2720Q', primary: false },
      ],
    });
  });

  it('opens at the bottom of the primary monitor, and moves to the top of the other one when chosen', async () => {
    await services.handlers.voice.showOverlay({ open: true }, ctx);
    expect(window.bounds).toEqual({ x: 270, y: 676, width: 900, height: 160 });
    await changeOverlay({ monitor: '2', position: 'top' });
    expect(window.bounds).toEqual({ x: 2270, y: 24, width: 900, height: 160 });
    // Remembered: the next time it opens, it opens there.
    await services.handlers.voice.showOverlay({ open: false }, ctx);
    window.bounds = undefined;
    await services.handlers.voice.showOverlay({ open: true }, ctx);
    expect(window.bounds).toEqual({ x: 2270, y: 24, width: 900, height: 160 });
  });

  it('comes back to the primary monitor when the chosen one is unplugged', async () => {
    await changeOverlay({ monitor: '2', position: 'bottom' });
    monitors = [LAPTOP];
    await services.handlers.voice.showOverlay({ open: true }, ctx);
    expect(window.bounds).toEqual({ x: 270, y: 676, width: 900, height: 160 });
    expect((await services.handlers.voice.overlayState(undefined, ctx)).displays).toHaveLength(1);
  });

  it('takes its look from the settings: font, size, colours, background, lines', async () => {
    await services.handlers.voice.showOverlay({ open: true }, ctx);
    await changeOverlay({ font: 'serif', fontSize: 40, textColour: '#ffee00', backgroundOpacity: 0.2, lines: 3 });
    expect(window.applied.at(-1)).toMatchObject({
      font: 'serif',
      fontSize: 40,
      textColour: '#ffee00',
      backgroundOpacity: 0.2,
      lines: 3,
    });
    // A colour that is not one is refused, and the last good look stays.
    await expect(changeOverlay({ textColour: 'red; background: url(x)' })).rejects.toThrow();
    expect((await checkedArea(contract.settings, services.handlers.settings).get()).voice.overlay.textColour).toBe(
      '#ffee00',
    );
  });
});
