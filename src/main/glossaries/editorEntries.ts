// Entries as the editor sent them (TSV), read once: every rule must hold before anything leaves, for a save
// (glossaryService.ts) and for an export (in the work pool, workers/workTasks.ts) alike.
import { ValidationError } from '../../shared/errors';
import { CheckedEntries } from '../../node/glossaries/checkedEntries';
import { parseGlossaryEntries } from '../../node/formats/csv/glossaryParsing';

/** Entries as the editor sent them, read once: every rule must hold before anything leaves. */
export function editorEntries(entriesTsv: string, field = 'entries'): CheckedEntries {
  const parsed = parseGlossaryEntries(entriesTsv);
  const checked = CheckedEntries.of(parsed);
  if (!checked) {
    throw new ValidationError(
      parsed.issues
        .slice(0, 50)
        .map((issue) => ({ field: `${field}.line${issue.line}`, message: `Entry ${issue.line}: ${issue.message}` })),
      {
        message: `${parsed.issues.length} entr${parsed.issues.length === 1 ? 'y breaks' : 'ies break'} the glossary rules, so nothing was saved.`,
      },
    );
  }
  return checked;
}
