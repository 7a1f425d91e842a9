// How full the character allowance is: the meter's level and its sentence. Warns from 80%, and at 100%
// says what a 456 means. Pure: the renderer's meter and main's usage service use the same rule.

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

const grouped = (n: number) => n.toLocaleString('en-US');

/** "12,345 of 500,000 characters (2%)", or "12,345 characters (no limit)". */
export function usageSummary(reading: UsageReading): string {
  if (usageLevel(reading) === 'unlimited') return `${grouped(reading.characterCount)} characters used (no limit)`;
  const percent = Math.floor(usageFraction(reading) * 100);
  return `${grouped(reading.characterCount)} of ${grouped(reading.characterLimit!)} characters (${percent}%)`;
}

/** What to tell the user at this level, or undefined when nothing needs saying. */
export function usageWarning(reading: UsageReading): string | undefined {
  const level = usageLevel(reading);
  if (level === 'full')
    return 'The character limit of this period is used up: translations are refused (456) until the next period or a higher limit.';
  if (level === 'warn') return `Over ${Math.round(USAGE_WARN_FRACTION * 100)}% of this period's characters are used.`;
  return undefined;
}
