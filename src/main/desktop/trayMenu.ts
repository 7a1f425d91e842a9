// The tray (menu bar) menu as data, in the user's language: the Electron edge draws it, tests read it.
import type { TrayItem } from '../host';
import type { ShortcutPlatform } from '../../shared/rules/shortcuts';
import { shortcutInWords } from '../../shared/rules/shortcutWords';
import type { MainText } from '../i18n/mainText';

export function trayMenu(options: {
  platform: ShortcutPlatform;
  selectionShortcut: string;
  clipboardShortcut: string;
  voiceRunning: boolean;
  text: MainText['text'];
}): TrayItem[] {
  const { text } = options;
  const shortcut = (accelerator: string) => ({
    shortcut: shortcutInWords(accelerator, options.platform, (key) => text(key.id, key.values)),
  });
  return [
    {
      action: 'quickTranslate',
      label: text('tray.translateSelection', shortcut(options.selectionShortcut)),
      enabled: true,
    },
    {
      action: 'translateClipboard',
      label: text('tray.translateClipboard', shortcut(options.clipboardShortcut)),
      enabled: true,
    },
    { separator: true },
    options.voiceRunning
      ? { action: 'stopVoice', label: text('tray.stopCaptions'), enabled: true }
      : { action: 'startVoice', label: text('tray.startCaptions'), enabled: true },
    { separator: true },
    { action: 'open', label: text('tray.open'), enabled: true },
    { action: 'quit', label: text('tray.quit'), enabled: true },
  ];
}
