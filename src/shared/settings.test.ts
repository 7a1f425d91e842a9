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
    const { settings, repaired } = migrateSettings({
      version: 1,
      theme: 'neon',
      window: { width: 1000, height: 700, maximized: true },
    });
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

describe('version 2: accounts, defaults and voice preferences', () => {
  const account = { id: 'work', name: 'Work', plan: 'pro', endpoint: { kind: 'region', region: 'global' } };

  it('a version-1 file keeps its theme and window, and starts with no account and empty defaults', () => {
    const { settings, repaired } = migrateSettings({
      version: 1,
      theme: 'dark',
      window: { width: 1000, height: 700, maximized: true },
    });
    expect(repaired).toBe(false);
    // toMatchObject: later features add fields with defaults to these objects.
    expect(settings).toMatchObject({
      version: 3,
      theme: 'dark',
      window: { width: 1000, height: 700, maximized: true },
      accounts: [],
      activeAccountId: null,
      translationDefaults: { sourceLang: null, targetLang: null, formality: 'default', outputFolder: null },
      voice: {
        sourceLang: null,
        targetLangs: [],
        inputDevice: null,
        captureSystemAudio: true,
        translatedSpeech: false,
        overlay: { languages: [], clickThrough: false, opacity: 0.85, width: 900, height: 160 },
      },
      documents: { glossaryId: null, pdfOutput: 'pdf', placement: 'beside' },
    });
  });
  it('a version-2 file written before document preferences existed gets their defaults, unrepaired', () => {
    const { settings, repaired } = migrateSettings({ version: 2, theme: 'light' });
    expect(repaired).toBe(false);
    expect(settings.documents).toEqual({
      glossaryId: null,
      moreGlossaryIds: [],
      memoryId: null,
      memoryThreshold: 75,
      pdfOutput: 'pdf',
      placement: 'beside',
    });
  });
  it('never keeps a key in the settings file, even one written there by hand', () => {
    const { settings } = migrateSettings({
      version: 1,
      apiKey: 'plain-text-key',
      accounts: [{ ...account, apiKey: 'plain-text-key' }],
    });
    expect(JSON.stringify(settings)).not.toContain('plain-text-key');
  });
  it('drops a broken account alone and keeps the others', () => {
    const { settings } = migrateSettings({
      version: 2,
      accounts: [account, { id: 'bad', name: '', plan: 'gold' }],
      activeAccountId: 'work',
    });
    expect(settings.accounts).toEqual([{ ...account, glossaryByPair: {} }]);
    expect(settings.activeAccountId).toBe('work');
  });
  it('a custom base URL must be https, or http on this computer', () => {
    const custom = (baseUrl: string) =>
      migrateSettings({ version: 2, accounts: [{ ...account, endpoint: { kind: 'custom', baseUrl } }] }).settings
        .accounts.length;
    expect(custom('https://eu.example.com/')).toBe(1);
    expect(custom('http://127.0.0.1:8123')).toBe(1);
    expect(custom('http://eu.example.com')).toBe(0);
    expect(custom('https://user:pw@eu.example.com')).toBe(0);
  });
  it('voice preferences allow at most 5 target languages, as the service does', () => {
    const { settings, repaired } = migrateSettings({
      version: 2,
      voice: { targetLangs: ['de', 'fr', 'es', 'it', 'nl', 'pl'] },
    });
    expect(repaired).toBe(true);
    expect(settings.voice.targetLangs).toEqual([]);
  });
});

describe('version 3: the public service, scheme words and a proxy', () => {
  // A settings file as Glossa 0.1 (settings version 2) wrote it: a region account and a custom-address account.
  const versionTwoFile = {
    version: 2,
    theme: 'light',
    accounts: [
      {
        id: 'work',
        name: 'Work',
        plan: 'pro',
        endpoint: { kind: 'region', region: 'global' },
        glossaryByPair: { 'en>de': 'g-1' },
      },
      {
        id: 'lab',
        name: 'Lab',
        plan: 'free',
        endpoint: { kind: 'custom', baseUrl: 'http://127.0.0.1:8123' },
        glossaryByPair: {},
      },
    ],
    activeAccountId: 'lab',
  };

  it('migrates every account: the region one unchanged, the custom one keeping the scheme word it was always sent', () => {
    const { settings, repaired } = migrateSettings(JSON.parse(JSON.stringify(versionTwoFile)));
    expect(repaired).toBe(false);
    expect(settings.version).toBe(3);
    expect(settings.accounts).toEqual([
      {
        id: 'work',
        name: 'Work',
        plan: 'pro',
        endpoint: { kind: 'region', region: 'global' },
        glossaryByPair: { 'en>de': 'g-1' },
      },
      {
        id: 'lab',
        name: 'Lab',
        plan: 'free',
        endpoint: { kind: 'custom', baseUrl: 'http://127.0.0.1:8123', authScheme: 'Service-Auth-Key' },
        glossaryByPair: {},
      },
    ]);
    expect(settings.activeAccountId).toBe('lab');
    expect(settings.network).toEqual({ proxyUrl: null, proxyCredentials: false });
  });

  it('a new custom address takes the public scheme word unless another is given; a scheme word is one token', () => {
    const parsed = migrateSettings({
      version: 3,
      accounts: [{ ...versionTwoFile.accounts[1], endpoint: { kind: 'custom', baseUrl: 'https://eu.example.com' } }],
    });
    expect(parsed.settings.accounts[0]?.endpoint).toEqual({
      kind: 'custom',
      baseUrl: 'https://eu.example.com',
      authScheme: 'DeepL-Auth-Key',
    });
    const spaced = migrateSettings({
      version: 3,
      accounts: [
        {
          ...versionTwoFile.accounts[1],
          endpoint: { kind: 'custom', baseUrl: 'https://eu.example.com', authScheme: 'Two words' },
        },
      ],
    });
    expect(spaced.settings.accounts).toEqual([]);
  });
});
