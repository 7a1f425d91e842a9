// The source language quick translate sends when the popup detects it but its glossaries, memory or client profile
// need one: guessed on this computer, so the text is sent (and billed) once rather than once to detect and again
// with the parts. The guess is franc's (trigram language identification, limited to the service's source
// languages) and the source detected last time for the same target; a text too short to tell keeps the last
// one, and with neither the popup detects first, as before.
import { francAll } from 'franc';
import { baseLanguage, languagesFor } from '../../shared/rules/languages';

/** franc's ISO 639-3 codes of the service's source languages (franc names Chinese, Latvian, Arabic… by macrolanguage members). */
const FRANC_CODES: Record<string, string> = {
  ar: 'arb',
  bg: 'bul',
  cs: 'ces',
  da: 'dan',
  de: 'deu',
  el: 'ell',
  en: 'eng',
  es: 'spa',
  et: 'ekk',
  fi: 'fin',
  fr: 'fra',
  he: 'heb',
  hu: 'hun',
  id: 'ind',
  it: 'ita',
  ja: 'jpn',
  ko: 'kor',
  lt: 'lit',
  lv: 'lvs',
  nb: 'nob',
  nl: 'nld',
  pl: 'pol',
  pt: 'por',
  ro: 'ron',
  ru: 'rus',
  sk: 'slk',
  sl: 'slv',
  sv: 'swe',
  th: 'tha',
  tr: 'tur',
  uk: 'ukr',
  vi: 'vie',
  zh: 'cmn',
};

/** Enough of a text to tell its language; more only costs time on main's thread. */
const SAMPLE_CHARS = 1_000;
/** Below this many characters franc does not guess ("und"): a few words can be in several languages. */
const MIN_CHARS = 20;
/** The last detected source stays the guess while franc scores it this close to its best (1). */
const KEEP_LAST_SCORE = 0.85;
/** With no last source, franc's best is taken only this far ahead of the next language. */
const CLEAR_MARGIN = 0.05;

let sources: Map<string, string> | undefined;
/** The service's source languages by franc's code (read once). */
function serviceSources(): Map<string, string> {
  sources ??= new Map(
    languagesFor('translate_text')
      .filter((language) => language.usable_as_source)
      .flatMap((language) => {
        const code = FRANC_CODES[baseLanguage(language.lang)];
        return code ? [[code, baseLanguage(language.lang)] as const] : [];
      }),
  );
  return sources;
}

/**
 * The source language to send `text` from (a service code, e.g. `en`), or null when it cannot be told (the popup
 * then detects it first). `lastDetected` is the source the service detected last time for the same target: it
 * stays the guess for a text too short to tell and for one franc scores close to it ("Hello world, how are you"
 * scores Danish, Dutch and English nearly alike); a clear best of another language replaces it.
 */
export function guessSourceLanguage(text: string, lastDetected: string | null): string | null {
  const known = serviceSources();
  const scores = francAll(text.slice(0, SAMPLE_CHARS), { only: [...known.keys()], minLength: MIN_CHARS });
  const last = lastDetected ? baseLanguage(lastDetected) : null;
  const [best, second] = scores;
  if (!best || best[0] === 'und') return last;
  const lastCode = last ? FRANC_CODES[last] : undefined;
  if (last && (scores.find(([code]) => code === lastCode)?.[1] ?? 0) >= KEEP_LAST_SCORE) return last;
  const clear = second === undefined || best[1] - second[1] >= CLEAR_MARGIN;
  return clear ? (known.get(best[0]) ?? null) : null;
}
