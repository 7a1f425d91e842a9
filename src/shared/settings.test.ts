import { describe, expect, it } from 'vitest';
import { SETTINGS_VERSION, defaultSettings, migrateSettings } from './settings';

describe('stored settings are read whatever state the file is in', () => {
  it('starts from defaults when there is no file', () => {
    expect(migrateSettings(undefined)).toEqual({ settings: defaultSettings(), repaired: false });
  });
  it('migrates a version-0 document and keeps its values', () => {
    const { settings } = migrateSettings({ theme: 'dark' });
    expect(settings.version).toBe(SETTINGS_VERSION);
    expect(settings.theme).toBe('dark');
  });
  it('keeps valid fields and defaults an invalid one', () => {
    const { settings, repaired } = migrateSettings({ version: 1, theme: 'neon', window: { width: 1000, height: 700, maximized: true } });
    expect(repaired).toBe(true);
    expect(settings.theme).toBe('system');
    expect(settings.window).toEqual({ width: 1000, height: 700, maximized: true });
  });
  it('does not trust a document from a newer version', () => {
    expect(migrateSettings({ version: 99, theme: 'dark' })).toEqual({ settings: defaultSettings(), repaired: true });
  });
  it('survives garbage', () => {
    expect(migrateSettings('garbage').settings).toEqual(defaultSettings());
    expect(migrateSettings([1, 2]).settings).toEqual(defaultSettings());
  });
});
