// How much history may keep, as Settings checks it while typing: a whole number of entries or days within
// HISTORY_LIMITS. A number out of range is named with the range, never clamped behind the user's back.
import { HISTORY_LIMITS } from '../settings';

export type HistoryLimitKind = keyof typeof HISTORY_LIMITS;

const UNIT: Record<HistoryLimitKind, string> = { entries: 'entries', days: 'days' };

/** The number typed, or a sentence that names the range when it is not a whole number within it. */
export function readHistoryLimit(text: string, kind: HistoryLimitKind): { value: number } | { problem: string } {
  const { min, max } = HISTORY_LIMITS[kind];
  const range = `Keep between ${min.toLocaleString('en')} and ${max.toLocaleString('en')} ${UNIT[kind]}.`;
  const trimmed = text.trim().replace(/[,\s]/g, '');
  if (!/^\d+$/.test(trimmed)) return { problem: `Type a whole number. ${range}` };
  const value = Number(trimmed);
  if (value < min || value > max)
    return { problem: `${Number(trimmed).toLocaleString('en')} is out of range. ${range}` };
  return { value };
}
