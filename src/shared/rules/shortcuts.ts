// Global shortcuts (quick translate): their syntax (Electron accelerators), the defaults, and the desktop
// shortcuts they must not take over. Settings checks a choice as it is typed; main checks it again before it
// registers it.
import type { FieldIssue as Issue } from './issues';

export type ShortcutPlatform = 'linux' | 'win32' | 'darwin';

/**
 * The defaults. Ctrl+Alt+Shift (Cmd+Option+Shift on macOS) with G (Glossa) and C (clipboard): no GNOME, KDE,
 * Windows or macOS shortcut uses these combinations (see DESKTOP_SHORTCUTS), and three modifiers keep them
 * clear of application shortcuts, which use one or two (Ctrl+Shift+T, Ctrl+Alt+T, Cmd+Option+Shift+V...).
 */
export const DEFAULT_SELECTION_SHORTCUT = 'CommandOrControl+Alt+Shift+G';
export const DEFAULT_CLIPBOARD_SHORTCUT = 'CommandOrControl+Alt+Shift+C';

type Modifier = 'ctrl' | 'alt' | 'shift' | 'meta';
const MODIFIER_ORDER: readonly Modifier[] = ['ctrl', 'alt', 'shift', 'meta'];

export interface ParsedShortcut {
  modifiers: ReadonlySet<Modifier>;
  /** The key, upper-case for letters: `G`, `F8`, `Space`, `/`. */
  key: string;
}

const NAMED_KEYS = new Set([
  'Space',
  'Tab',
  'Backspace',
  'Delete',
  'Insert',
  'Return',
  'Enter',
  'Up',
  'Down',
  'Left',
  'Right',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
  'Esc',
  'PrintScreen',
  'Plus',
]);
const PUNCTUATION = new Set([
  ')',
  '!',
  '@',
  '#',
  '$',
  '%',
  '^',
  '&',
  '*',
  '(',
  ':',
  ';',
  '<',
  '=',
  '>',
  '?',
  '_',
  '-',
  '{',
  '}',
  '[',
  ']',
  '|',
  '\\',
  '~',
  '`',
  "'",
  '"',
  ',',
  '.',
  '/',
]);

function modifierOf(token: string, platform: ShortcutPlatform): Modifier | null {
  switch (token.toLowerCase()) {
    case 'commandorcontrol':
    case 'cmdorctrl':
      return platform === 'darwin' ? 'meta' : 'ctrl';
    case 'command':
    case 'cmd':
    case 'super':
    case 'meta':
      return 'meta';
    case 'control':
    case 'ctrl':
      return 'ctrl';
    case 'alt':
    case 'option':
      return 'alt';
    case 'shift':
      return 'shift';
    default:
      return null;
  }
}

function keyOf(token: string): string | null {
  if (/^[a-z0-9]$/i.test(token)) return token.toUpperCase();
  if (/^F([1-9]|1[0-9]|2[0-4])$/i.test(token)) return token.toUpperCase();
  if (PUNCTUATION.has(token)) return token;
  const named = [...NAMED_KEYS].find((k) => k.toLowerCase() === token.toLowerCase());
  return named ?? null;
}

/** Reads an Electron accelerator as the keys pressed on `platform`; an issue says what is wrong with it. */
export function parseShortcut(
  accelerator: string,
  platform: ShortcutPlatform,
): { shortcut: ParsedShortcut } | { issue: Issue } {
  const field = 'shortcut';
  const tokens = accelerator.trim() === '' ? [] : accelerator.trim().split(/\+(?!$)/);
  if (tokens.length === 0) return { issue: { field, message: 'Type a shortcut, for example Ctrl+Alt+Shift+G.' } };
  const modifiers = new Set<Modifier>();
  let key: string | null = null;
  for (const raw of tokens) {
    const token = raw.trim();
    const modifier = modifierOf(token, platform);
    if (modifier) {
      modifiers.add(modifier);
      continue;
    }
    const k = keyOf(token);
    if (k === null) return { issue: { field, message: `“${token}” is not a key a shortcut can use.` } };
    if (key !== null)
      return { issue: { field, message: 'A shortcut has one key besides its modifiers (Ctrl, Alt, Shift, Super).' } };
    key = k;
  }
  if (key === null) return { issue: { field, message: 'Add a key after the modifiers, for example G.' } };
  const functionKey = /^F(1[3-9]|2[0-4])$/.test(key);
  if (!functionKey && (modifiers.size === 0 || (modifiers.size === 1 && modifiers.has('shift')))) {
    return {
      issue: { field, message: 'A global shortcut needs Ctrl, Alt or Super, or it would take a key away from typing.' },
    };
  }
  return { shortcut: { modifiers, key } };
}

/** The keys as a person reads them on `platform`: `Ctrl+Alt+Shift+G`, `⌘⌥⇧G`. */
export function describeShortcut(accelerator: string, platform: ShortcutPlatform): string {
  const parsed = parseShortcut(accelerator, platform);
  if ('issue' in parsed) return accelerator;
  const { modifiers, key } = parsed.shortcut;
  const names: Record<Modifier, string> =
    platform === 'darwin'
      ? { ctrl: '⌃', alt: '⌥', shift: '⇧', meta: '⌘' }
      : { ctrl: 'Ctrl', alt: 'Alt', shift: 'Shift', meta: platform === 'win32' ? 'Win' : 'Super' };
  const parts = MODIFIER_ORDER.filter((m) => modifiers.has(m)).map((m) => names[m]);
  return platform === 'darwin' ? `${parts.join('')}${key}` : [...parts, key].join('+');
}

/** The same keys in the XDG shortcut syntax a desktop portal takes as a preferred trigger: `CTRL+ALT+SHIFT+g`. */
export function toXdgTrigger(accelerator: string): string | null {
  const parsed = parseShortcut(accelerator, 'linux');
  if ('issue' in parsed) return null;
  const names: Record<Modifier, string> = { ctrl: 'CTRL', alt: 'ALT', shift: 'SHIFT', meta: 'LOGO' };
  const key = parsed.shortcut.key.length === 1 ? parsed.shortcut.key.toLowerCase() : parsed.shortcut.key;
  return [...MODIFIER_ORDER.filter((m) => parsed.shortcut.modifiers.has(m)).map((m) => names[m]), key].join('+');
}

interface DesktopShortcut {
  platforms: readonly ShortcutPlatform[];
  keys: string;
  /** Where and what, as the notice says it. */
  what: string;
}

/** Shortcuts that desktops (GNOME, KDE Plasma, Windows, macOS) keep for themselves by default. */
const DESKTOP_SHORTCUTS: readonly DesktopShortcut[] = [
  { platforms: ['linux'], keys: 'Ctrl+Alt+T', what: 'opens a terminal on Ubuntu and Kubuntu' },
  {
    platforms: ['linux', 'win32'],
    keys: 'Ctrl+Alt+Delete',
    what: 'logs out (GNOME, KDE) or opens the security screen (Windows)',
  },
  { platforms: ['linux'], keys: 'Ctrl+Alt+L', what: 'locks the screen in KDE Plasma' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Escape', what: 'kills a window in KDE Plasma' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Shift+Delete', what: 'logs out without asking in KDE Plasma' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Shift+PageDown', what: 'shuts down without asking in KDE Plasma' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Shift+PageUp', what: 'restarts without asking in KDE Plasma' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Shift+R', what: 'records the screen in GNOME' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Up', what: 'switches workspace in GNOME' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Down', what: 'switches workspace in GNOME' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Left', what: 'switches workspace in GNOME' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Right', what: 'switches workspace in GNOME' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+D', what: 'shows the desktop in GNOME' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Tab', what: 'switches system controls in GNOME' },
  { platforms: ['linux'], keys: 'Alt+F2', what: 'runs a command (GNOME, KDE KRunner)' },
  { platforms: ['linux'], keys: 'Alt+Space', what: 'opens KRunner in KDE Plasma or the window menu in GNOME' },
  { platforms: ['linux', 'win32'], keys: 'Alt+Tab', what: 'switches windows' },
  { platforms: ['linux', 'win32'], keys: 'Alt+F4', what: 'closes the window' },
  { platforms: ['linux', 'win32'], keys: 'Super+L', what: 'locks the screen' },
  { platforms: ['linux', 'win32'], keys: 'Super+D', what: 'shows the desktop' },
  { platforms: ['linux', 'win32'], keys: 'Super+E', what: 'opens the file manager' },
  {
    platforms: ['linux', 'win32'],
    keys: 'Super+V',
    what: 'shows clipboard history (Windows, KDE) or notifications (GNOME)',
  },
  { platforms: ['linux', 'win32'], keys: 'Super+A', what: 'shows apps (GNOME) or quick settings (Windows)' },
  { platforms: ['linux', 'win32'], keys: 'Super+Space', what: 'switches the keyboard layout' },
  { platforms: ['win32'], keys: 'Super+Shift+S', what: 'takes a screenshot (Snipping Tool)' },
  { platforms: ['win32'], keys: 'Super+R', what: 'opens Run' },
  { platforms: ['win32'], keys: 'Super+H', what: 'starts voice typing' },
  { platforms: ['win32'], keys: 'Super+.', what: 'opens the emoji panel' },
  { platforms: ['win32'], keys: 'Super+Alt+R', what: 'records the screen (Game Bar)' },
  { platforms: ['win32'], keys: 'Ctrl+Shift+Escape', what: 'opens Task Manager' },
  { platforms: ['darwin'], keys: 'Cmd+Space', what: 'opens Spotlight' },
  { platforms: ['darwin'], keys: 'Ctrl+Space', what: 'switches the input source' },
  { platforms: ['darwin'], keys: 'Ctrl+Cmd+Space', what: 'opens the emoji viewer' },
  { platforms: ['darwin'], keys: 'Ctrl+Cmd+Q', what: 'locks the screen' },
  { platforms: ['darwin'], keys: 'Cmd+Shift+3', what: 'takes a screenshot' },
  { platforms: ['darwin'], keys: 'Cmd+Shift+4', what: 'takes a screenshot of an area' },
  { platforms: ['darwin'], keys: 'Cmd+Shift+5', what: 'opens the screenshot tools' },
  { platforms: ['darwin'], keys: 'Cmd+Alt+Escape', what: 'opens Force Quit' },
  { platforms: ['darwin'], keys: 'Cmd+Alt+Shift+Escape', what: 'force-quits the front app' },
  { platforms: ['darwin'], keys: 'Cmd+Alt+Shift+Q', what: 'logs out at once' },
  { platforms: ['darwin'], keys: 'Cmd+Alt+Shift+V', what: 'pastes and matches style in most apps' },
  { platforms: ['darwin'], keys: 'Cmd+Alt+D', what: 'shows or hides the Dock' },
  { platforms: ['darwin'], keys: 'Cmd+Tab', what: 'switches apps' },
  { platforms: ['darwin'], keys: 'Cmd+Q', what: 'quits the front app' },
  { platforms: ['darwin'], keys: 'Cmd+H', what: 'hides the front app' },
  { platforms: ['darwin'], keys: 'Cmd+Alt+H', what: 'hides the other apps' },
];

/**
 * Shortcuts that nearly every application uses (CmdOrCtrl is Ctrl, or Cmd on macOS). A global shortcut is
 * taken from every program, so these would stop copying, pasting or saving everywhere.
 */
const APPLICATION_SHORTCUTS: readonly { keys: string; what: string }[] = [
  { keys: 'CmdOrCtrl+C', what: 'copies' },
  { keys: 'CmdOrCtrl+V', what: 'pastes' },
  { keys: 'CmdOrCtrl+X', what: 'cuts' },
  { keys: 'CmdOrCtrl+Z', what: 'undoes' },
  { keys: 'CmdOrCtrl+Y', what: 'redoes' },
  { keys: 'CmdOrCtrl+Shift+Z', what: 'redoes' },
  { keys: 'CmdOrCtrl+A', what: 'selects all' },
  { keys: 'CmdOrCtrl+S', what: 'saves' },
  { keys: 'CmdOrCtrl+Shift+S', what: 'saves as' },
  { keys: 'CmdOrCtrl+O', what: 'opens a file' },
  { keys: 'CmdOrCtrl+N', what: 'makes a new document' },
  { keys: 'CmdOrCtrl+P', what: 'prints' },
  { keys: 'CmdOrCtrl+F', what: 'finds' },
  { keys: 'CmdOrCtrl+W', what: 'closes the tab or window' },
  { keys: 'CmdOrCtrl+Q', what: 'quits' },
  { keys: 'CmdOrCtrl+T', what: 'opens a tab' },
  { keys: 'CmdOrCtrl+Shift+T', what: 'reopens a closed tab' },
  { keys: 'CmdOrCtrl+Shift+V', what: 'pastes without formatting' },
  { keys: 'CmdOrCtrl+B', what: 'makes text bold' },
  { keys: 'CmdOrCtrl+I', what: 'makes text italic' },
  { keys: 'CmdOrCtrl+U', what: 'underlines text' },
];

/**
 * The issues of a global shortcut on `platform`: bad syntax, one of the desktop's own shortcuts, or one that
 * applications use (Ctrl+C, Ctrl+V..., and any Ctrl or Cmd with only a letter or digit).
 */
export function shortcutIssues(accelerator: string, platform: ShortcutPlatform): Issue[] {
  const parsed = parseShortcut(accelerator, platform);
  if ('issue' in parsed) return [parsed.issue];
  const keys = describeShortcut(accelerator, platform);
  const clash = DESKTOP_SHORTCUTS.find(
    (d) => d.platforms.includes(platform) && sameKeys(d.keys, parsed.shortcut, platform),
  );
  if (clash) return [{ field: 'shortcut', message: `${keys} ${clash.what}. Choose another shortcut.` }];
  const common = APPLICATION_SHORTCUTS.find((a) => sameKeys(a.keys, parsed.shortcut, platform));
  if (common)
    return [
      {
        field: 'shortcut',
        message: `${keys} ${common.what} in almost every application; a global shortcut would take it from them. Add Alt and Shift, as in ${describeShortcut(DEFAULT_SELECTION_SHORTCUT, platform)}.`,
      },
    ];
  const primary: Modifier = platform === 'darwin' ? 'meta' : 'ctrl';
  const { modifiers, key } = parsed.shortcut;
  if (modifiers.size === 1 && modifiers.has(primary) && /^[A-Z0-9]$/.test(key))
    return [
      {
        field: 'shortcut',
        message: `${keys} is an application shortcut in many programs; a global shortcut would take it from them. Add Alt and Shift, as in ${describeShortcut(DEFAULT_SELECTION_SHORTCUT, platform)}.`,
      },
    ];
  return [];
}

/** Whether two accelerators are the same keys on `platform` (`CommandOrControl+G` and `Ctrl+G` on Linux). */
function sameShortcut(a: string, b: string, platform: ShortcutPlatform): boolean {
  const parsed = parseShortcut(b, platform);
  return !('issue' in parsed) && sameKeys(a, parsed.shortcut, platform);
}

/** The issue of the pair: the selection and the clipboard shortcut must be different keys. */
export function shortcutPairIssues(selection: string, clipboard: string, platform: ShortcutPlatform): Issue[] {
  return sameShortcut(selection, clipboard, platform)
    ? [
        {
          field: 'clipboardShortcut',
          message: `${describeShortcut(clipboard, platform)} already translates the selection. Give the clipboard other keys.`,
        },
      ]
    : [];
}

function sameKeys(keys: string, shortcut: ParsedShortcut, platform: ShortcutPlatform): boolean {
  const other = parseShortcut(keys, platform);
  if ('issue' in other) return false;
  const a = other.shortcut;
  const key = (k: string) => (k === 'Esc' ? 'Escape' : k === 'Enter' ? 'Return' : k);
  return (
    key(a.key) === key(shortcut.key) &&
    a.modifiers.size === shortcut.modifiers.size &&
    [...a.modifiers].every((m) => shortcut.modifiers.has(m))
  );
}

export function asShortcutPlatform(platform: string): ShortcutPlatform {
  return platform === 'darwin' || platform === 'win32' ? platform : 'linux';
}
