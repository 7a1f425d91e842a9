// Where a translation or improvement in the history was asked for (the History section names each from the catalogue).
// Without zod, so the section does not load it for a label; calls/history.ts builds its schemas from these.

export const GESTURES = ['translate', 'write', 'selection', 'clipboard', 'popup'] as const;
export type Gesture = (typeof GESTURES)[number];
