// Gives a window's React tree its language: react-intl's provider over the shown catalogue, with numbers, dates
// and lists formatted in that language by `Intl`. The page's `lang` follows, so screen readers and hyphenation
// do too. Until main's settings say which language to show, nothing renders (a few milliseconds, while the
// frame waits for the accounts anyway), so a German window never flashes English; after 1.5 s without them, the
// system's language shows.
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { formattingLocale } from '../../shared/i18n/uiLanguages';
import { useUiLanguage } from './uiLanguageStore';

/** How long a window waits for main's settings before it shows the system's language. */
const SETTINGS_WAIT_MS = 1500;

export function IntlRoot({ children }: { children: ReactNode }) {
  const decided = useUiLanguage((s) => s.choice !== null);
  const shown = useUiLanguage((s) => s.shown);
  const catalogue = useUiLanguage((s) => s.catalogue);
  useEffect(() => {
    // A window that cannot read the settings, or waits long for them, speaks the system's language rather than
    // staying blank; the settings' language follows when they arrive.
    useUiLanguage
      .getState()
      .load()
      .catch(() => undefined);
    const late = setTimeout(() => useUiLanguage.getState().settle(), SETTINGS_WAIT_MS);
    return () => clearTimeout(late);
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
