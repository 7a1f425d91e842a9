// Electron edge: the caption overlay, an always-on-top, frameless, see-through window over the meeting.
// It loads the same renderer with ?view=overlay; click-through lets clicks reach the meeting below; its position,
// size and opacity are remembered in the settings.
import { BrowserWindow, screen } from 'electron';
import { join } from 'node:path';
import type { VoiceOverlay } from '../../shared/settings';
import type { SettingsStore } from '../settings/settingsStore';
import type { VoiceOverlayWindow } from '../voice/voiceOverlay';
import { lockDown } from './window';
import { restoreBounds } from './windowState';

export function createOverlayWindow(options: {
  url: string;
  settings: SettingsStore;
  openInBrowser: (url: string) => void;
}): VoiceOverlayWindow {
  let win: BrowserWindow | null = null;
  const preferences = () => options.settings.get().voice.overlay;

  const apply = (overlay: VoiceOverlay) => {
    if (!win || win.isDestroyed()) return;
    // forward: the page still sees the mouse move, so it can show its controls on hover.
    win.setIgnoreMouseEvents(overlay.clickThrough, { forward: true });
    win.setOpacity(overlay.opacity);
  };

  return {
    open() {
      if (win && !win.isDestroyed()) {
        win.showInactive();
        return;
      }
      const saved = preferences();
      const bounds = restoreBounds(
        { ...saved, maximized: false },
        screen.getAllDisplays().map((d) => d.workArea),
      );
      win = new BrowserWindow({
        ...bounds,
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
          const { x, y, width, height } = win.getBounds();
          void options.settings.update((s) => ({
            ...s,
            voice: { ...s.voice, overlay: { ...s.voice.overlay, x, y, width, height } },
          }));
        }, 400);
      };
      win.on('move', remember);
      win.on('resize', remember);
      win.on('closed', () => (win = null));
      win.once('ready-to-show', () => {
        apply(preferences());
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
