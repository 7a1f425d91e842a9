import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECURE_WEB_PREFERENCES, assertSecurePreferences } from './security';

describe('the caption overlay window', () => {
  const source = readFileSync(join(__dirname, 'overlayWindow.ts'), 'utf8');

  it('is created with the same secure web preferences as the main window, literally', () => {
    const block = /webPreferences: \{([^}]*)\}/.exec(source)?.[1] ?? '';
    const literal = Object.fromEntries(
      [...block.matchAll(/(\w+): ([^,\n]+),/g)].map(([, key, value]) => [
        key,
        /^(true|false)$/.test(value!) ? value === 'true' : value!.replace(/^'|'$/g, ''),
      ]),
    );
    expect(() => assertSecurePreferences(literal)).not.toThrow();
    expect(Object.keys(literal).sort()).toEqual([...Object.keys(SECURE_WEB_PREFERENCES), 'preload'].sort());
  });

  it('is locked down like every window, always on top and frameless', () => {
    expect(source).toContain('lockDown(win.webContents');
    expect(source).toMatch(/frame: false/);
    expect(source).toMatch(/alwaysOnTop: true/);
    expect(source).toContain('setIgnoreMouseEvents(overlay.clickThrough');
  });
});
