// A new glossary as the user composes it: a name and one or more language pairs, each empty or filled from
// a file. Pure: the form shows `draftProblem` and sends `dictionariesToCreate`.
import type { ErrorData } from '../../../shared/errors';
import type { DictionaryPair, ImportResult } from '../../../shared/calls/glossaries';
import { validateGlossaryName } from '../../../shared/rules/glossaryEntries';
import { CREATE_TOO_LARGE_MESSAGE, MAX_CREATE_TSV_CHARS } from '../../../shared/rules/glossaryFiles';
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

/** Why the glossary cannot be created yet, as a sentence for the form; null when it can. */
export function draftProblem(name: string, pairs: readonly PairDraft[]): string | null {
  if (name.trim() === '') return 'Give the glossary a name.';
  const nameIssue = validateGlossaryName(name)[0];
  if (nameIssue) return nameIssue.message;
  if (pairs.length === 0) return 'Add a language pair.';
  const seen = new Set<string>();
  for (const [index, pair] of pairs.entries()) {
    const which = pairs.length > 1 ? `language pair ${index + 1}` : 'the language pair';
    if (!pair.sourceLang || !pair.targetLang) return `Choose both languages of ${which}.`;
    const key = `${baseLanguage(pair.sourceLang)}>${baseLanguage(pair.targetLang)}`;
    if (baseLanguage(pair.sourceLang) === baseLanguage(pair.targetLang))
      return `The two languages of ${which} are the same. Choose another target.`;
    if (seen.has(key))
      return `${pair.sourceLang} → ${pair.targetLang} is there twice. A glossary holds one dictionary per language pair.`;
    seen.add(key);
    const { entries } = pair;
    if (entries.status === 'reading') return `Still reading “${entries.fileName}”…`;
    if (entries.status === 'failed')
      return `“${entries.fileName}” could not be read. Choose another file, or remove it to start ${which} empty.`;
    if (entries.status === 'read' && entries.result.tooLarge && !entries.result.fit)
      return `“${entries.fileName}” holds more than the 10 MB a dictionary may. Split the file.`;
  }
  // The same cap the contract applies: refused here before the entries are sent.
  const total = pairs.reduce(
    (sum, pair) => sum + (pair.entries.status === 'read' ? pair.entries.result.entriesTsv.length : 0),
    0,
  );
  if (total > MAX_CREATE_TSV_CHARS) return CREATE_TOO_LARGE_MESSAGE;
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
