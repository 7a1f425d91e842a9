// Entries that have been read once and passed every entry rule. Main reads what a window sends once (in the
// work pool: parseGlossaryEntries there) and hands the result on as CheckedEntries: the request rules
// (glossaryRequests.ts) and the API client take them as they are instead of parsing the same TSV again.
import { type GlossaryEntry, serializeEntriesTsv } from '../../shared/rules/glossaryEntries';
import { parseGlossaryEntries, type GlossaryParseResult } from '../formats/csv/glossaryParsing';

export class CheckedEntries {
  private constructor(
    private list: GlossaryEntry[] | undefined,
    private tsv: string | undefined,
    readonly count: number,
  ) {}

  /** The entries of a read that found nothing wrong (no refused line, within the size limit); else undefined. */
  static of(read: GlossaryParseResult): CheckedEntries | undefined {
    return read.issues.length === 0 ? new CheckedEntries(read.entries, undefined, read.entries.length) : undefined;
  }

  /**
   * Entries a worker has read and found clean (glossaries/glossarySaving.ts), as the TSV it wrote of them: main
   * sends the text as it is, without reading it again on its own thread.
   */
  static checkedTsv(tsv: string, count: number): CheckedEntries {
    return new CheckedEntries(undefined, tsv, count);
  }

  /** The entries one by one (read from the TSV on first use: a worker's result is only ever sent, never read). */
  get entries(): GlossaryEntry[] {
    return (this.list ??= parseGlossaryEntries(this.tsv ?? '').entries);
  }

  /** The entries as the service's TSV, the form in which they are sent. */
  toTsv(): string {
    return (this.tsv ??= serializeEntriesTsv(this.list ?? []));
  }
}
