// Start at login on Linux: an XDG autostart entry (Electron's login item settings cover only macOS and Windows).
import { mkdirSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { LoginItem } from '../host';

export function linuxAutostart(options: { command: string; configHome?: string }): LoginItem {
  const dir = join(options.configHome ?? process.env['XDG_CONFIG_HOME'] ?? join(homedir(), '.config'), 'autostart');
  const file = join(dir, 'glossa.desktop');
  // Exec quoting as the Desktop Entry spec asks: the path in double quotes, with ", `, $ and \ escaped.
  const exec = `"${options.command.replace(/(["`$\\])/g, '\\$1')}" --hidden`;
  return {
    supported: true,
    get: () => existsSync(file),
    set(open) {
      if (!open) return rmSync(file, { force: true });
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        file,
        [
          '[Desktop Entry]',
          'Type=Application',
          'Name=Glossa',
          'Comment=Translate anywhere',
          `Exec=${exec}`,
          'X-GNOME-Autostart-enabled=true',
          '',
        ].join('\n'),
      );
    },
  };
}
