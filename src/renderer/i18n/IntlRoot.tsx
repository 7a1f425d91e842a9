// Gives a window's React tree its language: react-intl's provider over the shown catalogue, with numbers, dates
// and lists formatted in that language by `Intl`. The page's `lang` follows, so screen readers and hyphenation
// do too. Until main's settings say which language to show, nothing renders (a few milliseconds, while the
// frame waits for the accounts anyway), so a German window never flashes English.
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { formattingLocale } from '../../shared/i18n/uiLanguages';
import { useUiLanguage } from './uiLanguageStore';

export function IntlRoot({ children }: { children: ReactNode }) {
  const decided = useUiLanguage((s) => s.choice !== null);
  const shown = useUiLanguage((s) => s.shown);
  const catalogue = useUiLanguage((s) => s.catalogue);
  useEffect(() => {
    // A window that cannot read the settings speaks the system's language rather than nothing.
    useUiLanguage
      .getState()
      .load()
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    document.documentElement.lang = shown;
  }, [shown]);
  if (!decided) return null;
  return (
    <IntlProvider locale={formattingLocale(shown)} messages={catalogue} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
