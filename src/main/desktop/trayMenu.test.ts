import { describe, expect, it } from 'vitest';
import { trayMenu } from './trayMenu';

const labels = (voiceRunning: boolean, platform: 'linux' | 'darwin' = 'linux') =>
  trayMenu({
    platform,
    selectionShortcut: 'CommandOrControl+Alt+Shift+G',
    clipboardShortcut: 'CommandOrControl+Alt+Shift+C',
    voiceRunning,
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
});
