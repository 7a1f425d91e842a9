// Where a translation or improvement in the history was asked for, and how the History section names it.
// Without zod, so the section does not load it for a label; calls/history.ts builds its schemas from these.

export const GESTURES = ['translate', 'write', 'selection', 'clipboard', 'popup'] as const;
export type Gesture = (typeof GESTURES)[number];
export const GESTURE_LABELS: Record<Gesture, string> = {
  translate: 'Translate',
  write: 'Write',
  selection: 'Shortcut on a selection',
  clipboard: 'Shortcut on the clipboard',
  popup: 'Quick translate popup',
};
