import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECURE_WEB_PREFERENCES, assertSecurePreferences } from './security';

describe('the quick translate popup window', () => {
  const source = readFileSync(join(__dirname, 'popupWindow.ts'), 'utf8');

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
    expect(source).toContain("preload: join(__dirname, '../preload/index.js'),");
  });

  it("is locked down like every window and loads the app's own page (the app:// origin), never another", () => {
    expect(source).toContain('lockDown(created.webContents');
    expect(source).toMatch(/url\.searchParams\.set\('view', 'popup'\)/);
    expect(source).toMatch(/new URL\(options\.url\)/);
  });

  it('is frameless, always on top, out of the taskbar, and hides when it loses focus', () => {
    expect(source).toMatch(/frame: false/);
    expect(source).toMatch(/alwaysOnTop: true/);
    expect(source).toMatch(/skipTaskbar: true/);
    expect(source).toMatch(
      /on\('blur', \(\) =>\s*setTimeout\(\s*\(\) => !created\.isDestroyed\(\) && !created\.isFocused\(\) && created\.hide\(\)/,
    );
  });

  it('is kept warm: created hidden at start, and closing it only hides it', () => {
    expect(source).toMatch(/show: false/);
    expect(source).toMatch(/win = create\(\);\n/);
    expect(source).toMatch(/event\.preventDefault\(\);\s*created\.hide\(\);/);
  });
});
