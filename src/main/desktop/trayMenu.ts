// The tray (menu bar) menu as data: the Electron edge draws it, tests read it.
import type { TrayItem } from '../host';
import { describeShortcut, type ShortcutPlatform } from '../../shared/rules/shortcuts';

export function trayMenu(options: {
  platform: ShortcutPlatform;
  selectionShortcut: string;
  clipboardShortcut: string;
  voiceRunning: boolean;
}): TrayItem[] {
  const keys = (accelerator: string) => describeShortcut(accelerator, options.platform);
  return [
    { action: 'quickTranslate', label: `Translate selection (${keys(options.selectionShortcut)})`, enabled: true },
    { action: 'translateClipboard', label: `Translate clipboard (${keys(options.clipboardShortcut)})`, enabled: true },
    { separator: true },
    options.voiceRunning
      ? { action: 'stopVoice', label: 'Stop live captions', enabled: true }
      : { action: 'startVoice', label: 'Start live captions', enabled: true },
    { separator: true },
    { action: 'open', label: 'Open Glossa', enabled: true },
    { action: 'quit', label: 'Quit Glossa', enabled: true },
  ];
}
