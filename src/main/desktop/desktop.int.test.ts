// The desktop through the same services the desktop app runs, with the offline demo's simulator as the service and
// a fake desktop whose shortcuts and tray the tests press themselves: shortcuts registered and changed, the tray's
// items and dot following voice's status event, captions from the tray checked by the contract, close to tray.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBrowserHost } from '../../browser-shell/browserHost';
import { type Services, createServices } from '../services';
import { fakeDesktop, type FakeDesktop } from './testing/fakeDesktop';
import { DEFAULT_CLIPBOARD_SHORTCUT, DEFAULT_SELECTION_SHORTCUT } from '../../shared/rules/shortcuts';
import type { VoiceStatus } from '../../shared/calls/voice';
import { type Simulator, startSimulator } from '../../simulator';

const ctx = { senderId: 1, signal: new AbortController().signal };
let dir: string;
let services: Services;
let desktop: FakeDesktop;
let notices: string[];
let simulator: Simulator;
let simulatorDir: string;

beforeAll(async () => {
  simulatorDir = await mkdtemp(join(tmpdir(), 'glossa-desktop-sim-'));
  simulator = await startSimulator({ port: 0, dataDir: simulatorDir });
});
afterAll(async () => {
  await simulator.close();
  await rm(simulatorDir, { recursive: true, force: true });
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'glossa-desktop-'));
  desktop = fakeDesktop();
  notices = [];
  services = await createServices({
    host: { ...createBrowserHost(), desktop, notify: (title, body) => void notices.push(`${title}: ${body}`) },
    userDataDir: dir,
    appVersion: '0.0.0-test',
    startDemo: () => Promise.reject(new Error('the test runs its own simulator')),
    demoService: { proUrl: simulator.proUrl, freeUrl: simulator.freeUrl, keys: simulator.keys },
  });
  await until(() => desktop.registered.size === 2);
});
afterEach(async () => {
  await services.dispose();
  await rm(dir, { recursive: true, force: true });
});

async function until(done: () => boolean, ms = 10_000): Promise<void> {
  for (const end = Date.now() + ms; !done();) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
const settled = () => until(() => ['done', 'empty', 'failed'].includes(services.quickTranslate.state().status));
const trayActions = () => desktop.trayItems.flatMap((i) => ('action' in i ? [i.action] : []));
const voiceStatus = (status: VoiceStatus['status']): VoiceStatus => ({
  status,
  sessionId: 's1',
  sourceLabel: 'Microphone',
  sourceLang: null,
  detectedLang: null,
  sides: [],
  targetLangs: ['de'],
  latencyMs: null,
  droppedMs: 0,
  reconnects: 0,
  error: null,
});

describe('the shortcuts are registered at start', () => {
  it('with the defaults, and Settings sees how they are registered', async () => {
    expect(desktop.registered.get('selection')).toBe(DEFAULT_SELECTION_SHORTCUT);
    expect(desktop.registered.get('clipboard')).toBe(DEFAULT_CLIPBOARD_SHORTCUT);
    const status = await services.handlers.quickTranslate.status(undefined, ctx);
    expect(status).toMatchObject({ available: true, desktop: 'X11', selection: 'x11', tray: true });
    expect(status.shortcuts).toEqual([
      { kind: 'selection', accelerator: DEFAULT_SELECTION_SHORTCUT, via: 'electron', problem: null },
      { kind: 'clipboard', accelerator: DEFAULT_CLIPBOARD_SHORTCUT, via: 'electron', problem: null },
    ]);
  });
});

describe('changing a shortcut', () => {
  it('registers the new one', async () => {
    const status = await services.handlers.quickTranslate.setPreferences(
      { ...services.settings.get().quickTranslate, selectionShortcut: 'Super+Alt+G' },
      ctx,
    );
    expect(desktop.registered.get('selection')).toBe('Super+Alt+G');
    expect(status.shortcuts[0]).toMatchObject({ accelerator: 'Super+Alt+G', problem: null });
  });

  it('one another program holds is refused with the reason, and the old one keeps working', async () => {
    desktop.taken.add('Ctrl+Alt+E');
    const change = services.handlers.quickTranslate.setPreferences(
      { ...services.settings.get().quickTranslate, selectionShortcut: 'Ctrl+Alt+E' },
      ctx,
    );
    await expect(change).rejects.toMatchObject({
      kind: 'validation',
      message: 'Ctrl+Alt+E could not be registered: another program or the desktop already uses it.',
      nextStep: 'Choose another shortcut.',
      uiMessage: { id: 'settings.shortcut.registration.taken', values: { keys: 'Ctrl+Alt+E' } },
      uiNextStep: { id: 'settings.shortcut.nextStep' },
    });
    expect(desktop.registered.get('selection')).toBe(DEFAULT_SELECTION_SHORTCUT);
    expect(services.settings.get().quickTranslate.selectionShortcut).toBe(DEFAULT_SELECTION_SHORTCUT);
  });

  it('one the desktop keeps for itself is refused before it is tried', async () => {
    const change = services.handlers.quickTranslate.setPreferences(
      { ...services.settings.get().quickTranslate, selectionShortcut: 'Ctrl+Alt+T' },
      ctx,
    );
    await expect(change).rejects.toMatchObject({
      kind: 'validation',
      message: expect.stringMatching(/opens a terminal/),
    });
  });
});

describe('what the desktop is told and what it refuses speak the language of the windows', () => {
  it('a shortcut another program holds at start is named in a German notification, with where to change it', async () => {
    desktop.taken.add(DEFAULT_CLIPBOARD_SHORTCUT);
    await services.handlers.settings.update({ uiLanguage: 'de' }, ctx);
    await until(() => desktop.trayItems.some((i) => 'label' in i && i.label === 'Glossa öffnen'));
    const status = await services.desktop.start();
    expect(status.shortcuts.find((s) => s.kind === 'clipboard')?.problem).toEqual({
      id: 'settings.shortcut.registration.taken',
      values: { keys: 'Ctrl+Alt+Shift+C' },
      shortcuts: { keys: { accelerator: DEFAULT_CLIPBOARD_SHORTCUT, platform: 'linux' } },
    });
    expect(notices.at(-1)).toBe(
      'Glossa: Ein Tastenkürzel ist nicht verfügbar: Strg+Alt+Umschalt+C konnte nicht registriert werden: Ein anderes ' +
        'Programm oder der Desktop verwendet es bereits. Wählen Sie andere Tasten unter Einstellungen → Überall übersetzen.',
    );
  });

  it("a shortcut's description, which a portal shows in its dialog, is in the language chosen", async () => {
    expect(desktop.descriptions.get('selection')).toBe('Translate the selection');
    await services.handlers.settings.update({ uiLanguage: 'ja' }, ctx);
    await until(() => desktop.trayItems.some((i) => 'label' in i && i.label === 'Glossa を開く'));
    await services.handlers.quickTranslate.setPreferences(
      { ...services.settings.get().quickTranslate, selectionShortcut: 'Super+Alt+G' },
      ctx,
    );
    expect(desktop.descriptions.get('selection')).toBe('選択範囲を翻訳');
  });
});

describe('the tray', () => {
  it('offers quick translate, the clipboard, captions, open and quit', () => {
    expect(trayActions()).toEqual(['quickTranslate', 'translateClipboard', 'startVoice', 'open', 'quit']);
    expect(desktop.trayVoiceRunning).toBe(false);
  });
  it('translates the clipboard from its menu', async () => {
    desktop.clipboardText = 'Hello from the tray.';
    desktop.clickTray('translateClipboard');
    await settled();
    expect(services.quickTranslate.state()).toMatchObject({ status: 'done', gesture: 'clipboard' });
  });
  it('keeps Glossa running when the window closes, only when the user chose so', async () => {
    expect(services.desktop.keepsRunningInTray()).toBe(false);
    await services.handlers.quickTranslate.setPreferences(
      { ...services.settings.get().quickTranslate, keepInTray: true, startAtLogin: true },
      ctx,
    );
    expect(services.desktop.keepsRunningInTray()).toBe(true);
    expect(desktop.loginItemOpen).toBe(true);
  });
});

describe('the tray speaks the language of the windows', () => {
  it('switches when Settings change the language, with no restart', async () => {
    const labels = () => desktop.trayItems.flatMap((i) => ('label' in i ? [i.label] : []));
    expect(labels()).toContain('Open Glossa');
    await services.handlers.settings.update({ uiLanguage: 'fr' }, ctx);
    await until(() => labels().includes('Ouvrir Glossa'));
    expect(labels()).toContain('Démarrer les sous-titres en direct');
    await services.handlers.settings.update({ uiLanguage: 'system' }, ctx);
    await until(() => labels().includes('Open Glossa'));
  });
});

describe("the tray follows voice's status event", () => {
  it('shows "Stop live captions" and the dot while a session runs, and goes back when it ends', () => {
    services.events.emit('voice', 'onStatus', voiceStatus('connecting'));
    expect(trayActions()).toContain('stopVoice');
    expect(desktop.trayVoiceRunning).toBe(true);
    services.events.emit('voice', 'onStatus', voiceStatus('reconnecting'));
    expect(desktop.trayVoiceRunning).toBe(true);
    services.events.emit('voice', 'onStatus', voiceStatus('ended'));
    expect(trayActions()).toContain('startVoice');
    expect(desktop.trayVoiceRunning).toBe(false);
  });
});

describe('live captions from the tray', () => {
  it('with no language chosen yet, say so with the next step and start nothing', async () => {
    desktop.clickTray('startVoice');
    await until(() => notices.length > 0);
    expect(notices).toEqual([
      'Glossa: Live captions have no language chosen yet. Open Glossa → Live captions once to choose the languages.',
    ]);
    await expect(services.handlers.voice.state(undefined, ctx)).resolves.toMatchObject({ status: 'idle' });
  });
});
