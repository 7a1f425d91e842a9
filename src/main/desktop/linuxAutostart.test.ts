import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linuxAutostart } from './linuxAutostart';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('start at login on Linux', () => {
  it('is an XDG autostart entry that starts Glossa hidden, and is removed when switched off', () => {
    const configHome = mkdtempSync(join(tmpdir(), 'glossa-autostart-'));
    dirs.push(configHome);
    const item = linuxAutostart({ command: '/opt/My "Apps"/glossa', configHome });
    expect(item.get()).toBe(false);
    item.set(true);
    expect(item.get()).toBe(true);
    expect(readFileSync(join(configHome, 'autostart', 'glossa.desktop'), 'utf8')).toContain(
      'Exec="/opt/My \\"Apps\\"/glossa" --hidden\n',
    );
    item.set(false);
    expect(item.get()).toBe(false);
  });
});
