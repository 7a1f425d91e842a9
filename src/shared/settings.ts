// The persisted settings document: its schema, defaults and migrations. Pure; main owns the file.
import { z } from 'zod';
import { AccountSchema, LEGACY_AUTH_SCHEME } from './calls/accounts';
import { FORMALITY_VALUES } from './api/translate';
import { DEFAULT_SPEECH_CONTENT_TYPE, TARGET_MEDIA_CONTENT_TYPES, TARGET_MEDIA_VOICES } from './api/voice';
import { DEFAULT_CLIPBOARD_SHORTCUT, DEFAULT_SELECTION_SHORTCUT } from './rules/shortcuts';
import { UI_LANGUAGE_CHOICES } from './i18n/uiLanguages';

export const THEMES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEMES)[number];

const WindowStateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(640).default(1280),
  height: z.number().int().min(480).default(820),
  maximized: z.boolean().default(false),
});
export type WindowState = z.infer<typeof WindowStateSchema>;

const LanguageCodeSchema = z.string().trim().min(2).max(35);

/**
 * What a translation into one target language starts with, in Translate, quick translate and Documents (which
 * default applies: rules/targetDefaults.ts). Unset parts fall back to the general defaults.
 */
export const TargetDefaultsSchema = z.object({
  formality: z.enum(FORMALITY_VALUES).optional(),
  /** Glossaries in priority order (the service takes 5 in one translation). */
  glossaryIds: z.array(z.string().min(1).max(128)).max(5).default([]),
  /** A translation memory (Pro) and its least match in percent. */
  memoryId: z.string().min(1).max(200).nullable().default(null),
  memoryThreshold: z.number().int().min(0).max(100).default(75),
  /** A client profile (the service's style profile), sent in place of glossaries and memory. */
  styleProfileId: z.string().min(1).max(200).nullable().default(null),
});
export type TargetDefaults = z.infer<typeof TargetDefaultsSchema>;
const TARGET_DEFAULTS_MAX = 60;

/** What a new translation starts with. A null source means "detect the language". */
const TranslationDefaultsSchema = z.object({
  sourceLang: LanguageCodeSchema.nullable().default(null),
  targetLang: LanguageCodeSchema.nullable().default(null),
  formality: z.enum(FORMALITY_VALUES).default('default'),
  /** Where translated documents are saved; null asks each time. */
  outputFolder: z.string().max(4096).nullable().default(null),
  /** Defaults per target language (`DE`, or `EN-GB` for one variant), keyed by the code as the service writes it. */
  byTarget: z
    .record(LanguageCodeSchema, TargetDefaultsSchema)
    .refine((all) => Object.keys(all).length <= TARGET_DEFAULTS_MAX, {
      message: `At most ${TARGET_DEFAULTS_MAX} target languages have their own defaults.`,
    })
    .meta({ maxProperties: TARGET_DEFAULTS_MAX })
    .default({}),
});
export type TranslationDefaults = z.infer<typeof TranslationDefaultsSchema>;

/** Document batches remember these beside translationDefaults (languages, formality, output folder). */
const DocumentPreferencesSchema = z.object({
  glossaryId: z.string().max(128).nullable().default(null),
  /** Further glossaries after `glossaryId`, in priority order. */
  moreGlossaryIds: z.array(z.string().min(1).max(128)).max(20).default([]),
  /** A translation memory (Pro) and its least match in percent. */
  memoryId: z.string().min(1).max(200).nullable().default(null),
  memoryThreshold: z.number().int().min(0).max(100).default(75),
  /** pdf files: keep pdf, or convert to docx (the only conversion). */
  pdfOutput: z.enum(['pdf', 'docx']).default('pdf'),
  /** Save each translation beside its source file, or in translationDefaults.outputFolder. */
  placement: z.enum(['beside', 'folder']).default('beside'),
});
export type DocumentPreferences = z.infer<typeof DocumentPreferencesSchema>;

/** The always-on-top caption overlay: which languages it shows, its look, where it is, how see-through. */
const HexColour = z
  .string()
  .max(7)
  .regex(/^#[0-9a-fA-F]{6}$/, 'A colour is written #rrggbb.');
export const OVERLAY_FONTS = ['sans', 'serif', 'rounded', 'mono'] as const;
export const OVERLAY_POSITIONS = ['bottom', 'top', 'free'] as const;
export const OVERLAY_LIMITS = { fontSize: { min: 16, max: 72 }, lines: { min: 1, max: 5 } } as const;
const VoiceOverlaySchema = z.object({
  /** `source` and/or target languages; empty shows the first target (or the source). */
  languages: z.array(LanguageCodeSchema).max(6).default([]),
  clickThrough: z.boolean().default(false),
  /** The whole window's opacity (text included). */
  opacity: z.number().min(0.3).max(1).default(0.85),
  font: z.enum(OVERLAY_FONTS).default('sans'),
  /** CSS pixels of the caption text. */
  fontSize: z.number().int().min(OVERLAY_LIMITS.fontSize.min).max(OVERLAY_LIMITS.fontSize.max).default(28),
  textColour: HexColour.default('#ffffff'),
  backgroundColour: HexColour.default('#0c0e12'),
  /** The band behind the text alone: 0 leaves the text floating over the meeting. */
  backgroundOpacity: z.number().min(0).max(1).default(0.78),
  /** Lines of text each language keeps on screen (the newest at the bottom). */
  lines: z.number().int().min(OVERLAY_LIMITS.lines.min).max(OVERLAY_LIMITS.lines.max).default(2),
  /** Centred at the bottom or top of its monitor, or where the user left it (x, y). */
  position: z.enum(OVERLAY_POSITIONS).default('bottom'),
  /** The host's id of the monitor it is on; null: the primary one. */
  monitor: z.string().max(64).nullable().default(null),
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(240).default(900),
  height: z.number().int().min(80).default(160),
});
export type VoiceOverlay = z.infer<typeof VoiceOverlaySchema>;

/** A meeting's own terms and tone, sent with each caption session (the Voice API reference, session set-up). */
export const MeetingTermsSchema = z.object({
  /** A multilingual glossary: its dictionaries from the spoken language serve the targets they name. */
  glossaryId: z.string().trim().min(1).max(100).nullable().default(null),
  formality: z.enum(['default', 'formal', 'informal']).default('default'),
  /** `fixed`: the spoken language is used even when another is heard; `auto`: it is a hint. */
  sourceLanguageMode: z.enum(['auto', 'fixed']).default('auto'),
  /** The meeting's spoken-term list on the service (its terms of the spoken language are used). */
  spokenTermsId: z.string().trim().min(1).max(100).nullable().default(null),
});

/** Spoken translation as a meeting wants it: the target languages spoken, in which format and voice, where and how loud. */
const MeetingSpeechSchema = z.object({
  /** The target languages that are also spoken (`target_media_languages`); the window plays them. */
  langs: z.array(LanguageCodeSchema).max(5).default([]),
  contentType: z.enum(TARGET_MEDIA_CONTENT_TYPES).default(DEFAULT_SPEECH_CONTENT_TYPE),
  voice: z.enum(TARGET_MEDIA_VOICES).nullable().default(null),
  /** The window's output device (its id in the browser's list); '' is the system's default output. */
  outputId: z.string().max(512).default(''),
  volume: z.number().min(0).max(1).default(0.8),
});
export type MeetingSpeech = z.infer<typeof MeetingSpeechSchema>;

/** A capture device as remembered: by its own name and kind (its id changes as devices come and go). */
const RememberedDeviceSchema = z.object({
  name: z.string().max(512),
  kind: z.enum(['microphone', 'systemAudio']),
});
export type RememberedDevice = z.infer<typeof RememberedDeviceSchema>;

/** Both sides of a call or one source, and each side's device. */
const MeetingCallSchema = z.object({
  bothSides: z.boolean().default(false),
  me: RememberedDeviceSchema.nullable().default(null),
  others: RememberedDeviceSchema.nullable().default(null),
});
export type MeetingCall = z.infer<typeof MeetingCallSchema>;

/** Everything a meeting profile brings back: its terms and tone, its spoken translation, its audio sources. */
export const MeetingSettingsSchema = MeetingTermsSchema.extend({
  speech: MeetingSpeechSchema.default(() => MeetingSpeechSchema.parse({})),
  call: MeetingCallSchema.default(() => MeetingCallSchema.parse({})),
});
export type MeetingSettings = z.infer<typeof MeetingSettingsSchema>;

/** A profile's name as the user typed it ("Weekly sync with Lyon"). */
const ProfileNameSchema = z.string().trim().min(1).max(60);

export const VoicePreferencesSchema = z.object({
  sourceLang: LanguageCodeSchema.nullable().default(null),
  targetLangs: z.array(LanguageCodeSchema).max(5).default([]),
  /** The capture device's id; null is the system default microphone. */
  inputDevice: z.string().max(512).nullable().default(null),
  /** Captions start from system audio (the meeting's sound) rather than a microphone; the window remembers it. */
  captureSystemAudio: z.boolean().default(true),
  /** Caption a WAV recording rather than a device, and which one: remembered like the languages. */
  useRecording: z.boolean().default(false),
  recordingPath: z.string().max(4096).nullable().default(null),
  translatedSpeech: z.boolean().default(false),
  /** The meeting settings in use, and those remembered per meeting profile (at most 30). */
  meeting: MeetingSettingsSchema.default(() => MeetingSettingsSchema.parse({})),
  profiles: z
    .record(ProfileNameSchema, MeetingSettingsSchema)
    .refine((profiles) => Object.keys(profiles).length <= 30, { message: 'At most 30 meeting profiles.' })
    .meta({ maxProperties: 30 })
    .default({}),
  /** The profile chosen last; null: no profile. */
  profile: ProfileNameSchema.nullable().default(null),
  overlay: VoiceOverlaySchema.default(() => VoiceOverlaySchema.parse({})),
});
export type VoicePreferences = z.infer<typeof VoicePreferencesSchema>;

/**
 * A shortcut as stored and sent over IPC: not empty, no control character (NUL included) and no lone
 * surrogate (a half of a character that no keyboard can type and no file can hold as UTF-8). Whether the keys
 * make a shortcut at all is checked by shared/rules/shortcuts when it is registered.
 */
const ShortcutText = z
  .string()
  .min(1, 'Choose a shortcut.')
  .max(100)
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), 'A shortcut cannot hold control characters.')
  .refine(
    (text) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text),
    'A shortcut cannot hold half of a character.',
  );

/** Translate anywhere: the global shortcuts, the popup's target language, the tray and start at login. */
export const QuickTranslatePreferencesSchema = z.object({
  /** Electron accelerators; checked by shared/rules/shortcuts. */
  selectionShortcut: ShortcutText.default(DEFAULT_SELECTION_SHORTCUT),
  clipboardShortcut: ShortcutText.default(DEFAULT_CLIPBOARD_SHORTCUT),
  /** The popup's target language; null: the translation default, else English (US). */
  targetLang: LanguageCodeSchema.nullable().default(null),
  /** Closing the window leaves Glossa in the tray (menu bar). */
  keepInTray: z.boolean().default(false),
  startAtLogin: z.boolean().default(false),
});
export type QuickTranslatePreferences = z.infer<typeof QuickTranslatePreferencesSchema>;

export const HISTORY_LIMITS = { entries: { min: 100, max: 1_000_000 }, days: { min: 1, max: 3650 } } as const;

/** The local history of text translations and improvements: on or off, and how much it keeps. */
export const HistoryPreferencesSchema = z.object({
  enabled: z.boolean().default(true),
  /** Bounded by the number of entries or by their age; pinned entries are always kept. */
  keepBy: z.enum(['count', 'age']).default('count'),
  maxEntries: z.number().int().min(HISTORY_LIMITS.entries.min).max(HISTORY_LIMITS.entries.max).default(10_000),
  maxAgeDays: z.number().int().min(HISTORY_LIMITS.days.min).max(HISTORY_LIMITS.days.max).default(90),
});
export type HistoryPreferences = z.infer<typeof HistoryPreferencesSchema>;
/**
 * How Glossa reaches the service: an optional proxy address (http://host:port) that wins over HTTPS_PROXY /
 * HTTP_PROXY. Its credentials (typed as http://user:password@host:port) are kept with the keys, in the OS
 * keychain, never in this file; `proxyCredentials` only says there are some. Windows see `host:port` only.
 */
const NetworkPreferencesSchema = z.object({
  proxyUrl: z.string().trim().max(2048).nullable().default(null),
  proxyCredentials: z.boolean().default(false),
});

export const MAX_ACCOUNTS = 20;

export const SETTINGS_VERSION = 3;

export const SettingsSchema = z.object({
  version: z.literal(SETTINGS_VERSION),
  theme: z.enum(THEMES).default('system'),
  /** The language of Glossa's own screens: the system's (the default) or one chosen in Settings. */
  uiLanguage: z.enum(UI_LANGUAGE_CHOICES).default('system'),
  /** The newcomer chose "Explore the offline demo": the welcome screen does not come back. */
  demoExplored: z.boolean().default(false),
  window: WindowStateSchema.default({ width: 1280, height: 820, maximized: false }),
  /** Named accounts, never with their keys (those are in the OS keychain). A broken entry is dropped alone. */
  accounts: z
    .preprocess(
      (v) => (Array.isArray(v) ? v.filter((item) => AccountSchema.safeParse(item).success) : v),
      z.array(AccountSchema).max(MAX_ACCOUNTS),
    )
    .default([]),
  activeAccountId: z.string().nullable().default(null),
  translationDefaults: TranslationDefaultsSchema.default(() => TranslationDefaultsSchema.parse({})),
  voice: VoicePreferencesSchema.default(() => VoicePreferencesSchema.parse({})),
  documents: DocumentPreferencesSchema.default(() => DocumentPreferencesSchema.parse({})),
  quickTranslate: QuickTranslatePreferencesSchema.default(() => QuickTranslatePreferencesSchema.parse({})),
  history: HistoryPreferencesSchema.default(() => HistoryPreferencesSchema.parse({})),
  network: NetworkPreferencesSchema.default(() => NetworkPreferencesSchema.parse({})),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** The part of the settings a renderer may change in one call (quick translate and history have their own calls). */
export const SettingsPatchSchema = z
  .object({
    theme: z.enum(THEMES),
    uiLanguage: z.enum(UI_LANGUAGE_CHOICES),
    demoExplored: z.boolean(),
    translationDefaults: TranslationDefaultsSchema,
    voice: VoicePreferencesSchema,
    documents: DocumentPreferencesSchema,
  })
  .partial()
  .strict();

export const defaultSettings = (): Settings => SettingsSchema.parse({ version: SETTINGS_VERSION });

type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;
/** migrations[n] turns a version-n document into version n+1. */
const migrations: Record<number, Migration> = {
  0: (doc) => ({ ...doc, version: 1 }),
  // 2 adds accounts, translation defaults and voice preferences; their defaults fill in.
  1: (doc) => ({ ...doc, version: 2 }),
  // 3: the built-in region is the public service, and a custom address carries its scheme word. Custom
  // addresses saved before were always sent the spec's word; they keep it, so they go on working.
  2: (doc) => ({
    ...doc,
    version: 3,
    ...(Array.isArray(doc.accounts) ? { accounts: doc.accounts.map(withLegacyScheme) } : {}),
  }),
};

function withLegacyScheme(account: unknown): unknown {
  if (typeof account !== 'object' || account === null) return account;
  const endpoint = (account as { endpoint?: unknown }).endpoint;
  if (typeof endpoint !== 'object' || endpoint === null || (endpoint as { kind?: unknown }).kind !== 'custom')
    return account;
  if ((endpoint as { authScheme?: unknown }).authScheme !== undefined) return account;
  return { ...account, endpoint: { ...endpoint, authScheme: LEGACY_AUTH_SCHEME } };
}

/**
 * Reads any stored settings document: migrates old versions, drops what no longer parses and keeps the rest.
 * A corrupt or future file never stops the app; it starts from defaults and says so.
 */
export function migrateSettings(raw: unknown): { settings: Settings; repaired: boolean } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { settings: defaultSettings(), repaired: raw !== undefined };
  let doc = { ...(raw as Record<string, unknown>) };
  let version = typeof doc.version === 'number' ? doc.version : 0;
  if (version > SETTINGS_VERSION) return { settings: defaultSettings(), repaired: true };
  while (version < SETTINGS_VERSION) {
    const step = migrations[version];
    if (!step) return { settings: defaultSettings(), repaired: true };
    doc = step(doc);
    version += 1;
  }
  const parsed = SettingsSchema.safeParse(doc);
  if (parsed.success) return { settings: parsed.data, repaired: false };
  // Keep every top-level field that is valid on its own; default the rest.
  const repairedDoc: Record<string, unknown> = { version: SETTINGS_VERSION };
  for (const [key, field] of Object.entries(SettingsSchema.shape)) {
    if (key === 'version') continue;
    const one = (field as z.ZodType).safeParse(doc[key]);
    if (one.success) repairedDoc[key] = one.data;
  }
  return { settings: SettingsSchema.parse(repairedDoc), repaired: true };
}
