// How full the character allowance is: the meter's level and its sentence. Warns from 80%, and at 100%
// says what a 456 means, as messages of the catalogue (`shared/i18n`) that the window puts in the user's
// language. Pure: the renderer's meter and main's usage service use the same rule.
import type { UiMessage } from '../i18n/catalogue';

const USAGE_WARN_FRACTION = 0.8;

export type UsageLevel = 'ok' | 'warn' | 'full' | 'unlimited';

export interface UsageReading {
  characterCount: number;
  /** null: no limit. */
  characterLimit: number | null;
}

/** The public service answers 1,000,000,000,000 for "no limit" on Pro; anything that large is unlimited. */
const UNLIMITED_FROM = 1_000_000_000_000;

export function usageLevel(reading: UsageReading): UsageLevel {
  const { characterCount, characterLimit } = reading;
  if (characterLimit === null || characterLimit >= UNLIMITED_FROM) return 'unlimited';
  if (characterLimit === 0 || characterCount >= characterLimit) return 'full';
  return characterCount / characterLimit >= USAGE_WARN_FRACTION ? 'warn' : 'ok';
}

/** Used of limit, 0..1 (1 when full; 0 when unlimited). */
export function usageFraction(reading: UsageReading): number {
  const { characterCount, characterLimit } = reading;
  if (characterLimit === null || characterLimit >= UNLIMITED_FROM) return 0;
  if (characterLimit === 0) return 1;
  return Math.min(1, characterCount / characterLimit);
}

/** "12,345 of 500,000 characters (2%)", or "12,345 characters used (no limit)"; the percentage rounded down. */
export function usageSummary(reading: UsageReading): UiMessage {
  if (usageLevel(reading) === 'unlimited')
    return { id: 'usage.summary.unlimited', values: { count: reading.characterCount } };
  return {
    id: 'usage.summary.limited',
    values: {
      count: reading.characterCount,
      limit: reading.characterLimit!,
      fraction: Math.floor(usageFraction(reading) * 100) / 100,
    },
  };
}

/** What to tell the user at this level, or undefined when nothing needs saying. */
export function usageWarning(reading: UsageReading): UiMessage | undefined {
  const level = usageLevel(reading);
  if (level === 'full') return { id: 'usage.warning.full' };
  if (level === 'warn') return { id: 'usage.warning.near', values: { fraction: USAGE_WARN_FRACTION } };
  return undefined;
}
