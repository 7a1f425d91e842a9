// Numbers, dates, sizes, durations, lists and language names in the UI language, through `Intl`: one small set
// of helpers that the windows and main share, so that "1.234,5 KB", "3 Min. 20 Sek." or „Englisch (USA)" read
// the same on every screen. `locale` is a formatting locale (`formattingLocale(shown)`). Pure.

const languageNames = new Map<string, Intl.DisplayNames>();

/**
 * A language's name in the UI language, from its code as the service writes it (`DE`, `EN-GB`, `ZH-HANS`, `pt-br`):
 * "Englisch (Vereinigtes Königreich)" in German, "英語 (イギリス)" in Japanese. An unknown code stays as it is.
 */
export function languageName(locale: string, code: string): string {
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    languageNames.set(locale, names);
  }
  try {
    return names.of(Intl.getCanonicalLocales(code)[0] ?? code) ?? code;
  } catch {
    return code;
  }
}
