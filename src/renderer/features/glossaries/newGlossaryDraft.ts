// A new glossary as the user composes it: a name and one or more language pairs, each empty or filled from
// a file. Pure: the form shows `draftProblem` and sends `dictionariesToCreate`.
import type { ErrorData } from '../../../shared/errors';
import type { DictionaryPair, ImportResult } from '../../../shared/calls/glossaries';
import { validateGlossaryName } from '../../../shared/rules/glossaryEntries';
import { MAX_CREATE_TSV_CHARS } from '../../../shared/rules/glossaryFiles';
import type { UiMessage } from '../../../shared/i18n/catalogue';
import { baseLanguage } from '../../../shared/rules/languages';

type PairEntries =
  | { status: 'empty' }
  | { status: 'reading'; fileName: string }
  | { status: 'read'; fileName: string; result: ImportResult }
  | { status: 'failed'; fileName: string; error: ErrorData };

export interface PairDraft {
  id: number;
  sourceLang: string | null;
  targetLang: string | null;
  entries: PairEntries;
}

export const emptyPair = (id: number): PairDraft => ({
  id,
  sourceLang: null,
  targetLang: null,
  entries: { status: 'empty' },
});

/** Why the glossary cannot be created yet, as a message for the form; null when it can. */
export function draftProblem(name: string, pairs: readonly PairDraft[]): UiMessage | null {
  if (name.trim() === '') return { id: 'glossaries.name.empty' };
  const nameIssue = validateGlossaryName(name)[0];
  if (nameIssue?.uiMessage) return nameIssue.uiMessage;
  if (pairs.length === 0) return { id: 'glossaries.draft.addPair' };
  const seen = new Set<string>();
  for (const [index, pair] of pairs.entries()) {
    // Which pair: its number when there are several (0 says "the language pair").
    const number = pairs.length > 1 ? index + 1 : 0;
    if (!pair.sourceLang || !pair.targetLang) return { id: 'glossaries.draft.chooseBoth', values: { number } };
    const key = `${baseLanguage(pair.sourceLang)}>${baseLanguage(pair.targetLang)}`;
    if (baseLanguage(pair.sourceLang) === baseLanguage(pair.targetLang))
      return { id: 'glossaries.draft.same', values: { number } };
    if (seen.has(key))
      return { id: 'glossaries.draft.twice', values: { sourceLang: pair.sourceLang, targetLang: pair.targetLang } };
    seen.add(key);
    const { entries } = pair;
    if (entries.status === 'reading') return { id: 'glossaries.draft.reading', values: { fileName: entries.fileName } };
    if (entries.status === 'failed')
      return { id: 'glossaries.draft.failed', values: { fileName: entries.fileName, number } };
    if (entries.status === 'read' && entries.result.tooLarge && !entries.result.fit)
      return { id: 'glossaries.draft.tooLarge', values: { fileName: entries.fileName } };
  }
  // The same cap the contract applies: refused here before the entries are sent.
  const total = pairs.reduce(
    (sum, pair) => sum + (pair.entries.status === 'read' ? pair.entries.result.entriesTsv.length : 0),
    0,
  );
  if (total > MAX_CREATE_TSV_CHARS)
    return { id: 'glossaries.draft.createTooLarge', values: { limit: MAX_CREATE_TSV_CHARS } };
  return null;
}

/** The dictionaries of the create request: each pair with the valid entries of its file (rejected lines skipped), or none. */
export function dictionariesToCreate(pairs: readonly PairDraft[]): (DictionaryPair & { entriesTsv: string })[] {
  return pairs.map((pair) => ({
    sourceLang: pair.sourceLang ?? '',
    targetLang: pair.targetLang ?? '',
    entriesTsv: pair.entries.status === 'read' ? pair.entries.result.entriesTsv : '',
  }));
}
