// Every window is locked down, proved by building the real windows against a fake of Electron's API
// (testing/fakeElectron.ts) and checking what they are given: the web preferences, and the navigation, popup,
// webview and permission handlers, each tried as Electron would call it. Flip any option or handler in
// window.ts, overlayWindow.ts or popupWindow.ts and a test here fails.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings, type Settings } from '../../shared/settings';
import type { SettingsStore } from '../settings/settingsStore';
import { FakeBrowserWindow, fakeSession, resetFakeElectron } from './testing/fakeElectron';

vi.mock('electron', async () => (await import('./testing/fakeElectron')).fakeElectron());
const { applySessionPolicy, createMainWindow } = await import('./window');
const { createOverlayWindow } = await import('./overlayWindow');
const { createQuickPopup } = await import('./popupWindow');

const APP_URL = 'app://glossa/index.html';

const mainDir = join(__dirname, '..');
const sourcesUnderMain = () =>
  (readdirSync(mainDir, { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('testing'),
  );
/** Whether a file has a `new BrowserWindow(…)`, read by TypeScript's parser. */
function constructsBrowserWindow(file: string): boolean {
  const text = readFileSync(join(mainDir, file), 'utf8');
  if (!text.includes('BrowserWindow')) return false; // only files that name it are parsed
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  let found = false;
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'BrowserWindow')
      found = true;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function settingsStore(): SettingsStore {
  let settings: Settings = defaultSettings();
  return {
    get: () => settings,
    update: async (change: (s: Settings) => Settings) => (settings = change(settings)),
  } as unknown as SettingsStore;
}

/** Each window Glossa opens, built as the app builds it; `opened` collects the links handed to the browser. */
const windows = {
  main: (openInBrowser: (url: string) => void) =>
    void createMainWindow({ url: APP_URL, settings: settingsStore(), openInBrowser }),
  overlay: (openInBrowser: (url: string) => void) =>
    createOverlayWindow({ url: APP_URL, settings: settingsStore(), openInBrowser }).open(),
  popup: (openInBrowser: (url: string) => void) => void createQuickPopup({ url: APP_URL, openInBrowser }),
};
const kinds = Object.keys(windows) as (keyof typeof windows)[];

function build(kind: keyof typeof windows) {
  const opened: string[] = [];
  windows[kind]((url) => opened.push(url));
  expect(FakeBrowserWindow.created).toHaveLength(1);
  return { win: FakeBrowserWindow.created[0]!, opened };
}

beforeEach(() => resetFakeElectron());
afterEach(() => vi.useRealTimers());

describe.each(kinds)('the %s window', (kind) => {
  it('isolates its page, sandboxes it and gives it no Node, with web security on', () => {
    const { win } = build(kind);
    const preferences = win.options.webPreferences ?? {};
    expect(preferences.contextIsolation).toBe(true);
    expect(preferences.sandbox).toBe(true);
    expect(preferences.nodeIntegration).toBe(false);
    expect(preferences.nodeIntegrationInWorker).toBe(false);
    expect(preferences.nodeIntegrationInSubFrames).toBe(false);
    expect(preferences.webSecurity).toBe(true);
    expect(preferences.allowRunningInsecureContent).toBe(false);
    expect(preferences.webviewTag).toBe(false);
    expect(preferences.experimentalFeatures).toBe(false);
    expect(preferences.navigateOnDragDrop).toBe(false);
    expect(preferences.disableBlinkFeatures).toBe('Auxclick');
  });

  it('has the contract bridge as its only preload, and nothing else in its preferences', () => {
    const { win } = build(kind);
    expect(win.options.webPreferences?.preload).toMatch(/[/\\]preload[/\\]index\.js$/);
    expect(Object.keys(win.options.webPreferences ?? {}).sort()).toEqual(
      [
        'allowRunningInsecureContent',
        'contextIsolation',
        'disableBlinkFeatures',
        'experimentalFeatures',
        'navigateOnDragDrop',
        'nodeIntegration',
        'nodeIntegrationInSubFrames',
        'nodeIntegrationInWorker',
        'preload',
        'sandbox',
        'spellcheck',
        'webSecurity',
        'webviewTag',
      ].sort(),
    );
  });

  it("loads the app's own page, never another", () => {
    const { win } = build(kind);
    expect(new URL(win.loadedUrl!).origin).toBe(new URL(APP_URL).origin);
  });

  it.each(['https://example.com/', 'app://glossa/other.html', 'file:///etc/passwd', 'javascript:alert(1)'])(
    'refuses to navigate or be redirected to %s',
    (url) => {
      const { win } = build(kind);
      expect(win.webContents.prevented('will-navigate', url)).toBe(true);
      expect(win.webContents.prevented('will-redirect', url)).toBe(true);
    },
  );

  it('refuses to attach a webview', () => {
    const { win } = build(kind);
    expect(win.webContents.prevented('will-attach-webview', {}, {})).toBe(true);
  });

  it('opens no window of its own: a safe https link goes to the browser, anything else nowhere', () => {
    const { win, opened } = build(kind);
    const handler = win.webContents.windowOpenHandler;
    expect(handler).toBeDefined();
    expect(handler!({ url: 'https://developers.deepl.com/docs' })).toEqual({ action: 'deny' });
    expect(handler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(handler!({ url: 'http://example.com/' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://developers.deepl.com/docs']);
  });
});

describe('the windows', () => {
  it('are made only by the three files built here: no other file under src/main constructs a BrowserWindow', () => {
    const creators = sourcesUnderMain().filter((file) => constructsBrowserWindow(file));
    expect(creators.sort()).toEqual(['shell/overlayWindow.ts', 'shell/popupWindow.ts', 'shell/window.ts']);
  });
});

describe('the session every window shares', () => {
  it.each(['media', 'microphone', 'notifications', 'geolocation', 'clipboard-read', 'hid'])(
    'refuses the permission %s, asked or checked',
    (permission) => {
      applySessionPolicy();
      const { win } = build('main');
      const answers: boolean[] = [];
      fakeSession.permissionRequestHandler!(win.webContents, permission, (ok) => answers.push(ok));
      expect(answers).toEqual([false]);
      expect(fakeSession.permissionCheckHandler!(win.webContents, permission, 'app://glossa')).toBe(false);
    },
  );

  it('refuses every device (USB, serial, HID)', () => {
    applySessionPolicy();
    expect(fakeSession.devicePermissionHandler!({ deviceType: 'usb', origin: 'app://glossa' })).toBe(false);
  });
});

describe('the caption overlay', () => {
  it('is frameless and always on top, and shows the overlay view', () => {
    const { win } = build('overlay');
    expect(win.options).toMatchObject({ frame: false, alwaysOnTop: true, transparent: true });
    expect(new URL(win.loadedUrl!).searchParams.get('view')).toBe('overlay');
  });
});

describe('the quick translate popup', () => {
  it('is created hidden, frameless, on top and out of the taskbar, and shows the popup view', () => {
    const { win } = build('popup');
    expect(win.options).toMatchObject({ show: false, frame: false, alwaysOnTop: true, skipTaskbar: true });
    expect(new URL(win.loadedUrl!).searchParams.get('view')).toBe('popup');
  });

  it('is kept warm: closing it only hides it', () => {
    const { win } = build('popup');
    win.show();
    win.close();
    expect(win.isDestroyed()).toBe(false);
    expect(win.isVisible()).toBe(false);
  });

  it('hides a moment after it loses focus', () => {
    vi.useFakeTimers();
    const { win } = build('popup');
    win.show();
    win.emit('blur');
    vi.advanceTimersByTime(500);
    expect(win.isVisible()).toBe(false);
  });
});
