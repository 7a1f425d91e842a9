// Requests and answers of the `quickTranslate` IPC area (declared in contract.ts): translate anywhere with a
// global shortcut, the popup's state, the tray, and how well this desktop supports each.
import { z } from 'zod';
import { QuickTranslatePreferencesSchema } from '../settings';
import { FORMALITY_VALUES } from '../api/wireValues';
import { UiMessageSchema } from '../i18n/catalogue';
import { GESTURES } from './history';

/**
 * The most the popup sends in one request: the service takes 128 KiB per request body, and the rest of the
 * body (languages, glossary, form encoding) needs room. Longer text is cut at a boundary, with a note.
 */
export const QUICK_TEXT_MAX_BYTES = 120 * 1024;

const Id = z.string().min(1).max(200);
/**
 * What the popup translates with besides its languages: it starts from the target language's defaults (Settings,
 * rules/targetDefaults.ts) and the text around the selection where the desktop gives it; the popup can change it.
 */
export const QuickChoicesSchema = z.object({
  /** Glossaries in priority order (the rules allow 5). */
  glossaryIds: z.array(Id).max(20),
  memoryId: Id.nullable(),
  memoryThreshold: z.number().int().min(0).max(100),
  /** A client profile (the service's style profile): sent in place of the glossaries and the memory. */
  styleProfileId: Id.nullable(),
  formality: z.enum(FORMALITY_VALUES),
  /** Text around the selection: steers its meaning, neither translated nor billed. */
  context: z.string().max(50_000),
});
export type QuickChoices = z.infer<typeof QuickChoicesSchema>;

const QuickErrorSchema = z.object({
  kind: z.string(),
  message: z.string(),
  nextStep: z.string().optional(),
  uiMessage: UiMessageSchema.optional(),
  uiNextStep: UiMessageSchema.optional(),
  fields: z
    .array(z.object({ field: z.string(), message: z.string(), uiMessage: UiMessageSchema.optional() }))
    .max(50)
    .optional(),
});

export const QuickStateSchema = z.object({
  /** Grows with each translation, so a window can tell a new one from the one it shows. */
  sequence: z.number().int(),
  status: z.enum(['idle', 'reading', 'translating', 'done', 'empty', 'failed']),
  gesture: z.enum(GESTURES).nullable(),
  source: z.string(),
  result: z.string(),
  sourceLang: z.string().nullable(),
  detectedSourceLang: z.string().nullable(),
  targetLang: z.string(),
  /** The glossaries applied to the translation shown, in priority order, with their names. */
  glossaries: z.array(z.object({ glossaryId: z.string(), name: z.string() })).max(20),
  choices: QuickChoicesSchema,
  /** Where the context came from: the desktop (text around the selection), typed in the popup, or none. */
  contextFrom: z.enum(['desktop', 'popup', 'none']),
  /** A choice found deleted elsewhere and cleared (the popup names it and says so). */
  cleared: z.object({ part: z.enum(['glossary', 'memory', 'profile']), id: z.string() }).nullable(),
  /** Why the glossaries or memory were left out of the translation shown (it was translated without them). */
  skipped: QuickErrorSchema.nullable(),
  /** The text was longer than one request may be: how much was sent of how much. */
  truncated: z.object({ sentChars: z.number().int(), totalChars: z.number().int() }).nullable(),
  error: QuickErrorSchema.nullable(),
});
export type QuickState = z.infer<typeof QuickStateSchema>;

/** The most text the popup takes at all (it sends the first QUICK_TEXT_MAX_BYTES of it, with a note). */
export const QUICK_TEXT_MAX_CHARS = 1_000_000;
const QUICK_TEXT_TOO_LONG_MESSAGE = `The popup takes at most ${QUICK_TEXT_MAX_CHARS.toLocaleString('en')} characters. Open Glossa's Translate section for longer text, or translate it as a document.`;

/** A sentence when the popup cannot take this text, else null (measured in UTF-16 units, as the schema does). */
export function quickTextProblem(text: string): string | null {
  return text.length > QUICK_TEXT_MAX_CHARS ? QUICK_TEXT_TOO_LONG_MESSAGE : null;
}

export const QuickTranslateTextSchema = z.object({
  text: z.string().max(QUICK_TEXT_MAX_CHARS, QUICK_TEXT_TOO_LONG_MESSAGE),
  sourceLang: z.string().min(2).max(35).nullable().optional(),
});
export const QuickTargetSchema = z.object({ targetLang: z.string().min(2).max(35) });

const SHORTCUT_KINDS = ['selection', 'clipboard'] as const;
/** How a desktop reads the selection: X11's PRIMARY, Wayland's primary where offered, or a copy (macOS, Windows). */
const SELECTION_WAYS = ['x11', 'wayland', 'macos', 'windows'] as const;
export type SelectionWay = (typeof SELECTION_WAYS)[number];
const ShortcutStatusSchema = z.object({
  kind: z.enum(SHORTCUT_KINDS),
  accelerator: z.string(),
  /** How it is registered: Electron's global shortcuts, the desktop portal (Wayland), or not at all. */
  via: z.enum(['electron', 'portal', 'none']),
  /** Why it is not registered, and what to do, as a catalogue message; null when it works. */
  problem: UiMessageSchema.nullable(),
});
export type ShortcutStatus = z.infer<typeof ShortcutStatusSchema>;

export const QuickTranslateStatusSchema = z.object({
  /** false in the browser shell: shortcuts, tray and popup are the desktop app's. */
  available: z.boolean(),
  /** The desktop as detected: `X11`, `Wayland (GNOME)`, `Windows`, `macOS`, or `browser`. */
  desktop: z.string(),
  /** How the selection is read on this desktop (the window words it); null in the browser shell. */
  selection: z.enum(SELECTION_WAYS).nullable(),
  shortcuts: z.array(ShortcutStatusSchema),
  tray: z.boolean(),
  startAtLogin: z.object({ supported: z.boolean(), enabled: z.boolean() }),
  preferences: QuickTranslatePreferencesSchema,
});
export type QuickTranslateStatus = z.infer<typeof QuickTranslateStatusSchema>;

/** Text the popup hands to the main window's Translate view. */
export const OpenInMainSchema = z.object({
  text: z.string(),
  sourceLang: z.string().nullable(),
  targetLang: z.string(),
});
export type OpenInMain = z.infer<typeof OpenInMainSchema>;
