// Electron edge: the tray icon (the menu bar on macOS). The menu comes from desktop/trayMenu.ts; while
// a caption session runs the icon carries a red dot (and, on macOS, a dot beside it in the menu bar).
import { Menu, Tray, nativeImage } from 'electron';
import type { TrayAction, TrayIcon } from '../host';
import { withRecordingDot } from '../desktop/trayIconDot';

export function createTray(iconPath: string): TrayIcon {
  const size = process.platform === 'darwin' ? 18 : process.platform === 'win32' ? 16 : 22;
  const base = nativeImage.createFromPath(iconPath).resize({ width: size, height: size });
  const { width, height } = base.getSize();
  const busy = nativeImage.createFromBitmap(Buffer.from(withRecordingDot(base.toBitmap(), width, height)), {
    width,
    height,
  });
  const tray = new Tray(base);
  tray.setToolTip('Glossa');
  let handler: (action: TrayAction) => void = () => undefined;
  return {
    update(items, voiceRunning) {
      tray.setContextMenu(
        Menu.buildFromTemplate(
          items.map((item) =>
            'separator' in item
              ? { type: 'separator' as const }
              : { label: item.label, enabled: item.enabled, click: () => handler(item.action) },
          ),
        ),
      );
      tray.setImage(voiceRunning ? busy : base);
      tray.setToolTip(voiceRunning ? 'Glossa: live captions running' : 'Glossa');
      if (process.platform === 'darwin') tray.setTitle(voiceRunning ? '●' : '');
    },
    onAction(next) {
      handler = next;
    },
  };
}
