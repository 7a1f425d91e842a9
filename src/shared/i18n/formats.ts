// Numbers, dates, sizes, durations, lists and language names in the UI language, through `Intl`: one small set
// of helpers that the windows and main share, so that "1,5 MB", "3 Min., 20 Sek." or "Englisch (USA)" read the
// same on every screen. `locale` is a formatting locale (`formattingLocale(shown)`). Pure.

/** `Intl` formatters are costly to build and cheap to reuse: one per locale and options. */
const cache = new Map<string, unknown>();
function cached<T>(key: string, build: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = build();
    cache.set(key, value);
  }
  return value;
}

/** A number with the language's digit grouping and decimal sign: "1.234,5" in German. */
export function formatNumber(locale: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** A fraction as a percentage: "14 %" in German and French, "14%" in English and Japanese. */
export const formatPercent = (locale: string, fraction: number): string =>
  formatNumber(locale, fraction, { style: 'percent', maximumFractionDigits: fraction < 0.1 ? 1 : 0 });

export type DateStyle = 'date' | 'dateTime' | 'time' | 'shortDateTime';
const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  shortDateTime: { dateStyle: 'short', timeStyle: 'short' },
  time: { timeStyle: 'short' },
};

/** A moment (a Date, epoch milliseconds or an ISO string) in the language's own order and words. */
export function formatDate(locale: string, when: Date | number | string, style: DateStyle = 'dateTime'): string {
  const date = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(date.getTime())) return String(when);
  return cached(`d|${locale}|${style}`, () => new Intl.DateTimeFormat(locale, DATE_OPTIONS[style])).format(date);
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in bytes, in the largest unit under 1000 of it (decimal units, as file managers show): "1,5 MB". */
export function formatSize(locale: string, bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  // Up a unit while the value, as it would be rounded, reaches 1000 ("999,999 kB" reads "1 MB").
  while (unit < SIZE_UNITS.length - 1 && roundedForSize(value, unit) >= 1000) {
    value /= 1000;
    unit++;
  }
  return formatNumber(locale, roundedForSize(value, unit), {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: 1,
  });
}

/** Bytes and values from 100 on are whole; smaller values keep one decimal. */
const roundedForSize = (value: number, unit: number): number =>
  unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;

/**
 * A duration in seconds as the language writes it, in hours, minutes and seconds ("1 h, 5 min", "3 Min., 20 Sek.",
 * "3分20秒"); rounded to the second, and to the minute from an hour on.
 */
export function formatDuration(locale: string, seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const parts: [number, 'hour' | 'minute' | 'second'][] =
    hours > 0
      ? [
          [hours, 'hour'],
          [minutes, 'minute'],
        ]
      : [
          [minutes, 'minute'],
          [total % 60, 'second'],
        ];
  const shown = parts.filter(([value], index) => value > 0 || (index === parts.length - 1 && total === 0));
  const words = (shown.length > 0 ? shown : parts.slice(-1)).map(([value, unit]) =>
    formatNumber(locale, value, { style: 'unit', unit, unitDisplay: 'short' }),
  );
  const said = formatList(locale, words, 'unit');
  // Japanese and Chinese write a unit straight after its number ("3分20秒"), where ICU's short units add a space.
  return /^(ja|zh)\b/.test(locale) ? said.replace(/(\d) (?=\p{Script=Han}|\p{Script=Katakana})/gu, '$1') : said;
}

/** Items joined as the language lists them: "A, B und C", "A、B、C", or with "or" for `disjunction`. */
export function formatList(
  locale: string,
  items: readonly string[],
  type: 'conjunction' | 'disjunction' | 'unit' = 'conjunction',
): string {
  const options: Intl.ListFormatOptions = type === 'unit' ? { type: 'unit', style: 'narrow' } : { type, style: 'long' };
  return cached(`l|${locale}|${type}`, () => new Intl.ListFormat(locale, options)).format(items);
}

/**
 * A language's name in the UI language, from its code as the service writes it (`DE`, `EN-GB`, `ZH-HANS`,
 * `pt-br`): "Englisch (Vereinigtes Königreich)" in German, "イギリス英語" in Japanese. `standalone` starts it with
 * a capital, as a list entry or a label does in French and Spanish ("Anglais"). An unknown code stays as it is.
 */
export function languageName(locale: string, code: string, options: { standalone?: boolean } = {}): string {
  const names = cached(`ln|${locale}`, () => new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }));
  let name: string;
  try {
    name = names.of(Intl.getCanonicalLocales(code)[0] ?? code) ?? code;
  } catch {
    return code;
  }
  return options.standalone ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name;
}

/** Compares two names in the language's alphabetical order (accents and case as its readers expect). */
export function compareNames(locale: string, a: string, b: string): number {
  return cached(`c|${locale}`, () => new Intl.Collator(locale, { sensitivity: 'base' })).compare(a, b);
}
