// For window tests only: a fake of the part of Electron's API the windows use (BrowserWindow and its
// webContents, session.defaultSession, screen, app, dialog). It records the options each window is constructed
// with and the handlers it is given, so a test builds the real windows (window.ts, overlayWindow.ts,
// popupWindow.ts) and tries those handlers as Electron would call them. Install it with
//   vi.mock('electron', async () => (await import('./testing/fakeElectron')).fakeElectron());
import { EventEmitter } from 'node:events';
import type { BrowserWindowConstructorOptions } from 'electron';

type WindowOpenHandler = (details: { url: string }) => { action: 'allow' | 'deny' };

export class FakeWebContents extends EventEmitter {
  private url = '';
  windowOpenHandler: WindowOpenHandler | undefined;

  getURL(): string {
    return this.url;
  }

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.windowOpenHandler = handler;
  }

  /** The page loaded `url` (what `getURL` answers from now on). */
  showing(url: string): void {
    this.url = url;
  }

  /** Emits `name` as Electron does, with an event a handler may prevent; true when one prevented it. */
  prevented(name: string, ...args: unknown[]): boolean {
    let prevented = false;
    this.emit(name, { preventDefault: () => (prevented = true) }, ...args);
    return prevented;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  /** Every window constructed since the last `reset()`, in order. */
  static created: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  loadedUrl: string | undefined;
  visible = false;
  destroyed = false;
  focused = false;
  alwaysOnTop: unknown[] = [];
  ignoreMouseEvents: unknown[] = [];
  private bounds = { x: 0, y: 0, width: 800, height: 600 };

  constructor(readonly options: BrowserWindowConstructorOptions) {
    super();
    FakeBrowserWindow.created.push(this);
  }

  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    this.webContents.showing(url);
    return Promise.resolve();
  }

  show(): void {
    this.visible = true;
  }
  showInactive(): void {
    this.visible = true;
  }
  hide(): void {
    this.visible = false;
  }
  focus(): void {
    this.focused = true;
  }
  close(): void {
    const event = { defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
    this.emit('close', event);
    if (event.defaultPrevented) return;
    this.destroyed = true;
    this.emit('closed');
  }
  isVisible(): boolean {
    return this.visible;
  }
  isFocused(): boolean {
    return this.focused;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  maximize(): void {}
  isMaximized(): boolean {
    return false;
  }
  getBounds() {
    return this.bounds;
  }
  getNormalBounds() {
    return this.bounds;
  }
  setBounds(bounds: typeof this.bounds): void {
    this.bounds = bounds;
  }
  setAlwaysOnTop(...args: unknown[]): void {
    this.alwaysOnTop = args;
  }
  setVisibleOnAllWorkspaces(): void {}
  setIgnoreMouseEvents(...args: unknown[]): void {
    this.ignoreMouseEvents = args;
  }
  setOpacity(): void {}
}

type PermissionRequestHandler = (contents: FakeWebContents, permission: string, grant: (ok: boolean) => void) => void;
type PermissionCheckHandler = (contents: FakeWebContents | null, permission: string, origin: string) => boolean;

/** `session.defaultSession`: the handlers the app set on it. */
export const fakeSession = {
  permissionRequestHandler: undefined as PermissionRequestHandler | undefined,
  permissionCheckHandler: undefined as PermissionCheckHandler | undefined,
  devicePermissionHandler: undefined as ((details: unknown) => boolean) | undefined,
  setPermissionRequestHandler(handler: PermissionRequestHandler) {
    this.permissionRequestHandler = handler;
  },
  setPermissionCheckHandler(handler: PermissionCheckHandler) {
    this.permissionCheckHandler = handler;
  },
  setDevicePermissionHandler(handler: (details: unknown) => boolean) {
    this.devicePermissionHandler = handler;
  },
};

const WORK_AREA = { x: 0, y: 0, width: 1920, height: 1080 };

/** The module `electron` as the windows see it. */
export function fakeElectron() {
  return {
    BrowserWindow: FakeBrowserWindow,
    session: { defaultSession: fakeSession },
    screen: {
      getAllDisplays: () => [{ workArea: WORK_AREA }],
      getCursorScreenPoint: () => ({ x: 100, y: 100 }),
      getDisplayNearestPoint: () => ({ workArea: WORK_AREA }),
    },
    app: new EventEmitter(),
    dialog: { showMessageBoxSync: () => 1 },
  };
}

/** Forgets the windows made so far and the session's handlers. */
export function resetFakeElectron(): void {
  FakeBrowserWindow.created = [];
  fakeSession.permissionRequestHandler = undefined;
  fakeSession.permissionCheckHandler = undefined;
  fakeSession.devicePermissionHandler = undefined;
}
