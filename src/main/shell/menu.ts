// Electron edge: the application menu, with the platform's standard roles and shortcuts.
import { Menu, type MenuItemConstructorOptions } from 'electron';

export function installMenu(isMac: boolean): void {
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
    { role: 'help', submenu: [] },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
