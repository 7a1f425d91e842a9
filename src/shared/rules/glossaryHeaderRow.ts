// Whether the first row of a glossary file holds column titles ("source,target", "Quelle | Ziel") or the
// dictionary's language codes ("de | en") rather than an entry. The import leaves such a row out, says so in its
// preview, and lets the user take it as an entry after all.
import { baseLanguage } from './languageCodes';
import { findLanguage } from './languages';

const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;
const COLUMN_TITLE =
  /^(source|target|term|terms|source term|target term|source phrase|target phrase|source text|target text|from|to|original|translation|quelle|ziel|ausgangssprache|zielsprache|source language|target language)$/i;

function isLanguageCode(cell: string, lang: string | undefined): boolean {
  if (!LANGUAGE_CODE.test(cell)) return false;
  return lang !== undefined ? baseLanguage(cell) === baseLanguage(lang) : findLanguage(cell) !== undefined;
}

/**
 * True when both cells are column titles, or both are language codes (those of the dictionary's pair, when it
 * is known). A real entry is never both: "Ei | egg" is not a header, "de | en" of a de → en dictionary is.
 */
export function looksLikeHeaderRow(
  source: string | undefined,
  target: string | undefined,
  pair: { sourceLang?: string; targetLang?: string } = {},
): boolean {
  if (source === undefined || target === undefined) return false;
  const s = source.trim();
  const t = target.trim();
  if (COLUMN_TITLE.test(s) && COLUMN_TITLE.test(t)) return true;
  return isLanguageCode(s, pair.sourceLang) && isLanguageCode(t, pair.targetLang);
}
