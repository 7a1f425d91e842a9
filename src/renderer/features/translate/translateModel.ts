// Pure logic of the Translate pane: paragraphs out and back in the same order, swapping languages, and
// which glossaries serve the chosen pair.
import type { GlossarySummary } from '../../../shared/calls/glossaries';
import { baseLanguage, sameLanguageCode } from '../../../shared/rules/languageCodes';
import type { Formality } from '../../../shared/api/translate';
import { featureAvailable } from '../../../shared/rules/languages';
import { glossaryCoversPair } from '../../../shared/rules/translate';

/** The texts to send (non-blank lines) and where each goes back, blank lines kept as they were. */
export interface ParagraphPlan {
  texts: string[];
  /** Per source line: the index of its text in `texts`, or the blank line itself. */
  layout: (number | { blank: string })[];
}

export function splitParagraphs(source: string): ParagraphPlan {
  const texts: string[] = [];
  const layout: ParagraphPlan['layout'] = [];
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') layout.push({ blank: line });
    else layout.push(texts.push(line) - 1);
  }
  return { texts, layout };
}

/** The translation laid out like the source: translation i where text i stood. */
export function joinParagraphs(plan: ParagraphPlan, translations: readonly string[]): string {
  return plan.layout.map((slot) => (typeof slot === 'number' ? (translations[slot] ?? '') : slot.blank)).join('\n');
}

/**
 * Languages after a swap: the target's base language becomes the source, and the source (or the detected
 * language) becomes the target, as itself or, when only variants are targets, as its first variant
 * (en -> en-GB). null when the swap is not possible.
 */
export function swapLanguages(options: {
  source: string | null;
  target: string;
  detected?: string;
  sourceCodes: readonly string[];
  targetCodes: readonly string[];
}): { source: string; target: string } | null {
  const from = options.source ?? options.detected;
  if (!from) return null;
  const newSource =
    options.sourceCodes.find((c) => sameLanguageCode(c, options.target)) ??
    options.sourceCodes.find((c) => sameLanguageCode(c, baseLanguage(options.target)));
  const newTarget =
    options.targetCodes.find((c) => sameLanguageCode(c, from)) ??
    options.targetCodes.find((c) => sameLanguageCode(baseLanguage(c), baseLanguage(from)));
  if (!newSource || !newTarget) return null;
  return { source: newSource, target: newTarget };
}

/** The glossaries that serve a pair (a base-language dictionary covers variants); none without an explicit source. */
export function glossariesForPair(
  glossaries: readonly GlossarySummary[],
  source: string | null,
  target: string | null,
): GlossarySummary[] {
  if (!source || !target) return [];
  return glossaries.filter((g) =>
    glossaryCoversPair(
      g.dictionaries.map((d) => ({ source_lang: d.sourceLang, target_lang: d.targetLang })),
      source,
      target,
    ),
  );
}

/** The formality to send: none for the default, or for a target without formality (the control is then off). */
export function formalityToSend(formality: Formality, targetLang: string | null): Formality | undefined {
  if (formality === 'default' || !targetLang || !featureAvailable('translate_text', 'formality', undefined, targetLang))
    return undefined;
  return formality;
}

/** The Translate controls an error can name. */
export type TranslateControl = 'source' | 'sourceLang' | 'targetLang' | 'glossary' | 'formality';

/** Which controls an error's fields name (wire names such as `text.3`/`target_lang`, or the call's `texts`/`targetLang`). */
export function controlsNamed(fields: readonly { field: string }[] | undefined): Set<TranslateControl> {
  const named = new Set<TranslateControl>();
  for (const { field } of fields ?? []) {
    const head = field.split('.')[0];
    if (head === 'text' || head === 'texts') named.add('source');
    else if (head === 'source_lang' || head === 'sourceLang') named.add('sourceLang');
    else if (head === 'target_lang' || head === 'targetLang') named.add('targetLang');
    else if (head === 'glossary_id' || head === 'glossaryId') named.add('glossary');
    else if (head === 'formality') named.add('formality');
  }
  return named;
}
