// How much history may keep, as Settings checks it while typing: a whole number of entries or days within
// HISTORY_LIMITS. A number out of range is named with the range, never clamped behind the user's back.
import type { UiMessage } from '../i18n/catalogue';
import { HISTORY_LIMITS } from '../settings';

export type HistoryLimitKind = keyof typeof HISTORY_LIMITS;

/** The number typed, or a message that names the range when it is not a whole number within it. */
export function readHistoryLimit(text: string, kind: HistoryLimitKind): { value: number } | { problem: UiMessage } {
  const { min, max } = HISTORY_LIMITS[kind];
  const trimmed = text.trim().replace(/[,\s]/g, '');
  if (!/^\d+$/.test(trimmed)) return { problem: { id: 'rules.historyLimit.notNumber', values: { kind, min, max } } };
  const value = Number(trimmed);
  if (value < min || value > max)
    return { problem: { id: 'rules.historyLimit.outOfRange', values: { kind, min, max, value } } };
  return { value };
}
