import { describe, expect, it } from 'vitest';
import { sayIn as say } from '../i18n/testing/sayIn';
import {
  DEFAULT_CLIPBOARD_SHORTCUT,
  DEFAULT_SELECTION_SHORTCUT,
  describeShortcut,
  parseShortcut,
  shortcutIssues,
  shortcutPairIssues,
  toXdgTrigger,
} from './shortcuts';

describe('the default quick-translate shortcuts take no desktop shortcut on any system', () => {
  for (const platform of ['linux', 'win32', 'darwin'] as const) {
    it(`is free on ${platform}`, () => {
      expect(shortcutIssues(DEFAULT_SELECTION_SHORTCUT, platform)).toEqual([]);
      expect(shortcutIssues(DEFAULT_CLIPBOARD_SHORTCUT, platform)).toEqual([]);
    });
  }
  it('reads as the keys a person presses', () => {
    expect(describeShortcut(DEFAULT_SELECTION_SHORTCUT, 'linux')).toBe('Ctrl+Alt+Shift+G');
    expect(describeShortcut(DEFAULT_SELECTION_SHORTCUT, 'darwin')).toBe('⌥⇧⌘G');
    expect(describeShortcut('Super+Alt+T', 'win32')).toBe('Alt+Win+T');
  });
});

describe('a shortcut that belongs to the desktop is refused with what it does there', () => {
  it('Ctrl+Alt+T opens a terminal on Ubuntu', () => {
    expect(shortcutIssues('CommandOrControl+Alt+T', 'linux')[0]?.message).toMatch(/Ctrl\+Alt\+T opens a terminal/);
  });
  it('the same keys are free where the desktop does not use them', () => {
    expect(shortcutIssues('Ctrl+Alt+T', 'win32')).toEqual([]);
  });
  it('Cmd+Option+Shift+V is "paste and match style" on macOS, whatever the order of the modifiers', () => {
    expect(shortcutIssues('Shift+Option+CmdOrCtrl+V', 'darwin')[0]?.message).toMatch(/pastes and matches style/);
  });
  it('Win+Shift+S is the Windows screenshot', () => {
    expect(shortcutIssues('Super+Shift+S', 'win32')).toHaveLength(1);
  });
});

describe('what a global shortcut may be', () => {
  it('needs a key besides its modifiers', () => {
    expect(parseShortcut('Ctrl+Alt', 'linux')).toMatchObject({
      issue: { field: 'shortcut', message: expect.stringMatching(/Add a key/) },
    });
  });
  it('takes one key only', () => {
    expect(parseShortcut('Ctrl+G+H', 'linux')).toMatchObject({
      issue: { field: 'shortcut', message: expect.stringMatching(/one key/) },
    });
  });
  it('does not take a key away from typing: a letter alone or with Shift is refused', () => {
    expect(shortcutIssues('G', 'linux')).toHaveLength(1);
    expect(shortcutIssues('Shift+G', 'linux')).toHaveLength(1);
  });
  it('allows F13 to F24 alone (keys no keyboard types with)', () => {
    expect(shortcutIssues('F13', 'linux')).toEqual([]);
    expect(shortcutIssues('F5', 'linux')).toHaveLength(1);
  });
  it('names an unknown key', () => {
    expect(shortcutIssues('Ctrl+Alt+Banana', 'linux')[0]?.message).toMatch(/“Banana” is not a key/);
  });
  it('is empty: asks for one', () => {
    expect(shortcutIssues('  ', 'linux')[0]?.message).toMatch(/Type a shortcut/);
  });
  it('allows the plus key itself', () => {
    expect(shortcutIssues('Ctrl+Alt+Plus', 'linux')).toEqual([]);
  });
});

describe('the desktop portal (Wayland) takes the XDG shortcut syntax', () => {
  it('writes modifiers in capitals and a letter as its lower-case keysym', () => {
    expect(toXdgTrigger(DEFAULT_SELECTION_SHORTCUT)).toBe('CTRL+ALT+SHIFT+g');
    expect(toXdgTrigger('Super+F8')).toBe('LOGO+F8');
    expect(toXdgTrigger('nonsense+')).toBeNull();
  });
});

describe('a shortcut that applications use is refused', () => {
  it('Ctrl+C, Ctrl+V, Ctrl+X, Ctrl+Z, Ctrl+A and Ctrl+S are refused on Linux and Windows, saying what they do', () => {
    for (const platform of ['linux', 'win32'] as const) {
      expect(shortcutIssues('Ctrl+C', platform)[0]?.message).toMatch(/^Ctrl\+C copies in almost every application/);
      for (const key of ['V', 'X', 'Z', 'A', 'S']) expect(shortcutIssues(`Ctrl+${key}`, platform)).toHaveLength(1);
    }
  });
  it('Cmd+C is refused on macOS, written either way', () => {
    expect(shortcutIssues('Command+C', 'darwin')[0]?.message).toMatch(/^⌘C copies/);
    expect(shortcutIssues('CommandOrControl+V', 'darwin')).toHaveLength(1);
  });
  it('Ctrl+Shift+Z (redo) and Ctrl+Shift+V (paste without formatting) are refused', () => {
    expect(shortcutIssues('Ctrl+Shift+Z', 'linux')[0]?.message).toMatch(/redoes/);
    expect(shortcutIssues('Ctrl+Shift+V', 'win32')[0]?.message).toMatch(/pastes without formatting/);
  });
  it('any Ctrl with only a letter or digit is refused as an application shortcut', () => {
    expect(shortcutIssues('Ctrl+K', 'linux')[0]?.message).toMatch(/^Ctrl\+K is an application shortcut/);
    expect(shortcutIssues('Ctrl+7', 'win32')).toHaveLength(1);
  });
  it('with Alt and Shift added the same letters are free', () => {
    expect(shortcutIssues('Ctrl+Alt+Shift+V', 'linux')).toEqual([]);
    expect(shortcutIssues('Ctrl+Alt+K', 'linux')).toEqual([]);
  });
});

describe('the two quick-translate shortcuts must be different keys', () => {
  it('the same keys written differently are one shortcut, refused for the clipboard', () => {
    const issues = shortcutPairIssues('CommandOrControl+Alt+Shift+G', 'Shift+Ctrl+Alt+G', 'linux');
    expect(issues).toEqual([
      {
        field: 'clipboardShortcut',
        message: 'Ctrl+Alt+Shift+G already translates the selection. Give the clipboard other keys.',
        uiMessage: {
          id: 'settings.shortcut.problem.sameKeys',
          values: { keys: 'Ctrl+Alt+Shift+G' },
          shortcuts: { keys: { accelerator: 'Shift+Ctrl+Alt+G', platform: 'linux' } },
        },
      },
    ]);
  });
  it('different keys pass', () => {
    expect(shortcutPairIssues(DEFAULT_SELECTION_SHORTCUT, DEFAULT_CLIPBOARD_SHORTCUT, 'darwin')).toEqual([]);
  });
});

describe("a refused shortcut is said in the user's language, as a whole sentence with the keys in it", () => {
  it('a desktop shortcut says what it does there, in German and Japanese', async () => {
    const [issue] = shortcutIssues('Ctrl+Alt+T', 'linux');
    expect(await say('de', issue?.uiMessage)).toBe(
      'Strg+Alt+T öffnet unter Ubuntu und Kubuntu ein Terminal. Wählen Sie ein anderes Tastenkürzel.',
    );
    expect(await say('ja', issue?.uiMessage)).toBe(
      'Ctrl+Alt+T は Ubuntu と Kubuntu で端末を開きます。別のショートカットを選んでください。',
    );
  });
  it("an application's shortcut says what it does and the keys to add, in French and Chinese", async () => {
    const [issue] = shortcutIssues('Command+C', 'darwin');
    expect(await say('fr', issue?.uiMessage)).toBe(
      '⌘C sert à copier dans presque toutes les applications\u00a0; un raccourci global le leur prendrait. Ajoutez Alt et Maj, comme dans ⌥⇧⌘G.',
    );
    expect(await say('zh-Hans', issue?.uiMessage)).toMatch(/^⌘C 在几乎所有应用程序中用于复制，/);
  });
  it('every taken shortcut of every desktop and a malformed one have a message of their own', () => {
    const accelerators = [
      '',
      'Ctrl+Alt+Banana',
      'Ctrl+G+H',
      'Ctrl+Alt',
      'Shift+G',
      'Ctrl+K',
      'Super+.',
      'Ctrl+Shift+T',
    ];
    for (const platform of ['linux', 'win32', 'darwin'] as const)
      for (const accelerator of accelerators)
        for (const issue of shortcutIssues(accelerator, platform))
          expect(issue.uiMessage?.id).toMatch(/^settings\.shortcut\./);
  });
});
