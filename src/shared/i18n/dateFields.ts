// A calendar date typed and shown in the UI language's own numeric form (de 01.11.2026, en-US 11/01/2026,
// ja 2026/11/01), for date fields that must not show the browser's format: the order of day, month and year and
// their separators come from Intl, and a typed date is read back in that order (ISO 2026-11-01 is always taken).
// Pure; dates are calendar days as `YYYY-MM-DD`, without a time zone.

type Part = 'day' | 'month' | 'year';

function formatter(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
}

/** `2026-11-01` in the language's numeric form; the text as it is when it is no calendar date. */
export function showDate(locale: string, iso: string): string {
  const day = isoDay(iso);
  return day ? formatter(locale).format(day) : iso;
}

/** The order in which the language writes day, month and year. */
function partOrder(locale: string): Part[] {
  return formatter(locale)
    .formatToParts(new Date(Date.UTC(2026, 10, 1)))
    .map((part) => part.type)
    .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
}

/** A typed date as `YYYY-MM-DD`, read in the language's order (or as ISO); null when it is no calendar date. */
export function readDate(locale: string, typed: string): string | null {
  const text = typed.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const numbers = iso ? iso.slice(1).map(Number) : (text.match(/\d+/g) ?? []).map(Number);
  if (numbers.length !== 3 || !/^[\d\s./\-年月日]+$/u.test(text)) return null;
  const order: Part[] = iso ? ['year', 'month', 'day'] : partOrder(locale);
  const value: Record<Part, number> = { day: 0, month: 0, year: 0 };
  order.forEach((part, index) => (value[part] = numbers[index]!));
  // A two-digit year is this century's.
  if (value.year < 100) value.year += 2000;
  return toIso(value.year, value.month, value.day);
}

/** The calendar day `days` after `iso` (before, when negative). */
export function addDays(iso: string, days: number): string | null {
  const day = isoDay(iso);
  if (!day) return null;
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function toIso(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function isoDay(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const checked = toIso(Number(match[1]), Number(match[2]), Number(match[3]));
  return checked ? new Date(`${checked}T00:00:00Z`) : null;
}
