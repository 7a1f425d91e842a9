// Global shortcuts (quick translate): their syntax (Electron accelerators), the defaults, and the desktop
// shortcuts they must not take over. Settings checks a choice as it is typed; main checks it again before it
// registers it. Every issue is a catalogue message (`settings.shortcut.*`), worded in the user's language.
import type { MessageId, ShortcutRef, UiMessage } from '../i18n/catalogue';
import { fieldIssue, type FieldIssue as Issue } from './issues';

export type ShortcutPlatform = ShortcutRef['platform'];

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
  if (tokens.length === 0)
    return {
      issue: fieldIssue(field, {
        id: 'settings.shortcut.problem.empty',
        ...namingShortcuts(platform, { example: DEFAULT_SELECTION_SHORTCUT }),
      }),
    };
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
    if (k === null)
      return { issue: fieldIssue(field, { id: 'settings.shortcut.problem.unknownKey', values: { key: token } }) };
    if (key !== null) return { issue: fieldIssue(field, { id: 'settings.shortcut.problem.oneKey' }) };
    key = k;
  }
  if (key === null) return { issue: fieldIssue(field, { id: 'settings.shortcut.problem.noKey' }) };
  const functionKey = /^F(1[3-9]|2[0-4])$/.test(key);
  if (!functionKey && (modifiers.size === 0 || (modifiers.size === 1 && modifiers.has('shift')))) {
    return { issue: fieldIssue(field, { id: 'settings.shortcut.problem.typingKey' }) };
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

/**
 * A message's variables that name shortcuts (variable -> accelerator): the window and main put their keys in the
 * UI language's words (`UiMessage.shortcuts`); `values` keeps them in English, for logs.
 */
export function namingShortcuts(
  platform: ShortcutPlatform,
  accelerators: Record<string, string>,
): Pick<UiMessage, 'values' | 'shortcuts'> {
  const values: Record<string, string> = {};
  const shortcuts: Record<string, ShortcutRef> = {};
  for (const [name, accelerator] of Object.entries(accelerators)) {
    values[name] = describeShortcut(accelerator, platform);
    shortcuts[name] = { accelerator, platform };
  }
  return { values, shortcuts };
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
  /** What the keys do there, as a whole sentence naming `{keys}`. */
  says: MessageId;
}

/** Shortcuts that desktops (GNOME, KDE Plasma, Windows, macOS) keep for themselves by default. */
const DESKTOP_SHORTCUTS: readonly DesktopShortcut[] = [
  { platforms: ['linux'], keys: 'Ctrl+Alt+T', says: 'settings.shortcut.desktop.terminal' },
  {
    platforms: ['linux', 'win32'],
    keys: 'Ctrl+Alt+Delete',
    says: 'settings.shortcut.desktop.logOutOrSecurity',
  },
  { platforms: ['linux'], keys: 'Ctrl+Alt+L', says: 'settings.shortcut.desktop.lockKde' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Escape', says: 'settings.shortcut.desktop.killWindow' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Shift+Delete', says: 'settings.shortcut.desktop.logOutKde' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Shift+PageDown', says: 'settings.shortcut.desktop.shutDownKde' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Shift+PageUp', says: 'settings.shortcut.desktop.restartKde' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Shift+R', says: 'settings.shortcut.desktop.recordGnome' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Up', says: 'settings.shortcut.desktop.switchWorkspace' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Down', says: 'settings.shortcut.desktop.switchWorkspace' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Left', says: 'settings.shortcut.desktop.switchWorkspace' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Right', says: 'settings.shortcut.desktop.switchWorkspace' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+D', says: 'settings.shortcut.desktop.showDesktopGnome' },
  { platforms: ['linux'], keys: 'Ctrl+Alt+Tab', says: 'settings.shortcut.desktop.systemControls' },
  { platforms: ['linux'], keys: 'Alt+F2', says: 'settings.shortcut.desktop.runCommand' },
  { platforms: ['linux'], keys: 'Alt+Space', says: 'settings.shortcut.desktop.krunnerOrWindowMenu' },
  { platforms: ['linux', 'win32'], keys: 'Alt+Tab', says: 'settings.shortcut.desktop.switchWindows' },
  { platforms: ['linux', 'win32'], keys: 'Alt+F4', says: 'settings.shortcut.desktop.closeWindow' },
  { platforms: ['linux', 'win32'], keys: 'Super+L', says: 'settings.shortcut.desktop.lockScreen' },
  { platforms: ['linux', 'win32'], keys: 'Super+D', says: 'settings.shortcut.desktop.showDesktop' },
  { platforms: ['linux', 'win32'], keys: 'Super+E', says: 'settings.shortcut.desktop.fileManager' },
  {
    platforms: ['linux', 'win32'],
    keys: 'Super+V',
    says: 'settings.shortcut.desktop.clipboardHistory',
  },
  { platforms: ['linux', 'win32'], keys: 'Super+A', says: 'settings.shortcut.desktop.appsOrQuickSettings' },
  { platforms: ['linux', 'win32'], keys: 'Super+Space', says: 'settings.shortcut.desktop.keyboardLayout' },
  { platforms: ['win32'], keys: 'Super+Shift+S', says: 'settings.shortcut.desktop.snippingTool' },
  { platforms: ['win32'], keys: 'Super+R', says: 'settings.shortcut.desktop.run' },
  { platforms: ['win32'], keys: 'Super+H', says: 'settings.shortcut.desktop.voiceTyping' },
  { platforms: ['win32'], keys: 'Super+.', says: 'settings.shortcut.desktop.emojiPanel' },
  { platforms: ['win32'], keys: 'Super+Alt+R', says: 'settings.shortcut.desktop.gameBar' },
  { platforms: ['win32'], keys: 'Ctrl+Shift+Escape', says: 'settings.shortcut.desktop.taskManager' },
  { platforms: ['darwin'], keys: 'Cmd+Space', says: 'settings.shortcut.desktop.spotlight' },
  { platforms: ['darwin'], keys: 'Ctrl+Space', says: 'settings.shortcut.desktop.inputSource' },
  { platforms: ['darwin'], keys: 'Ctrl+Cmd+Space', says: 'settings.shortcut.desktop.emojiViewer' },
  { platforms: ['darwin'], keys: 'Ctrl+Cmd+Q', says: 'settings.shortcut.desktop.lockScreen' },
  { platforms: ['darwin'], keys: 'Cmd+Shift+3', says: 'settings.shortcut.desktop.screenshot' },
  { platforms: ['darwin'], keys: 'Cmd+Shift+4', says: 'settings.shortcut.desktop.screenshotArea' },
  { platforms: ['darwin'], keys: 'Cmd+Shift+5', says: 'settings.shortcut.desktop.screenshotTools' },
  { platforms: ['darwin'], keys: 'Cmd+Alt+Escape', says: 'settings.shortcut.desktop.forceQuit' },
  { platforms: ['darwin'], keys: 'Cmd+Alt+Shift+Escape', says: 'settings.shortcut.desktop.forceQuitFront' },
  { platforms: ['darwin'], keys: 'Cmd+Alt+Shift+Q', says: 'settings.shortcut.desktop.logOutNow' },
  { platforms: ['darwin'], keys: 'Cmd+Alt+Shift+V', says: 'settings.shortcut.desktop.pasteMatchStyle' },
  { platforms: ['darwin'], keys: 'Cmd+Alt+D', says: 'settings.shortcut.desktop.dock' },
  { platforms: ['darwin'], keys: 'Cmd+Tab', says: 'settings.shortcut.desktop.switchApps' },
  { platforms: ['darwin'], keys: 'Cmd+Q', says: 'settings.shortcut.desktop.quitFront' },
  { platforms: ['darwin'], keys: 'Cmd+H', says: 'settings.shortcut.desktop.hideFront' },
  { platforms: ['darwin'], keys: 'Cmd+Alt+H', says: 'settings.shortcut.desktop.hideOthers' },
];

/**
 * Shortcuts that nearly every application uses (CmdOrCtrl is Ctrl, or Cmd on macOS). A global shortcut is
 * taken from every program, so these would stop copying, pasting or saving everywhere.
 */
const APPLICATION_SHORTCUTS: readonly { keys: string; says: MessageId }[] = [
  { keys: 'CmdOrCtrl+C', says: 'settings.shortcut.application.copy' },
  { keys: 'CmdOrCtrl+V', says: 'settings.shortcut.application.paste' },
  { keys: 'CmdOrCtrl+X', says: 'settings.shortcut.application.cut' },
  { keys: 'CmdOrCtrl+Z', says: 'settings.shortcut.application.undo' },
  { keys: 'CmdOrCtrl+Y', says: 'settings.shortcut.application.redo' },
  { keys: 'CmdOrCtrl+Shift+Z', says: 'settings.shortcut.application.redo' },
  { keys: 'CmdOrCtrl+A', says: 'settings.shortcut.application.selectAll' },
  { keys: 'CmdOrCtrl+S', says: 'settings.shortcut.application.save' },
  { keys: 'CmdOrCtrl+Shift+S', says: 'settings.shortcut.application.saveAs' },
  { keys: 'CmdOrCtrl+O', says: 'settings.shortcut.application.open' },
  { keys: 'CmdOrCtrl+N', says: 'settings.shortcut.application.new' },
  { keys: 'CmdOrCtrl+P', says: 'settings.shortcut.application.print' },
  { keys: 'CmdOrCtrl+F', says: 'settings.shortcut.application.find' },
  { keys: 'CmdOrCtrl+W', says: 'settings.shortcut.application.close' },
  { keys: 'CmdOrCtrl+Q', says: 'settings.shortcut.application.quit' },
  { keys: 'CmdOrCtrl+T', says: 'settings.shortcut.application.newTab' },
  { keys: 'CmdOrCtrl+Shift+T', says: 'settings.shortcut.application.reopenTab' },
  { keys: 'CmdOrCtrl+Shift+V', says: 'settings.shortcut.application.pastePlain' },
  { keys: 'CmdOrCtrl+B', says: 'settings.shortcut.application.bold' },
  { keys: 'CmdOrCtrl+I', says: 'settings.shortcut.application.italic' },
  { keys: 'CmdOrCtrl+U', says: 'settings.shortcut.application.underline' },
];

/**
 * The issues of a global shortcut on `platform`: bad syntax, one of the desktop's own shortcuts, or one that
 * applications use (Ctrl+C, Ctrl+V..., and any Ctrl or Cmd with only a letter or digit).
 */
export function shortcutIssues(accelerator: string, platform: ShortcutPlatform): Issue[] {
  const parsed = parseShortcut(accelerator, platform);
  if ('issue' in parsed) return [parsed.issue];
  const keys = { keys: accelerator };
  const clash = DESKTOP_SHORTCUTS.find(
    (d) => d.platforms.includes(platform) && sameKeys(d.keys, parsed.shortcut, platform),
  );
  if (clash) return [fieldIssue('shortcut', { id: clash.says, ...namingShortcuts(platform, keys) })];
  const withExample = namingShortcuts(platform, { ...keys, example: DEFAULT_SELECTION_SHORTCUT });
  const common = APPLICATION_SHORTCUTS.find((a) => sameKeys(a.keys, parsed.shortcut, platform));
  if (common) return [fieldIssue('shortcut', { id: common.says, ...withExample })];
  const primary: Modifier = platform === 'darwin' ? 'meta' : 'ctrl';
  const { modifiers, key } = parsed.shortcut;
  if (modifiers.size === 1 && modifiers.has(primary) && /^[A-Z0-9]$/.test(key))
    return [fieldIssue('shortcut', { id: 'settings.shortcut.problem.applicationKeys', ...withExample })];
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
        fieldIssue('clipboardShortcut', {
          id: 'settings.shortcut.problem.sameKeys',
          ...namingShortcuts(platform, { keys: clipboard }),
        }),
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
