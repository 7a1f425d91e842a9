// Language code spelling: input is case-insensitive everywhere; output is BCP 47 casing.

/**
 * BCP 47 casing: lower-case base language, upper-case region, title-case script
 * (`EN-us` -> `en-US`, `zh-HANS` -> `zh-Hans`, `es-419` stays). Surrounding spaces are dropped.
 */
export function normalizeLanguageCode(code: string): string {
  const [base = '', ...subtags] = code.trim().split('-');
  const rest = subtags.map((subtag) => {
    if (/^[a-z]{2}$/i.test(subtag)) return subtag.toUpperCase();
    if (/^[a-z]{4}$/i.test(subtag)) return subtag[0]!.toUpperCase() + subtag.slice(1).toLowerCase();
    return subtag.toLowerCase();
  });
  return [base.toLowerCase(), ...rest].join('-');
}

/** The base language of a code: `en-GB` -> `en`, `zh-Hant` -> `zh`. */
export function baseLanguage(code: string): string {
  return normalizeLanguageCode(code).split('-')[0] ?? '';
}

/** Whether two codes name the same language, ignoring case. */
export function sameLanguageCode(a: string, b: string): boolean {
  return normalizeLanguageCode(a) === normalizeLanguageCode(b);
}

/**
 * Whether a glossary dictionary language applies to a request language. A glossary applies to a language,
 * not a variant: a dictionary for `en` covers `en`, `en-US` and `en-GB`; one for `pt` covers `pt-PT`, `pt-BR`.
 */
export function coversVariant(glossaryLang: string, requestLang: string): boolean {
  const glossary = normalizeLanguageCode(glossaryLang);
  const request = normalizeLanguageCode(requestLang);
  if (glossary === '' || request === '') return false;
  return glossary === request || (!glossary.includes('-') && baseLanguage(request) === glossary);
}
