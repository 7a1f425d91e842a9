// What one TBX concept gives a dictionary of one language pair: the preferred target term (by its
// administrative status or normative authorization), and an entry for every usable source term, so a source
// synonym finds the same target. Deprecated and superseded terms are never taken.
import { baseLanguage } from '../../../shared/rules/languageCodes';
import type { TbxConcept, TbxTerm } from './tbxConcepts';

export interface ConceptEntries {
  /** Every usable source term, the best first; empty when the concept has none in the source language. */
  sources: string[];
  /** The target term taken, or undefined when the concept has none usable in the target language. */
  target: string | undefined;
  /** Deprecated or superseded terms of the pair's two languages, left out. */
  deprecated: number;
  /** Usable target terms other than the one taken (a dictionary maps a source to one target). */
  otherTargets: number;
}

/** The terms of a language: those written with exactly its code, or else those of the same base language. */
function termsIn(terms: ReadonlyMap<string, readonly TbxTerm[]>, lang: string): readonly TbxTerm[] {
  const exact = terms.get(lang);
  if (exact) return exact;
  const base = baseLanguage(lang);
  const found: TbxTerm[] = [];
  for (const [code, list] of terms) if (baseLanguage(code) === base) found.push(...list);
  return found;
}

const RANK = { preferred: 0, admitted: 1, deprecated: 2 } as const;

/** The usable terms, preferred ones first, otherwise in the order written. */
function usable(terms: readonly TbxTerm[]): string[] {
  return terms
    .filter((term) => term.status !== 'deprecated')
    .map((term, order) => ({ term, order }))
    .sort((a, b) => RANK[a.term.status] - RANK[b.term.status] || a.order - b.order)
    .map(({ term }) => term.text);
}

export function conceptEntries(concept: TbxConcept, sourceLang: string, targetLang: string): ConceptEntries {
  const sourceTerms = termsIn(concept.terms, sourceLang);
  const targetTerms = termsIn(concept.terms, targetLang);
  const targets = usable(targetTerms);
  const deprecated =
    sourceTerms.filter((term) => term.status === 'deprecated').length +
    targetTerms.filter((term) => term.status === 'deprecated').length;
  return {
    sources: [...new Set(usable(sourceTerms))],
    target: targets[0],
    deprecated,
    otherTargets: Math.max(0, new Set(targets).size - 1),
  };
}

/** The term shown for a language in the preview: the one a dictionary would take. */
export function previewTerm(concept: TbxConcept, lang: string): string {
  const terms = concept.terms.get(lang) ?? [];
  return usable(terms)[0] ?? terms[0]?.text ?? '';
}
