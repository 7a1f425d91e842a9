// The languages Glossa's own screens speak, and which one a window shows: the user's choice in Settings, else
// the first of the system's preferred languages that Glossa speaks, else English. Pure: main and the window
// decide the same way. (The languages of the texts a user translates are another matter: see rules/languages.)

export const UI_LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'zh-Hans'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/**
 * A pseudo-locale for tests: every message accented, 40% longer and in brackets, so that text which is cut,
 * overflows or did not come from the catalogue shows at a glance. Settings does not offer it.
 */
export const PSEUDO_LANGUAGE = 'en-XA';
export type ShownLanguage = UiLanguage | typeof PSEUDO_LANGUAGE;

export const UI_LANGUAGE_CHOICES = ['system', ...UI_LANGUAGES, PSEUDO_LANGUAGE] as const;
export type UiLanguageChoice = (typeof UI_LANGUAGE_CHOICES)[number];

const spoken = new Set<string>(UI_LANGUAGES);

/**
 * The UI language a BCP 47 tag asks for, or null when Glossa does not speak it. Regions do not matter
 * (de-AT is German), Chinese needs its script: zh-CN and zh-SG are Simplified, zh-TW and zh-HK are
 * Traditional, which Glossa does not speak yet.
 */
export function matchUiLanguage(tag: string): UiLanguage | null {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag).maximize();
  } catch {
    return null;
  }
  if (locale.language === 'zh') return locale.script === 'Hans' ? 'zh-Hans' : null;
  return spoken.has(locale.language) ? (locale.language as UiLanguage) : null;
}

/** The language a window shows for the user's choice and the system's preferred languages, best first. */
export function resolveUiLanguage(choice: UiLanguageChoice, preferred: readonly string[]): ShownLanguage {
  if (choice !== 'system') return choice;
  for (const tag of preferred) {
    const match = matchUiLanguage(tag);
    if (match) return match;
  }
  return 'en';
}

/** The locale `Intl` formats numbers, dates and lists in for a shown language (the pseudo-locale formats as English). */
export const formattingLocale = (language: ShownLanguage): string => (language === PSEUDO_LANGUAGE ? 'en' : language);
