// Entries that have been read once and passed every entry rule. Main reads what a window sends once
// (parseGlossaryEntries) and hands the result on as CheckedEntries: the request rules (glossaryRequests.ts) and
// the API client take them as they are instead of parsing the same TSV again.
import { type GlossaryEntry, serializeEntriesTsv } from '../../shared/rules/glossaryEntries';
import type { GlossaryParseResult } from '../formats/csv/glossaryParsing';

export class CheckedEntries {
  private constructor(readonly entries: GlossaryEntry[]) {}

  /** The entries of a read that found nothing wrong (no refused line, within the size limit); else undefined. */
  static of(read: GlossaryParseResult): CheckedEntries | undefined {
    return read.issues.length === 0 ? new CheckedEntries(read.entries) : undefined;
  }

  /**
   * Some of these entries, still checked: each entry passed the rules, their sources stay unique and their size
   * only shrinks (a PATCH sends the added and changed entries of a checked dictionary).
   */
  pick(entries: readonly GlossaryEntry[]): CheckedEntries {
    return new CheckedEntries([...entries]);
  }

  get count(): number {
    return this.entries.length;
  }

  /** The entries as the service's TSV, the form in which they are sent. */
  toTsv(): string {
    return serializeEntriesTsv(this.entries);
  }
}
