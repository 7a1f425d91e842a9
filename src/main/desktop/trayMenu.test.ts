import { describe, expect, it } from 'vitest';
import { trayMenu } from './trayMenu';
import { MainText } from '../i18n/mainText';

const labels = (voiceRunning: boolean, platform: 'linux' | 'darwin' = 'linux', text = new MainText(() => [])) =>
  trayMenu({
    platform,
    selectionShortcut: 'CommandOrControl+Alt+Shift+G',
    clipboardShortcut: 'CommandOrControl+Alt+Shift+C',
    voiceRunning,
    text: (id, values) => text.text(id, values),
  }).map((i) => ('label' in i ? i.label : '—'));

describe('the tray menu', () => {
  it('names each action with its shortcut as this system writes it', () => {
    expect(labels(false)).toEqual([
      'Translate selection (Ctrl+Alt+Shift+G)',
      'Translate clipboard (Ctrl+Alt+Shift+C)',
      '—',
      'Start live captions',
      '—',
      'Open Glossa',
      'Quit Glossa',
    ]);
    expect(labels(false, 'darwin')[0]).toBe('Translate selection (⌥⇧⌘G)');
  });
  it('offers to stop captions while a session runs', () => {
    expect(labels(true)).toContain('Stop live captions');
    expect(labels(true)).not.toContain('Start live captions');
  });
  it("speaks the system's language, or the one chosen in Settings", async () => {
    const text = new MainText(() => ['de-CH']);
    expect(await text.follow('system')).toBe(true);
    expect(labels(false, 'linux', text)).toEqual([
      'Auswahl übersetzen (Strg+Alt+Umschalt+G)',
      'Zwischenablage übersetzen (Strg+Alt+Umschalt+C)',
      '—',
      'Live-Untertitel starten',
      '—',
      'Glossa öffnen',
      'Glossa beenden',
    ]);
    expect(await text.follow('ja')).toBe(true);
    expect(labels(true, 'linux', text)).toContain('ライブ字幕を停止');
    expect(await text.follow('ja')).toBe(false);
  });
});
