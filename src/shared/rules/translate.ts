// Rules of text translation (POST /v2/translate) and the glossary and formality rules it shares with
// document translation.
import type { FieldIssue } from '../errors';
import { FORMALITY_VALUES, type Formality } from '../api/wireValues';
import { coversVariant, featureAvailable, checkLanguage, languageName } from './languages';
import type { MessageId, UiMessage } from '../i18n/catalogue';
import { fieldIssue, isFilled, listOfValues, said, stringOrUndefined } from './issues';

/** A message naming a source and a target language (`{source}`, `{target}`), in whatever language it is read. */
const pair = (id: MessageId, source: string, target: string): UiMessage => ({
  id,
  values: { source: languageName(source), target: languageName(target) },
  languages: { source, target },
});

export type TranslationProduct = 'translate_text' | 'translate_document';

/** A language pair of a glossary: a v3 dictionary or a v2 glossary. */
export interface GlossaryPair {
  source_lang: string;
  target_lang: string;
}

/**
 * Whether a glossary can serve a request pair: one of its dictionaries matches, where a dictionary for a base
 * language applies to all its variants (`en`->`de` serves `en`->`de`; `de`->`en` serves `de`->`en-GB`).
 */
export function glossaryCoversPair(pairs: readonly GlossaryPair[], sourceLang: string, targetLang: string): boolean {
  return pairs.some(
    (pair) => coversVariant(pair.source_lang, sourceLang) && coversVariant(pair.target_lang, targetLang),
  );
}

/**
 * The formality a translation actually uses, or null when the request fails: formality works only for targets
 * with the formality feature; there `prefer_more`/`prefer_less` mean more/less, elsewhere they fall back to
 * default, while `more`/`less` fail.
 */
export function resolveFormality(
  product: TranslationProduct,
  formality: Formality | undefined,
  targetLang: string,
): 'default' | 'more' | 'less' | null {
  const value = formality ?? 'default';
  if (value === 'default') return 'default';
  const supported = featureAvailable(product, 'formality', undefined, targetLang);
  if (value === 'prefer_more') return supported ? 'more' : 'default';
  if (value === 'prefer_less') return supported ? 'less' : 'default';
  return supported ? value : null;
}

/** The formality field: a known value, and `more`/`less` only where the target supports formality. */
export function checkFormality(
  product: TranslationProduct,
  formality: unknown,
  targetLang: string | undefined,
): FieldIssue[] {
  if (formality === undefined || formality === null || formality === '') return [];
  if (typeof formality !== 'string' || !(FORMALITY_VALUES as readonly string[]).includes(formality)) {
    return [{ field: 'formality', message: `Formality must be ${listOfValues(FORMALITY_VALUES)}.` }];
  }
  if (!isFilled(targetLang)) return [];
  if (resolveFormality(product, formality as Formality, targetLang) === null) {
    return [
      {
        field: 'formality',
        ...said({
          id: 'rules.formality.unsupported',
          values: { language: languageName(targetLang) },
          languages: { language: targetLang },
        }),
      },
    ];
  }
  return [];
}

/**
 * The glossary fields: a glossary needs an explicit source language (no detection), and when the glossary's
 * pairs are known, one of them must match the request's pair.
 */
export function checkGlossaryUse(
  product: TranslationProduct,
  request: { glossary_id?: unknown; source_lang?: unknown; target_lang?: unknown },
  glossaryPairs?: readonly GlossaryPair[],
): FieldIssue[] {
  if (!isFilled(request.glossary_id)) return [];
  const source = stringOrUndefined(request.source_lang);
  const target = stringOrUndefined(request.target_lang);
  if (!isFilled(source)) {
    return [
      {
        field: 'source_lang',
        ...said({ id: 'rules.glossary.needsSource' }),
      },
    ];
  }
  if (!isFilled(target)) return [];
  if (!featureAvailable(product, 'glossary', source, target)) {
    return [
      {
        field: 'glossary_id',
        ...said(pair('rules.glossary.pairUnsupported', source, target)),
      },
    ];
  }
  return glossaryPairs ? checkGlossaryPair(glossaryPairs, source, target) : [];
}

/**
 * The one rule left once the glossary has been read: one of its dictionaries serves the request's pair. The
 * request's other rules ran before the glossary was read (checkTranslateTextRequest, checkDocumentUpload).
 */
export function checkGlossaryPair(
  glossaryPairs: readonly GlossaryPair[],
  source: string,
  target: string,
): FieldIssue[] {
  if (glossaryCoversPair(glossaryPairs, source, target)) return [];
  return [
    {
      field: 'glossary_id',
      ...said(pair('rules.glossary.noDictionary', source, target)),
    },
  ];
}

export interface TranslateTextDraft {
  text?: unknown;
  target_lang?: unknown;
  source_lang?: unknown;
  glossary_id?: unknown;
  formality?: unknown;
  style_id?: unknown;
  custom_instructions?: unknown;
}

/** A style rule list applies only into its own language (any variant of it). Pass its language when known. */
export function checkStyleUse(styleId: unknown, targetLang: string | undefined, styleLanguage?: string): FieldIssue[] {
  if (!isFilled(styleId)) return [];
  if (!isFilled(targetLang) || styleLanguage === undefined) return [];
  if (!coversVariant(styleLanguage, targetLang)) {
    return [
      {
        field: 'style_id',
        ...said({
          id: 'rules.style.wrongLanguage',
          values: { styleLanguage: languageName(styleLanguage), target: languageName(targetLang) },
          languages: { styleLanguage, target: targetLang },
        }),
      },
    ];
  }
  return [];
}

/**
 * Every rule of a text translation request's languages, glossary and formality (the other parameters:
 * translateOptions.ts). Pass the glossary's pairs when it is known, to check the match, and the style rule
 * list's language when one is used.
 */
export function checkTranslateTextRequest(
  request: TranslateTextDraft,
  glossaryPairs?: readonly GlossaryPair[],
  styleLanguage?: string,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!Array.isArray(request.text) || request.text.length === 0) {
    issues.push(fieldIssue('text', { id: 'rules.translate.textMissing' }));
  } else if (request.text.some((item) => typeof item !== 'string')) {
    issues.push(fieldIssue('text', { id: 'rules.translate.textNotPlain' }));
  }
  const targetIssues = checkLanguage('target_lang', request.target_lang, 'translate_text', 'target', {
    required: true,
  });
  const sourceIssues = checkLanguage('source_lang', request.source_lang, 'translate_text', 'source');
  issues.push(...targetIssues, ...sourceIssues);
  // Pair-dependent rules only once the languages themselves are valid, so each mistake is reported once.
  const target = targetIssues.length === 0 ? stringOrUndefined(request.target_lang) : undefined;
  issues.push(...checkFormality('translate_text', request.formality, target));
  issues.push(...checkStyleUse(request.style_id, target, styleLanguage));
  if (targetIssues.length === 0 && sourceIssues.length === 0) {
    issues.push(...checkGlossaryUse('translate_text', request, glossaryPairs));
  }
  return issues;
}
