import { describe, expect, it } from 'vitest';
import { acceleratorOf } from './shortcutCapture';
import { DEFAULT_SELECTION_SHORTCUT } from '../../../shared/rules/shortcuts';

const press = (code: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('a shortcut typed into Settings by pressing it', () => {
  it('Ctrl+Alt+Shift+G on Windows or Linux is the default, meant as Cmd on a Mac', () => {
    expect(acceleratorOf(press('KeyG', { ctrlKey: true, altKey: true, shiftKey: true }), false)).toBe(
      DEFAULT_SELECTION_SHORTCUT,
    );
  });
  it('Cmd+Option+Shift+G on a Mac is the same choice', () => {
    expect(acceleratorOf(press('KeyG', { metaKey: true, altKey: true, shiftKey: true }), true)).toBe(
      DEFAULT_SELECTION_SHORTCUT,
    );
  });
  it('the Windows or Super key is kept as Super', () => {
    expect(acceleratorOf(press('Digit5', { metaKey: true, altKey: true }), false)).toBe('Alt+Super+5');
  });
  it('reads the key by its place, whatever the keyboard layout prints on it', () => {
    expect(acceleratorOf(press('Slash', { ctrlKey: true, altKey: true }), false)).toBe('CommandOrControl+Alt+/');
  });
  it('waits while only modifiers are held', () => {
    expect(acceleratorOf(press('ShiftLeft', { shiftKey: true }), false)).toBeNull();
  });
});
