// For tests: the entries of an import, read back from the TSV it hands the window by splitting lines and tabs
// (no rule applied, so a test sees exactly what was sent).
import type { GlossaryEntry } from '../../../shared/rules/glossaryEntries';

export function entriesOf(read: { entriesTsv: string }): GlossaryEntry[] {
  if (read.entriesTsv === '') return [];
  return read.entriesTsv.split('\n').map((line) => {
    const tab = line.indexOf('\t');
    return { source: line.slice(0, tab), target: line.slice(tab + 1) };
  });
}
