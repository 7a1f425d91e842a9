// Electron edge: the caption overlay, an always-on-top, frameless, see-through window over the meeting.
// It loads the same renderer with ?view=overlay; click-through lets clicks reach the meeting below. The services
// place it (monitor, top or bottom, or where it was left); moved by hand, it remembers its new place and monitor.
import { BrowserWindow, screen } from 'electron';
import { join } from 'node:path';
import type { VoiceOverlay } from '../../shared/settings';
import type { SettingsStore } from '../settings/settingsStore';
import type { OverlayBounds } from '../voice/overlayPlacement';
import type { VoiceOverlayWindow } from '../voice/voiceOverlay';
import { lockDown } from './window';

export function createOverlayWindow(options: {
  url: string;
  settings: SettingsStore;
  openInBrowser: (url: string) => void;
}): VoiceOverlayWindow {
  let win: BrowserWindow | null = null;
  const preferences = () => options.settings.get().voice.overlay;

  /** Bounds the services set last: a move to them is not the user's. */
  let placed: OverlayBounds | undefined;
  const place = (bounds: OverlayBounds | undefined) => {
    if (!win || win.isDestroyed() || !bounds) return;
    const now = win.getBounds();
    if (now.x === bounds.x && now.y === bounds.y && now.width === bounds.width && now.height === bounds.height) return;
    placed = bounds;
    win.setBounds(bounds);
  };
  const apply = (overlay: VoiceOverlay, bounds: OverlayBounds | undefined) => {
    if (!win || win.isDestroyed()) return;
    // forward: the page still sees the mouse move, so it can show its controls on hover.
    win.setIgnoreMouseEvents(overlay.clickThrough, { forward: true });
    win.setOpacity(overlay.opacity);
    place(bounds);
  };

  return {
    open(bounds) {
      if (win && !win.isDestroyed()) {
        win.showInactive();
        return;
      }
      placed = bounds;
      win = new BrowserWindow({
        ...(bounds ?? { width: preferences().width, height: preferences().height }),
        minWidth: 240,
        minHeight: 80,
        frame: false,
        transparent: true,
        alwaysOnTop: true,
        skipTaskbar: true,
        focusable: true,
        hasShadow: false,
        title: 'Glossa captions',
        webPreferences: {
          contextIsolation: true,
          sandbox: true,
          nodeIntegration: false,
          nodeIntegrationInWorker: false,
          nodeIntegrationInSubFrames: false,
          webSecurity: true,
          allowRunningInsecureContent: false,
          experimentalFeatures: false,
          webviewTag: false,
          navigateOnDragDrop: false,
          spellcheck: true,
          disableBlinkFeatures: 'Auxclick',
          preload: join(__dirname, '../preload/index.js'),
        },
      });
      // Above full-screen meeting windows too.
      win.setAlwaysOnTop(true, 'screen-saver');
      win.setVisibleOnAllWorkspaces(true, { visibleOnFullScreen: true });
      lockDown(win.webContents, options.openInBrowser);
      let timer: NodeJS.Timeout | undefined;
      const remember = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          if (!win || win.isDestroyed()) return;
          const bounds = win.getBounds();
          const { x, y, width, height } = bounds;
          const moved = !placed || placed.x !== x || placed.y !== y;
          // A move the services made keeps its top or bottom place; one made by hand is the user's own place.
          const monitor = String(screen.getDisplayMatching(bounds).id);
          void options.settings.update((s) => ({
            ...s,
            voice: {
              ...s.voice,
              overlay: { ...s.voice.overlay, width, height, ...(moved ? { x, y, position: 'free', monitor } : {}) },
            },
          }));
        }, 400);
      };
      win.on('move', remember);
      win.on('resize', remember);
      win.on('closed', () => (win = null));
      win.once('ready-to-show', () => {
        apply(preferences(), placed);
        win?.showInactive();
      });
      const url = new URL(options.url);
      url.searchParams.set('view', 'overlay');
      void win.loadURL(url.toString());
    },
    close() {
      if (win && !win.isDestroyed()) win.close();
      win = null;
    },
    isOpen: () => win !== null && !win.isDestroyed(),
    apply,
  };
}
