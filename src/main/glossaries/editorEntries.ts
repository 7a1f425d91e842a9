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
        // The field names the entry's line; the English keeps it in the sentence too, for logs.
        .map((issue) => ({
          field: `${field}.line${issue.line}`,
          message: `Entry ${issue.line}: ${issue.message}`,
          uiMessage: issue.uiMessage,
        })),
      { says: { id: 'glossaries.error.entriesBreakRules', values: { count: parsed.issues.length } } },
    );
  }
  return checked;
}
