// A global shortcut's keys as the platform names them in the UI language: Strg+Alt+Umschalt+G in German,
// Ctrl+Alt+Maj+G in French, ⌃⌥⇧⌘G on macOS. The stored accelerator stays Electron's (CommandOrControl+Alt+Shift+G);
// this is only how a person reads it, and, for a shortcut typed by hand in those words, the way back.
import type { MessageId, UiMessage } from '../i18n/catalogue';
import { parseShortcut, type ShortcutPlatform } from './shortcuts';

type Modifier = 'ctrl' | 'alt' | 'shift' | 'meta';
const ORDER: readonly Modifier[] = ['ctrl', 'alt', 'shift', 'meta'];

/** Electron's name of a modifier, for the way back. */
const ACCELERATOR_MODIFIER: Record<Modifier, string> = { ctrl: 'Ctrl', alt: 'Alt', shift: 'Shift', meta: 'Super' };

/** macOS prints its modifiers as symbols, in this order, with no joiner. */
const MAC_SYMBOLS: Record<Modifier, string> = { ctrl: '⌃', alt: '⌥', shift: '⇧', meta: '⌘' };

/** The named keys of an accelerator (parseShortcut's spelling) and their message. */
const NAMED: Record<string, MessageId> = {
  Space: 'keys.space',
  Tab: 'keys.tab',
  Backspace: 'keys.backspace',
  Delete: 'keys.delete',
  Insert: 'keys.insert',
  Return: 'keys.enter',
  Enter: 'keys.enter',
  Up: 'keys.up',
  Down: 'keys.down',
  Left: 'keys.left',
  Right: 'keys.right',
  Home: 'keys.home',
  End: 'keys.end',
  PageUp: 'keys.pageUp',
  PageDown: 'keys.pageDown',
  Escape: 'keys.escape',
  Esc: 'keys.escape',
  PrintScreen: 'keys.printScreen',
};

/** macOS's own symbols for keys its menus print that way. */
const MAC_KEYS: Record<string, string> = {
  Return: '↩',
  Enter: '↩',
  Backspace: '⌫',
  Delete: '⌦',
  Escape: '⎋',
  Esc: '⎋',
  Tab: '⇥',
  Up: '↑',
  Down: '↓',
  Left: '←',
  Right: '→',
  PageUp: '⇞',
  PageDown: '⇟',
  Home: '↖',
  End: '↘',
};

function modifierMessage(modifier: Modifier, platform: ShortcutPlatform): MessageId {
  if (modifier === 'meta') return platform === 'win32' ? 'keys.windows' : 'keys.super';
  return `keys.${modifier}`;
}

/**
 * The keys of `accelerator` in the words of the language `say` speaks; an accelerator that does not parse is shown
 * as it is (its problem is said beside it).
 */
export function shortcutInWords(
  accelerator: string,
  platform: ShortcutPlatform,
  say: (message: UiMessage) => string,
): string {
  const parsed = parseShortcut(accelerator, platform);
  if ('issue' in parsed) return accelerator;
  const { modifiers, key } = parsed.shortcut;
  const held = ORDER.filter((m) => modifiers.has(m));
  if (platform === 'darwin') {
    const named = MAC_KEYS[key] ?? (NAMED[key] ? say({ id: NAMED[key] }) : key === 'Plus' ? '+' : key);
    return held.map((m) => MAC_SYMBOLS[m]).join('') + named;
  }
  const named = NAMED[key] ? say({ id: NAMED[key] }) : key === 'Plus' ? 'Plus' : key;
  return [...held.map((m) => say({ id: modifierMessage(m, platform) })), named].join('+');
}

/**
 * A shortcut typed by hand, in the UI language's words or Electron's, as an accelerator: `Strg+Umschalt+Alt+K`
 * becomes `Ctrl+Shift+Alt+K`, `⌘⇧K` becomes `Super+Shift+K`. Words it does not know are kept, for parseShortcut to
 * name the problem.
 */
export function acceleratorFromWords(
  typed: string,
  platform: ShortcutPlatform,
  say: (message: UiMessage) => string,
): string {
  const back = new Map<string, string>();
  for (const modifier of ORDER)
    back.set(say({ id: modifierMessage(modifier, platform) }).toLocaleLowerCase(), ACCELERATOR_MODIFIER[modifier]);
  for (const [name, id] of Object.entries(NAMED)) {
    const word = say({ id }).toLocaleLowerCase();
    if (!back.has(word)) back.set(word, name);
  }
  const symbols = new Map<string, string>([
    ...ORDER.map((m): [string, string] => [MAC_SYMBOLS[m], ACCELERATOR_MODIFIER[m]]),
    ...Object.entries(MAC_KEYS).map(([name, symbol]): [string, string] => [symbol, name]),
  ]);
  // macOS writes its keys without a joiner: ⌘⇧K is ⌘+⇧+K.
  const tokens = typed
    .trim()
    .split(/\+(?!$)/)
    .flatMap((token) => {
      const parts: string[] = [];
      let rest = token.trim();
      while (rest.length > 1 && symbols.has(rest.charAt(0))) {
        parts.push(symbols.get(rest.charAt(0))!);
        rest = rest.slice(1).trim();
      }
      return [...parts, symbols.get(rest) ?? rest];
    })
    .filter((token) => token !== '');
  if (tokens.length === 0) return typed;
  return tokens.map((token) => back.get(token.toLocaleLowerCase()) ?? token).join('+');
}
