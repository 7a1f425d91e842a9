// Requests and answers of the `quickTranslate` IPC area (declared in contract.ts): translate anywhere with a
// global shortcut, the popup's state, the tray, and how well this desktop supports each.
import { z } from 'zod';
import { QuickTranslatePreferencesSchema } from '../settings';
import { GESTURES } from './history';

/**
 * The most the popup sends in one request: the service takes 128 KiB per request body, and the rest of the
 * body (languages, glossary, form encoding) needs room. Longer text is cut at a boundary, with a note.
 */
export const QUICK_TEXT_MAX_BYTES = 120 * 1024;

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
  /** The glossary the active account uses for the pair, when one was applied. */
  glossary: z.object({ glossaryId: z.string(), name: z.string() }).nullable(),
  /** The text was longer than one request may be: how much was sent of how much. */
  truncated: z.object({ sentChars: z.number().int(), totalChars: z.number().int() }).nullable(),
  error: z.object({ kind: z.string(), message: z.string(), nextStep: z.string().optional() }).nullable(),
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
const ShortcutStatusSchema = z.object({
  kind: z.enum(SHORTCUT_KINDS),
  accelerator: z.string(),
  /** How it is registered: Electron's global shortcuts, the desktop portal (Wayland), or not at all. */
  via: z.enum(['electron', 'portal', 'none']),
  /** Why it is not registered, and what to do; null when it works. */
  problem: z.string().nullable(),
});
export type ShortcutStatus = z.infer<typeof ShortcutStatusSchema>;

export const QuickTranslateStatusSchema = z.object({
  /** false in the browser shell: shortcuts, tray and popup are the desktop app's. */
  available: z.boolean(),
  /** The desktop as detected: `X11`, `Wayland (GNOME)`, `Windows`, `macOS`, or `browser`. */
  desktop: z.string(),
  /** How the selection is read on this desktop, as one sentence. */
  selection: z.string(),
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
