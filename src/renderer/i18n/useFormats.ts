// The shared formats (`shared/i18n/formats.ts`) bound to the window's language: numbers, dates, sizes, durations,
// lists and language names as its readers write them. They change when the language does.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  compareNames,
  formatDate,
  formatDuration,
  formatList,
  formatNumber,
  formatPercent,
  formatSize,
  languageName,
  type DateStyle,
} from '../../shared/i18n/formats';

export function useFormats() {
  const { locale } = useIntl();
  return useMemo(
    () => ({
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(locale, value, options),
      percent: (fraction: number) => formatPercent(locale, fraction),
      date: (when: Date | number | string, style?: DateStyle) => formatDate(locale, when, style),
      size: (bytes: number) => formatSize(locale, bytes),
      duration: (seconds: number) => formatDuration(locale, seconds),
      list: (items: readonly string[], type?: 'conjunction' | 'disjunction') => formatList(locale, items, type),
      /** A language's name from its code; `standalone` for a list entry or a label (a capital first letter). */
      languageName: (code: string, options?: { standalone?: boolean }) => languageName(locale, code, options),
      compareNames: (a: string, b: string) => compareNames(locale, a, b),
    }),
    [locale],
  );
}
